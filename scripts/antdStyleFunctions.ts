// The theme runs antd in zero-runtime mode (src/shell/uiSettings.tsx): each component's style hook
// returns before it calls the component's style function, and the prebuilt stylesheet holds the rules.
// Those functions and the generators they call were still shipped and parsed on every page (~150 kB of
// the signed-in chunk, ~40 kB of the login chunk, unminified). This build plugin passes antd's style-hook
// factories a function that returns no styles instead, so the generators drop out of the bundle. The
// component tokens (the CSS variables zero-runtime still registers) are a separate argument and stay.
import fs from 'node:fs';
import path from 'node:path';
import { parseAst, type Plugin } from 'vite';

/** antd's factories whose second argument is a style function (antd/es/theme/util/genStyleUtils). */
const styleHookFactories = new Set([
  'genStyleHooks',
  'genSubStyleComponent',
  'genComponentStyleHook',
]);

/** What the style functions become: no rules. */
const noStyles = '() => []';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** Every node of the tree under `node`, depth first. */
function* nodesUnder(node: Node): Generator<Node> {
  yield node;
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) yield* nodesUnder(item);
    } else if (isNode(value)) yield* nodesUnder(value);
  }
}

/** The source ranges of the style functions passed to the factories in `code`. */
function styleFunctionRanges(code: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  for (const node of nodesUnder(parseAst(code) as unknown as Node)) {
    if (node.type !== 'CallExpression') continue;
    const callee = node.callee as Node & { name?: string };
    const args = node.arguments as Node[];
    const style = args[1];
    if (callee.type === 'Identifier' && styleHookFactories.has(callee.name ?? '') && style)
      ranges.push([style.start, style.end]);
  }
  return ranges;
}

/** `code` with every style function given to antd's style-hook factories replaced by `() => []`. */
export function withoutStyleFunctions(code: string): string {
  let result = code;
  for (const [start, end] of styleFunctionRanges(code).sort((a, b) => b[0] - a[0]))
    result = result.slice(0, start) + noStyles + result.slice(end);
  return result;
}

/** antd's modules that build style hooks (`style/` folders, the click wave's style). */
export const isAntdStyleModule = (id: string) =>
  /[\\/]node_modules[\\/]antd[\\/]es[\\/](.+[\\/]style[\\/].*|_util[\\/]wave[\\/]style)\.js$/.test(
    id,
  );

/** The theme module, which must keep zero-runtime on for the dropped functions never to be needed. */
const themeModule = 'src/shell/uiSettings.tsx';

export function antdStyleFunctionsPlugin(root: string): Plugin {
  return {
    name: 'pts-antd-style-functions',
    apply: 'build',
    buildStart() {
      if (!/zeroRuntime: true/.test(fs.readFileSync(path.join(root, themeModule), 'utf8')))
        this.error(`${themeModule} 不再使用 zeroRuntime：antd 的样式函数不能再从构建中去掉`);
    },
    transform(code, id) {
      if (!isAntdStyleModule(id) || !code.includes('gen')) return null;
      const stripped = withoutStyleFunctions(code);
      return stripped === code ? null : { code: stripped, map: null };
    },
  };
}

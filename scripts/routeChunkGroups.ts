// Chunk groups that follow the routes: the default split made ~17 chunks for the app's start and ~50
// more for a signed-in screen page, and the browser asks for at most 6 at a time over HTTP/1.1 (the
// session checks and the screen's data queue behind them). Each group takes what its roots import
// statically (so what it loads is what the page ran anyway) minus what a higher group took:
//   start      the entry's static imports (the login page and every page run these)
//   login      what a page without a session loads: the login page only (so the login page never
//              loads the signed-in chunk); the start failure page (Result and its pictures) loads on
//              a failed start only
//   prefetch   the route-data prefetch's (small, so it starts the data while the layout downloads)
//   notifier   the notifier host's (antd's App, modal, notification, message), which every page
//              loads beside its first page: a group of its own, so the login chunk does not carry
//              it and the login page does not load the signed-in chunk that holds these too
//   signedIn   the signed-in frame, main layout and screen page's, and the round selector widget's
// Chunks loaded on demand (echarts, xlsx, rjsf forms, admin, other pages) keep the default split.
import path from 'node:path';
import type { ChunkingContext, CodeSplittingGroup } from 'rolldown';

/** Root modules of each group, relative to the project, highest priority first. */
const groupRoots: ReadonlyArray<readonly [name: string, roots: readonly string[]]> = [
  ['start', ['src/main.tsx']],
  ['login', ['src/pages/LoginPage.tsx']],
  ['prefetch', ['src/shell/routePrefetch.ts']],
  ['notifier', ['src/shell/NotifierHost.tsx']],
  [
    'signedIn',
    [
      'src/shell/SignedIn.tsx',
      'src/shell/MainLayout.tsx',
      'src/pages/ScreenPage.tsx',
      // Most trade and result screens are drawn inside the round selector (2.5 kB): loaded on demand,
      // it was one more stage before their first query.
      'src/widgets/RoundSelector/RoundSelectorWidget.tsx',
    ],
  ],
];

/**
 * Package index modules that gather a package's modules (antd's and its icons' every component;
 * @rc-component packages' index, such as rc-form's, which antd's Input reaches through its form
 * context): following all of one would take the whole package into the importer's group.
 */
const barrel =
  /[\\/]node_modules[\\/](antd|@ant-design[\\/]icons|@rc-component[\\/][^\\/]+)[\\/]es[\\/]index\.js$/;

/** Every name a module may use: the closure then follows the barrel as any module. */
const allNames = 'all';

/**
 * The names `code` imports from the package whose barrel is `barrelId` (`import D, { A, B as C } from`;
 * `default` for a default import), or `all` for a namespace import, a re-export or an import form this
 * does not read.
 */
function importedNames(code: string, barrelId: string): string[] | typeof allNames {
  const pkg = (barrel.exec(barrelId)?.[1] ?? '').replace(/\\/g, '/');
  const names: string[] = [];
  const quoted = (m: RegExpMatchArray) => m[2] === pkg;
  for (const m of code.matchAll(/export\s*(?:\*|\{[^}]*\})\s*from\s*["']([^"']+)["']/g))
    if (m[1] === pkg) return allNames;
  for (const m of code.matchAll(/import\s*([^'";]*?)\s*from\s*["']([^"']+)["']/g)) {
    if (!quoted(m)) continue;
    const clause = m[1] ?? '';
    if (clause.includes('*')) return allNames;
    const [defaultPart = '', braces = ''] = clause.split('{');
    if (defaultPart.replace(/[\s,]/g, '') !== '') names.push('default');
    for (const part of braces.replace('}', '').split(','))
      names.push(
        part
          .trim()
          .split(/\s+as\s+/)[0]
          ?.replace(/^type\s+/, '') ?? '',
      );
  }
  const found = names.filter(Boolean);
  return found.length > 0 ? found : allNames;
}

/** The module `spec` (relative to the barrel's folder) names, if it is in the graph. */
function resolveFrom(dir: string, spec: string, ctx: ChunkingContext): string | undefined {
  const base = path.resolve(dir, spec);
  return [base, `${base}.js`, path.join(base, 'index.js')].find((c) => ctx.getModuleInfo(c));
}

/**
 * The modules of a barrel that export `names`: through `export { default as Name } from './path'` or
 * `import Name from './path'` / `import { Name } from './path'` re-exported. The barrel itself (followed
 * as any module) when a name is its own code's (a default export) or is not found.
 */
function barrelTargets(
  barrelId: string,
  names: readonly string[] | typeof allNames,
  ctx: ChunkingContext,
): string[] {
  if (names === allNames || names.includes('default')) return [barrelId];
  const code = ctx.getModuleInfo(barrelId)?.code ?? '';
  const dir = path.dirname(barrelId);
  const targets: string[] = [];
  const left = new Set(names);
  const take = (bindings: ReadonlyArray<string | undefined>, spec: string) => {
    const wanted = bindings.filter((name): name is string => !!name && left.has(name));
    if (wanted.length === 0) return;
    const id = resolveFrom(dir, spec, ctx);
    if (!id) return;
    targets.push(id);
    for (const name of wanted) left.delete(name);
  };
  const lastName = (p: string) =>
    p
      .trim()
      .split(/\s+as\s+/)
      .pop();
  for (const m of code.matchAll(/export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g))
    take((m[1] ?? '').split(',').map(lastName), m[2] ?? '');
  for (const m of code.matchAll(/import\s*([^'";*]*?)\s*from\s*["'](\.[^"']*)["']/g))
    take((m[1] ?? '').replace(/[{}]/g, ',').split(',').map(lastName), m[2] ?? '');
  return left.size > 0 ? [barrelId] : targets;
}

/**
 * The modules `roots` import statically, directly or through others (the roots included); through a
 * barrel only the components the importer names.
 */
function staticClosure(roots: readonly string[], ctx: ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    const info = ctx.getModuleInfo(id);
    if (!info) throw new Error(`routeChunkGroups: ${id} is not in the module graph`);
    seen.add(id);
    for (const next of info.importedIds) {
      if (barrel.test(next))
        queue.push(...barrelTargets(next, importedNames(info.code ?? '', next), ctx));
      else queue.push(next);
    }
  }
  return seen;
}

/** The group of each module, computed once per chunking pass from the module graph. */
function groupsOf(root: string, ctx: ChunkingContext): Map<string, string> {
  const group = new Map<string, string>();
  for (const [name, roots] of groupRoots)
    for (const id of staticClosure(
      roots.map((r) => path.resolve(root, r)),
      ctx,
    ))
      if (!group.has(id)) group.set(id, name);
  return group;
}

/**
 * The code-splitting groups of the build (vite's `build.rolldownOptions.output.codeSplitting`), one per
 * entry of `groupRoots`, with falling priorities: a group captures a module's dependencies with it, so
 * the higher groups must have taken theirs first.
 */
export function routeChunkGroups(root: string): CodeSplittingGroup[] {
  let memo: { ctx: ChunkingContext; group: Map<string, string> } | null = null;
  const groupOf = (id: string, ctx: ChunkingContext): string | undefined => {
    if (memo?.ctx !== ctx) memo = { ctx, group: groupsOf(root, ctx) };
    return memo.group.get(id);
  };
  return groupRoots.map(([name], index) => ({
    debugName: name,
    priority: groupRoots.length - index,
    name: (id, ctx) => (groupOf(id, ctx) === name ? name : null),
    // The closure above already holds each group's dependencies, and follows a package index only to
    // the modules of the names imported. Rolldown's own capture follows every import of a module, so
    // antd's Input (through its form context's import of rc-form's index) took all of rc-form's Form
    // and async-validator into the login chunk, which the signed-in pages' Form then used from there.
    includeDependenciesRecursively: name !== 'login',
  }));
}

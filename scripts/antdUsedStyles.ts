// Drops from the built stylesheet the rules of antd components the app never uses. antd's prebuilt
// antd/dist/antd.css (zero-runtime theme, src/main.tsx) holds every component's styles, ~1 MB that
// the browser parses and matches on every page. Which components are used is read from the build:
// each antd module in the bundle names its class prefix (`getPrefixCls('btn')`), so a screen that
// starts using another component brings its styles back by itself. A rule is dropped only when each
// of its selectors names a class of an unused component: no element can carry that class.
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The class prefixes a module's code asks antd for (`getPrefixCls('picker')` → `picker`). */
export function prefixesIn(code: string): string[] {
  return [...code.matchAll(/getPrefixCls\(\s*["']([a-z][a-z-]*)["']/g)].map((m) => m[1] ?? '');
}

/** Every class prefix antd's components ask for, read from the package's ES modules. */
export function allAntdPrefixes(antdEsDir: string): Set<string> {
  const all = new Set<string>();
  for (const entry of fs.readdirSync(antdEsDir, { recursive: true, encoding: 'utf8' }))
    if (entry.endsWith('.js'))
      for (const p of prefixesIn(fs.readFileSync(path.join(antdEsDir, entry), 'utf8'))) all.add(p);
  return all;
}

/** The component a class belongs to: the longest known prefix it starts with (`ant-input-number-x`). */
function ownerOf(className: string, all: ReadonlySet<string>): string | undefined {
  let owner: string | undefined;
  for (let i = className.length; i > 0; i = className.lastIndexOf('-', i - 1)) {
    const candidate = className.slice(0, i);
    if (all.has(candidate)) {
      owner = candidate;
      break;
    }
  }
  return owner;
}

/** Splits `text` at top-level occurrences of `separator` (not inside parentheses or quotes). */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === separator && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/**
 * True when no element can match `selector`: it names a class of an unused component outside any
 * parenthesised pseudo-class (`:not(.ant-tree)` and `:is(...)` lists are not judged).
 */
function selectorDead(
  selector: string,
  used: ReadonlySet<string>,
  all: ReadonlySet<string>,
): boolean {
  let plain = '';
  let depth = 0;
  for (const c of selector) {
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (depth === 0) plain += c;
  }
  for (const m of plain.matchAll(/\.ant-([a-z][a-z0-9-]*)/g)) {
    const owner = ownerOf(m[1] ?? '', all);
    if (owner !== undefined && !used.has(owner)) return true;
  }
  return false;
}

/** Index of the brace closing the block opened at `open`, skipping quoted strings. */
function closingBrace(css: string, open: number): number {
  let depth = 0;
  let quote = '';
  for (let i = open; i < css.length; i++) {
    const c = css[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
  }
  throw new Error('antdUsedStyles: unbalanced braces in the stylesheet');
}

/** Group at-rules whose blocks hold rules (judged one by one); other at-rules are kept whole. */
const groupingAtRule = /^@(media|supports|layer|container)\b/;

/**
 * The stylesheet without the rules of components outside `used` (class prefixes; `all` is every
 * prefix antd knows, so classes that are no component's, such as motions, are always kept).
 */
export function dropUnusedComponentRules(
  css: string,
  used: ReadonlySet<string>,
  all: ReadonlySet<string>,
): string {
  let out = '';
  let i = 0;
  while (i < css.length) {
    const open = css.indexOf('{', i);
    const semicolon = css.indexOf(';', i);
    // A statement at-rule (`@import ...;`, `@charset ...;`) before the next block.
    const statement = css.slice(i).trimStart().startsWith('@') && semicolon !== -1;
    if (statement && (open === -1 || semicolon < open)) {
      out += css.slice(i, semicolon + 1);
      i = semicolon + 1;
      continue;
    }
    if (open === -1) {
      out += css.slice(i);
      break;
    }
    const close = closingBrace(css, open);
    const prelude = css.slice(i, open).trim();
    const body = css.slice(open + 1, close);
    if (groupingAtRule.test(prelude)) {
      const inner = dropUnusedComponentRules(body, used, all);
      if (inner.trim()) out += `${prelude}{${inner}}`;
    } else if (prelude.startsWith('@')) {
      out += `${prelude}{${body}}`;
    } else {
      const live = splitTopLevel(prelude, ',').filter((s) => !selectorDead(s, used, all));
      if (live.length > 0) out += `${live.join(',')}{${body}}`;
    }
    i = close + 1;
  }
  return out;
}

/** Class prefixes kept whatever the code imports (the click wave every button draws). */
const alwaysUsed = ['wave'];

/** The file a relative import names (`./button` → `./button.js` or `./button/index.js`). */
function resolveRelative(from: string, spec: string): string | undefined {
  const base = path.resolve(path.dirname(from), spec);
  return [base, `${base}.js`, path.join(base, 'index.js')].find(
    (f) => fs.existsSync(f) && fs.statSync(f).isFile(),
  );
}

/** antd's modules exporting `names` from its barrel (`export { default as Button } from './button'`). */
function barrelModules(antdEsDir: string, names: ReadonlySet<string>): string[] {
  const barrel = path.join(antdEsDir, 'index.js');
  const code = fs.readFileSync(barrel, 'utf8');
  const files: string[] = [];
  for (const m of code.matchAll(/export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
    const exported = (m[1] ?? '').split(',').map((part) =>
      part
        .trim()
        .split(/\s+as\s+/)
        .pop(),
    );
    const file = resolveRelative(barrel, m[2] ?? '');
    if (file && exported.some((name) => name !== undefined && names.has(name))) files.push(file);
  }
  return files;
}

/** What `code` imports from antd: the names from its barrel, and the modules it imports by path. */
function antdImports(code: string, antdEsDir: string): { names: string[]; files: string[] } {
  const names: string[] = [];
  const files: string[] = [];
  for (const m of code.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*["']antd["']/g))
    for (const part of (m[1] ?? '').split(','))
      names.push(
        part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0] ?? '',
      );
  for (const m of code.matchAll(/from\s*["']antd\/(?:es|lib)\/([^"']+)["']/g)) {
    const file = resolveRelative(path.join(antdEsDir, 'index.js'), `./${m[1] ?? ''}`);
    if (file) files.push(file);
  }
  return { names: names.filter(Boolean), files };
}

/** The source files of `dir` (recursively) that may import antd. */
function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(tsx?|jsx?|mjs)$/.test(f) && !f.endsWith('.d.ts'))
    .map((f) => path.join(dir, f));
}

/** The installed dependencies of the project that themselves import antd (the rjsf antd theme). */
function antdDependents(root: string): string[] {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  return Object.keys(pkg.dependencies ?? {})
    .filter((name) => name !== 'antd')
    .map((name) => path.join(root, 'node_modules', name))
    .filter((dir) => {
      const meta = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
        dependencies?: Record<string, string>;
        peerDependencies?: Record<string, string>;
      };
      return 'antd' in { ...meta.dependencies, ...meta.peerDependencies };
    });
}

/**
 * The class prefixes of every antd component the code can use: the components src/ and the
 * antd-based dependencies import, with the antd modules these import in turn. A superset of what
 * the bundle keeps after tree-shaking (the build checks the bundle against it).
 */
export function usedAntdPrefixes(root: string, antdEsDir: string): Set<string> {
  const names = new Set<string>();
  const queue: string[] = [];
  const dependents = antdDependents(root).map((dir) => fs.realpathSync(dir));
  for (const file of [path.join(root, 'src'), ...dependents].flatMap(sourceFiles)) {
    const found = antdImports(fs.readFileSync(file, 'utf8'), antdEsDir);
    for (const name of found.names) names.add(name);
    queue.push(...found.files);
  }
  queue.push(...barrelModules(antdEsDir, names));
  const used = new Set<string>(alwaysUsed);
  const seen = new Set<string>();
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const code = fs.readFileSync(file, 'utf8');
    for (const p of prefixesIn(code)) used.add(p);
    for (const m of code.matchAll(/(?:from|import)\s*["'](\.{1,2}\/[^"']+)["']/g)) {
      const next = resolveRelative(file, m[1] ?? '');
      if (next) queue.push(next);
    }
  }
  return used;
}

/**
 * Build plugin: serves antd/dist/antd.css without the rules of the components the code does not
 * import (so the stylesheet's hashed name follows its content), and fails the build if an antd
 * module in the bundle asks for a prefix whose rules were dropped.
 */
export function antdUsedStylesPlugin(root: string): Plugin {
  const antdEsDir = fs.realpathSync(path.join(root, 'node_modules/antd/es'));
  const antdCss = fs.realpathSync(path.join(root, 'node_modules/antd/dist/antd.css'));
  let used: Set<string> | null = null;
  let all: Set<string> | null = null;
  return {
    name: 'pts-antd-used-styles',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (id.split('?')[0] !== antdCss) return null;
      used = usedAntdPrefixes(root, antdEsDir);
      all = allAntdPrefixes(antdEsDir);
      return dropUnusedComponentRules(fs.readFileSync(antdCss, 'utf8'), used, all);
    },
    generateBundle(_options, bundle) {
      if (!used) throw new Error('antdUsedStyles: antd/dist/antd.css was not imported');
      const missing = new Set<string>();
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk')
          for (const id of chunk.moduleIds)
            if (id.startsWith(antdEsDir))
              for (const p of prefixesIn(fs.readFileSync(id.split('?')[0] ?? id, 'utf8')))
                if (!used.has(p)) missing.add(p);
      if (missing.size > 0)
        throw new Error(
          `antdUsedStyles: the bundle uses antd components whose styles were dropped: ${[...missing].join(', ')}`,
        );
    },
  };
}

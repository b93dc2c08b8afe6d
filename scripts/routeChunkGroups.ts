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

/** Barrels re-exporting a library's every component: following all of them would take the library. */
const barrel = /[\\/]node_modules[\\/](antd|@ant-design[\\/]icons)[\\/]es[\\/]index\.js$/;

/** The names `code` imports from the package whose barrel is `barrelId` (`import { A, B as C } from`). */
function importedNames(code: string, barrelId: string): string[] {
  const pkg = barrelId.includes('@ant-design') ? '@ant-design/icons' : 'antd';
  const names: string[] = [];
  for (const m of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g))
    if (m[2] === pkg)
      for (const part of (m[1] ?? '').split(','))
        names.push(
          part
            .trim()
            .split(/\s+as\s+/)[0]
            ?.replace(/^type\s+/, '') ?? '',
        );
  return names.filter(Boolean);
}

/** The modules of a barrel that export `names` (`export { default as Name } from './path'`). */
function barrelTargets(barrelId: string, names: readonly string[], ctx: ChunkingContext): string[] {
  const code = ctx.getModuleInfo(barrelId)?.code ?? '';
  const dir = path.dirname(barrelId);
  const targets: string[] = [];
  for (const m of code.matchAll(/export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
    const exported = (m[1] ?? '').split(',').map((p) =>
      p
        .trim()
        .split(/\s+as\s+/)
        .pop(),
    );
    if (!exported.some((name) => name && names.includes(name))) continue;
    const base = path.resolve(dir, m[2] ?? '');
    const id = [`${base}.js`, path.join(base, 'index.js')].find((c) => ctx.getModuleInfo(c));
    if (id) targets.push(id);
  }
  return targets;
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
  }));
}

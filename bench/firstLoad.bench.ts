// Size of the JavaScript a first visit loads (gzip), read from the built index.html and its imports,
// and the login page's (that plus the login chunk and its imports) beside its goal (issue 16: ≤ 180 kB
// gzip; the plain React 19 + antd 6 page is 217 kB). Run `npm run build` first; `npm run bench
// firstLoad` prints the figures, and fails if echarts, xlsx or rjsf enter either.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.join(process.cwd(), 'dist');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const entries = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1] ?? '');
/** The entry script alone, without the chunks index.html only preloads (scripts/everyPagePreload.ts). */
const entryScripts = [...html.matchAll(/<script[^>]*\ssrc="\/(assets\/[^"]+\.js)"/g)].map(
  (m) => m[1] ?? '',
);
/** `roots` and the chunks they import statically (dynamic import() chunks load on demand). */
function staticClosure(roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.shift() ?? '';
    if (seen.has(file)) continue;
    seen.add(file);
    const code = fs.readFileSync(path.join(dist, file), 'utf8');
    for (const m of code.matchAll(
      /(?:^|[;\n}])\s*import\s*(?:[^'"()]*?from\s*)?["']\.\/([^"']+\.js)["']/g,
    )) {
      queue.push(`assets/${m[1]}`);
    }
  }
  return seen;
}
const seen = staticClosure(entries);
/** Strings only each heavy library's code contains (checked against the chunks that hold them). */
const heavy: Record<string, string> = { echarts: 'ECharts', xlsx: 'SheetJS', '@rjsf': '__rjsf' };
const heavyInFirstLoad = new Set<string>();
let raw = 0;
let gzip = 0;
for (const file of seen) {
  const bytes = fs.readFileSync(path.join(dist, file));
  for (const [name, marker] of Object.entries(heavy))
    if (bytes.includes(marker)) heavyInFirstLoad.add(name);
  raw += bytes.length;
  gzip += zlib.gzipSync(bytes, { level: 9 }).length;
  console.log(`${file}\t${(bytes.length / 1024).toFixed(1)} kB`);
}
const all = fs.readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js'));
console.log(
  `first-load JavaScript: ${seen.size} files, ${(raw / 1024).toFixed(1)} kB raw, ${(gzip / 1024).toFixed(1)} kB gzip`,
);
console.log(`on-demand chunks: ${all.length - seen.size}`);
for (const [name, marker] of Object.entries(heavy)) {
  const holder = all.find((f) => fs.readFileSync(path.join(dist, 'assets', f)).includes(marker));
  const where = heavyInFirstLoad.has(name)
    ? 'IN THE FIRST LOAD'
    : holder
      ? `on demand (${holder})`
      : 'not found in the build';
  console.log(`${name}: ${where}`);
}

// The login page: the start chunks and the login route's chunk (scripts/routeChunkGroups.ts), as the
// goal was set. The notifier chunk, which every page loads beside its first page (index.html now
// preloads it with the login chunk), stays outside the figure, as it was before; printed apart.
const loginChunk = all.find((f) => /^login-[\w-]+\.js$/.test(f));
if (!loginChunk) throw new Error('构建中没有 login 分组的代码块（scripts/routeChunkGroups.ts）');
const loginFiles = staticClosure([...entryScripts, `assets/${loginChunk}`]);
let loginGzip = 0;
for (const file of loginFiles) {
  const bytes = fs.readFileSync(path.join(dist, file));
  for (const [name, marker] of Object.entries(heavy))
    if (bytes.includes(marker)) heavyInFirstLoad.add(name);
  loginGzip += zlib.gzipSync(bytes, { level: 9 }).length;
}
const loginGoalKb = 180;
const loginKb = loginGzip / 1024;
console.log(
  `login page first-load JavaScript: ${loginFiles.size} files, ${loginKb.toFixed(1)} kB gzip; goal ≤ ${loginGoalKb} kB: ${loginKb <= loginGoalKb ? 'met' : 'NOT met'}`,
);
const beside = [...seen].filter((file) => !loginFiles.has(file));
const besideGzip = beside.reduce(
  (sum, file) => sum + zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length,
  0,
);
console.log(
  `loaded beside the login page's first page (not in its figure): ${beside.join(', ') || 'none'}, ${(besideGzip / 1024).toFixed(1)} kB gzip`,
);
if (heavyInFirstLoad.size > 0) process.exitCode = 1;

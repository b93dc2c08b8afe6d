// Size of the JavaScript a first visit loads (gzip), read from the built index.html and its imports.
// Run `npm run build` first; `npm run bench firstLoad` prints the figures.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.join(process.cwd(), 'dist');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const entries = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1] ?? '');
const seen = new Set<string>();
const queue = [...entries];
// Static imports of an entry load with it; dynamic import() chunks load on demand and are not counted.
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
if (heavyInFirstLoad.size > 0) process.exitCode = 1;

// The product grid of this tree beside the same grid of another checkout (GRID_AB_BASE, e.g. a worktree
// of main), measured alternately in one Chromium: A, B, A, B … so both see the same machine load, which
// on a shared machine moves more between two runs minutes apart than a change does. Prints each side's
// median and every run. `GRID_AB_BASE=/work/main npx tsx bench/gridAB.ts` (BENCH_RUNS pairs, default 9).
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../scripts/chromium';
import { buildReferencePage, median, serveBuilt, slotGridTimes } from './pageLoadSupport';

const base = process.env.GRID_AB_BASE;
if (!base) throw new Error('GRID_AB_BASE：另一份检出（如 main 的工作树）的目录');
const runs = Number(process.env.BENCH_RUNS ?? 9);
// The other checkout's own build helper, so its reference page is built from its own sources.
const other = (await import(path.join(path.resolve(base), 'bench/pageLoadSupport.ts'))) as {
  buildReferencePage: typeof buildReferencePage;
};
const sides = [
  { name: '本树', served: await serveBuilt(await buildReferencePage()) },
  {
    name: path.basename(path.resolve(base)),
    served: await serveBuilt(await other.buildReferencePage()),
  },
];
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
try {
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  const times = sides.map(() => [] as { mountMs: number; updateMs: number }[]);
  const load = [os.loadavg()[0] ?? 0];
  for (let i = 0; i < runs; i++)
    for (const [k, side] of sides.entries())
      times[k]!.push(await slotGridTimes(context, side.served.baseUrl, 'engine'));
  load.push(os.loadavg()[0] ?? 0);
  console.log(`机器负载 ${load.map((x) => x.toFixed(2)).join(' → ')}；交替 ${runs} 对`);
  sides.forEach((side, k) => {
    const t = times[k]!;
    console.log(
      `${side.name}：挂载 ${median(t.map((x) => x.mountMs)).toFixed(0)} ms，更新 ${median(t.map((x) => x.updateMs)).toFixed(0)} ms（中位数；最快 ${Math.min(...t.map((x) => x.updateMs)).toFixed(0)}）；各次挂载 ${t.map((x) => x.mountMs.toFixed(0)).join(' ')}；各次更新 ${t.map((x) => x.updateMs.toFixed(0)).join(' ')}`,
    );
  });
} finally {
  await browser.close();
  for (const side of sides) await side.served.app.close();
}

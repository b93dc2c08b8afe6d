// The 96 slots × 50 rows grid alone (the last lines of pageLoad, without the product server and its
// pages): antd's plain and virtual tables as references and the product's table block, mount and
// update in Chromium, median of BENCH_RUNS (5). `npm run bench grid`; BENCH_GRID=engine measures only
// the product grid (the references still matter: read them from a full run at the same load).
import fs from 'node:fs';
import os from 'node:os';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../scripts/chromium';
import { buildReferencePage, serveBuilt } from './pageLoadSupport';
import { printSlotGrids, type GridKind } from './slotGrids';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const only = process.env.BENCH_GRID as GridKind | undefined;

const referenceDir = await buildReferencePage();
const reference = await serveBuilt(referenceDir);
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: chromiumArgs,
  headless: true,
});
try {
  console.log(
    `机器负载 ${(os.loadavg()[0] ?? 0).toFixed(2)}（${os.cpus().length} 核）；每项 ${RUNS} 次取中位数`,
  );
  await printSlotGrids(browser, reference.baseUrl, RUNS, only ? [only] : undefined);
} finally {
  await browser.close();
  await reference.app.close();
  fs.rmSync(referenceDir, { recursive: true, force: true });
}

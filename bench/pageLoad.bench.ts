// Time to the first table row in real Chromium, cold (empty HTTP cache) and warm (same browser context
// again), median of 5, for three product pages as a logged-in trainee, beside a plain React 19 + antd 6
// page with a 20-row in-memory table (bench/referencePage, built here, served by the same static-file
// code) in the same run; plus the request waterfall depth, and the login page's first-load JavaScript
// beside the reference page's. Needs `npm run build` (the product from dist/) and /usr/bin/chromium.
// Also the reference build's 96 slots × 50 rows antd table, plain and virtual: mount and update times.
// `npm run bench pageLoad` (BENCH_WATERFALL=1 also lists each page's requests by stage). Goals (issue 16): first row ≤ 1.0× the plain page; the 96 × 50 table mounted in
// ≤ 150 ms and updated in ≤ 50 ms.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../scripts/chromium';
import { openDatabase } from '../server/db/database';
import { seedDemo } from '../server/seed/seedDemo';
import { freePort } from '../tests/node/durabilityServer';
import { startBenchServer, stopBenchServer } from './benchServers';
import {
  buildReferencePage,
  loadPage,
  median,
  serveBuilt,
  signedInState,
  waterfallLines,
  type StorageState,
  type LoadFigures,
} from './pageLoadSupport';
import { printSlotGrids } from './slotGrids';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ROW = '.ant-table-row';
const dist = path.join(process.cwd(), 'dist');

/**
 * The product pages measured: the assets page, a disclosure tab with a table, a result page. The demo
 * course has no cleared round yet, so the result page shows its "not generated" notice instead of a table:
 * its figure is the time to that notice (a cleared round in the set-up would give it rows).
 */
const productPages = [
  { name: '/user/assets', path: '/user/assets', waitFor: ROW },
  { name: '披露 generator-info', path: '/user/reportHelp/detail/2/generator-info', waitFor: ROW },
  {
    name: '集中竞价结果（未出清提示）',
    path: '/user/centerTradeResult/0?type=15',
    waitFor: 'text=集中竞价结果尚未生成',
    // The spec's result display delay: a readiness outcome shows 1,000 ms after its check (spec
    // section 9), a wait the plain page does not have. Judged as measured, and against the plain page
    // with the same wait after its first row (the check cannot leave before the page knows its round).
    displayDelayMs: 1000,
  },
];

interface Figures {
  cold: LoadFigures[];
  warm: LoadFigures[];
}

/** Cold: a new context (empty cache) per run, carrying the login; warm: that context loading it again. */
async function measure(
  browser: Browser,
  url: string,
  storageState: StorageState | undefined,
  waitFor = ROW,
): Promise<Figures> {
  const figures: Figures = { cold: [], warm: [] };
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({
      locale: 'zh-CN',
      viewport: { width: 1366, height: 800 },
      ...(storageState ? { storageState } : {}),
    });
    figures.cold.push(await loadPage(context, url, waitFor));
    figures.warm.push(await loadPage(context, url, waitFor));
    await context.close();
  }
  return figures;
}

function cell(list: LoadFigures[], pick: (f: LoadFigures) => number, digits = 0): string {
  return median(list.map(pick)).toFixed(digits);
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(dist, 'index.html')))
    throw new Error('先运行 npm run build（缺少 dist/）');
  const referenceDir = await buildReferencePage();
  const reference = await serveBuilt(referenceDir);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pts-pageload-'));
  // The demo course, with the trainee's first-login password change already done.
  const db = await openDatabase(dataDir);
  await seedDemo(db);
  await db.updateTable('users').set({ isNewUser: 0 }).execute();
  await db.destroy();
  const product = await startBenchServer('server/index.ts', await freePort(), {
    DATA_DIR: dataDir,
    STATIC_DIR: dist,
  });
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: chromiumArgs,
    headless: true,
  });
  try {
    const state = await signedInState(browser, product.baseUrl);

    const ref = await measure(browser, `${reference.baseUrl}/`, undefined);
    const refCold = median(ref.cold.map((f) => f.firstRowMs));
    const refWarm = median(ref.warm.map((f) => f.firstRowMs));
    console.log(
      `机器负载 ${(os.loadavg()[0] ?? 0).toFixed(2)}（${os.cpus().length} 核）；每项 ${RUNS} 次取中位数`,
    );
    console.log(
      '页面                         冷 首行 ms  ×参考   热 首行 ms  ×参考   瀑布深度  请求数  JS kB(传输)',
    );
    const row = (name: string, f: Figures, ratios: boolean): void => {
      const cold = median(f.cold.map((x) => x.firstRowMs));
      const warm = median(f.warm.map((x) => x.firstRowMs));
      console.log(
        [
          name.padEnd(28),
          cold.toFixed(0).padStart(10),
          (ratios ? `${(cold / refCold).toFixed(2)}×` : '1.00×').padStart(7),
          warm.toFixed(0).padStart(12),
          (ratios ? `${(warm / refWarm).toFixed(2)}×` : '1.00×').padStart(7),
          cell(f.cold, (x) => x.depth).padStart(9),
          cell(f.cold, (x) => x.requests).padStart(8),
          cell(f.cold, (x) => x.jsBytes / 1024, 1).padStart(12),
        ].join(''),
      );
    };
    row('参考：React 19 + antd 6 表格', ref, false);
    const worst: number[] = [];
    const worstLikeForLike: number[] = [];
    for (const p of productPages) {
      const f = await measure(browser, `${product.baseUrl}${p.path}`, state, p.waitFor);
      row(p.name, f, true);
      if (process.env.BENCH_WATERFALL)
        console.log(waterfallLines(f.cold[0]?.fetched ?? []).join('\n'));
      const cold = median(f.cold.map((x) => x.firstRowMs));
      worst.push(cold / refCold);
      const delay = ('displayDelayMs' in p ? p.displayDelayMs : undefined) ?? 0;
      worstLikeForLike.push(cold / (refCold + delay));
      if (delay > 0)
        console.log(
          `  含规范规定的结果显示延迟 ${delay} ms：参考页加同样的延迟为 ${(refCold + delay).toFixed(0)} ms，本页 ${(cold / (refCold + delay)).toFixed(2)}×`,
        );
    }
    await printSlotGrids(browser, reference.baseUrl, RUNS);
    const loginPage = await measure(browser, `${product.baseUrl}/user/login`, undefined, 'form');
    console.log(
      `登录页首屏 JavaScript（冷，传输）：${cell(loginPage.cold, (x) => x.jsBytes / 1024, 1)} kB，参考页 ${cell(ref.cold, (x) => x.jsBytes / 1024, 1)} kB；登录表单出现 ${cell(loginPage.cold, (x) => x.firstRowMs)} ms（参考首行 ${refCold.toFixed(0)} ms）`,
    );
    const ratio = Math.max(...worst);
    const likeForLike = Math.max(...worstLikeForLike);
    console.log(
      `目标 首行 ≤ 1.0× 参考：${ratio <= 1 ? '达到' : '未达到'}（最慢页 ${ratio.toFixed(2)}×，冷）；` +
        `结果页与加上同样显示延迟的参考页相比 ${likeForLike <= 1 ? '达到' : '未达到'}（最慢页 ${likeForLike.toFixed(2)}×）`,
    );
  } finally {
    await browser.close();
    await stopBenchServer(product);
    await reference.app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(referenceDir, { recursive: true, force: true });
  }
}

await main();

// Probe for issue 16's page load: what the page's renderer does on its threads other than the main
// one (V8's worker pool: script compilation, optimising compilers, garbage collection; the
// compositor) during a cold load to the first table row, from a Chromium trace: per thread, the CPU
// time of the events by name (self time: less their nested events'). The plain React 19 + antd 6 reference page and a signed-in
// product page are traced in turns (each in a new context), as bench/processCpu.ts measures them.
// Usage: tsx bench/rendererThreads.ts <dist directory> [signed-in page path, /user/assets] [rounds, 3]
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../scripts/chromium';
import { loadLine, startDemoProduct } from './demoProduct';
import { markFirstRow } from './firstRowMark';
import {
  buildReferencePage,
  serveBuilt,
  signedInState,
  type StorageState,
} from './pageLoadSupport';
import type { TraceEvent } from './traceEvent';

const categories = [
  'toplevel',
  'v8',
  'v8.execute',
  'disabled-by-default-v8.compile',
  'disabled-by-default-v8.gc',
  'disabled-by-default-v8.turbofan',
  'disabled-by-default-v8.maglev',
  'devtools.timeline',
  'blink.user_timing',
  'cc',
];

type Totals = Map<string, Map<string, number>>;

/** Adds the self CPU of each complete event on the renderer's threads, by thread and name. */
function addLoad(events: readonly TraceEvent[], totals: Totals): number {
  const mark = events.find((e) => e.name === 'firstRow');
  const navigation = events.find((e) => e.name === 'navigationStart' && e.pid === mark?.pid);
  if (!mark || !navigation) return NaN;
  const threadNames = new Map<string, string>();
  for (const e of events)
    if (e.ph === 'M' && e.name === 'thread_name' && e.pid === mark.pid)
      threadNames.set(`${e.tid}`, String((e.args as { name?: string } | undefined)?.name ?? ''));
  const byThread = new Map<string, TraceEvent[]>();
  for (const e of events) {
    if (e.pid !== mark.pid || e.ph !== 'X' || e.ts < navigation.ts || e.ts > mark.ts) continue;
    const list = byThread.get(`${e.tid}`) ?? [];
    list.push(e);
    byThread.set(`${e.tid}`, list);
  }
  for (const [tid, list] of byThread) {
    const thread = (threadNames.get(tid) ?? tid).replace(/\d+$/, '');
    const names = totals.get(thread) ?? new Map<string, number>();
    totals.set(thread, names);
    list.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
    // Self time: an event's CPU less its direct children's, so a task wrapper keeps only its own.
    const open: TraceEvent[] = [];
    const cpu = (e: TraceEvent) => (e.tdur ?? e.dur ?? 0) / 1000;
    for (const e of list) {
      while (open.length && e.ts >= open[open.length - 1]!.ts + (open[open.length - 1]!.dur ?? 0))
        open.pop();
      const parent = open[open.length - 1];
      names.set(e.name, (names.get(e.name) ?? 0) + cpu(e));
      if (parent) names.set(parent.name, (names.get(parent.name) ?? 0) - cpu(e));
      open.push(e);
    }
  }
  return (mark.ts - navigation.ts) / 1000;
}

async function traceLoad(
  browser: Browser,
  url: string,
  state: StorageState | undefined,
  totals: Totals,
): Promise<number> {
  const context: BrowserContext = await browser.newContext({
    locale: 'zh-CN',
    viewport: { width: 1350, height: 940 },
    ...(state ? { storageState: state } : {}),
  });
  try {
    const page = await context.newPage();
    await markFirstRow(page);
    await browser.startTracing(page, { categories });
    await page.goto(url);
    await page.waitForSelector('.ant-table-row', { timeout: 30_000 });
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: TraceEvent[];
    };
    return addLoad(traceEvents, totals);
  } finally {
    await context.close();
  }
}

function print(title: string, totals: Totals, rounds: number): void {
  console.log(title);
  const threads = [...totals.entries()]
    .map(([thread, names]) => ({
      thread,
      names,
      sum: [...names.values()].reduce((a, b) => a + b, 0) / rounds,
    }))
    .sort((a, b) => b.sum - a.sum);
  for (const { thread, names, sum } of threads) {
    if (sum < 5) continue;
    const top = [...names.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, Number(process.env.TRACE_TOP ?? 10))
      .map(([n, ms]) => `${n} ${(ms / rounds).toFixed(0)}`)
      .join(', ');
    console.log(`  ${thread.padEnd(28)} ${sum.toFixed(0).padStart(5)} ms  ${top}`);
  }
}

const [dist, pagePath = '/user/assets', roundsArg = '3'] = process.argv.slice(2);
if (!dist) throw new Error('用法：tsx bench/rendererThreads.ts <dist 目录> [页面路径] [轮数]');
const rounds = Number(roundsArg);
const product = await startDemoProduct(dist, { returningUsers: true });
const reference = await serveBuilt(await buildReferencePage());
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
try {
  const state = await signedInState(browser, product.server.baseUrl);
  const referenceTotals: Totals = new Map();
  const productTotals: Totals = new Map();
  const walls: number[][] = [[], []];
  for (let i = 0; i < rounds; i++) {
    walls[0]!.push(await traceLoad(browser, `${reference.baseUrl}/`, undefined, referenceTotals));
    walls[1]!.push(
      await traceLoad(browser, `${product.server.baseUrl}${pagePath}`, state, productTotals),
    );
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  console.log(
    `CPU ms per cold load, renderer threads, navigation to first row (mean of ${rounds})`,
  );
  print(`参考页（首行 ${mean(walls[0]!).toFixed(0)} ms）`, referenceTotals, rounds);
  print(`${pagePath}（首行 ${mean(walls[1]!).toFixed(0)} ms）`, productTotals, rounds);
  console.log(loadLine());
} finally {
  await browser.close();
  await reference.app.close();
  await product.stop();
}

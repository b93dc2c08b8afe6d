// Probe for issue 16's page load: where the machine's CPU goes during one cold load to the first table
// row, by process and thread (from /proc, Linux only): the page's renderer (its main thread and its
// worker pool: V8's background compile and GC, raster), the browser and GPU processes, the network
// service, the product's server and this script (Playwright). The plain React 19 + antd 6 reference
// page and a signed-in product page are loaded in turns, each in a new context (cold caches). On two
// cores the wall time to the row follows the CPU all processes need, not only the page's main thread.
// Usage: tsx bench/processCpu.ts <dist directory> [signed-in page path, /user/assets] [rounds, 5]
import fs from 'node:fs';
import { chromium, type BrowserContext } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../scripts/chromium';
import { loadLine, startDemoProduct } from './demoProduct';
import { buildReferencePage, serveBuilt, signedInState } from './pageLoadSupport';

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const ticksPerSecond = 100;

/** User plus system CPU of a /proc stat line, ms. */
function cpuMs(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

/** What a process is, from its command line. */
function processKind(cmdline: string): string {
  if (cmdline.includes('--type=renderer')) return 'renderer';
  if (cmdline.includes('--type=gpu')) return 'gpu';
  if (cmdline.includes('--type=utility')) return 'utility（network）';
  if (cmdline.includes('chromium')) return 'browser';
  if (cmdline.includes('server/index.ts')) return 'product server';
  if (cmdline.includes('processCpu')) return 'bench (Playwright)';
  return 'other';
}

/** Processes shown by thread. */
const threaded = new Set(['renderer', 'gpu', 'browser']);

/** CPU ms so far of every process (Chromium's by thread name), keyed by pid or thread id. */
function snapshot(): Map<string, { name: string; ms: number }> {
  const taken = new Map<string, { name: string; ms: number }>();
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const kind = processKind(fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' '));
      if (!threaded.has(kind)) {
        taken.set(pid, { name: kind, ms: cpuMs(fs.readFileSync(`/proc/${pid}/stat`, 'utf8')) });
        continue;
      }
      for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
        const stat = fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
        // Thread names without their number (ThreadPoolForegroundWorker2 → ThreadPoolForeg…).
        const thread = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')).replace(/\d+$/, '');
        const name = tid === pid ? `${kind}: main thread` : `${kind}: ${thread}`;
        taken.set(`${pid}/${tid}`, { name, ms: cpuMs(stat) });
      }
    } catch {
      // The process ended while being read.
    }
  }
  return taken;
}

/** CPU used between two snapshots, ms by name (processes that ended in between are left out). */
function used(
  before: Map<string, { ms: number }>,
  after: Map<string, { name: string; ms: number }>,
): Map<string, number> {
  const sums = new Map<string, number>();
  for (const [key, { name, ms }] of after)
    sums.set(name, (sums.get(name) ?? 0) + ms - (before.get(key)?.ms ?? 0));
  return sums;
}

const [dist = 'dist', pagePath = '/user/assets', roundsArg = '5'] = process.argv.slice(2);
const product = await startDemoProduct(dist, { returningUsers: true });
const referenceDir = await buildReferencePage();
const reference = await serveBuilt(referenceDir);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
try {
  const storageState = await signedInState(browser, product.baseUrl);
  const pages = [
    { label: '参考页', url: `${reference.baseUrl}/`, options: {} },
    { label: pagePath, url: `${product.baseUrl}${pagePath}`, options: { storageState } },
  ];
  const totals = pages.map(() => new Map<string, number[]>());
  for (let round = 0; round < Number(roundsArg); round++) {
    for (const [i, p] of pages.entries()) {
      const context: BrowserContext = await browser.newContext({ locale: 'zh-CN', ...p.options });
      const tab = await context.newPage();
      // Let the new tab's renderer settle, so its start-up is not counted.
      await tab.waitForTimeout(300);
      const before = snapshot();
      const t0 = performance.now();
      await tab.goto(p.url, { waitUntil: 'commit' });
      await tab.locator('.ant-table-row').first().waitFor({ state: 'attached' });
      const wall = performance.now() - t0;
      const sums = used(before, snapshot());
      sums.set('WALL (navigation to first row)', wall);
      for (const [name, ms] of sums) totals[i]!.set(name, [...(totals[i]!.get(name) ?? []), ms]);
      await context.close();
    }
  }
  const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  console.log(`CPU ms per cold load to the first row (mean of ${roundsArg}; ≥ 5 ms shown):`);
  const names = [...new Set(totals.flatMap((t) => [...t.keys()]))].sort();
  console.log(`${''.padEnd(40)}${pages.map((p) => p.label.padStart(14)).join('')}`);
  for (const name of names) {
    const cells = totals.map((t) => mean(t.get(name) ?? [0]));
    if (Math.max(...cells) < 5) continue;
    console.log(`${name.padEnd(40)}${cells.map((c) => c.toFixed(0).padStart(14)).join('')}`);
  }
  const cpu = totals.map((t) =>
    [...t].filter(([n]) => !n.startsWith('WALL')).reduce((a, [, v]) => a + mean(v), 0),
  );
  console.log(`${'all processes'.padEnd(40)}${cpu.map((c) => c.toFixed(0).padStart(14)).join('')}`);
  console.log(loadLine());
} finally {
  await browser.close();
  await product.stop();
  await reference.app.close();
  fs.rmSync(referenceDir, { recursive: true, force: true });
}

// Probe for issue 16's Total Blocking Time on a loaded machine: Chromium traces of cold loads of
// /user/login (or, with `assets`, a signed-in /user/assets), each main-thread task whose thread CPU
// time (`tdur`, unlike wall time hardly moved by other processes) is over MIN_TASK_MS (30), with its
// trace events and, for a build made with `vite build --minify false`, the sampled self time per
// package or module inside it (from the bundle's `// path` module comments); then the CPU time
// beyond 50 ms summed over the tasks (TBT's rule, on CPU time) and the main thread's CPU in all tasks.
// TRACE_STACK=<regex> adds, before the row, the inclusive time of the samples with a frame whose
// `module:function` matches (e.g. the theme's token work: 'cssinjs|fast-color|antd/es/theme/').
// Usage: tsx bench/tbtTrace.ts <dist directory> [loads] [assets | a signed-in page path, e.g. /user/assets]
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../scripts/chromium';
import { demoPassword, demoTrainees } from '../server/seed/seedDemo';
import { enterCourse } from '../tests/e2e/login';
import { loadLine, startDemoProduct } from './demoProduct';
import { markFirstRow } from './firstRowMark';
import type { TraceEvent } from './traceEvent';

interface CpuNode {
  id: number;
  callFrame: { functionName: string; url?: string; lineNumber?: number };
  parent?: number;
}

const regionCache = new Map<string, Array<[number, string]>>();
function regions(dist: string, url: string): Array<[number, string]> {
  const file = path.join(dist, new URL(url).pathname);
  let r = regionCache.get(file);
  if (r) return r;
  r = [];
  if (fs.existsSync(file)) {
    fs.readFileSync(file, 'utf8')
      .split('\n')
      .forEach((l, i) => {
        const m = /^\/\/ (\S+\.(?:js|mjs|cjs|ts|tsx|json|css))$/.exec(l);
        if (m) r!.push([i, m[1]!]);
      });
  }
  regionCache.set(file, r);
  return r;
}
/** The bundle module (path from its `// path` comment) a frame's code is in. */
function moduleOf(dist: string, n: CpuNode): string {
  const { url, lineNumber = 0 } = n.callFrame;
  if (!url) return '';
  let mod = url.split('/').pop() ?? url;
  for (const [line, m] of regions(dist, url)) {
    if (line <= lineNumber) mod = m;
    else break;
  }
  return mod;
}

function label(dist: string, n: CpuNode): string {
  const { url, lineNumber = 0, functionName } = n.callFrame;
  if (!url) return `(${functionName || 'native'})`;
  if (!url.includes('/assets/')) return url.split('/').pop() ?? url;
  let mod = url.split('/').pop() ?? url;
  for (const [line, m] of regions(dist, url)) {
    if (line <= lineNumber) mod = m;
    else break;
  }
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(mod);
  const name = pkg ? pkg[1]! : mod.replace(/^(\.\.\/)+/, '').replace(/^wt\/[^/]+\//, '');
  // TRACE_BY=function names the function too (which hook or effect inside a package).
  return process.env.TRACE_BY === 'function' ? `${name}:${functionName || '(anonymous)'}` : name;
}

/** The project's own functions (src/) on a sample's stack: React calls a component or an effect
 *  from its work loop, so the nearest src/ frame is the component or hook the sample belongs to. */
function ownFrame(dist: string, nodes: Map<number, CpuNode>, id: number): string | null {
  for (let n = nodes.get(id); n; n = n.parent === undefined ? undefined : nodes.get(n.parent)) {
    const l = label(dist, n);
    if (l.startsWith('src/')) return `${l.replace(/:.*$/, '')}:${n.callFrame.functionName}`;
  }
  return null;
}

/** The nearest React component on a sample's stack (a capitalised function outside react-dom),
 *  so a hook's or an effect's work counts to the component that ran it. */
function component(dist: string, nodes: Map<number, CpuNode>, id: number): string {
  for (let n = nodes.get(id); n; n = n.parent === undefined ? undefined : nodes.get(n.parent)) {
    const l = label(dist, n);
    if (/^[A-Z]/.test(n.callFrame.functionName) && !l.startsWith('react-dom'))
      return `${l.replace(/:.*$/, '')}:${n.callFrame.functionName}`;
  }
  return '(no component)';
}

function analyse(dist: string, events: TraceEvent[]): void {
  const pagePid = events.find(
    (e) =>
      e.name === 'ParseHTML' &&
      String((e.args?.beginData as { url?: string } | undefined)?.url ?? '').includes('127.0.0.1'),
  )?.pid;
  const mainThread = events.find(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === pagePid,
  );
  if (!mainThread) {
    console.log('  no renderer main thread');
    return;
  }
  const { pid, tid } = mainThread;
  const mine = events.filter((e) => e.pid === pid && e.tid === tid);
  // CPU samples with absolute timestamps.
  const nodes = new Map<number, CpuNode>();
  const samples: Array<[number, number]> = [];
  let t = 0;
  for (const e of events.filter((x) => x.pid === pid)) {
    if (e.name === 'Profile') t = (e.args?.data as { startTime: number }).startTime;
    if (e.name !== 'ProfileChunk') continue;
    const d = e.args?.data as {
      cpuProfile?: { nodes?: CpuNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
    for (const n of d.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
    (d.cpuProfile?.samples ?? []).forEach((s, k) => {
      t += d.timeDeltas?.[k] ?? 0;
      samples.push([t, s]);
    });
  }
  const nav =
    mine.find((e) => e.name === 'navigationStart' || e.name === 'markAsMainFrame') ?? mine[0]!;
  const t0 = events.find((e) => e.name === 'navigationStart' && e.pid === pid)?.ts ?? nav.ts;
  const tasks = mine.filter(
    (e) =>
      e.ph === 'X' &&
      e.name === 'ThreadControllerImpl::RunTask' &&
      (e.tdur ?? 0) > Number(process.env.MIN_TASK_MS ?? 30) * 1000,
  );
  let blocking = 0;
  for (const task of tasks) {
    const end = task.ts + task.dur!;
    blocking += Math.max(0, task.tdur! / 1000 - 50);
    const inner = mine.filter(
      (e) =>
        e.ph === 'X' &&
        e.ts >= task.ts &&
        e.ts < end &&
        e !== task &&
        (e.dur ?? 0) > 3000 &&
        e.name !== 'RunTask',
    );
    // V8's compilation inside the task (lazy compiles of functions run for the first time), by event.
    const compile = new Map<string, number>();
    for (const e of mine) {
      if (e.ph !== 'X' || e.ts < task.ts || e.ts >= end || !/compile/i.test(e.name)) continue;
      compile.set(e.name, (compile.get(e.name) ?? 0) + (e.tdur ?? e.dur ?? 0) / 1000);
    }
    const self = new Map<string, number>();
    const own = new Map<string, number>();
    samples.forEach(([ts, id], k) => {
      if (ts < task.ts || ts >= end) return;
      // A sample stands for the time until the next one (µs → ms).
      const ms = ((samples[k + 1]?.[0] ?? ts) - ts) / 1000;
      const l = label(dist, nodes.get(id)!);
      self.set(l, (self.get(l) ?? 0) + ms);
      const o = ownFrame(dist, nodes, id) ?? '(no src/ frame: react-dom, commit, layout)';
      own.set(o, (own.get(o) ?? 0) + ms);
    });
    const top = [...self.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, Number(process.env.TRACE_TOP ?? 8))
      .map(([k, v]) => `${k} ${v.toFixed(0)}`)
      .join(', ');
    const ownTop = [...own.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, Number(process.env.TRACE_TOP ?? 8))
      .map(([k, v]) => `${k} ${v.toFixed(1)}`)
      .join(', ');
    const innerNames = inner
      .slice(0, 10)
      .map(
        (e) =>
          `${e.name}${(e.args?.data as { url?: string } | undefined)?.url ? ':' + (e.args!.data as { url: string }).url.split('/').pop() : ''} ${(e.dur! / 1000).toFixed(0)}`,
      )
      .join(', ');
    console.log(
      `  task @${((task.ts - t0) / 1000).toFixed(0)} wall ${(task.dur! / 1000).toFixed(0)} cpu ${(task.tdur! / 1000).toFixed(0)} ms [${innerNames}]\n      ${top}${process.env.TRACE_BY ? `\n      by own frame: ${ownTop}` : ''}\n      compile (CPU ms, nested events summed apart): ${[...compile].map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', ')}`,
    );
  }
  const cpuAll =
    mine
      .filter((e) => e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask')
      .reduce((a, e) => a + (e.tdur ?? 0), 0) / 1000;
  console.log(
    `  cpu-time over 50 ms per task, summed: ${blocking.toFixed(0)} ms; main-thread cpu in all tasks ${cpuAll.toFixed(0)} ms`,
  );
  beforeRow(dist, mine, samples, nodes, t0);
}

/** The main thread's CPU up to the first table row (the page's `firstRow` mark, set by a
 *  MutationObserver), with the sampled self time by function and by own src/ frame in that span. */
function beforeRow(
  dist: string,
  mine: TraceEvent[],
  samples: Array<[number, number]>,
  nodes: Map<number, CpuNode>,
  t0: number,
): void {
  const mark = mine.find((e) => e.name === 'firstRow');
  if (!mark) return;
  const all = mine.filter((e) => e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask');
  const before = all.filter((e) => e.ts < mark.ts);
  const cpu = before.reduce((a, e) => a + (e.tdur ?? 0), 0) / 1000;
  const over50 = before
    .filter((e) => (e.tdur ?? 0) > 50_000)
    .map((e) => (e.tdur! / 1000).toFixed(0));
  const self = new Map<string, number>();
  const own = new Map<string, number>();
  const byPackage = new Map<string, number>();
  const byComponent = new Map<string, number>();
  let sampled = 0;
  const stackPattern = process.env.TRACE_STACK ? new RegExp(process.env.TRACE_STACK) : null;
  const byStack = new Map<string, number>();
  let stackTotal = 0;
  samples.forEach(([ts, id], k) => {
    // TRACE_FROM / TRACE_TO (ms after navigation) narrow the breakdown to a window before the row.
    const from = t0 + Number(process.env.TRACE_FROM ?? 0) * 1000;
    const to = process.env.TRACE_TO ? t0 + Number(process.env.TRACE_TO) * 1000 : mark.ts;
    if (ts < from || ts >= Math.min(to, mark.ts)) return;
    const ms = ((samples[k + 1]?.[0] ?? ts) - ts) / 1000;
    const n = nodes.get(id)!;
    const l = label(dist, n);
    if (l.startsWith('((idle)')) return;
    sampled += ms;
    self.set(l, (self.get(l) ?? 0) + ms);
    const p = l.replace(/:.*$/, '');
    byPackage.set(p, (byPackage.get(p) ?? 0) + ms);
    const o = ownFrame(dist, nodes, id) ?? '(no src/ frame)';
    own.set(o, (own.get(o) ?? 0) + ms);
    const c = component(dist, nodes, id);
    byComponent.set(c, (byComponent.get(c) ?? 0) + ms);
    if (stackPattern) {
      // Inclusive per matching function (each counted once a sample); the total counts a sample once.
      const names = new Set<string>();
      for (
        let f: CpuNode | undefined = n;
        f;
        f = f.parent === undefined ? undefined : nodes.get(f.parent)
      ) {
        const name = `${moduleOf(dist, f).replace(/^.*node_modules\//, '')}:${f.callFrame.functionName}`;
        if (stackPattern.test(name)) names.add(name);
      }
      for (const name of names) byStack.set(name, (byStack.get(name) ?? 0) + ms);
      if (names.size) stackTotal += ms;
    }
  });
  const top = (m: Map<string, number>): string =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, Number(process.env.TRACE_TOP ?? 8))
      .map(([k, v]) => `${k} ${v.toFixed(0)} (${((100 * v) / sampled).toFixed(0)} %)`)
      .join(', ');
  console.log(
    `  first row at ${((mark.ts - t0) / 1000).toFixed(0)} ms: main-thread cpu before it ${cpu.toFixed(0)} ms in ${before.length} tasks, over 50 ms cpu: [${over50.join(', ')}]` +
      (process.env.TRACE_BY
        ? `\n      sampled ${sampled.toFixed(0)} ms (idle left out), by package: ${top(byPackage)}\n      by function: ${top(self)}\n      by own frame: ${top(own)}\n      by component (nearest capitalised function on the stack, its hooks and children's work it calls in): ${top(byComponent)}`
        : '') +
      (stackPattern
        ? `\n      inclusive, frames matching ${stackPattern.source}: ${stackTotal.toFixed(0)} ms; each function inclusive: ${top(byStack)}`
        : ''),
  );
}

async function main(): Promise<void> {
  const [dist, loadsArg, assets] = process.argv.slice(2);
  const product = await startDemoProduct(dist!, { returningUsers: true });
  const server = product.server;
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: chromiumArgs,
    headless: true,
  });
  const categories = [
    'devtools.timeline',
    'disabled-by-default-devtools.timeline',
    'v8.execute',
    'disabled-by-default-v8.cpu_profiler',
    'toplevel',
    'blink.user_timing',
    'loading',
    'v8',
    'disabled-by-default-v8.compile',
  ];
  try {
    let signed: BrowserContext | null = null;
    if (assets) {
      signed = await browser.newContext({
        locale: 'zh-CN',
        viewport: { width: 1350, height: 940 },
      });
      const page = await signed.newPage();
      await enterCourse(page, server.baseUrl, demoTrainees[0]!.userName, demoPassword);
      await page.close();
    }
    for (let i = 0; i < Number(loadsArg ?? 2); i++) {
      const context =
        signed ??
        (await browser.newContext({ locale: 'zh-CN', viewport: { width: 1350, height: 940 } }));
      const page = await context.newPage();
      await markFirstRow(page);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await browser.startTracing(page, { categories });
      await page.goto(
        `${server.baseUrl}${assets ? (assets.startsWith('/') ? assets : '/user/assets') : '/user/login'}`,
      );
      await page.waitForSelector(assets ? '.ant-table-row' : '#username', { timeout: 30_000 });
      // The chart's first draw comes after the rows: TRACE_WAIT_MS (1000) keeps tracing for it.
      await page.waitForTimeout(Number(process.env.TRACE_WAIT_MS ?? 1000));
      const buf = await browser.stopTracing();
      const { traceEvents } = JSON.parse(buf.toString()) as { traceEvents: TraceEvent[] };
      console.log(`load ${i + 1}:`);
      analyse(dist!, traceEvents);
      await page.close();
      if (!signed) await context.close();
    }
    console.log(loadLine());
  } finally {
    await browser.close();
    await product.stop();
  }
}
await main();

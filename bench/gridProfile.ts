// Where the product grid's mount and update time goes: loads the reference page's ?grid=engine once
// under a Chromium trace (devtools.timeline + V8 CPU samples) and prints the main thread's time by
// event (script, style, layout, paint) and the JavaScript functions with the most self time.
// `npx tsx bench/gridProfile.ts` (GRID_TRACE=file.json also keeps the trace for chrome://tracing).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../scripts/chromium';
import { buildReferencePage, serveBuilt } from './pageLoadSupport';
import type { TraceEvent } from './traceEvent';

/** The kind of work of a sample, from its stack (leaf first): the bench's own rows, React, GC … */
function bucketOf(stack: readonly string[]): string {
  const has = (re: RegExp) => stack.some((f) => re.test(f));
  if (stack[0]?.startsWith('(garbage')) return '垃圾回收';
  if (stack[0] === '(program)' || stack[0] === '(idle)') return `${stack[0]}（浏览器自身）`;
  if (has(/^rows$/)) return '基准自身的行数据';
  if (
    has(
      /^(commitRoot|commitRootImpl|flushMutationEffects|flushLayoutEffects|commitMutationEffects)/,
    )
  )
    return 'React 提交（DOM 写入、布局副作用）';
  if (has(/^(performUnitOfWork|workLoopSync|workLoopConcurrent|renderRootSync|beginWork)$/))
    return 'React 渲染（组件与比较）';
  return '其他脚本';
}

// GRID_BASE=/work/main: profile another checkout's grid (its own reference page build), e.g. main's
// beside this branch's in the same minutes.
const base = process.env.GRID_BASE;
const build = base
  ? (
      (await import(path.join(path.resolve(base), 'bench/pageLoadSupport.ts'))) as {
        buildReferencePage: typeof buildReferencePage;
      }
    ).buildReferencePage
  : buildReferencePage;
const referenceDir = await build({ minify: false });
const reference = await serveBuilt(referenceDir);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
try {
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  const warm = await context.newPage();
  // Warm the HTTP cache, so the trace holds the grid rather than loading.
  await warm.goto(`${reference.baseUrl}/?grid=engine`);
  await warm.waitForFunction(() => window.slotGridTimes, undefined, { timeout: 60_000 });
  await warm.close();
  // The traced load in a new page, as every run of the bench (pageLoadSupport.slotGridTimes): its
  // JavaScript starts cold there, which a second load in the same page would not show.
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    categories:
      'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,disabled-by-default-v8.cpu_profiler,blink.user_timing',
    options: 'sampling-frequency=10000',
  } as never);
  await page.goto(`${reference.baseUrl}/?grid=engine`);
  // As in the bench (pageLoadSupport.slotGridTimes): a timer in the page rather than
  // page.waitForFunction, whose injected script and per-frame polling would land in the trace.
  const times = (await page.evaluate(`new Promise((resolve) => {
    const check = () => (window.slotGridTimes ? resolve(window.slotGridTimes) : setTimeout(check, 100));
    check();
  })`)) as { mountMs: number; updateMs: number } | undefined;
  await cdp.send('Tracing.end');
  await done;
  if (process.env.GRID_TRACE) fs.writeFileSync(process.env.GRID_TRACE, JSON.stringify(events));
  console.log(
    `负载 ${os.loadavg()[0]?.toFixed(2)}；本次 挂载 ${times?.mountMs.toFixed(0)} ms，更新 ${times?.updateMs.toFixed(0)} ms`,
  );
  const mark = (name: string) => events.find((e) => e.name === name)?.ts ?? NaN;
  const windows = [
    ['挂载', mark('grid-mount'), mark('grid-update')],
    ['更新', mark('grid-update'), mark('grid-done')],
  ] as const;
  // The renderer's main thread: where the marks were made.
  const markEvent = events.find((e) => e.name === 'grid-mount');
  const onMain = (e: TraceEvent) => e.pid === markEvent?.pid && e.tid === markEvent.tid;
  // CPU samples with their times, from the Profile and ProfileChunk events.
  const nodes = new Map<number, string>();
  const parents = new Map<number, number>();
  const samples: { ts: number; key: string; id: number }[] = [];
  let clock = 0;
  for (const e of events) {
    const data = e.args?.data as
      | {
          startTime?: number;
          cpuProfile?: {
            nodes?: {
              id: number;
              parent?: number;
              callFrame: { functionName: string; url?: string; lineNumber: number };
            }[];
            samples?: number[];
          };
          timeDeltas?: number[];
        }
      | undefined;
    if (e.name === 'Profile' && data?.startTime !== undefined) clock = data.startTime;
    if (e.name !== 'ProfileChunk') continue;
    for (const n of data?.cpuProfile?.nodes ?? []) {
      if (n.parent !== undefined) parents.set(n.id, n.parent);
      nodes.set(
        n.id,
        `${n.callFrame.functionName || '(anonymous)'} ${(n.callFrame.url ?? '').split('/').pop()}:${n.callFrame.lineNumber}`,
      );
    }
    const ids = data?.cpuProfile?.samples ?? [];
    ids.forEach((id, k) => {
      clock += data?.timeDeltas?.[k] ?? 0;
      samples.push({ ts: clock, key: nodes.get(id) ?? String(id), id });
    });
  }
  for (const [label, from, to] of windows) {
    console.log(`\n== ${label}（${((to - from) / 1000).toFixed(0)} ms）主线程事件（含嵌套）：`);
    const total = new Map<string, number>();
    for (const e of events)
      if (onMain(e) && e.ph === 'X' && e.dur && e.ts >= from && e.ts < to)
        total.set(e.name, (total.get(e.name) ?? 0) + e.dur);
    for (const name of [
      'FunctionCall',
      'TimerFire',
      'RunMicrotasks',
      'UpdateLayoutTree',
      'Layout',
      'PrePaint',
      'Paint',
      'Layerize',
      'MinorGC',
      'MajorGC',
    ])
      console.log(`  ${((total.get(name) ?? 0) / 1000).toFixed(1).padStart(8)}  ${name}`);
    const self = new Map<string, number>();
    const inWindow = samples.filter((x) => x.ts >= from && x.ts < to);
    inWindow.forEach((x, k) => {
      const next = inWindow[k + 1]?.ts ?? x.ts;
      self.set(x.key, (self.get(x.key) ?? 0) + (next - x.ts));
    });
    if (process.env.GRID_TIMELINE) {
      // The main thread's tasks in order: when each began (ms after the window opened), how long it
      // ran, and what it did (the longest events inside it).
      const tasks = events.filter(
        // Tasks that overlap the window: the mount's first task began before its mark was made.
        (e) =>
          onMain(e) &&
          e.name === 'RunTask' &&
          e.ts + (e.dur ?? 0) > from &&
          e.ts < to &&
          (e.dur ?? 0) > 300,
      );
      for (const t of tasks) {
        const inner = events
          .filter(
            (e) =>
              onMain(e) &&
              e.ph === 'X' &&
              e.name !== 'RunTask' &&
              e.ts >= t.ts &&
              e.ts < t.ts + (t.dur ?? 0),
          )
          .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
          .slice(0, Number(process.env.GRID_TIMELINE_TOP ?? 3))
          .map((e) => `${e.name} ${((e.dur ?? 0) / 1000).toFixed(1)}`);
        console.log(
          `    @${((t.ts - from) / 1000).toFixed(1).padStart(6)}  ${((t.dur ?? 0) / 1000).toFixed(1).padStart(5)} ms  ${inner.join(', ')}`,
        );
      }
    }
    // GRID_BUCKETS=1: the window's samples in a few kinds of work, by what is on their stack.
    if (process.env.GRID_BUCKETS) {
      const buckets = new Map<string, number>();
      inWindow.forEach((x, k) => {
        const delta = (inWindow[k + 1]?.ts ?? x.ts) - x.ts;
        const stack: string[] = [];
        for (let id: number | undefined = x.id; id !== undefined; id = parents.get(id))
          stack.push((nodes.get(id) ?? '').split(' ')[0] ?? '');
        const bucket = bucketOf(stack);
        buckets.set(bucket, (buckets.get(bucket) ?? 0) + delta);
      });
      console.log('  采样按工作分类（ms）：');
      for (const [name, us] of [...buckets].sort((a, b) => b[1] - a[1]))
        console.log(`  ${(us / 1000).toFixed(1).padStart(8)}  ${name}`);
    }
    // Inclusive time: each function on a sample's stack counted once.
    const inclusive = new Map<string, number>();
    inWindow.forEach((x, k) => {
      const delta = (inWindow[k + 1]?.ts ?? x.ts) - x.ts;
      const seen = new Set<string>();
      for (let id: number | undefined = x.id; id !== undefined; id = parents.get(id)) {
        const key = nodes.get(id) ?? String(id);
        if (seen.has(key)) continue;
        seen.add(key);
        inclusive.set(key, (inclusive.get(key) ?? 0) + delta);
      }
    });
    console.log('  函数含调用时间（采样，ms，产品与 antd 代码）：');
    for (const [name, us] of [...inclusive]
      .filter(
        ([name]) =>
          /\.js:\d+$/.test(name) &&
          !/^(performUnitOfWork|workLoop|renderRoot|beginWork|commitRoot|flushSync|performWorkOn|recursively|commitMutation|runWithFiberInDEV|processRootSchedule|flushPassive|flushSpawned|commitLayout|flushLayout|completeUnitOfWork|completeWork|performSyncWork|scheduleImmediate|updateFunctionComponent|renderWithHooks|reconcile|commitPassive|flushPendingEffects|callCallback)/.test(
            name,
          ),
      )
      .sort((a, b) => b[1] - a[1])
      .slice(0, 30))
      console.log(`  ${(us / 1000).toFixed(1).padStart(8)}  ${name}`);
    console.log('  函数自身时间（采样，ms）：');
    for (const [name, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 22))
      console.log(`  ${(us / 1000).toFixed(1).padStart(8)}  ${name}`);
  }
} finally {
  await browser.close();
  await reference.app.close();
  if (process.env.GRID_KEEP) console.log(`构建保留在 ${referenceDir}`);
  else fs.rmSync(referenceDir, { recursive: true, force: true });
}

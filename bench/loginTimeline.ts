// Probe for issue 16's login-page LCP: one timeline per cold load of /user/login from a Chromium
// trace: each resource's request and finish, each main-thread task of at least MIN_TASK_MS (2) of
// wall time with its main events (script evaluation, style, layout, paint, the chunk it ran), and the
// paints (first paint, first contentful paint, each LCP candidate). Shows what the LCP waits for.
// With a page path (e.g. /user/assets), a signed-in trainee's cold load of that page to its first
// table row (`firstRow` mark) instead: where a data page's time goes between the HTML and the rows.
// Usage: tsx bench/loginTimeline.ts <dist directory> [loads] [signed-in page path]
import { chromium, type BrowserContext } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../scripts/chromium';
import { demoPassword, demoTrainees } from '../server/seed/seedDemo';
import { enterCourse } from '../tests/e2e/login';
import { loadLine, startDemoProduct } from './demoProduct';
import { markFirstRow } from './firstRowMark';
import type { TraceEvent } from './traceEvent';

const shown = new Set([
  'EvaluateScript',
  'v8.compileModule',
  'v8.evaluateModule',
  'FunctionCall',
  'ParseAuthorStyleSheet',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'ParseHTML',
  'TimerFire',
  'FireAnimationFrame',
  'MajorGC',
  'MinorGC',
]);

function fileOf(e: TraceEvent): string {
  const d = e.args?.data as { url?: string; styleSheetUrl?: string } | undefined;
  const u = d?.url ?? d?.styleSheetUrl ?? '';
  return u ? ':' + (u.split('/').pop() ?? '').slice(0, 24) : '';
}

function timeline(events: TraceEvent[]): void {
  const pagePid = events.find(
    (e) =>
      e.name === 'ParseHTML' &&
      String((e.args?.beginData as { url?: string } | undefined)?.url ?? '').includes('127.0.0.1'),
  )?.pid;
  const main = events.find(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === pagePid,
  );
  if (!main) return console.log('  no renderer main thread');
  const t0 = events.find((e) => e.name === 'navigationStart' && e.pid === pagePid)?.ts ?? 0;
  const at = (ts: number) => ((ts - t0) / 1000).toFixed(0).padStart(5);
  const lines: Array<[number, string]> = [];
  const sent = new Map<string, string>();
  for (const e of events) {
    const d = e.args?.data as Record<string, unknown> | undefined;
    // Only the page's own requests (Chromium's own WebUI fetches show in the same trace).
    if (e.name === 'ResourceSendRequest' && d && String(d.url).includes('127.0.0.1')) {
      sent.set(String(d.requestId), String(d.url).split('/').pop() ?? '');
      lines.push([e.ts, `net  send   ${String(d.url).split('/').pop()} (${String(d.priority)})`]);
    }
    if (e.name === 'ResourceFinish' && d && sent.has(String(d.requestId)))
      lines.push([
        e.ts,
        `net  finish ${sent.get(String(d.requestId))} ${Math.round(Number(d.encodedDataLength) / 1024)} kB`,
      ]);
    if (e.pid !== pagePid) continue;
    if (
      [
        'firstPaint',
        'firstContentfulPaint',
        'largestContentfulPaint::Candidate',
        'firstRow',
      ].includes(e.name)
    )
      lines.push([
        e.ts,
        `PAINT ${e.name} ${e.name.startsWith('largest') ? JSON.stringify((d as { nodeName?: string; size?: number })?.size ?? '') : ''}`,
      ]);
  }
  const mine = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  const minMs = Number(process.env.MIN_TASK_MS ?? 2);
  for (const task of mine) {
    if (task.ph !== 'X' || task.name !== 'ThreadControllerImpl::RunTask') continue;
    if ((task.dur ?? 0) < minMs * 1000) continue;
    const end = task.ts + task.dur!;
    const inner = mine
      .filter(
        (e) =>
          e.ph === 'X' && e.ts >= task.ts && e.ts < end && shown.has(e.name) && (e.dur ?? 0) > 500,
      )
      .slice(0, 8)
      .map((e) => `${e.name}${fileOf(e)} ${(e.dur! / 1000).toFixed(1)}`)
      .join(', ');
    lines.push([
      task.ts,
      `task wall ${(task.dur! / 1000).toFixed(1)} cpu ${((task.tdur ?? 0) / 1000).toFixed(1)} [${inner}]`,
    ]);
  }
  lines.sort((a, b) => a[0] - b[0]);
  for (const [ts, text] of lines) console.log(`  ${at(ts)} ${text}`);
}

async function main(): Promise<void> {
  const [dist, loadsArg, signedPath] = process.argv.slice(2);
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
    'toplevel',
    'loading',
    'blink.user_timing',
  ];
  let storageState: Awaited<ReturnType<BrowserContext['storageState']>> | undefined;
  if (signedPath) {
    const login = await browser.newContext({ locale: 'zh-CN' });
    await enterCourse(
      await login.newPage(),
      server.baseUrl,
      demoTrainees[0]!.userName,
      demoPassword,
    );
    storageState = await login.storageState();
    await login.close();
  }
  try {
    for (let i = 0; i < Number(loadsArg ?? 1); i++) {
      const context = await browser.newContext({
        locale: 'zh-CN',
        viewport: { width: 1350, height: 940 },
        ...(storageState ? { storageState } : {}),
      });
      const page = await context.newPage();
      await markFirstRow(page);
      await browser.startTracing(page, { categories });
      await page.goto(`${server.baseUrl}${signedPath ?? '/user/login'}`);
      await page.waitForSelector(signedPath ? '.ant-table-row' : '#username', { timeout: 30_000 });
      await page.waitForTimeout(800);
      const buf = await browser.stopTracing();
      const { traceEvents } = JSON.parse(buf.toString()) as { traceEvents: TraceEvent[] };
      console.log(`load ${i + 1}:`);
      timeline(traceEvents);
      await context.close();
    }
    console.log(loadLine());
  } finally {
    await browser.close();
    await product.stop();
  }
}

await main();

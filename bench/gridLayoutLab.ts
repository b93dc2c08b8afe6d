// A lab for the grid's per-update rendering cost without React: the virtual grid's markup (17 rows ×
// a pinned cell and 19 scrolling cells, as the 96 × 50 bench shows) drawn by plain DOM in Chromium,
// every cell's text changed N times, and the main thread's style, layout, paint and layerize time per
// update read from a trace. Variants of the CSS run alternately in the same page, so the machine's load
// hits them alike. `npx tsx bench/gridLayoutLab.ts` (LAB_UPDATES, default 40 per variant and pass).
import os from 'node:os';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../scripts/chromium';
import type { TraceEvent } from './traceEvent';

const updates = Number(process.env.LAB_UPDATES ?? 40);

const baseCss = `
.g { overflow: auto; position: relative; font-size: 14px; background: #fff; max-height: 539px; width: 1300px; }
.row { display: flex; height: 39px; }
.c { flex: none; box-sizing: border-box; padding: 8px; line-height: 22px; white-space: nowrap; overflow: hidden;
  text-overflow: ellipsis; border-bottom: 1px solid #eee; background: #fff; }
.r { text-align: right; font-variant-numeric: tabular-nums; }
.pin { position: sticky; left: 0; z-index: 1; box-shadow: inset -1px 0 0 #eee; }
.head { position: sticky; top: 0; z-index: 2; font-weight: 600; }
.sp { flex: none; }
`;

/** CSS added per variant (scoped by a class on the grid). */
const variants: Record<string, string> = {
  base: '',
  overflowClip: '.v-overflowClip .c { overflow: clip; }',
  numbersNoClip: '.v-numbersNoClip .r { overflow: visible; text-overflow: clip; }',
  numbersNoClipTextClip:
    '.v-numbersNoClipTextClip .c { overflow: clip; } .v-numbersNoClipTextClip .r { overflow: visible; text-overflow: clip; }',
  noClip: '.v-noClip .c { overflow: visible; text-overflow: clip; }',
  // The row paints the background and the line under it once, its cells only their text (the pinned
  // cell keeps an opaque background, taken from the row, to hide what scrolls under it).
  rowPaint:
    '.v-rowPaint .r { overflow: visible; text-overflow: clip; } .v-rowPaint .row { box-sizing: border-box; border-bottom: 1px solid #eee; background: #fff; } .v-rowPaint .c { border-bottom: none; background: none; } .v-rowPaint .pin { background: inherit; }',
};

const page = `<!doctype html><html><head><meta charset="utf-8"><style>${baseCss}${Object.values(variants).join('\n')}</style></head>
<body><div id="host"></div><script>
const rows = 17, middle = 19;
function build(variant) {
  const host = document.getElementById('host');
  host.innerHTML = '';
  const g = document.createElement('div');
  g.className = 'g v-' + variant;
  const canvas = document.createElement('div');
  canvas.style.width = (120 + 96 * 80) + 'px';
  g.appendChild(canvas);
  const texts = [];
  for (let r = -1; r < rows; r++) {
    const row = document.createElement('div');
    row.className = r < 0 ? 'row head' : 'row';
    const pin = document.createElement('div');
    pin.className = 'c pin';
    pin.style.width = '120px';
    pin.textContent = r < 0 ? '机组' : '机组' + r;
    row.appendChild(pin);
    const sp = document.createElement('div'); sp.className = 'sp'; sp.style.width = '0px'; row.appendChild(sp);
    for (let s = 0; s < middle; s++) {
      const c = document.createElement('div');
      c.className = 'c r';
      c.style.width = '80px';
      c.style.left = (120 + s * 80) + 'px';
      const t = document.createTextNode(r < 0 ? '时段' + s : (r + s / 100).toFixed(2));
      c.appendChild(t);
      row.appendChild(c);
      if (r >= 0) texts.push([t, r, s]);
    }
    const sp2 = document.createElement('div'); sp2.className = 'sp'; sp2.style.width = (77 * 80) + 'px'; row.appendChild(sp2);
    canvas.appendChild(row);
  }
  host.appendChild(g);
  window.texts = texts;
}
function frame() { return new Promise((res) => requestAnimationFrame(() => setTimeout(res, 0))); }
window.runVariant = async (variant, n) => {
  build(variant);
  await frame(); await frame();
  performance.mark('lab-start-' + variant);
  for (let v = 1; v <= n; v++) {
    for (const [t, r, s] of window.texts) t.data = (r + s / 100 + v).toFixed(2);
    await frame();
  }
  performance.mark('lab-end-' + variant);
};
</script></body></html>`;

const kinds = [
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'Commit',
  'UpdateLayer',
] as const;
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
try {
  const ctx = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  const p = await ctx.newPage();
  await p.setContent(page);
  const cdp = await ctx.newCDPSession(p);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing',
  } as never);
  // LAB_VARIANTS=base,rowPaint: only these variants.
  const names = process.env.LAB_VARIANTS?.split(',') ?? Object.keys(variants);
  const passes = Number(process.env.LAB_PASSES ?? 3);
  for (let pass = 0; pass < passes; pass++)
    for (const v of names) await p.evaluate(`window.runVariant(${JSON.stringify(v)}, ${updates})`);
  await cdp.send('Tracing.end');
  await done;
  const marks = (name: string) => events.filter((e) => e.name === name).map((e) => e.ts);
  const markEvent = events.find((e) => e.name.startsWith('lab-start-'));
  const onMain = (e: TraceEvent) => e.pid === markEvent?.pid && e.tid === markEvent.tid;
  console.log(
    `负载 ${os.loadavg()[0]?.toFixed(2)}；每变体 ${passes} 轮 × ${updates} 次更新，每次更新的主线程时间（ms）`,
  );
  console.log(`${'变体'.padEnd(20)}${kinds.map((k) => k.padStart(17)).join('')}`);
  for (const v of names) {
    const starts = marks(`lab-start-${v}`);
    const ends = marks(`lab-end-${v}`);
    const sums = kinds.map(() => 0);
    starts.forEach((from, i) => {
      const to = ends[i] ?? from;
      for (const e of events)
        if (onMain(e) && e.ph === 'X' && e.ts >= from && e.ts < to) {
          const k = kinds.indexOf(e.name as (typeof kinds)[number]);
          if (k >= 0) sums[k]! += e.dur ?? 0;
        }
    });
    const per = sums.map((s) => s / 1000 / (starts.length * updates));
    console.log(`${v.padEnd(20)}${per.map((x) => x.toFixed(2).padStart(17)).join('')}`);
  }
} finally {
  await browser.close();
}

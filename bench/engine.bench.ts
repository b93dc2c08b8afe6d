// Table engine benchmark (jsdom): mount and update times of a 96-slot × 50-row table and of a
// holdings-sized table (24 hours × 10 trade series × 20 units), then the first-load check of the built
// app (reusing bench/firstLoad.bench.ts). Prints figures; not a timed test.
import './engineDom';
import { root } from './engineDom';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import type { BenchTable } from './engineTables';

const { BlockList } = await import('../src/engine/BlockList');
const { EngineProvider } = await import('../src/engine/EngineProvider');
const { createQueryClient } = await import('../src/engine/query/queryClient');
const { benchEnv, holdingsTable, slotTable } = await import('./engineTables');

async function measure(label: string, spec: BenchTable) {
  const { rowCount } = spec;
  const queryClient = createQueryClient();
  const env = benchEnv(spec);
  const view = (round: number) =>
    createElement(EngineProvider, {
      env: env(round),
      queryClient,
      children: createElement(BlockList, { blocks: [spec.block] }),
    });
  const reactRoot = createRoot(root);
  // antd's rows, or the virtual grid's ARIA rows (after its header row).
  const rowsShown = () =>
    root.querySelectorAll('tr.ant-table-row, [role="row"][aria-rowindex]:not([aria-rowindex="1"])')
      .length;
  // The first value cell of the first row shows the run's value v as "v.00" (see the row builders).
  const firstValue = () =>
    root.querySelector(
      `tr.ant-table-row td:nth-child(${spec.valueColumn}), [role="row"][aria-rowindex="2"] > [aria-colindex="${spec.valueColumn}"]`,
    )?.textContent;
  // A virtual grid puts only the rows and columns in view into the DOM; the others render as they scroll in.
  const shows = (v: number) => () => rowsShown() > 0 && firstValue() === `${v}.00`;
  let inDom = 0;
  const until = async (done: () => boolean) => {
    const deadline = performance.now() + 60_000;
    while (!done()) {
      if (performance.now() > deadline) throw new Error(`${label}: 60 秒内没有渲染完成`);
      await new Promise((r) => setTimeout(r, 1));
    }
  };
  const mounts: number[] = [];
  const updates: number[] = [];
  for (let run = 0; run < 3; run++) {
    let t = performance.now();
    reactRoot.render(view(run * 10));
    await until(shows(run * 10));
    mounts.push(performance.now() - t);
    inDom = rowsShown();
    t = performance.now();
    reactRoot.render(view(run * 10 + 1));
    await until(shows(run * 10 + 1));
    updates.push(performance.now() - t);
    reactRoot.render(createElement('div'));
    await until(() => rowsShown() === 0);
  }
  reactRoot.unmount();
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[1]?.toFixed(0);
  console.log(
    `${label}: ${rowCount} rows (${inDom} in the DOM), mount ${median(mounts)} ms, update ${median(updates)} ms (median of 3, jsdom)`,
  );
}

await measure('96 时段 × 50 行', slotTable());
await measure('持仓 24 小时 × 10 类 × 20 单元', holdingsTable());

// First load: bench/firstLoad.bench.ts lists the files a first visit loads; check none holds the
// on-demand libraries.
const dist = path.join(process.cwd(), 'dist');
if (!fs.existsSync(path.join(dist, 'index.html'))) {
  console.log('dist/ 不存在：先运行 npm run build 再测首屏体积');
} else {
  const out = spawnSync(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', 'bench/firstLoad.bench.ts'],
    { encoding: 'utf8' },
  );
  process.stdout.write(out.stdout);
  const firstLoad = [...out.stdout.matchAll(/^(assets\/\S+\.js)\t/gm)].map((m) => m[1] ?? '');
  // Each library's own signature text, which app code never contains.
  const markers = { echarts: /zrender/i, xlsx: /SheetJS/, rjsf: /rjsf/ };
  const all = fs.readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js'));
  for (const [lib, pattern] of Object.entries(markers)) {
    const holders = all.filter((f) =>
      pattern.test(fs.readFileSync(path.join(dist, 'assets', f), 'utf8')),
    );
    const inFirst = holders.filter((f) => firstLoad.includes(`assets/${f}`));
    console.log(
      `${lib}: ${holders.length ? `在 ${holders.join(', ')}` : '未打包'}；首屏${inFirst.length ? `包含 ✘ ${inFirst.join(', ')}` : '不包含 ✔'}`,
    );
  }
}

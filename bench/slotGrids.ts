// The 96 slots × 50 rows grid figures shared by `npm run bench grid` and `npm run bench pageLoad`: in
// one Chromium, antd's table (plain and virtual, the references) and the product's table block, each
// mounted and updated RUNS times on the reference page (bench/referencePage, ?grid=…), median printed.
import type { Browser } from 'playwright-core';
import { median, slotGridTimes } from './pageLoadSupport';

export type GridKind = 'plain' | 'virtual' | 'engine';

const gridNames: Record<GridKind, string> = {
  plain: 'antd 表格（普通）',
  virtual: 'antd 表格（虚拟）',
  engine: '产品表格块',
};

/** Medians of mount and update, ms. */
export interface GridFigures {
  mountMs: number;
  updateMs: number;
}

/** Measures each grid `runs` times in a fresh context and prints one line per grid. */
export async function printSlotGrids(
  browser: Browser,
  baseUrl: string,
  runs: number,
  kinds: readonly GridKind[] = ['plain', 'virtual', 'engine'],
): Promise<Record<string, GridFigures>> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  const figures: Record<string, GridFigures> = {};
  try {
    for (const grid of kinds) {
      const times = [];
      for (let i = 0; i < runs; i++) times.push(await slotGridTimes(context, baseUrl, grid));
      const mount = median(times.map((t) => t.mountMs));
      const update = median(times.map((t) => t.updateMs));
      figures[grid] = { mountMs: mount, updateMs: update };
      // BENCH_GRID_EACH=1: every run's figures too, to see the spread behind a median.
      if (process.env.BENCH_GRID_EACH)
        console.log(
          `  各次（挂载 / 更新 ms）：${times.map((t) => `${t.mountMs.toFixed(0)} / ${t.updateMs.toFixed(0)}`).join('，')}`,
        );
      console.log(
        `96 时段 × 50 行 ${gridNames[grid]}（Chromium）：挂载 ${mount.toFixed(0)} ms（目标 ≤ 150），更新 ${update.toFixed(0)} ms（目标 ≤ 50）`,
      );
    }
  } finally {
    await context.close();
  }
  return figures;
}

// The virtual grid's window: which rows and scrolling columns are drawn for a scroll position.
import { describe, expect, it } from 'vitest';
import type { GridColumn } from './columns';
import { gridLayout, gridWindow, overscanColumns, overscanRows } from './virtualGridWindow';

const column = (key: string, width: number, fixed?: 'left' | 'right'): GridColumn => ({
  key,
  title: key,
  width,
  ...(fixed ? { fixed } : {}),
  align: 'left',
  render: () => key,
});
/** 机组 pinned left (120 px), 96 slots of 80 px, 合计 pinned right (100 px). */
const slots = gridLayout([
  column('name', 120, 'left'),
  ...Array.from({ length: 96 }, (_, s) => column(`s${s}`, 80)),
  column('total', 100, 'right'),
]);
const view = (scrollTop: number, scrollLeft: number) => ({
  scrollTop,
  scrollLeft,
  width: 1020,
  height: 390,
});

describe('virtual grid window', () => {
  it('splits pinned columns from scrolling ones and adds up the widths', () => {
    expect(slots.left.map((c) => c.key)).toEqual(['name']);
    expect(slots.right.map((c) => c.key)).toEqual(['total']);
    expect(slots.middle).toHaveLength(96);
    expect(slots.offsets[1]).toBe(80);
    expect(slots.totalWidth).toBe(120 + 96 * 80 + 100);
  });

  it('draws the rows and columns in view at the top left, plus the overscan after them', () => {
    // 390 px of 39-px rows: rows 0–9 and a part of 10 in view; 800 px between the pins: slots 0–9 and 10.
    expect(gridWindow(slots, 50, 39, view(0, 0))).toEqual({
      firstRow: 0,
      endRow: 11 + overscanRows,
      firstColumn: 0,
      endColumn: 11 + overscanColumns,
    });
  });

  it('follows the scroll position, with the overscan on both sides', () => {
    // Scrolled to row 20 and to slot 50 (x = 4,000).
    const w = gridWindow(slots, 50, 39, view(20 * 39, 50 * 80));
    expect(w.firstRow).toBe(20 - overscanRows);
    expect(w.endRow).toBe(20 + 11 + overscanRows);
    expect(w.firstColumn).toBe(50 - overscanColumns);
    expect(w.endColumn).toBe(61 + overscanColumns);
  });

  it('stops at the last row and column', () => {
    const w = gridWindow(slots, 50, 39, view(50 * 39, 96 * 80));
    expect(w.endRow).toBe(50);
    expect(w.endColumn).toBe(96);
    expect(w.firstRow).toBeLessThan(50);
  });

  it('draws no scrolling columns when every column is pinned', () => {
    const pinnedOnly = gridLayout([column('a', 100, 'left'), column('b', 100, 'right')]);
    expect(gridWindow(pinnedOnly, 5, 39, view(0, 0))).toMatchObject({
      firstColumn: 0,
      endColumn: 0,
    });
  });
});

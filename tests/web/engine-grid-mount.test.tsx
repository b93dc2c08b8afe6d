// A large table's first frame: the virtual grid draws its rows in its first commit without measuring
// itself first (that was a forced layout of the whole page before the rows existed); the
// ResizeObserver measures it after the frame's layout. Later renders (new rows) do not read the
// window's width either: after a commit that changed the page, that read is a forced layout.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GridColumn, Row } from '../../src/engine/blocks/table/columns';
import { VirtualGrid } from '../../src/engine/blocks/table/VirtualGrid';

afterEach(cleanup);

/** A pinned name column and 40 slots of 80 px. */
const columns: GridColumn[] = [
  {
    key: 'name',
    title: '机组',
    width: 120,
    fixed: 'left',
    align: 'left',
    render: (row) => String(row.name),
  },
  ...Array.from({ length: 40 }, (_, s): GridColumn => ({
    key: `s${s}`,
    title: `时段${s}`,
    width: 80,
    align: 'right',
    render: (row) => String(row[`s${s}`]),
  })),
];
const rows: Row[] = Array.from({ length: 50 }, (_, r) => ({
  name: `机组${r}`,
  ...Object.fromEntries(Array.from({ length: 40 }, (_, s) => [`s${s}`, r + s])),
}));

describe('virtual grid first frame', () => {
  let widthReads = 0;
  let measured = 0;
  let observers: ResizeObserverCallback[] = [];
  const saved = {
    observer: window.ResizeObserver,
    clientWidth: Object.getOwnPropertyDescriptor(Element.prototype, 'clientWidth'),
  };
  beforeEach(() => {
    widthReads = 0;
    observers = [];
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
      configurable: true,
      get: () => (widthReads++, measured),
    });
    window.ResizeObserver = class {
      constructor(callback: ResizeObserverCallback) {
        observers.push(callback);
      }
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    };
  });
  afterEach(() => {
    Reflect.deleteProperty(HTMLElement.prototype, 'clientWidth');
    if (saved.clientWidth)
      Object.defineProperty(Element.prototype, 'clientWidth', saved.clientWidth);
    window.ResizeObserver = saved.observer;
  });

  /** The grid in a 500 px wide box (what the ResizeObserver will report). */
  const grid = (shown: Row[]) => (
    <VirtualGrid
      columns={columns}
      rows={shown}
      rowKey={(row) => String(row.name)}
      bodyHeight={300}
    />
  );
  const renderGrid = () => {
    measured = 500;
    return render(grid(rows));
  };

  it('draws the rows and the columns the window can show without reading the grid’s size', () => {
    renderGrid();
    // Rows and slots are in the page after the first commit, and nothing was measured for them.
    expect(screen.getByText('机组0')).toBeTruthy();
    expect(widthReads).toBe(0);
    // jsdom's window is 1024 px wide: the pinned 120 px, then the slots up to 1024 px and one more.
    const headers = () => screen.getAllByRole('columnheader').length;
    expect(headers()).toBe(1 + 13);
  });

  it('draws the window of the measured width once the ResizeObserver reports the grid', () => {
    renderGrid();
    act(() => observers.forEach((callback) => callback([], {} as ResizeObserver)));
    expect(widthReads).toBeGreaterThan(0);
    // 500 px: the pinned 120 px and 380 px of slots (时段0–4), one more on the right.
    expect(screen.getAllByRole('columnheader').length).toBe(1 + 6);
    expect(screen.queryByText('时段6')).toBeNull();
  });

  it('reads the window’s width for the first render only, not when new rows arrive', () => {
    let windowReads = 0;
    const width = window.innerWidth;
    Object.defineProperty(window, 'innerWidth', {
      configurable: true,
      get: () => (windowReads++, width),
    });
    try {
      const { rerender } = renderGrid();
      const afterMount = windowReads;
      expect(afterMount).toBeGreaterThan(0);
      const next = rows.map((row) => ({ ...row, s0: Number(row.s0) + 1000 }));
      rerender(grid(next));
      rerender(grid(rows));
      expect(screen.getByText('机组0')).toBeTruthy();
      expect(windowReads).toBe(afterMount);
    } finally {
      Reflect.deleteProperty(window, 'innerWidth');
      Object.defineProperty(window, 'innerWidth', {
        configurable: true,
        writable: true,
        value: width,
      });
    }
  });
});

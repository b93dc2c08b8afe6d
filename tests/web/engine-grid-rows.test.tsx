// The virtual grid of large tables redraws only the rows whose data changed: rows are memoised on their
// row object (the query cache keeps the objects of unchanged rows across answers), and each column's
// class and width are set once on its cells rather than as a style object per cell.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { gridColumns, type GridColumn, type Row } from '../../src/engine/blocks/table/columns';
import { VirtualGrid } from '../../src/engine/blocks/table/VirtualGrid';

afterEach(cleanup);

const rowsOf = (count: number): Row[] =>
  Array.from({ length: count }, (_, i) => ({ id: i, name: `机组${i}`, s0: i, s1: i + 0.5 }));

/** A pinned name column and two slots whose renderers count the cells they draw per row id. */
function countingColumns(drawn: Map<number, number>): GridColumn[] {
  const count = (row: Row) => {
    const id = Number(row.id);
    drawn.set(id, (drawn.get(id) ?? 0) + 1);
  };
  return [
    {
      key: 'name',
      title: '机组',
      width: 120,
      fixed: 'left',
      align: 'left',
      render: (row) => (count(row), String(row.name)),
    },
    ...['s0', 's1'].map<GridColumn>((field) => ({
      key: field,
      title: field,
      width: 80,
      align: 'right',
      render: (row) => (count(row), Number(row[field]).toFixed(2)),
    })),
  ];
}

describe('virtual grid updates', () => {
  it('redraws only the row whose object changed when one value changes', () => {
    const drawn = new Map<number, number>();
    const columns = countingColumns(drawn);
    const rows = rowsOf(40);
    const props = { columns, rowKey: (row: Row) => String(row.id), bodyHeight: 300 };
    const { rerender } = render(<VirtualGrid {...props} rows={rows} />);
    expect(screen.getByText('2.00')).toBeTruthy();
    const shownRows = drawn.size;
    // At 300 px of 39 px rows some rows are drawn, not all 40.
    expect(shownRows).toBeGreaterThan(5);
    expect(shownRows).toBeLessThan(40);

    drawn.clear();
    // One new value in row 2: a new object for that row, the same objects for the others.
    const next = rows.map((row, i) => (i === 2 ? { ...row, s0: 99 } : row));
    rerender(<VirtualGrid {...props} rows={next} />);

    expect(screen.getByText('99.00')).toBeTruthy();
    expect(screen.queryByText('2.00')).toBeNull();
    // Row 2's three cells were drawn again, no other row's.
    expect([...drawn]).toEqual([[2, 3]]);
  });

  it('draws only the rows that come into view on a vertical scroll', () => {
    const drawn = new Map<number, number>();
    render(
      <VirtualGrid
        columns={countingColumns(drawn)}
        rows={rowsOf(40)}
        rowKey={(row) => String(row.id)}
        bodyHeight={300}
      />,
    );
    const before = new Set(drawn.keys());
    drawn.clear();
    const grid = screen.getByRole('grid');
    grid.scrollTop = 2 * 39;
    fireEvent.scroll(grid);
    // Two rows scrolled out at the top: the rows that stayed are not drawn again, new ones are.
    expect(screen.getByText('机组12')).toBeTruthy();
    expect([...drawn.keys()].filter((id) => before.has(id))).toEqual([]);
    expect(drawn.size).toBeGreaterThan(0);
  });

  it('gives every cell of a column the same class and width, pinned cells their offset', () => {
    render(
      <VirtualGrid
        columns={countingColumns(new Map())}
        rows={rowsOf(40)}
        rowKey={(row) => String(row.id)}
        bodyHeight={300}
      />,
    );
    const cells = [
      ...document.querySelectorAll<HTMLElement>('[role="gridcell"][aria-colindex="2"]'),
    ];
    expect(cells.length).toBeGreaterThan(5);
    for (const cell of cells) {
      expect(cell.className).toBe('pts-grid-cell pts-grid-right');
      expect(cell.style.width).toBe('80px');
    }
    const pinned = document.querySelector<HTMLElement>('[role="gridcell"][aria-colindex="1"]');
    expect(pinned?.className).toBe('pts-grid-cell pts-grid-pinned-left');
    expect(pinned?.style.left).toBe('0px');
  });

  it('leaves a number that fits its width unclipped and clips a longer one with an ellipsis', () => {
    const rows = rowsOf(40);
    rows[0] = { ...rows[0], s0: 123456789 };
    render(
      <VirtualGrid
        columns={countingColumns(new Map())}
        rows={rows}
        rowKey={(row) => String(row.id)}
        bodyHeight={300}
      />,
    );
    const cell = (row: number) =>
      document.querySelector<HTMLElement>(
        `[role="row"][aria-rowindex="${row + 2}"] > [aria-colindex="2"]`,
      );
    // 80 px less the padding holds six characters of a number at 14 px: '1.00' fits, '123456789.00' not.
    expect(cell(1)?.className).toBe('pts-grid-cell pts-grid-right');
    expect(cell(0)?.className).toBe('pts-grid-cell pts-grid-right pts-grid-clipped');
    // Titles and names keep the clip: their characters can be wider than a digit.
    const title = document.querySelector('[role="columnheader"][aria-colindex="2"]');
    expect(title?.className).toContain('pts-grid-clipped');
    const css = document.getElementById('pts-virtual-grid')?.textContent ?? '';
    expect(css).toMatch(/\.pts-grid-right:not\(\.pts-grid-clipped\) \{\s*overflow: visible;/);
  });

  it('draws a numeric value as text, its figures tabular by the grid’s class', () => {
    const [load, status] = gridColumns(
      [
        { field: 's0', title: '时段1', valueType: 'load' },
        { field: 'status', title: '状态', valueType: 'roundStatus' },
      ],
      undefined,
    );
    // A string, not an element with a style object of its own.
    expect(load!.render({ s0: 1.5 })).toBe('1.50');
    // Types that show more than text keep their renderer (a Tag here).
    expect(typeof status!.render({ status: 1 })).toBe('object');
    render(
      <VirtualGrid
        columns={countingColumns(new Map())}
        rows={rowsOf(40)}
        rowKey={(row) => String(row.id)}
        bodyHeight={300}
      />,
    );
    expect(document.getElementById('pts-virtual-grid')?.textContent).toContain(
      'font-variant-numeric: tabular-nums',
    );
  });

  it('writes a text column’s changed values into the cells’ text nodes and leaves the others alone', () => {
    // React's renderer of a text column is never asked for a cell: the grid writes `text` itself.
    const reactDrawn = new Map<number, number>();
    const textColumns: GridColumn[] = countingColumns(new Map()).map((c, i) => ({
      ...c,
      text: (row: Row) => String(c.render(row)),
      render: (row: Row) => countingColumns(reactDrawn)[i]!.render(row),
    }));
    const rows = rowsOf(40);
    const props = { columns: textColumns, rowKey: (row: Row) => String(row.id), bodyHeight: 300 };
    const { rerender } = render(<VirtualGrid {...props} rows={rows} />);
    const cell = (row: number, column: number) =>
      document.querySelector<HTMLElement>(
        `[role="row"][aria-rowindex="${row + 2}"] > [aria-colindex="${column}"]`,
      )!;
    expect(cell(2, 2).textContent).toBe('2.00');
    expect(cell(2, 1).textContent).toBe('机组2');
    const unchanged = cell(2, 3).firstChild;
    const changed = cell(2, 2).firstChild;
    const observer = new MutationObserver(() => undefined);
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });

    // Row 2 gets a new object: one new value (then too long to surely fit), the others the same.
    const next = rows.map((row, i) => (i === 2 ? { ...row, s0: 123456789 } : row));
    rerender(<VirtualGrid {...props} rows={next} />);
    const seen = observer.takeRecords().map((r) => `${r.type} ${r.target.textContent ?? ''}`);
    observer.disconnect();

    // The changed value went into the same text node; nothing else in the grid was written.
    expect(cell(2, 2).firstChild).toBe(changed);
    expect(cell(2, 2).textContent).toBe('123456789.00');
    expect(cell(2, 3).firstChild).toBe(unchanged);
    expect(seen).toEqual(['characterData 123456789.00', 'attributes 123456789.00']);
    // A number too long for its width is clipped again, and unclipped once it fits.
    expect(cell(2, 2).className).toBe('pts-grid-cell pts-grid-right pts-grid-clipped');
    rerender(<VirtualGrid {...props} rows={rows} />);
    expect(cell(2, 2).textContent).toBe('2.00');
    expect(cell(2, 2).className).toBe('pts-grid-cell pts-grid-right');
    expect(reactDrawn.size).toBe(0);
  });
});

// The grid of a large table (past a screen of rows, e.g. 96 slots × 50 units): only the rows and the
// columns in view are in the page, pinned columns stay at the edges and the header at the top. antd's
// virtual table draws every column of each row in view and needs about a second for such a grid;
// this draws a few hundred cells. Cells render with the table block's renderers, styles follow the
// antd theme tokens, and the markup is an ARIA grid (row and column counts, 1-based indices).
import { theme } from 'antd';
import {
  memo,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import type { GridColumn, Row } from './columns';
import {
  gridLayout,
  gridWindow,
  sameWindow,
  type GridLayout,
  type GridWindow,
} from './virtualGridWindow';
import { useVirtualGridStyles } from './virtualGridStyles';

/** Height of a row and of the header, as antd's small table. */
export const gridRowHeight = 39;
/** Width assumed where nothing can be measured (no layout, as in jsdom). */
const unmeasuredWidth = 1200;

/**
 * The grid's width before it is measured: the browser window's, as no more of the grid can be on
 * screen at once. The first frame then draws the rows and the columns that can be in view without a
 * forced layout to measure the grid first; the ResizeObserver measures it after that frame's layout.
 */
const firstWidth = () => (window.innerWidth > 0 ? window.innerWidth : unmeasuredWidth);

export interface VirtualGridProps {
  columns: readonly GridColumn[];
  rows: readonly Row[];
  rowKey(row: Row): string;
  /** Height of the scrolling body in pixels (the header adds one row). */
  bodyHeight: number;
  /** Master-detail: the selected row's key and the choice of a row. */
  selectedKey?: string | undefined;
  onSelect?: ((key: string) => void) | undefined;
}

/** How a column's cells look: a class and a style object shared by all its cells (width, pin offset). */
interface CellLook {
  className: string;
  style: CSSProperties;
  /**
   * Right-aligned (numeric) columns draw their text unclipped: a clip per cell made each cell a paint
   * layer of its own and, with ~340 cells in view, doubled the layout and paint of an update. A text
   * longer than `fitChars` characters may not fit, and its cell is clipped with an ellipsis as before
   * (`clippedClassName`).
   */
  fitChars: number;
  clippedClassName: string;
}

/** The looks of the columns of every line, split by pinning as in the layout. */
interface LineLooks {
  left: CellLook[];
  middle: CellLook[];
  right: CellLook[];
}

/** Offsets of pinned columns from their edge (left ones from the left, right ones from the right). */
function pinOffsets(columns: readonly GridColumn[], fromRight: boolean): number[] {
  const order = fromRight ? [...columns].reverse() : columns;
  const offsets: number[] = [];
  let sum = 0;
  for (const c of order) {
    offsets.push(sum);
    sum += c.width;
  }
  return fromRight ? offsets.reverse() : offsets;
}

const cellClass = (column: GridColumn) =>
  `pts-grid-cell${column.fixed ? ` pts-grid-pinned-${column.fixed}` : ''}${column.align === 'right' ? ' pts-grid-right' : ''}`;

/** A cell's horizontal padding (virtualGridStyles.ts), px. */
const cellPadding = 16;
/** Widest character of a number (digits with tabular figures, sign, point, comma, %), in em. */
const numberCharEm = 0.7;

/** Text made only of a number's characters (a formatted value, `-` for none). */
const numberText = /^[\d.,%+\-\s]*$/;

/** Each column's look with its pin offset (style) and how many characters of a number surely fit. */
function cellLook(column: GridColumn, style: CSSProperties, fontSize: number): CellLook {
  const className = cellClass(column);
  return {
    className,
    style,
    fitChars:
      column.align === 'right'
        ? Math.floor((column.width - cellPadding) / (numberCharEm * fontSize))
        : Infinity,
    clippedClassName: `${className} pts-grid-clipped`,
  };
}

/**
 * Each column's look, made once per layout: React then sets a cell's class and style when the cell is
 * created and, on an update, sees the same objects and leaves them alone.
 */
function lineLooks(layout: GridLayout, fontSize: number): LineLooks {
  const leftPins = pinOffsets(layout.left, false);
  const rightPins = pinOffsets(layout.right, true);
  return {
    left: layout.left.map((c, i) => cellLook(c, { width: c.width, left: leftPins[i] }, fontSize)),
    middle: layout.middle.map((c) => cellLook(c, { width: c.width }, fontSize)),
    right: layout.right.map((c, i) =>
      cellLook(c, { width: c.width, right: rightPins[i] }, fontSize),
    ),
  };
}

/** Widths of the blank before and after the scrolling columns in view. */
interface Spacers {
  before: CSSProperties;
  after: CSSProperties;
}

/** One element of a line: a column's cell or the blank before or after the scrolling columns. */
type Slot = { column: GridColumn; colIndex: number; look: CellLook } | 'before' | 'after';

/**
 * The elements of every line in page order: pinned left, spacer, scrolling columns in view, spacer,
 * pinned right. Each slot is one element, so a row's `children[i]` is the element of `slots[i]`.
 */
function lineSlots(layout: GridLayout, looks: LineLooks, firstColumn: number, endColumn: number) {
  const { left, middle, right } = layout;
  const slots: Slot[] = left.map((column, i) => ({ column, colIndex: i, look: looks.left[i]! }));
  slots.push('before');
  for (let i = firstColumn; i < endColumn; i++)
    slots.push({ column: middle[i]!, colIndex: left.length + i, look: looks.middle[i]! });
  slots.push('after');
  right.forEach((column, i) =>
    slots.push({ column, colIndex: left.length + middle.length + i, look: looks.right[i]! }),
  );
  return slots;
}

/** A text that may go unclipped: a number short enough to surely fit its column (CellLook). */
const fitsUnclipped = (text: string, look: CellLook) =>
  look.fitChars === Infinity || (text.length <= look.fitChars && numberText.test(text));

/** A cell drawn by React: a header title or a cell whose content is more than text. */
function cellElement(slot: Exclude<Slot, string>, shown: ReactNode, header: boolean) {
  const { column, colIndex, look } = slot;
  const fits = typeof shown === 'string' && !header && fitsUnclipped(shown, look);
  return (
    <div
      key={column.key}
      role={header ? 'columnheader' : 'gridcell'}
      aria-colindex={colIndex + 1}
      {...(header ? { title: column.title } : {})}
      className={fits ? look.className : look.clippedClassName}
      style={look.style}
    >
      {shown}
    </div>
  );
}

const spacerElement = (slot: 'before' | 'after', spacers: Spacers) => (
  <div key={slot} className="pts-grid-spacer" style={spacers[slot]} />
);

/** The header line: memoised, as its columns' titles change only with the layout or the window. */
const HeaderLine = memo(function HeaderLine({
  slots,
  spacers,
}: {
  slots: readonly Slot[];
  spacers: Spacers;
}) {
  return (
    <div role="row" aria-rowindex={1} className="pts-grid-row pts-grid-header">
      {slots.map((slot) =>
        typeof slot === 'string'
          ? spacerElement(slot, spacers)
          : cellElement(slot, slot.column.title, true),
      )}
    </div>
  );
});

/**
 * Writes a text cell's text into its text node, only when it changed, and clips it unless it is a
 * number that surely fits. React renders such cells without children and never touches their text.
 * The class is compared as a string and set only when it differs (no class list object per cell).
 */
function writeTextCell(cell: Element, text: string, look: CellLook) {
  const node = cell.firstChild;
  if (!node) cell.textContent = text;
  else if (node.nodeValue !== text) node.nodeValue = text;
  if (look.fitChars === Infinity) return;
  const className = fitsUnclipped(text, look) ? look.className : look.clippedClassName;
  if (cell.className !== className) cell.className = className;
}

/**
 * One row of data. Memoised: while new data loads the grid redraws with the same row objects, and
 * rows whose object, columns in view and selection are unchanged are not drawn again. A row that
 * changed hands React the same elements for its text cells (made once per set of columns in view), so
 * React skips them, and its layout effect writes their texts straight into the cells' text nodes: a
 * new answer costs a string comparison per cell and a write per changed value, not a React element,
 * reconciliation and a props comparison per cell.
 */
const GridRow = memo(function GridRow({
  rowKey,
  row,
  index,
  slots,
  spacers,
  selected,
  onSelect,
}: {
  rowKey: string;
  row: Row;
  index: number;
  slots: readonly Slot[];
  spacers: Spacers;
  selected: boolean;
  onSelect: ((key: string) => void) | undefined;
}) {
  const element = useRef<HTMLDivElement>(null);
  const textCells = useMemo(
    () =>
      slots.map((slot) =>
        typeof slot === 'string' ? (
          spacerElement(slot, spacers)
        ) : slot.column.text ? (
          <div
            key={slot.column.key}
            role="gridcell"
            aria-colindex={slot.colIndex + 1}
            className={slot.look.className}
            style={slot.look.style}
          />
        ) : null,
      ),
    [slots, spacers],
  );
  useLayoutEffect(() => {
    const cells = element.current?.children;
    if (!cells) return;
    slots.forEach((slot, i) => {
      const cell = cells[i];
      if (typeof slot === 'string' || !slot.column.text || !cell) return;
      writeTextCell(cell, slot.column.text(row), slot.look);
    });
  }, [row, slots]);
  return (
    <div
      ref={element}
      role="row"
      aria-rowindex={index + 2}
      {...(onSelect ? { 'aria-selected': selected, onClick: () => onSelect(rowKey) } : {})}
      className={`pts-grid-row${selected ? ' pts-grid-selected' : ''}${onSelect ? ' pts-grid-selectable' : ''}`}
    >
      {slots.map((slot, i) =>
        typeof slot === 'string'
          ? textCells[i]
          : (textCells[i] ?? cellElement(slot, slot.column.render(row), false)),
      )}
    </div>
  );
});

/** Renders the rows as a grid that draws only what is in view. */
export function VirtualGrid({
  columns,
  rows,
  rowKey,
  bodyHeight,
  selectedKey,
  onSelect,
}: VirtualGridProps) {
  useVirtualGridStyles();
  const { token } = theme.useToken();
  const layout = useMemo(() => gridLayout(columns), [columns]);
  const looks = useMemo(() => lineLooks(layout, token.fontSize), [layout, token.fontSize]);
  const box = useRef<HTMLDivElement>(null);
  // The first window's viewport, made once: reading window.innerWidth in a later render forced a
  // layout of the whole page whenever the previous commit had changed it (an update's second render).
  const [firstViewport] = useState(() => ({
    scrollTop: 0,
    scrollLeft: 0,
    width: firstWidth(),
    height: bodyHeight,
  }));
  const viewport = useRef(firstViewport);
  const windowOf = useCallback(
    () => gridWindow(layout, rows.length, gridRowHeight, viewport.current),
    [layout, rows.length],
  );
  // The first render draws the window for the width guessed above; the measured width follows.
  const [view, setView] = useState<GridWindow>(() =>
    gridWindow(layout, rows.length, gridRowHeight, { ...firstViewport }),
  );
  // The window of the latest rows and columns, for the scroll and resize handlers set up once.
  const windowNow = useRef(windowOf);
  const update = useCallback(() => {
    const next = windowNow.current();
    setView((current) => (sameWindow(current, next) ? current : next));
  }, []);
  // New rows or columns may change what is in view.
  useLayoutEffect(() => {
    windowNow.current = windowOf;
    update();
  }, [windowOf, update]);
  // The grid's size: measured by the ResizeObserver, whose first call comes after the first frame's
  // layout (reading the width in this effect forced a layout of the whole page before the rows were
  // drawn, then the frame laid it out again with them), and again whenever it changes.
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    viewport.current.height = bodyHeight;
    const measure = () => {
      const width = element.clientWidth;
      viewport.current.width = width > 0 ? width : unmeasuredWidth;
      update();
    };
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    update();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [bodyHeight, update]);

  const onScroll = () => {
    const element = box.current;
    if (!element) return;
    viewport.current.scrollTop = element.scrollTop;
    viewport.current.scrollLeft = element.scrollLeft;
    update();
  };
  const style = {
    maxHeight: bodyHeight + gridRowHeight,
    '--pts-grid-border': token.colorBorderSecondary,
    '--pts-grid-bg': token.colorBgContainer,
    '--pts-grid-header-bg': token.colorFillAlter,
    '--pts-grid-hover-bg': token.colorFillAlter,
    '--pts-grid-selected-bg': token.controlItemBgActive,
    '--pts-grid-header-color': token.colorTextHeading,
    '--pts-grid-color': token.colorText,
    '--pts-grid-font-size': `${token.fontSize}px`,
    '--pts-grid-row-height': `${gridRowHeight}px`,
  } as CSSProperties;
  // Keyed by the columns in view only: a vertical scroll redraws no row that stays in view.
  const { firstColumn, endColumn } = view;
  const spacers = useMemo(
    () => ({
      before: { width: layout.offsets[firstColumn] },
      after: { width: layout.offsets[layout.middle.length]! - layout.offsets[endColumn]! },
    }),
    [layout, firstColumn, endColumn],
  );
  const slots = useMemo(
    () => lineSlots(layout, looks, firstColumn, endColumn),
    [layout, looks, firstColumn, endColumn],
  );
  const shownRows: ReactNode[] = [];
  for (let r = view.firstRow; r < Math.min(view.endRow, rows.length); r++) {
    const row = rows[r]!;
    const key = rowKey(row);
    shownRows.push(
      <GridRow
        key={key}
        rowKey={key}
        row={row}
        index={r}
        slots={slots}
        spacers={spacers}
        selected={selectedKey !== undefined && key === selectedKey}
        onSelect={onSelect}
      />,
    );
  }
  const below = Math.max(0, rows.length - view.endRow) * gridRowHeight;
  return (
    <div
      ref={box}
      className="pts-grid"
      role="grid"
      aria-rowcount={rows.length + 1}
      aria-colcount={columns.length}
      tabIndex={0}
      style={style}
      onScroll={onScroll}
    >
      <div className="pts-grid-canvas" style={{ width: layout.totalWidth }}>
        <HeaderLine slots={slots} spacers={spacers} />
        <div aria-hidden style={{ height: view.firstRow * gridRowHeight }} />
        {shownRows}
        <div aria-hidden style={{ height: below }} />
      </div>
    </div>
  );
}

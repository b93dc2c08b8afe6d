// Which rows and columns of the virtual grid are in view, from the scroll position and the viewport
// size; pinned columns are always drawn, the scrolling ones between two spacers.
import type { GridColumn } from './columns';

/** Extra rows and columns drawn on each side, so a short scroll shows no blank before React redraws. */
export const overscanRows = 3;
export const overscanColumns = 1;

/** The columns split by pinning, with the pixel offset of each scrolling column. */
export interface GridLayout {
  left: GridColumn[];
  middle: GridColumn[];
  right: GridColumn[];
  /** offsets[i]: x of middle[i] from the end of the left-pinned columns; offsets[middle.length] is their total. */
  offsets: number[];
  leftWidth: number;
  rightWidth: number;
  totalWidth: number;
}

/** Splits the columns by pinning and adds up their widths. */
export function gridLayout(columns: readonly GridColumn[]): GridLayout {
  const left = columns.filter((c) => c.fixed === 'left');
  const right = columns.filter((c) => c.fixed === 'right');
  const middle = columns.filter((c) => !c.fixed);
  const offsets = [0];
  for (const c of middle) offsets.push(offsets[offsets.length - 1]! + c.width);
  const widthOf = (cs: GridColumn[]) => cs.reduce((sum, c) => sum + c.width, 0);
  const leftWidth = widthOf(left);
  const rightWidth = widthOf(right);
  return {
    left,
    middle,
    right,
    offsets,
    leftWidth,
    rightWidth,
    totalWidth: leftWidth + offsets[middle.length]! + rightWidth,
  };
}

/** The part of the grid to draw: rows [firstRow, endRow) and middle columns [firstColumn, endColumn). */
export interface GridWindow {
  firstRow: number;
  endRow: number;
  firstColumn: number;
  endColumn: number;
}

/** Where the viewport is and how large it is, in pixels. */
export interface Viewport {
  scrollTop: number;
  scrollLeft: number;
  width: number;
  height: number;
}

/** Index of the last offset ≤ x (binary search over the ascending offsets). */
function columnAt(offsets: readonly number[], x: number): number {
  let lo = 0;
  let hi = offsets.length - 2;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (offsets[mid]! <= x) lo = mid;
    else hi = mid - 1;
  }
  return Math.max(0, lo);
}

/** The rows and middle columns in view (plus the overscan) for `rowCount` rows of `rowHeight`. */
export function gridWindow(
  layout: GridLayout,
  rowCount: number,
  rowHeight: number,
  view: Viewport,
): GridWindow {
  const firstInView = Math.floor(view.scrollTop / rowHeight);
  const top = Math.max(0, firstInView - overscanRows);
  const endRow = Math.min(
    rowCount,
    firstInView + Math.ceil(view.height / rowHeight) + 1 + overscanRows,
  );
  const { middle, offsets, leftWidth, rightWidth } = layout;
  if (middle.length === 0) return { firstRow: top, endRow, firstColumn: 0, endColumn: 0 };
  // The scrolling columns show between the pinned ones, starting at scrollLeft.
  const from = view.scrollLeft;
  const to = view.scrollLeft + Math.max(0, view.width - leftWidth - rightWidth);
  const firstColumn = Math.max(0, columnAt(offsets, from) - overscanColumns);
  const endColumn = Math.min(middle.length, columnAt(offsets, to) + 1 + overscanColumns);
  return { firstRow: top, endRow, firstColumn, endColumn };
}

/** Whether two windows draw the same cells (the grid redraws only when they differ). */
export function sameWindow(a: GridWindow, b: GridWindow): boolean {
  return (
    a.firstRow === b.firstRow &&
    a.endRow === b.endRow &&
    a.firstColumn === b.firstColumn &&
    a.endColumn === b.endColumn
  );
}

// Config of the `table` block.
import type { Action } from '../../config/action';
import type { DataSource } from '../../config/binding';
import type { BlockBase } from '../../config/blockBase';
import type { Column } from '../../config/column';
import type { RowFilter } from '../../config/rowFilter';

/** A table of rows read from one operation. */
export interface TableBlock extends BlockBase {
  /** Block type. */
  type: 'table';
  /** Operation that returns the rows (a list or `{ items, totalCount }`). */
  source: DataSource;
  /** Columns in display order. */
  columns: Column[];
  /** Shows only the rows of the response that pass every test. */
  rowFilter?: RowFilter[];
  /** Row field that identifies a row; the row index when left out. */
  rowKey?: string;
  /** Rows per page; all rows on one page when left out. */
  pageSize?: number;
  /** Height of the scrolling body in pixels; the header stays fixed. */
  scrollHeight?: number;
  /** Text of the empty state; "暂无数据" when left out. */
  emptyText?: string;
  /** File name (without .xlsx) of the Excel export; no export button when left out. */
  exportFileName?: string;
  /** Buttons above the table. */
  actions?: Action[];
}

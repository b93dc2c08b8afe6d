// Config of the `table` block.
import type { Action } from '../../config/action';
import type { Block } from '../../config/block';
import type { DataSource } from '../../config/binding';
import type { BlockBase } from '../../config/blockBase';
import type { Column } from '../../config/column';
import type { RowFilter } from '../../config/rowFilter';
import type { RowOrder } from '../../config/rowOrder';
import type { Rule } from '../../config/rule';

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
  /**
   * Sorts the rows before paging, e.g. `{"field": "id", "descending": true}` for newest first; the
   * operation's order when left out (client paging only: a server page keeps the server's order).
   */
  rowOrder?: RowOrder;
  /** Row field that identifies a row; the row index when left out. */
  rowKey?: string;
  /** Rows per page; all rows on one page when left out. */
  pageSize?: number;
  /**
   * `client` (default) pages the loaded rows in the browser; `server` asks the operation for one page at
   * a time with `skipCount`/`maxResultCount` and passes the filter bar's values as query parameters of
   * the same name (for list operations answering `{ items, totalCount }`).
   */
  paging?: 'client' | 'server';
  /**
   * Height of the scrolling body in pixels; the header stays fixed. Past 30 rows only the rows and
   * columns in view are put into the page (a virtual grid), so large grids such as 96 slots × 50 units
   * stay fast.
   */
  scrollHeight?: number;
  /** Text of the empty state; "暂无数据" when left out. */
  emptyText?: string;
  /**
   * File name (without .xlsx) of the Excel export; no export button when left out. `{path}` takes a
   * value of the bindings, e.g. `结算报告-{enterprise.name}-{row.year}年{row.month}月`.
   */
  exportFileName?: string;
  /** Buttons above the table. */
  actions?: Action[];
  /** Buttons in an 操作 column at the end of each row; their bindings may read the row (`row.FIELD`). */
  rowActions?: Action[];
  /** Master-detail: selecting a row shows these blocks under the table, with `row.FIELD` bindings. */
  detail?: DetailPanel;
}

/** Blocks shown for the selected row of a table. */
export interface DetailPanel {
  /** Card title of the detail area, in Chinese. */
  title?: string;
  /** Blocks drawn for the selected row. */
  blocks: Block[];
  /** Shows the detail of a selected row only while the rule holds; it may read the row (`row.FIELD`). */
  visibleWhen?: Rule;
  /**
   * The row whose detail shows before any click, in the table's order: `last` for the latest of months
   * listed oldest first. Nothing shows until a row is clicked when left out.
   */
  defaultRow?: 'first' | 'last';
  /**
   * Tests picking the row shown before any click ahead of `defaultRow`, e.g. the month a link named in
   * `route.query`; when no row passes (or a binding has no value), `defaultRow` applies.
   */
  defaultRowFilter?: RowFilter[];
  /**
   * Said above the detail when `defaultRowFilter` asks for a row (its `equals` values all given) that
   * the table does not hold, e.g. `{year}年{month}月尚未结算，下面是最近结算的月份`; each `{field}` is
   * the value asked for that field of the filter.
   */
  defaultRowMissing?: string;
}

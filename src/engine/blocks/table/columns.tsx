// Columns of a table block: value-type cells, link cells and the 操作 column of the row actions, once
// for antd's Table and once for the virtual grid of large tables, from the same cell renderers.
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import type { Action } from '../../config/action';
import type { Column } from '../../config/column';
import { readPath } from '../../values/format';
import { alignOf } from '../../values/valueTypeFacts';
import { readText, readValue } from '../../values/valueTypes';
import { LinkCell } from './LinkCell';
import { RowActions } from './RowActions';

/** A row of a table's data. */
export type Row = Record<string, unknown>;

/** Width a column without its own takes in the virtual grid (and in antd's virtual extent). */
export const defaultColumnWidth = 100;
/** Width of the 操作 column of row actions. */
export const rowActionsWidth = 160;
const rowActionsKey = '__rowActions';

/** One column of the virtual grid: its header, pixel width, pinning and the content of a row's cell. */
export interface GridColumn {
  key: string;
  title: string;
  width: number;
  fixed?: 'left' | 'right';
  align: 'left' | 'right';
  render(row: Row): ReactNode;
  /**
   * Set when the cell is only text (the same as `render`'s): the grid then writes it into the cell's
   * text node itself, and React does not redraw such a cell when its row changes.
   */
  text?: (row: Row) => string;
}

/** A cell's content: the value in its type's format, as a link when the column has one. */
function cellContent(column: Column, value: unknown, row: Row): ReactNode {
  const content = readValue(value, column);
  return column.link ? (
    <LinkCell link={column.link} row={row}>
      {content}
    </LinkCell>
  ) : (
    content
  );
}

/** The antd columns for the visible columns, with an 操作 column when the block has row actions. */
export function antdColumns(
  columns: readonly Column[],
  rowActions: readonly Action[] | undefined,
): ColumnsType<Row> {
  const cells: ColumnsType<Row> = columns.map((column) => ({
    key: column.field,
    title: column.title,
    dataIndex: column.field.split('.'),
    width: column.width,
    fixed: column.fixed,
    align: alignOf(column.valueType),
    render: (value: unknown, row: Row) => cellContent(column, value, row),
  }));
  if (!rowActions?.length) return cells;
  return [
    ...cells,
    {
      key: rowActionsKey,
      title: '操作',
      align: 'left',
      render: (_: unknown, row: Row) => <RowActions actions={rowActions} row={row} />,
    },
  ];
}

/** A grid cell's content: plain text where the value type shows only text, else the full renderer. */
function gridCell(column: Column): Pick<GridColumn, 'render' | 'text'> {
  const asText = column.link ? undefined : readText(column);
  const path = column.field;
  // A plain field is read without splitting its path for each cell.
  const valueOf = path.includes('.') ? (row: Row) => readPath(row, path) : (row: Row) => row[path];
  if (!asText) return { render: (row) => cellContent(column, valueOf(row), row) };
  const text = (row: Row) => asText(valueOf(row));
  return { render: text, text };
}

/** The same columns for the virtual grid, every one with a width in pixels. */
export function gridColumns(
  columns: readonly Column[],
  rowActions: readonly Action[] | undefined,
): GridColumn[] {
  const cells: GridColumn[] = columns.map((column) => ({
    key: column.field,
    title: column.title,
    width: column.width ?? defaultColumnWidth,
    ...(column.fixed ? { fixed: column.fixed } : {}),
    align: alignOf(column.valueType),
    ...gridCell(column),
  }));
  if (!rowActions?.length) return cells;
  return [
    ...cells,
    {
      key: rowActionsKey,
      title: '操作',
      width: rowActionsWidth,
      align: 'left',
      render: (row) => <RowActions actions={rowActions} row={row} />,
    },
  ];
}

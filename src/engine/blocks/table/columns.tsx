// antd columns of a table block: value-type cells, link cells and the 操作 column of the row actions.
import type { ColumnsType } from 'antd/es/table';
import type { Action } from '../../config/action';
import type { Column } from '../../config/column';
import { alignOf } from '../../values/valueTypeFacts';
import { readValue } from '../../values/valueTypes';
import { LinkCell } from './LinkCell';
import { RowActions } from './RowActions';

/** A row of a table's data. */
export type Row = Record<string, unknown>;

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
    render: (value: unknown, row: Row) => {
      const content = readValue(value, column);
      return column.link ? (
        <LinkCell link={column.link} row={row}>
          {content}
        </LinkCell>
      ) : (
        content
      );
    },
  }));
  if (!rowActions?.length) return cells;
  return [
    ...cells,
    {
      key: '__rowActions',
      title: '操作',
      align: 'left',
      render: (_: unknown, row: Row) => <RowActions actions={rowActions} row={row} />,
    },
  ];
}

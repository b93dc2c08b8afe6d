// A table of trade lines drawn with the engine's column renderers (value types, alignment).
import { Table } from 'antd';
import { useMemo } from 'react';
import type { Column } from '../../engine/config/column';
import { antdColumns, type Row } from '../../engine/blocks/table/columns';
import type { TradeRow } from './trades';

/** Props of the table: its columns, lines, an accessible name and the page size (none: one page). */
export interface TradesTableProps {
  columns: Column[];
  rows: TradeRow[];
  label: string;
  pageSize?: number;
}

/** The lines, keyed by their id; wide tables scroll sideways. */
export function TradesTable({ columns, rows, label, pageSize }: TradesTableProps) {
  const cells = useMemo(() => antdColumns(columns, undefined), [columns]);
  return (
    <Table<Row>
      size="small"
      aria-label={label}
      columns={cells}
      dataSource={rows}
      rowKey="id"
      scroll={{ x: 'max-content' }}
      pagination={pageSize ? { pageSize, showSizeChanger: false, hideOnSinglePage: true } : false}
    />
  );
}

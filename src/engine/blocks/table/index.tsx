// The table block: antd Table with value-type columns, a fixed header and horizontal scroll for wide
// tables, a client-side filter bar, the shared empty/error/loading states and an Excel export button.
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Input, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { ActionBar } from '../../ActionBar';
import { BlockState } from '../../BlockState';
import type { Column } from '../../config/column';
import { useEngine } from '../../env';
import type { BlockProps } from '../../registry';
import { filterRows } from '../../rowFilter';
import { isVisible } from '../../rules/evaluate';
import { rowsOf, useDataSource } from '../../useDataSource';
import { formatValue, readPath } from '../../values/format';
import { withProvinceNames } from '../../values/provinces';
import { alignOf } from '../../values/valueTypeFacts';
import { readValue } from '../../values/valueTypes';
import { exportToExcel } from './exportExcel';
import type { TableBlock } from './types';

type Row = Record<string, unknown>;

/** Above this many columns (or a fixed column) the table scrolls horizontally. */
const wideColumnCount = 8;

function antdColumns(columns: readonly Column[]): ColumnsType<Row> {
  return columns.map((column) => ({
    key: column.field,
    title: column.title,
    dataIndex: column.field.split('.'),
    width: column.width,
    fixed: column.fixed,
    align: alignOf(column.valueType),
    render: (value: unknown) => readValue(value, column),
  }));
}

function matches(row: Row, filters: Record<string, string>, columns: readonly Column[]): boolean {
  return columns.every((c) => {
    const wanted = filters[c.field]?.trim();
    return !wanted || formatValue(readPath(row, c.field), c).includes(wanted);
  });
}

/** Renders a `table` block. */
export function TableBlockView({ block }: BlockProps<TableBlock>) {
  const state = useDataSource(block.source);
  const { rules, bindings } = useEngine();
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [exporting, setExporting] = useState(false);
  const columns = useMemo(
    () =>
      withProvinceNames(
        block.columns.filter((c) => !c.hideInTable && isVisible(c.visibleWhen, rules)),
        bindings.course,
      ),
    [block.columns, rules, bindings.course],
  );
  const filterColumns = columns.filter((c) => c.inFilter);
  const rows =
    state.status === 'ready'
      ? filterRows(rowsOf(state.data, block.source.itemsPath), block.rowFilter, bindings)
      : [];
  const shown = filterColumns.length
    ? rows.filter((r) => matches(r, filters, filterColumns))
    : rows;
  const wide = columns.length > wideColumnCount || columns.some((c) => c.fixed);
  const onExport = async () => {
    setExporting(true);
    try {
      await exportToExcel(columns, shown, block.exportFileName ?? '导出');
    } finally {
      setExporting(false);
    }
  };
  return (
    <div>
      <ActionBar actions={block.actions} />
      {(filterColumns.length > 0 || block.exportFileName) && (
        <Space wrap style={{ marginBottom: 12 }}>
          {filterColumns.map((c) => (
            <Input
              key={c.field}
              allowClear
              placeholder={c.title}
              aria-label={c.title}
              value={filters[c.field] ?? ''}
              onChange={(e) => setFilters({ ...filters, [c.field]: e.target.value })}
            />
          ))}
          {block.exportFileName && (
            <Button
              icon={<DownloadOutlined />}
              loading={exporting}
              disabled={shown.length === 0}
              onClick={() => void onExport()}
            >
              导出Excel
            </Button>
          )}
        </Space>
      )}
      <BlockState state={state} isEmpty={() => rows.length === 0} emptyText={block.emptyText}>
        {() => (
          <Table<Row>
            size="small"
            columns={antdColumns(columns)}
            dataSource={shown}
            rowKey={(row) =>
              String(block.rowKey ? readPath(row, block.rowKey) : shown.indexOf(row))
            }
            pagination={
              block.pageSize ? { pageSize: block.pageSize, showSizeChanger: false } : false
            }
            scroll={{ x: wide ? 'max-content' : undefined, y: block.scrollHeight }}
            sticky={!block.scrollHeight}
            locale={{ emptyText: block.emptyText ?? '暂无数据' }}
          />
        )}
      </BlockState>
    </div>
  );
}

// The filter bar above a table: one input per `inFilter` column, 查询 for server paging, Excel export.
import { SearchOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import type { Column } from '../../config/column';
import type { Row } from './columns';
import { ExportButton } from './ExportButton';
import type { TableRows } from './useTableRows';

/** Props of the filter bar. */
export interface FilterBarProps {
  filterColumns: readonly Column[];
  columns: readonly Column[];
  table: TableRows;
  /** Server paging sends the filters on 查询 (or Enter) instead of filtering as one types. */
  server: boolean;
  exportFileName?: string;
  shown: Row[];
}

/** Draws the filters and the export button; nothing when the block has neither. */
export function FilterBar({
  filterColumns,
  columns,
  table,
  server,
  exportFileName,
  shown,
}: FilterBarProps) {
  if (filterColumns.length === 0 && !exportFileName) return null;
  return (
    <Space wrap style={{ marginBottom: 12 }}>
      {filterColumns.map((c) => (
        <Input
          key={c.field}
          allowClear
          placeholder={c.title}
          aria-label={c.title}
          value={table.filters[c.field] ?? ''}
          onChange={(e) => table.setFilter(c.field, e.target.value)}
          onPressEnter={table.applyFilters}
        />
      ))}
      {server && filterColumns.length > 0 && (
        <Button type="primary" icon={<SearchOutlined />} onClick={table.applyFilters}>
          查询
        </Button>
      )}
      {exportFileName && <ExportButton columns={columns} rows={shown} fileName={exportFileName} />}
    </Space>
  );
}

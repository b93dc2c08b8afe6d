// The rows a table block shows, paged in the browser (`client`, the default) or by the operation
// (`server`: skipCount/maxResultCount and the filter bar's values as query parameters, the way
// ProTable passes them, and the answer's totalCount).
import type { TablePaginationConfig } from 'antd';
import { useMemo, useState } from 'react';
import type { Column } from '../../config/column';
import { useEngine } from '../../env';
import { filterRows } from '../../rowFilter';
import { orderRows } from '../../rowOrder';
import { rowsOf, useDataSource, type DataState } from '../../useDataSource';
import { formatValue, readPath } from '../../values/format';
import type { Row } from './columns';
import { defaultServerPageSize } from './pageSize';
import type { TableBlock } from './types';

export { defaultServerPageSize };

/** What the table draws. */
export interface TableRows {
  state: DataState & { reload: () => void };
  /** Rows of the response after the row filter (before the filter bar in client paging). */
  rows: Row[];
  /** Rows the table shows. */
  shown: Row[];
  /** What the filter bar's inputs hold. */
  filters: Record<string, string>;
  setFilter(field: string, value: string): void;
  /** Server paging: sends the typed filters (the 查询 button or Enter); client paging filters as typed. */
  applyFilters(): void;
  pagination: TablePaginationConfig | false;
}

function matches(row: Row, filters: Record<string, string>, columns: readonly Column[]): boolean {
  return columns.every((c) => {
    const wanted = filters[c.field]?.trim();
    return !wanted || formatValue(readPath(row, c.field), c).includes(wanted);
  });
}

const filled = (filters: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(filters)
      .map(([field, value]) => [field, value.trim()] as const)
      .filter(([, value]) => value !== ''),
  );

/** Loads and pages the rows of `block`; `filterColumns` are the filter bar's columns. */
export function useTableRows(block: TableBlock, filterColumns: readonly Column[]): TableRows {
  const { bindings } = useEngine();
  const server = block.paging === 'server';
  const pageSize = block.pageSize ?? (server ? defaultServerPageSize : undefined);
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [applied, setApplied] = useState<Record<string, string>>({});
  const [page, setPage] = useState(1);
  const serverParams = useMemo(
    () =>
      server && pageSize
        ? { skipCount: (page - 1) * pageSize, maxResultCount: pageSize, ...applied }
        : undefined,
    [server, pageSize, page, applied],
  );
  const state = useDataSource(block.source, serverParams);
  const data = state.status === 'ready' ? state.data : undefined;
  const filtered = filterRows(rowsOf(data, block.source.itemsPath), block.rowFilter, bindings);
  const rows = server ? filtered : orderRows(filtered, block.rowOrder);
  const shown =
    !server && filterColumns.length ? rows.filter((r) => matches(r, filters, filterColumns)) : rows;
  const total = Number(readPath(data, 'totalCount') ?? rows.length);
  const pagination: TablePaginationConfig | false = !pageSize
    ? false
    : server
      ? {
          current: page,
          pageSize,
          total: Number.isFinite(total) ? total : rows.length,
          showSizeChanger: false,
          showTotal: (count) => `共 ${count} 条`,
          onChange: setPage,
        }
      : { pageSize, showSizeChanger: false };
  return {
    state,
    rows,
    shown,
    filters,
    setFilter: (field, value) => setFilters((f) => ({ ...f, [field]: value })),
    applyFilters: () => {
      if (!server) return;
      setApplied(filled(filters));
      setPage(1);
    },
    pagination,
  };
}

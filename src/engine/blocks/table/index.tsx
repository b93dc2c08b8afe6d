// The table block: antd Table with value-type columns, link cells and row actions, a fixed header and
// horizontal scroll for wide tables, a filter bar, client or server paging, the shared
// empty/error/loading states, an Excel export button and an optional detail panel for the selected row.
import { Alert, Table } from 'antd';
import { useMemo, useState } from 'react';
import { ActionBar } from '../../ActionBar';
import { BlockState } from '../../BlockState';
import { useEngine, type BindingContext } from '../../env';
import type { BlockProps } from '../../registry';
import { filterRows } from '../../rowFilter';
import { isVisible } from '../../rules/evaluate';
import { readPath } from '../../values/format';
import { withProvinceNames } from '../../values/provinces';
import type { PriceLimits } from '../../values/roundPriceRule';
import { withRoundDecimals } from './roundDecimals';
import { antdColumns, defaultColumnWidth, gridColumns, rowActionsWidth, type Row } from './columns';
import { DetailPanel } from './DetailPanel';
import { FilterBar } from './FilterBar';
import { exportFileName } from './exportExcel';
import { missingDefaultRowText } from './missingDefaultRow';
import { stickyHeadClass, useStickyHeadStyles } from './stickyHeadStyles';
import type { TableBlock } from './types';
import { useTableRows } from './useTableRows';
import { VirtualGrid } from './VirtualGrid';

/** Above this many columns (or a fixed column) the table scrolls horizontally. */
const wideColumnCount = 8;
/**
 * Past this many rows a table with a fixed body height puts only the rows and columns in view into the
 * page (VirtualGrid; antd's virtual table when it is paged): a 96-slot × 50-row grid then mounts and
 * updates as fast as a short table.
 */
const virtualRowCount = 30;

/** The horizontal extent antd's virtual table needs as a number: the columns' widths added up. */
function totalWidth(columns: readonly { width?: number }[], rowActions: boolean): number {
  const cells = columns.reduce((sum, c) => sum + (c.width ?? defaultColumnWidth), 0);
  return cells + (rowActions ? rowActionsWidth : 0);
}

/** The row whose detail shows before any click: the one the detail's tests pick, else first or last. */
function defaultRow(
  block: TableBlock,
  shown: readonly Row[],
  bindings: BindingContext,
): Row | undefined {
  const detail = block.detail;
  if (!detail) return undefined;
  const picked = detail.defaultRowFilter?.length
    ? filterRows(shown, detail.defaultRowFilter, bindings)[0]
    : undefined;
  if (picked) return picked;
  if (detail.defaultRow === 'first') return shown[0];
  return detail.defaultRow === 'last' ? shown.at(-1) : undefined;
}

/** Renders a `table` block. */
export function TableBlockView({ block }: BlockProps<TableBlock>) {
  const { rules, bindings } = useEngine();
  // Keyed by which columns show rather than by the rule context: a new context (a new round) with the
  // same columns keeps the same list, so the grid keeps its layout and redraws only rows whose data
  // changed.
  const shownMask = block.columns
    .map((c) => (!c.hideInTable && isVisible(c.visibleWhen, rules) ? '1' : '0'))
    .join('');
  const roundRules = bindings.round?.declarationRules as PriceLimits | undefined;
  const roundDecimals = roundRules?.priceDecimals ?? undefined;
  const columns = useMemo(
    () =>
      withRoundDecimals(
        withProvinceNames(
          block.columns.filter((_, i) => shownMask[i] === '1'),
          bindings.course,
        ),
        roundDecimals,
      ),
    [block.columns, shownMask, bindings.course, roundDecimals],
  );
  const grid = useMemo(() => gridColumns(columns, block.rowActions), [columns, block.rowActions]);
  const filterColumns = columns.filter((c) => c.inFilter);
  const table = useTableRows(block, filterColumns);
  const { state, rows, shown } = table;
  const [clickedKey, setClickedKey] = useState<string>();
  const keyOf = (row: Row) =>
    String(block.rowKey ? readPath(row, block.rowKey) : shown.indexOf(row));
  const selected = block.detail
    ? (shown.find((row) => keyOf(row) === clickedKey) ?? defaultRow(block, shown, bindings))
    : undefined;
  const selectedKey = selected ? keyOf(selected) : undefined;
  // Until a row is clicked: a row the address asked for and the table lacks is said, not skipped.
  const missing =
    block.detail && clickedKey === undefined
      ? missingDefaultRowText(block.detail, shown, bindings)
      : null;
  const hasRowActions = Boolean(block.rowActions?.length);
  const wide =
    columns.length + (hasRowActions ? 1 : 0) > wideColumnCount || columns.some((c) => c.fixed);
  const perPage = table.pagination ? (table.pagination.pageSize ?? shown.length) : shown.length;
  const virtual =
    block.scrollHeight !== undefined && Math.min(shown.length, perPage) > virtualRowCount;
  const scrollX = virtual ? totalWidth(columns, hasRowActions) : wide ? 'max-content' : undefined;
  // Without a body height the header stays in view on page scroll: by CSS when the table does not
  // scroll sideways (no measure row: stickyHeadStyles.ts), else by antd's sticky header.
  const pageSticky = !block.scrollHeight;
  const cssSticky = pageSticky && scrollX === undefined;
  useStickyHeadStyles();
  return (
    <div>
      <ActionBar actions={block.actions} />
      <FilterBar
        filterColumns={filterColumns}
        columns={columns}
        table={table}
        server={block.paging === 'server'}
        {...(block.exportFileName
          ? { exportFileName: exportFileName(block.exportFileName, bindings) }
          : {})}
        shown={shown}
      />
      <BlockState state={state} isEmpty={() => rows.length === 0} emptyText={block.emptyText}>
        {() =>
          virtual && !table.pagination ? (
            <VirtualGrid
              columns={grid}
              rows={shown}
              rowKey={keyOf}
              bodyHeight={block.scrollHeight ?? 0}
              {...(block.detail ? { selectedKey, onSelect: setClickedKey } : {})}
            />
          ) : (
            <Table<Row>
              size="small"
              columns={antdColumns(columns, block.rowActions)}
              dataSource={shown}
              rowKey={keyOf}
              pagination={table.pagination}
              scroll={{ x: scrollX, y: block.scrollHeight }}
              virtual={virtual}
              sticky={pageSticky && !cssSticky}
              {...(cssSticky ? { className: stickyHeadClass } : {})}
              locale={{ emptyText: block.emptyText ?? '暂无数据' }}
              {...(block.detail
                ? {
                    rowClassName: (row: Row) =>
                      keyOf(row) === selectedKey ? 'ant-table-row-selected' : '',
                    onRow: (row: Row) => ({
                      onClick: () => setClickedKey(keyOf(row)),
                      'aria-selected': keyOf(row) === selectedKey,
                      style: { cursor: 'pointer' },
                    }),
                  }
                : {})}
            />
          )
        }
      </BlockState>
      {missing && <Alert type="warning" showIcon title={missing} style={{ marginTop: 16 }} />}
      {block.detail &&
        selected &&
        isVisible(block.detail.visibleWhen, { ...rules, row: selected }) && (
          <DetailPanel detail={block.detail} row={selected} />
        )}
    </div>
  );
}

// One trading unit's holdings table (spec sections 2 and 9): a series cell spanning its three measure
// rows, then the 24 hours; 2400 px wide, scrolling 500 px high beyond 10 rows. Numbers go through the
// engine's value formatters, so they read as on every other table.
import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatHour, formatValue } from '../../engine/values/format';
import type { HoldingRow } from './holdingsTable';

/** Spec section 9: table width, and its scroll height once it has more than 10 rows. */
const tableWidth = 2400;
const scrollHeight = 500;
const scrollAfterRows = 10;

/**
 * A figure of an hour cell: on one line (电费 such as 152447.26 broke after its fifth digit), at the
 * header's 12 px so ten digits with the decimal point fit the 90 px hour column (74 px inside the
 * small table's padding) and the 24 hours stay within the 2400 px.
 */
const figureStyle = {
  fontSize: 12,
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
} as const;

const columns: ColumnsType<HoldingRow> = [
  {
    key: 'series',
    title: '交易类型',
    dataIndex: 'tradeTypeName',
    width: 110,
    fixed: 'left',
    onCell: (row) => ({ rowSpan: row.seriesSpan }),
  },
  {
    key: 'measure',
    title: '项目',
    dataIndex: 'measure',
    width: 110,
    fixed: 'left',
    // 均价(元/MWh) on one line, as the figures beside it.
    onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
  },
  ...Array.from({ length: 24 }, (_, hour) => ({
    key: `h${hour}`,
    // 12 px keeps HH:00-HH:00 on one line within the 2400 px of the spec.
    title: <span style={{ fontSize: 12, whiteSpace: 'nowrap' }}>{formatHour(hour)}</span>,
    width: 90,
    align: 'right' as const,
    render: (_: unknown, row: HoldingRow) => (
      <span style={figureStyle}>{formatValue(row.hours[hour], { valueType: row.valueType })}</span>
    ),
  })),
];

/** The table of one unit's rows. */
export function HoldingsTable({ rows, loading }: { rows: HoldingRow[]; loading: boolean }) {
  return (
    <Table<HoldingRow>
      size="small"
      bordered
      aria-label="持仓数据"
      columns={columns}
      dataSource={rows}
      rowKey="key"
      loading={loading}
      pagination={false}
      scroll={{ x: tableWidth, ...(rows.length > scrollAfterRows ? { y: scrollHeight } : {}) }}
      locale={{ emptyText: '暂无持仓数据' }}
    />
  );
}

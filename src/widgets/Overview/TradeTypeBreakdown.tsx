// The `tradeTypeBreakdown` widget of the data panel: the enterprise's trades summed by trade type
// (bought, sold, volume, money, money over volume) as a table with a 合计 line, beside a chart of the
// volume and average price by trade type.
import { Col, Row, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ChartBlock } from '../../engine/blocks/chart/types';
import { antdColumns } from '../../engine/blocks/table/columns';
import type { Column, ValueType } from '../../engine/config/column';
import { useEngine } from '../../engine/env';
import { formatValue } from '../../engine/values/format';
import type { WidgetProps } from '../../engine/widgets';
import { averagePrice, tradesByType, type MyTrade, type TradeTypeRow } from './figures';
import { LoadedState, NoCourse, noTradesText } from './LoadedState';
import { OverviewChart } from './OverviewChart';
import { numberProp, useMyTrades, useReloadOnRoundChange } from './overviewData';

const columns: Column[] = [
  { field: 'tradeTypeName', title: '交易类型' },
  { field: 'buyVolume', title: '买入电量(MWh)', valueType: 'volume' },
  { field: 'sellVolume', title: '卖出电量(MWh)', valueType: 'volume' },
  { field: 'volume', title: '成交电量(MWh)', valueType: 'volume' },
  { field: 'money', title: '成交金额(元)', valueType: 'money' },
  { field: 'averagePrice', title: '成交均价(元/MWh)', valueType: 'price' },
];
const tableColumns = antdColumns(columns, undefined) as ColumnsType<TradeTypeRow>;

// The chart as a chart block would describe it; its rows are summed here from getMyTrades.
const chart: ChartBlock = {
  type: 'chart',
  source: { operation: 'getMyTrades' },
  x: 'tradeTypeName',
  series: [
    { field: 'volume', name: '成交电量', kind: 'column', unit: 'MWh' },
    { field: 'averagePrice', name: '成交均价', kind: 'line', unit: '元/MWh' },
  ],
};

/** The 合计 line: every trade type together, its average price again money over volume. */
function TotalLine({ rows }: { rows: TradeTypeRow[] }) {
  const sum = (field: 'buyVolume' | 'sellVolume' | 'volume' | 'money') =>
    rows.reduce((total, row) => total + row[field], 0);
  const cells: Array<[number | null, ValueType]> = [
    [sum('buyVolume'), 'volume'],
    [sum('sellVolume'), 'volume'],
    [sum('volume'), 'volume'],
    [sum('money'), 'money'],
    [averagePrice(sum('money'), sum('volume')), 'price'],
  ];
  return (
    <Table.Summary.Row>
      <Table.Summary.Cell index={0}>合计</Table.Summary.Cell>
      {cells.map(([value, valueType], i) => (
        <Table.Summary.Cell key={i} index={i + 1} align="right">
          {formatValue(value, { valueType })}
        </Table.Summary.Cell>
      ))}
    </Table.Summary.Row>
  );
}

function Breakdown({ trades }: { trades: MyTrade[] }) {
  const { theme } = useEngine();
  const rows = tradesByType(trades);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xxl={13}>
        <Table<TradeTypeRow>
          size="small"
          rowKey="tradeType"
          columns={tableColumns}
          dataSource={rows}
          pagination={false}
          scroll={{ x: 'max-content' }}
          summary={() => <TotalLine rows={rows} />}
        />
      </Col>
      <Col xs={24} xxl={11}>
        <OverviewChart
          chart={chart}
          rows={rows}
          theme={theme}
          height={300}
          label="分交易类型成交"
        />
      </Col>
    </Row>
  );
}

function TradeTypes({ courseId, enterpriseId }: { courseId: number; enterpriseId?: number }) {
  useReloadOnRoundChange();
  const state = useMyTrades(courseId, enterpriseId);
  return (
    <LoadedState state={state} isEmpty={(trades) => trades.length === 0} emptyText={noTradesText}>
      {(trades) => <Breakdown trades={trades} />}
    </LoadedState>
  );
}

/** The breakdown by trade type of the enterprise's trades (props `courseId`, `enterpriseId`). */
export default function TradeTypeBreakdownWidget({ props }: WidgetProps) {
  const courseId = numberProp(props.courseId);
  const enterpriseId = numberProp(props.enterpriseId);
  if (courseId === undefined) return <NoCourse />;
  return (
    <TradeTypes courseId={courseId} {...(enterpriseId === undefined ? {} : { enterpriseId })} />
  );
}

// The `myTrades` widget (我的交易, /user/business/:id): the current enterprise's cleared lines in the
// course, filtered by series (first from `route.query.tradeType`) and round, with totals per direction,
// the table and its Excel export. One call for every filter: the choices list what the lines hold.
import { Empty, Flex, Select, Space } from 'antd';
import { useState } from 'react';
import { BlockState } from '../../engine/BlockState';
import { ExportButton } from '../../engine/blocks/table/ExportButton';
import type { WidgetProps } from '../../engine/widgets';
import { tradeColumns } from './columns';
import { TradesTable } from './TradesTable';
import { TradeTotals } from './TradeTotals';
import { filterTrades, roundChoices, seriesChoices, seriesCode, totalsByDirection } from './trades';
import { useMyTrades } from './useMyTrades';

/** Lines per page of the table. */
const pageSize = 20;
/** Value of the 全部 choice of a filter (series and round ids are never negative). */
const all = -1;

function MyTradesView({ initialSeries }: { initialSeries: number | undefined }) {
  const { state, trades, hasCourse } = useMyTrades();
  const [series, setSeries] = useState(initialSeries);
  const [roundId, setRoundId] = useState<number>();
  const ofSeries = filterTrades(trades, { tradeType: series });
  const rounds = roundChoices(ofSeries);
  // A round of another series means nothing once the series changes: 全部 again.
  const round = rounds.some((r) => r.value === roundId) ? roundId : undefined;
  const shown = filterTrades(ofSeries, { roundId: round });
  if (!hasCourse) return <Empty description="请先进入课程，再查看我的交易" />;
  return (
    <Flex vertical gap={16}>
      <Flex wrap gap={12} align="center" justify="space-between">
        <Space wrap>
          <Select<number>
            aria-label="交易类型"
            style={{ minWidth: 160 }}
            value={series ?? all}
            options={[{ value: all, label: '全部交易类型' }, ...seriesChoices(trades, series)]}
            onChange={(v) => setSeries(v === all ? undefined : v)}
          />
          <Select<number>
            aria-label="轮次"
            style={{ minWidth: 200 }}
            value={round ?? all}
            options={[{ value: all, label: '全部轮次' }, ...rounds]}
            onChange={(v) => setRoundId(v === all ? undefined : v)}
          />
        </Space>
        <ExportButton columns={tradeColumns} rows={shown} fileName="我的交易" />
      </Flex>
      <BlockState
        state={state}
        isEmpty={() => shown.length === 0}
        emptyText={
          trades.length === 0 ? '暂无成交记录，交易出清后将在此列出' : '所选条件下暂无成交记录'
        }
      >
        {() => (
          <Flex vertical gap={16}>
            <TradeTotals totals={totalsByDirection(shown)} title="成交汇总" />
            <TradesTable columns={tradeColumns} rows={shown} label="成交明细" pageSize={pageSize} />
          </Flex>
        )}
      </BlockState>
    </Flex>
  );
}

/** The list; a new `tradeType` in the address (another menu entry) starts the filters again. */
export default function MyTradesWidget({ props }: WidgetProps) {
  const initialSeries = seriesCode(props.tradeType);
  return <MyTradesView key={String(initialSeries)} initialSeries={initialSeries} />;
}

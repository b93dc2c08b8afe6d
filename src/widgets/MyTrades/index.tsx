// The `myTrades` widget (我的交易, /user/business/:id): the current enterprise's cleared lines in the
// course, filtered by market (first from `route.query.type`, a round type), series (first from
// `route.query.tradeType`) and round, with totals per direction,
// the table and its Excel export. One call for every filter: the choices list what the lines hold.
import { Empty, Flex, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { BlockState } from '../../engine/BlockState';
import { ExportButton } from '../../engine/blocks/table/ExportButton';
import type { WidgetProps } from '../../engine/widgets';
import { tradeColumns } from './columns';
import { TradesTable } from './TradesTable';
import { TradeTotals } from './TradeTotals';
import {
  filterTrades,
  marketName,
  roundChoices,
  seriesChoices,
  seriesCode,
  totalsByDirection,
} from './trades';
import { useMyTrades } from './useMyTrades';

/** Lines per page of the table. */
const pageSize = 20;
/** Value of the 全部 choice of a filter (series and round ids are never negative). */
const all = -1;

interface Initial {
  /** The series of the address's `tradeType`. */
  series: number | undefined;
  /** The market (round type) of the address's `type`, shown as a tag the user may close. */
  market: number | undefined;
}

function MyTradesView({ initial }: { initial: Initial }) {
  const { state, trades: allTrades, hasCourse } = useMyTrades();
  const [market, setMarket] = useState(initial.market);
  const [series, setSeries] = useState(initial.series);
  const [roundId, setRoundId] = useState<number>();
  const trades = filterTrades(allTrades, { market });
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
          {market !== undefined && (
            <Tag closable onClose={() => setMarket(undefined)}>
              仅看{marketName(market) ?? `交易类型${market}`}
            </Tag>
          )}
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
          allTrades.length === 0 ? '暂无成交记录，交易出清后将在此列出' : '所选条件下暂无成交记录'
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

/** The list; a new `tradeType` or `type` in the address (another link) starts the filters again. */
export default function MyTradesWidget({ props }: WidgetProps) {
  const initial = { series: seriesCode(props.tradeType), market: seriesCode(props.type) };
  return <MyTradesView key={`${initial.series}:${initial.market}`} initial={initial} />;
}

// The teacher's three steps of a centralised-bidding round (集中竞价, type 15): open declaration, stop
// quotation, run the clearing; the card below shows who declared and, once cleared, the result.
// The status rules are docs/market-rules.md's round life cycle.
import { formatValue } from '../../engine/values/format';
import { callStep, stepHeaders } from './callStep';
import { clearedPriceText, type ClearedTotals } from './clearedPrice';
import { CenterTradeRoundCard } from './CenterTradeRoundCard';
import { ended, openStep } from './openStep';
import type { MarketSteps, RoundStep } from './types';

/** The round type these steps apply to (集中竞价). */
export const centralBiddingType = 15;

/** The line shown after a clearing: volume, average price (`-` without trades) and trade count. */
export function clearingSummaryText(roundName: string, summary: ClearedTotals): string {
  const volume = formatValue(summary.clearedVolume, { valueType: 'volume' });
  const price = clearedPriceText(summary);
  return `「${roundName}」出清完成：成交电量 ${volume} MWh，成交均价 ${price}，成交 ${summary.tradeCount} 笔`;
}

const open = openStep({
  confirm: (r) => `开启后学员即可看到「${r.name}」并开始申报，确定开启吗？`,
  stopped: '已停止报价，不能重新开启',
});

const stop: RoundStep = {
  key: 'stop',
  label: '停止报价',
  confirm: (r) => `停止后学员不能再提交或修改「${r.name}」的申报，确定停止报价吗？`,
  done: '已停止报价',
  blockedReason: (r) =>
    ended(r) ?? (r.status === 2 ? '该轮次已停止报价' : r.hidden ? '请先开启申报' : null),
  run: (api, r) =>
    callStep(() =>
      api.POST('/api/app/round/StopPriceTeach', { body: { roundId: r.id }, headers: stepHeaders }),
    ),
};

const clear: RoundStep = {
  key: 'clear',
  label: '出清',
  confirm: (r) =>
    `将按已提交的申报对「${r.name}」执行集中竞价出清，出清后轮次结束且不能撤回，确定出清吗？`,
  done: '出清完成，结果显示在下方',
  danger: true,
  blockedReason: (r) => ended(r) ?? (r.status === 2 ? null : '请先停止报价，再出清'),
  run: (api, r) =>
    callStep(
      () =>
        api.POST('/api/app/centerTrade/openCenterEngine', {
          body: { roundId: r.id },
          headers: stepHeaders,
        }),
      (summary) => clearingSummaryText(r.name, summary),
    ),
};

/** Centralised bidding's part of the teacher page, with the clearing result once cleared. */
export const centerTradeSteps: MarketSteps = {
  serves: (round) => round.type === centralBiddingType,
  steps: [open, stop, clear],
  DetailCard: CenterTradeRoundCard,
};

// The teacher's three steps of a centralised-bidding round (issue 8): open declaration, stop quotation,
// run the clearing. Which step a round's state allows and the words the page says are pure data here,
// so the rules are tested without drawing a page.
import type { components } from '../api/schema.gen';
import { formatValue } from '../engine/values/format';
import { roundStatusLabel } from '../machines/roundStatus';

/** A round as the teacher sees it: the contract's round and whether trainees can see it yet. */
export type AdminRound = components['schemas']['Round'] & {
  /** Not opened yet: only the teacher lists it (a new round starts hidden). */
  hidden: boolean;
};

/** The three steps, in order. */
export type StepKey = 'open' | 'stop' | 'clear';

/** What the page shows for one step. */
export interface StepSpec {
  key: StepKey;
  /** Button text and confirm title. */
  label: string;
  /** Confirm dialog text: what happens to the round. */
  confirm: (roundName: string) => string;
  /** Toast after success. */
  done: string;
}

/** The only round type these steps apply to (集中竞价). */
export const centralBiddingType = 15;

/** The steps in the order a round goes through them. */
export const roundSteps: readonly StepSpec[] = [
  {
    key: 'open',
    label: '开启申报',
    confirm: (name) => `开启后学员即可看到「${name}」并开始申报，确定开启吗？`,
    done: '已开启申报',
  },
  {
    key: 'stop',
    label: '停止报价',
    confirm: (name) => `停止后学员不能再提交或修改「${name}」的申报，确定停止报价吗？`,
    done: '已停止报价',
  },
  {
    key: 'clear',
    label: '出清',
    confirm: (name) =>
      `将按已提交的申报对「${name}」执行集中竞价出清，出清后轮次结束且不能撤回，确定出清吗？`,
    done: '出清完成',
  },
];

/**
 * Why a step cannot run now, or null when it can. Open needs a hidden or status-1 round (0 is already
 * open); stop needs an opened round still declaring (0/1); clearing needs quotation stopped (2).
 */
export function stepBlockedReason(key: StepKey, round: AdminRound): string | null {
  if (round.type !== centralBiddingType) return '仅集中竞价轮次支持此操作';
  if (round.status === 3) return '该轮次已结束';
  switch (key) {
    case 'open':
      if (round.status === 2) return '已停止报价，不能重新开启';
      return round.hidden || round.status === 1 ? null : '该轮次已开启申报';
    case 'stop':
      if (round.status === 2) return '该轮次已停止报价';
      return round.hidden ? '请先开启申报' : null;
    case 'clear':
      return round.status === 2 ? null : '请先停止报价，再出清';
  }
}

/** The status tag text: '未开启' for a hidden round, the contract's status label otherwise. */
export function adminStatusLabel(round: AdminRound): string {
  return round.hidden ? '未开启' : roundStatusLabel(round.status);
}

/** The status tag colour, following the trainee tables (green declaring, orange stopped). */
export function adminStatusColor(round: AdminRound): string {
  if (round.hidden) return 'default';
  const colours: Record<number, string> = { 0: 'green', 1: 'green', 2: 'orange', 3: 'blue' };
  return colours[round.status] ?? 'default';
}

/** The line shown after a clearing: volume, average price and trade count of the summary. */
export function clearingSummaryText(
  roundName: string,
  summary: { clearedVolume: number; averagePrice: number; tradeCount: number },
): string {
  const volume = formatValue(summary.clearedVolume, { valueType: 'volume' });
  const price = formatValue(summary.averagePrice, { valueType: 'price' });
  return `「${roundName}」出清完成：成交电量 ${volume} MWh，成交均价 ${price} 元/MWh，成交 ${summary.tradeCount} 笔`;
}

// How the trading calendar names a round's market, cycle and status (docs/market-rules.md, "Rounds
// and their trading periods").
import type { Round } from '../../machines/courseState';
import { roundMessages } from '../../machines/messages';
import { roundStatusLabel } from '../../machines/roundStatus';
import { cycleLabels } from '../../engine/values/format';
import type { TagState } from '../../engine/values/stateTag';

const marketNames: Record<number, string> = {
  1: '双边协商',
  3: '滚动撮合',
  11: '日前现货',
  15: '集中竞价',
};

/** E.g. 省间集中竞价, 省内滚动撮合. */
export function marketName(round: Round): string {
  const market =
    round.type === 3 && round.cycle === 3 ? '分时段滚动撮合' : (marketNames[round.type] ?? '交易');
  return `${round.isInterProvincial ? '省间' : '省内'}${market}`;
}

const shortMarketNames: Record<number, string> = { 1: '双边', 3: '滚动', 11: '现货', 15: '竞价' };

/** A day cell's label, at most four characters: 竞价, 分时滚动, 省间现货. */
export function shortMarketName(round: Round): string {
  const market =
    round.type === 3 && round.cycle === 3 ? '分时' : (shortMarketNames[round.type] ?? '交易');
  return `${round.isInterProvincial ? '省间' : ''}${market}`;
}

/** 月度, 多日 or 日. */
export const cycleName = (round: Round): string => cycleLabels[round.cycle] ?? '';

/** A status tag: its text and state (stateTag.ts gives the state's colours). */
export interface StatusTag {
  text: string;
  state: TagState;
}

/** Each round status's tag. */
export const statuses: Record<number, StatusTag> = {
  0: { text: roundMessages.status[0], state: 'positive' },
  1: { text: roundMessages.status[1], state: 'info' },
  2: { text: roundMessages.status[2], state: 'pending' },
  3: { text: roundMessages.status[3], state: 'neutral' },
};

/** The status tag's text and state, in the round type's words (a stopped spot round: 停止申报). */
export function statusTag(round: Round): StatusTag {
  const tag = statuses[round.status];
  return tag
    ? { ...tag, text: roundStatusLabel(round.status, round.type) }
    : { text: '未知状态', state: 'neutral' };
}

/**
 * The legend's tags: each status once, in every wording the course's rounds use for it (停止报价／停止申报
 * when the course has day-ahead spot rounds beside others).
 */
export function legendTags(rounds: readonly Round[]): StatusTag[] {
  return Object.entries(statuses).map(([status, tag]) => {
    const texts = new Set(rounds.map((r) => roundStatusLabel(Number(status), r.type)));
    return { ...tag, text: texts.size === 0 ? tag.text : [...texts].join('／') };
  });
}

import { describe, expect, it } from 'vitest';
import { courseIdParam, defaultRound } from '../../src/admin/AdminCoursePage';
import { adminStatusLabel } from '../../src/admin/roundTags';
import { stepsFor } from '../../src/admin/steps';
import { bilateralSteps } from '../../src/admin/steps/bilateral';
import { centerTradeSteps, clearingSummaryText } from '../../src/admin/steps/centerTrade';
import { clearedPriceText } from '../../src/admin/steps/clearedPrice';
import type { AdminRound } from '../../src/admin/steps/types';
import { responseFixtures } from '../../src/api/testing/fixtures';
import { roundPeriod } from '../../src/widgets/RoundSelector/roundFilter';

const round = (change: Partial<AdminRound>): AdminRound => ({
  ...responseFixtures.Round,
  hidden: false,
  ...change,
});

/** Why the centralised-bidding step `key` is blocked for the round. */
function stepBlockedReason(key: string, r: AdminRound): string | null {
  const step = centerTradeSteps.steps.find((s) => s.key === key);
  if (!step) throw new Error(`no step ${key}`);
  return step.blockedReason(r);
}

describe('teacher step rules', () => {
  it('gives the reason a step is blocked, in Chinese', () => {
    expect(stepBlockedReason('open', round({ status: 0 }))).toBe('该轮次已开启申报');
    // A visible round at status 1 (申报中) already takes declarations: opening it changes nothing.
    expect(stepBlockedReason('open', round({ status: 1 }))).toBe('该轮次已开启申报');
    expect(stepBlockedReason('open', round({ status: 1, hidden: true }))).toBeNull();
    expect(stepBlockedReason('open', round({ status: 0, hidden: true }))).toBeNull();
    expect(stepBlockedReason('open', round({ status: 2 }))).toBe('已停止报价，不能重新开启');
    expect(stepBlockedReason('stop', round({ status: 0, hidden: true }))).toBe('请先开启申报');
    expect(stepBlockedReason('stop', round({ status: 1 }))).toBeNull();
    expect(stepBlockedReason('stop', round({ status: 2 }))).toBe('该轮次已停止报价');
    expect(stepBlockedReason('clear', round({ status: 0 }))).toBe('请先停止报价，再出清');
    expect(stepBlockedReason('clear', round({ status: 2 }))).toBeNull();
    expect(stepBlockedReason('clear', round({ status: 3 }))).toBe('该轮次已结束');
  });

  it('gives a round the steps of its market', () => {
    expect(stepsFor(round({ type: 15 }))).toBe(centerTradeSteps);
    expect(stepsFor(round({ type: 1 }))).toBe(bilateralSteps);
  });

  it("labels hidden rounds 未开启 and others by their status, in their round type's words", () => {
    expect(adminStatusLabel(round({ hidden: true }))).toBe('未开启');
    expect(adminStatusLabel(round({ status: 2 }))).toBe('停止报价');
    // A day-ahead spot round stops declaration (its step is 停止申报).
    expect(adminStatusLabel(round({ type: 11, status: 2 }))).toBe('停止申报');
    expect(adminStatusLabel(round({ type: 11, status: 0 }))).toBe('交易中');
  });

  it('keeps 开启申报 for hidden rounds only in every market, saying why otherwise', () => {
    for (const type of [1, 3, 11, 15] as const) {
      const open = stepsFor(round({ type }))?.steps.find((s) => s.key === 'open');
      expect(open?.blockedReason(round({ type, status: 1 }))).toBe('该轮次已开启申报');
      expect(open?.blockedReason(round({ type, status: 1, hidden: true }))).toBeNull();
    }
  });

  it('reads a course id only from a positive whole number in the address', () => {
    expect(courseIdParam('12')).toBe(12);
    for (const bad of ['abc', '', undefined, '0', '-3', '1.5', '1e3', ' 7', '99999999999999999'])
      expect(courseIdParam(bad)).toBeNull();
  });

  it('writes the period by cycle (a monthly round shows no day, though the server sends day 1)', () => {
    expect(roundPeriod(round({ cycle: 1, year: 2026, month: 3, day: 1 }))).toBe('2026年3月');
    expect(roundPeriod(round({ cycle: 2, year: 2026, month: 3, startDay: 10, endDay: 16 }))).toBe(
      '2026年3月10日-16日',
    );
    expect(roundPeriod(round({ cycle: 3, year: 2026, month: 3, day: 15 }))).toBe('2026年3月15日');
  });

  it('picks the first round with teacher steps not ended, else the first round', () => {
    const ended = round({ id: 1, status: 3 });
    const bilateralEnded = round({ id: 2, type: 1, status: 3 });
    const open = round({ id: 3, type: 1 });
    expect(defaultRound([ended, bilateralEnded, open])?.id).toBe(3);
    expect(defaultRound([ended, bilateralEnded])?.id).toBe(1);
    expect(defaultRound([])).toBeNull();
  });

  it('summarises a clearing with two decimals', () => {
    expect(
      clearingSummaryText('3月集中竞价', {
        clearedVolume: 100,
        averagePrice: 380.456,
        tradeCount: 4,
      }),
    ).toBe('「3月集中竞价」出清完成：成交电量 100.00 MWh，成交均价 380.46 元/MWh，成交 4 笔');
  });

  it('gives a clearing that traded nothing no price (「-」, not 0.00 元/MWh)', () => {
    const nothing = { clearedVolume: 0, averagePrice: 0, tradeCount: 0 };
    expect(clearingSummaryText('3月集中竞价', nothing)).toBe(
      '「3月集中竞价」出清完成：成交电量 0.00 MWh，成交均价 -，成交 0 笔',
    );
    expect(clearedPriceText(nothing)).toBe('-');
  });
});

// What the teacher's 新建集中竞价轮次 form proposes and sends: a suggested name and period, and the
// createRound body. Pure, so the naming and defaults are tested without drawing the form.
import type { components } from '../api/schema.gen';
import { centralBiddingType } from './steps/centerTrade';
import type { AdminRound } from './steps/types';

/** The contract's body for a new round. */
export type RoundInput = components['schemas']['RoundInput'];

/** The form's fields. */
export interface NewRoundFields {
  name: string;
  isInterProvincial: boolean;
  cycle: 1 | 2 | 3;
  year: number;
  month: number;
  /** 日 cycle: the trading day. */
  day?: number;
  /** 多日 cycle: first and last day. */
  startDay?: number;
  endDay?: number;
  enableQuota: boolean;
}

/** Days in a month (month 1-12). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The month after the course's latest round (the usual next round), or this month without rounds. */
export function nextPeriod(
  rounds: readonly AdminRound[],
  today = new Date(),
): { year: number; month: number } {
  const latest = rounds.reduce<number | null>((max, r) => {
    const key = r.year * 12 + (r.month - 1);
    return max === null || key > max ? key : max;
  }, null);
  if (latest === null) return { year: today.getFullYear(), month: today.getMonth() + 1 };
  const next = latest + 1;
  return { year: Math.floor(next / 12), month: (next % 12) + 1 };
}

/** The name the form suggests, in the demo course's style: 2026年6月省内集中竞价. */
export function suggestedName(f: Omit<NewRoundFields, 'name' | 'enableQuota'>): string {
  const scope = f.isInterProvincial ? '省间' : '省内';
  const period =
    f.cycle === 3
      ? `${f.year}年${f.month}月${f.day ?? 1}日`
      : f.cycle === 2
        ? `${f.year}年${f.month}月${f.startDay ?? 1}-${f.endDay ?? daysInMonth(f.year, f.month)}日`
        : `${f.year}年${f.month}月`;
  return `${period}${scope}集中竞价`;
}

/** The createRound body of the filled form: days only for the cycles that have them. */
export function roundInput(courseId: number, f: NewRoundFields): RoundInput {
  const days =
    f.cycle === 3
      ? { day: f.day ?? 1, startDay: f.day ?? 1, endDay: f.day ?? 1 }
      : f.cycle === 2
        ? { startDay: f.startDay ?? 1, endDay: f.endDay ?? daysInMonth(f.year, f.month) }
        : {};
  return {
    courseId,
    name: f.name.trim(),
    type: centralBiddingType,
    cycle: f.cycle,
    year: f.year,
    month: f.month,
    isInterProvincial: f.isInterProvincial,
    enableQuota: f.enableQuota,
    ...days,
  };
}

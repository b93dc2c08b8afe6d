// What the teacher's round form proposes and sends: a suggested name and period, the fields a round
// type allows, and the createRound / updateRound body. Pure, so the naming and defaults are tested
// without drawing the form.
import type { components } from '../api/schema.gen';
import { ruleOf, type RoundCycle, type RoundType } from './round/roundTypes';
import { nextFreeSpotDay } from './round/spotDay';
import type { AdminRound } from './steps/types';

/** The contract's body for a new or changed round. */
export type RoundInput = components['schemas']['RoundInput'];

/** The form's fields. */
export interface NewRoundFields {
  name: string;
  type: RoundType;
  isInterProvincial: boolean;
  cycle: RoundCycle;
  year: number;
  month: number;
  /** 日 cycle: the trading day. */
  day?: number;
  /** 多日 cycle: first and last day. */
  startDay?: number;
  endDay?: number;
  enableQuota: boolean;
  enableScuc: boolean;
}

/** The course's period as the contract gives it (date-time strings, read by their calendar date). */
export interface CoursePeriod {
  startDate?: string;
  endDate?: string;
}

/** Days in a month (month 1-12). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Months since year 0 of a "YYYY-MM…" date as written, or null. */
function monthKey(date: string | undefined): number | null {
  const match = /^(\d{4})-(\d{2})/.exec(date ?? '');
  return match ? Number(match[1]) * 12 + Number(match[2]) - 1 : null;
}

/** 2026年4月 of a month key. */
export function monthLabel(key: number): string {
  return `${Math.floor(key / 12)}年${(key % 12) + 1}月`;
}

/** Why a round's year or month lies outside its course, on the field that says so. */
export interface PeriodProblem {
  field: 'year' | 'month';
  message: string;
}

/**
 * Where (year, month) falls outside the course's months, worded as the server words it: on the year
 * when that year has no month of the course, else on the month; null inside, or for a course without
 * dates (docs/market-rules.md, "Rounds and their trading periods").
 */
export function periodProblem(
  course: CoursePeriod | null,
  year: number,
  month: number,
): PeriodProblem | null {
  const first = monthKey(course?.startDate);
  const last = monthKey(course?.endDate);
  if (first === null || last === null) return null;
  const key = year * 12 + month - 1;
  if (key >= first && key <= last) return null;
  const message = `轮次的交易月份应在课程期间（${monthLabel(first)}至${monthLabel(last)}）内`;
  const inYears = year >= Math.floor(first / 12) && year <= Math.floor(last / 12);
  return { field: inYears ? 'month' : 'year', message };
}

/** The course's period as the form shows it beside the month: 课程期间：2026年4月至2026年6月. */
export function coursePeriodText(course: CoursePeriod | null): string | null {
  const first = monthKey(course?.startDate);
  const last = monthKey(course?.endDate);
  return first === null || last === null
    ? null
    : `课程期间：${monthLabel(first)}至${monthLabel(last)}`;
}

/**
 * The period a new round proposes: the month after the course's latest round, kept inside the
 * course's period; without rounds the course's first month (this month when the course has no dates).
 */
export function nextPeriod(
  rounds: readonly AdminRound[],
  course: CoursePeriod | null,
  today = new Date(),
): { year: number; month: number } {
  const latest = rounds.reduce<number | null>((max, r) => {
    const key = r.year * 12 + (r.month - 1);
    return max === null || key > max ? key : max;
  }, null);
  const start = monthKey(course?.startDate);
  const end = monthKey(course?.endDate);
  let key = latest !== null ? latest + 1 : (start ?? today.getFullYear() * 12 + today.getMonth());
  if (end !== null && key > end) key = end;
  if (start !== null && key < start) key = start;
  return { year: Math.floor(key / 12), month: (key % 12) + 1 };
}

/** The name the form suggests, in the demo course's style: 2026年6月省内集中竞价. */
export function suggestedName(
  f: Omit<NewRoundFields, 'name' | 'enableQuota' | 'enableScuc'>,
): string {
  const period =
    f.cycle === 3
      ? `${f.year}年${f.month}月${f.day ?? 1}日`
      : f.cycle === 2
        ? `${f.year}年${f.month}月${f.startDay ?? 1}-${f.endDay ?? daysInMonth(f.year, f.month)}日`
        : `${f.year}年${f.month}月`;
  return `${period}${ruleOf(f.type).title(f.isInterProvincial, f.cycle)}`;
}

/**
 * The fields after the type changed: a cycle and scope the type has, and its flags only where they
 * apply (a spot round has no quotas, only spot has unit commitment).
 */
export function fitToType(f: NewRoundFields): NewRoundFields {
  const rule = ruleOf(f.type);
  return {
    ...f,
    cycle: rule.cycles.includes(f.cycle) ? f.cycle : (rule.cycles[0] ?? 1),
    isInterProvincial: rule.interProvincial && f.isInterProvincial,
    enableQuota: rule.quota && f.enableQuota,
    enableScuc: rule.scuc && f.enableScuc,
  };
}

/**
 * The fields with the days their cycle needs filled in, as the suggested name reads them: a daily
 * round's day (a day-ahead round's the next day without one among `others`, else the 1st), a
 * multi-day round's whole month. Days already chosen stay.
 */
export function withDays(f: NewRoundFields, others: readonly AdminRound[]): NewRoundFields {
  // A cleared year or month (the form asks for it) proposes nothing yet.
  if (!f.year || !f.month) return f;
  const last = daysInMonth(f.year, f.month);
  if (f.cycle === 3 && f.day == null) {
    const day = f.type === 11 ? nextFreeSpotDay(others, f.year, f.month, last) : 1;
    return { ...f, day };
  }
  if (f.cycle === 2 && (f.startDay == null || f.endDay == null)) {
    return { ...f, startDay: f.startDay ?? 1, endDay: f.endDay ?? last };
  }
  return f;
}

/** The form's fields of a round being edited. */
export function fieldsOfRound(round: AdminRound): NewRoundFields {
  const days =
    round.cycle === 3
      ? { day: round.day ?? round.startDay ?? 1 }
      : round.cycle === 2
        ? {
            startDay: round.startDay ?? 1,
            endDay: round.endDay ?? daysInMonth(round.year, round.month),
          }
        : {};
  return {
    name: round.name,
    type: round.type,
    isInterProvincial: round.isInterProvincial,
    cycle: round.cycle,
    year: round.year,
    month: round.month,
    enableQuota: round.enableQuota ?? false,
    enableScuc: round.enableScuc ?? false,
    ...days,
  };
}

/** The createRound / updateRound body of the filled form: days only for the cycles that have them. */
export function roundInput(courseId: number, f: NewRoundFields): RoundInput {
  const fitted = fitToType(f);
  const days =
    fitted.cycle === 3
      ? { day: f.day ?? 1, startDay: f.day ?? 1, endDay: f.day ?? 1 }
      : fitted.cycle === 2
        ? { startDay: f.startDay ?? 1, endDay: f.endDay ?? daysInMonth(f.year, f.month) }
        : {};
  return {
    courseId,
    name: f.name.trim(),
    type: fitted.type,
    cycle: fitted.cycle,
    year: f.year,
    month: f.month,
    isInterProvincial: fitted.isInterProvincial,
    enableQuota: fitted.enableQuota,
    enableScuc: fitted.enableScuc,
    ...days,
  };
}

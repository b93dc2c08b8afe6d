// When each round of a course trades, for the trading calendar (docs/market-rules.md, "Rounds and
// their trading periods"): a monthly round (cycle 1) covers the months it lists, a multi-day round (cycle 2) the days
// startDay..endDay of its month, a daily round (cycle 3) its one day. Sessions of a rolling round
// (those with a parent) trade within their parent's period and are shown through it.
import type { Round } from '../../machines/courseState';

/** A calendar day as the calendar keys it, `YYYY-MM-DD`. */
export type DayKey = string;
/** A calendar month, `YYYY-MM`. */
export type MonthKey = string;

const two = (n: number) => String(n).padStart(2, '0');

export const monthKey = (year: number, month: number): MonthKey => `${year}-${two(month)}`;
export const dayKey = (year: number, month: number, day: number): DayKey =>
  `${monthKey(year, month)}-${two(day)}`;

/** Days in a month (month 1–12). */
function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The rounds the calendar shows: those of their own, not a rolling round's sessions. */
export function calendarRounds(rounds: readonly Round[]): Round[] {
  return rounds.filter((r) => r.parentId === null || r.parentId === undefined);
}

/** True for a round that trades a whole month (listed by month, not on each day). */
export const isMonthly = (round: Round): boolean => round.cycle === 1;

/** The months a monthly round covers (its `months`, else its own month). */
export function monthsOf(round: Round): MonthKey[] {
  const months = round.months && round.months.length > 0 ? round.months : [round.month];
  return months.map((m) => monthKey(round.year, m));
}

/** The days a multi-day or daily round covers, clipped to its month; none for a monthly round. */
export function daysOf(round: Round): DayKey[] {
  if (isMonthly(round)) return [];
  const last = daysIn(round.year, round.month);
  // A day the server left out: the month's first (start, a daily round) or last (end) day.
  const clip = (d: number | undefined, missing: number) =>
    Math.min(Math.max(d ?? missing, 1), last);
  const [first, end] =
    round.cycle === 2
      ? [clip(round.startDay, 1), clip(round.endDay, last)]
      : [clip(round.day, 1), clip(round.day, 1)];
  const days: DayKey[] = [];
  for (let d = first; d <= end; d++) days.push(dayKey(round.year, round.month, d));
  return days;
}

/** The rounds trading on each day (multi-day and daily rounds), in the course's order. */
export function roundsByDay(rounds: readonly Round[]): Map<DayKey, Round[]> {
  const byDay = new Map<DayKey, Round[]>();
  for (const round of calendarRounds(rounds))
    for (const day of daysOf(round)) byDay.set(day, [...(byDay.get(day) ?? []), round]);
  return byDay;
}

/** The monthly rounds of each month, in the course's order. */
export function monthlyRounds(rounds: readonly Round[]): Map<MonthKey, Round[]> {
  const byMonth = new Map<MonthKey, Round[]>();
  for (const round of calendarRounds(rounds).filter(isMonthly))
    for (const month of monthsOf(round)) byMonth.set(month, [...(byMonth.get(month) ?? []), round]);
  return byMonth;
}

/** The day the calendar opens on: the first day of the current round's period, else of the first round's. */
export function openingDay(rounds: readonly Round[], current: Round | null): DayKey | null {
  const round = current ?? calendarRounds(rounds)[0];
  if (!round) return null;
  return daysOf(round)[0] ?? `${monthsOf(round)[0]}-01`;
}

// One day-ahead round (type 11) holds a whole trading day (pre-clearing, the inter-provincial session,
// the formal clearing), so a course has at most one per day; the server refuses a second
// (docs/market-rules.md, "Rounds and their trading periods"). The form says so at the day field
// before sending, and proposes the next free day.
import type { AdminRound } from '../steps/types';

const SPOT_TYPE = 11;

/** A calendar day of the course's year. */
export interface TradingDay {
  year: number;
  month: number;
  day: number;
}

/** The days a round delivers on: a daily round its day, others their start to end day. */
function daysOf(round: AdminRound): { first: number; last: number } {
  if (round.cycle === 3) {
    const day = round.day ?? round.startDay ?? 1;
    return { first: day, last: day };
  }
  return { first: round.startDay ?? 1, last: round.endDay ?? 31 };
}

/** The course's day-ahead round on `day`, other than the one being edited. */
export function spotRoundOn(
  rounds: readonly AdminRound[],
  { year, month, day }: TradingDay,
  editingId: number | null,
): AdminRound | undefined {
  return rounds.find((r) => {
    if (r.type !== SPOT_TYPE || r.id === editingId || r.year !== year || r.month !== month) {
      return false;
    }
    const { first, last } = daysOf(r);
    return first <= day && day <= last;
  });
}

/** The refusal at the day field, worded as the server words it. */
export function spotDayTakenMessage({ year, month, day }: TradingDay, taken: AdminRound): string {
  return (
    `${year}年${month}月${day}日已有现货轮次「${taken.name}」：` +
    '一个现货轮次包含当日的预出清、省间现货和正式出清，同一交易日不能再建第二个'
  );
}

/** The first day of the month after its last day-ahead round that has none; 1 when it has none. */
export function nextFreeSpotDay(
  rounds: readonly AdminRound[],
  year: number,
  month: number,
  lastDayOfMonth: number,
): number {
  const taken = rounds
    .filter((r) => r.type === SPOT_TYPE && r.year === year && r.month === month)
    .map((r) => daysOf(r).last);
  let day = taken.length > 0 ? Math.max(...taken) + 1 : 1;
  if (day > lastDayOfMonth) day = 1;
  while (day <= lastDayOfMonth && spotRoundOn(rounds, { year, month, day }, null)) day += 1;
  return Math.min(day, lastDayOfMonth);
}

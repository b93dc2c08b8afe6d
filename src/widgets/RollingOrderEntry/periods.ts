// The books of a type-3 round: one per time segment (monthly and multi-day rounds) or one per hour
// (time-segmented rounds, cycle 3), and the best price of a side of one book.
import { formatHour } from '../../engine/values/format';

/** Which field names a book's period in orders and depth rows. */
export type PeriodField = 'objId' | 'timeId';

/** One book a trainee can trade in. */
export interface Period {
  value: number;
  label: string;
}

/** Time-segmented rounds trade per hour, the others per segment. */
export function periodFieldOf(cycle: number): PeriodField {
  return cycle === 3 ? 'timeId' : 'objId';
}

/** The 24 hours of a time-segmented round. */
export const hourPeriods: Period[] = Array.from({ length: 24 }, (_, hour) => ({
  value: hour,
  label: formatHour(hour),
}));

/** A depth row of getBuyOrders / getSellOrders as the widget reads it. */
export interface DepthRow {
  objId?: number | null;
  timeId?: number | null;
  price: number;
  volume: number;
}

/** The best level of one side in one book: highest bid or lowest ask; undefined for an empty side. */
export function bestLevel(
  rows: readonly DepthRow[],
  field: PeriodField,
  period: number | undefined,
  side: 'bid' | 'ask',
): DepthRow | undefined {
  if (period === undefined) return undefined;
  const levels = rows.filter((r) => r[field] === period);
  return levels.reduce<DepthRow | undefined>((best, r) => {
    if (!best) return r;
    return (side === 'bid' ? r.price > best.price : r.price < best.price) ? r : best;
  }, undefined);
}

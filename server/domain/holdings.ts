// An enterprise's holdings (持仓): its cleared contracts spread over the 24 hours of the day, per
// trading unit and trade series, with the total. Centralised bidding and day-ahead spot store their
// results in clearing_result (spot per hour: its timeId is the hour, not a segment); rolling-matching
// and bilateral contracts are stored there as well.
import { contractRowsQuery, deliveryDays, isInterProvincial, seriesOf } from './contractRows';
import type { Db } from './db';
import { parseIntList } from './db';
import { round2 } from './gridDispatch';

/** Series code: the round type, plus 100 between provinces; 0 is the total. */
export const totalSeries = 0;
const seriesNames: Record<number, string> = {
  0: '合计',
  1: '省内双边协商',
  3: '省内滚动撮合',
  11: '省内现货',
  15: '省内集中竞价',
  101: '省间双边协商',
  103: '省间滚动撮合',
  111: '省间现货',
  115: '省间集中竞价',
};

/** The name of a trade series (holdings' tradeTypeName, settlement's line items). */
export function seriesName(series: number): string {
  return seriesNames[series] ?? `交易类型${series}`;
}

/** What is asked: the enterprise, and optionally a month, a day and a market (province key). */
export interface HoldingQuery {
  courseId: number;
  enterpriseId: number;
  month?: number;
  day?: number;
  /** -1 inter-provincial series only; a province key: provincial series of that province only. */
  province?: number;
}

/** One cleared contract slice: a unit (or the retailer) in one hour of the day. */
export interface HourSlice {
  series: number;
  unitId: number;
  unitName: string;
  hour: number;
  /** MWh: over the whole delivery period, or on the asked day. */
  volume: number;
  money: number;
  month: number;
  year: number;
  /** The delivery: from this day of the month, for this many days (settlement spreads by day). */
  firstDay: number;
  days: number;
  /** Cleared for the enterprise as a whole (no unit named): unitId is then the enterprise's id. */
  enterpriseLevel: boolean;
}

/**
 * The cleared slices of an enterprise: each segment's volume is spread evenly over the segment's
 * hours; with a day, only rounds delivering on that day count, each by one day's share. Sellers'
 * sales and buyers' purchases are positive, trades the other way negative.
 */
export async function holdingSlices(db: Db, q: HoldingQuery): Promise<HourSlice[]> {
  const enterprise = await db
    .selectFrom('enterprise')
    .select(['id', 'name', 'province', 'isBuyer'])
    .where('id', '=', q.enterpriseId)
    .executeTakeFirstOrThrow();
  let query = contractRowsQuery(db, q.courseId, q.enterpriseId);
  if (q.month !== undefined) query = query.where('clearing_result.month', '=', q.month);
  const [rows, segments] = await Promise.all([
    query.orderBy('clearing_result.id').execute(),
    db
      .selectFrom('object_solution')
      .select(['itemId', 'hours'])
      .where('courseId', '=', q.courseId)
      .execute(),
  ]);
  const hoursOf = new Map(segments.map((s) => [s.itemId, parseIntList(s.hours)]));
  const ownSide = enterprise.isBuyer ? 0 : 1;
  return rows.flatMap((r) => {
    const series = seriesOf(r);
    const inter = isInterProvincial(r);
    if (q.province === -1 && !inter) return [];
    if (
      q.province !== undefined &&
      q.province !== -1 &&
      (inter || q.province !== enterprise.province)
    )
      return [];
    const { firstDay: first, lastDay } = deliveryDays(r);
    const days = lastDay - first + 1;
    if (q.day !== undefined && (q.day < first || q.day >= first + days)) return [];
    // Day-ahead spot rows are already hourly (timeId = hour); the others name a time segment.
    const hours = r.type === 11 ? [r.timeId] : (hoursOf.get(r.timeId) ?? []);
    const sign = r.direction === ownSide ? 1 : -1;
    const share = (sign * r.volume) / Math.max(1, hours.length) / (q.day === undefined ? 1 : days);
    return hours.map((hour) => ({
      series,
      unitId: r.unitId ?? enterprise.id,
      unitName: r.unitName ?? enterprise.name,
      hour,
      volume: share,
      money: share * r.price,
      month: r.month,
      year: r.year,
      firstDay: first,
      days,
      enterpriseLevel: r.unitId === null,
    }));
  });
}

/** A contract DealVolumeAndPrice. */
interface DealView {
  unitId: number;
  unitName: string;
  timeId: number;
  volume: number;
  price: number;
  money: number;
  month?: number;
  day?: number;
}

/** The id holdings name the enterprise as a whole by: trades of no unit (a retailer's, rolling, bilateral). */
export const wholeEnterpriseUnitId = 0;

/** A slice's trading unit in holdings: its unit, or the enterprise as a whole (never a unit's id). */
export function holdingUnitId(slice: Pick<HourSlice, 'unitId' | 'enterpriseLevel'>): number {
  return slice.enterpriseLevel ? wholeEnterpriseUnitId : slice.unitId;
}

/** The slices grouped by series (total first), unit and hour; every unit gets all 24 hours. */
export function holdingsBySeries(slices: readonly HourSlice[], q: HoldingQuery) {
  const units = [...new Map(slices.map((s) => [holdingUnitId(s), s.unitName]))];
  const table = (pickSeries: (s: HourSlice) => boolean): DealView[] =>
    units.flatMap(([unitId, unitName]) =>
      Array.from({ length: 24 }, (_, hour) => {
        const mine = slices.filter(
          (s) => pickSeries(s) && holdingUnitId(s) === unitId && s.hour === hour,
        );
        const volume = mine.reduce((s, x) => s + x.volume, 0);
        const money = mine.reduce((s, x) => s + x.money, 0);
        return {
          unitId,
          unitName,
          timeId: hour,
          volume: Math.round(volume * 1e4) / 1e4,
          price: volume === 0 ? 0 : round2(money / volume),
          money: round2(money),
          ...(q.month === undefined ? {} : { month: q.month }),
          ...(q.day === undefined ? {} : { day: q.day }),
        };
      }),
    );
  if (slices.length === 0) return [];
  const series = [...new Set(slices.map((s) => s.series))].sort((a, b) => a - b);
  return [totalSeries, ...series].map((code) => ({
    tradeType: code,
    tradeTypeName: seriesName(code),
    longDealVolumeAndPrice: table((s) => code === totalSeries || s.series === code),
  }));
}

/**
 * Net contract power per hour (MW): with a day, that day's MWh in each hour; without, the month's
 * MWh in each hour divided by the days of the month.
 */
export function netPowerByHour(slices: readonly HourSlice[], q: HoldingQuery) {
  return Array.from({ length: 24 }, (_, hour) => ({
    timeId: hour,
    volume: round2(
      slices
        .filter((s) => s.hour === hour)
        .reduce(
          (sum, s) =>
            sum +
            (q.day === undefined
              ? s.volume / new Date(Date.UTC(s.year, s.month, 0)).getUTCDate()
              : s.volume),
          0,
        ),
    ),
  }));
}

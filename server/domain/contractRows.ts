// An enterprise's cleared contracts in a course, as every market stores them in clearing_result (one
// row per round, month, unit, direction and time segment, or hour for day-ahead spot), with what the
// readers need of the round and unit. Holdings, my trades and settlement read them this way.
import type { Db } from './db';

/** The contract rows of an enterprise in a course; callers add their own filters and order. */
export function contractRowsQuery(db: Db, courseId: number, enterpriseId: number) {
  return db
    .selectFrom('clearing_result')
    .innerJoin('round', 'round.id', 'clearing_result.roundId')
    .leftJoin('generator_unit', 'generator_unit.id', 'clearing_result.unitId')
    .select([
      'clearing_result.roundId',
      'clearing_result.unitId',
      'clearing_result.direction',
      'clearing_result.timeId',
      'clearing_result.volume',
      'clearing_result.price',
      'clearing_result.month',
      'clearing_result.interProvincial',
      'round.name as roundName',
      'round.type',
      'round.isInterProvincial',
      'round.year',
      'round.cycle',
      'round.day',
      'round.startDay',
      'round.endDay',
      'round.sortOrder',
      'generator_unit.name as unitName',
    ])
    .where('round.courseId', '=', courseId)
    .where('clearing_result.enterpriseId', '=', enterpriseId);
}

/** A round's type and scope, and for a contract row whether it was traded between provinces. */
interface SeriesSource {
  type: number;
  isInterProvincial: number;
  /** A contract row's own mark: a day-ahead round's inter-provincial export (series 111). */
  interProvincial?: number;
}

/**
 * Whether a round, or a contract row of it, trades between provinces. A day-ahead round's rows say so
 * themselves: its formal clearing is the province's own market (省内现货) even in a round listed under
 * 省间现货, only the session's exports are inter-provincial (docs/market-rules.md, "Inter-provincial spot").
 */
export function isInterProvincial(source: SeriesSource): boolean {
  if (source.type === 11 && source.interProvincial !== undefined)
    return source.interProvincial === 1;
  return source.isInterProvincial === 1 || source.interProvincial === 1;
}

/** The series code (holdings' tradeType): the round type, plus 100 between provinces. */
export function seriesOf(source: SeriesSource): number {
  return source.type + (isInterProvincial(source) ? 100 : 0);
}

/** The delivery days of a round: a daily round its day, others their start to end day. */
export function deliveryDays(round: {
  cycle: number;
  day: number;
  startDay: number;
  endDay: number;
}): { firstDay: number; lastDay: number } {
  return round.cycle === 3
    ? { firstDay: round.day, lastDay: round.day }
    : { firstDay: round.startDay, lastDay: round.endDay };
}

// 我的交易: an enterprise's cleared contracts in a course, one line per round, unit, direction and
// time (segment, or hour for day-ahead spot), read from clearing_result like the holdings
// (docs/market-rules.md, "My trades and the course overview").
import { contractRowsQuery, deliveryDays, seriesOf } from '../contractRows';
import type { Db } from '../db';
import { round2 } from '../gridDispatch';
import { seriesName } from '../holdings';

/** What is asked: the enterprise in a course, optionally one series and one round. */
export interface MyTradeQuery {
  courseId: number;
  enterpriseId: number;
  /** Series code: the round type, plus 100 between provinces. */
  tradeType?: number;
  roundId?: number;
}

/** One line of my trades. */
export interface MyTradeLine {
  id: string;
  roundId: number;
  roundName: string;
  tradeType: number;
  tradeTypeName: string;
  year: number;
  month: number;
  firstDay: number;
  lastDay: number;
  unitId: number | null;
  unitName: string;
  direction: 0 | 1;
  timeId: number;
  timeName: string;
  volume: number;
  price: number;
  money: number;
}

/** "08:00-09:00" for hour 8 (day-ahead spot results are hourly). */
export function hourName(hour: number): string {
  const hh = (h: number) => `${String(h).padStart(2, '0')}:00`;
  return `${hh(hour)}-${hh(hour + 1)}`;
}

/**
 * The enterprise's trades, in round order, then unit, direction and time. Lines of the same round,
 * unit, direction and time are summed (rolling matching stores one row per trade), the price being
 * the volume-weighted average.
 */
export async function myTrades(db: Db, q: MyTradeQuery): Promise<MyTradeLine[]> {
  let query = contractRowsQuery(db, q.courseId, q.enterpriseId);
  if (q.roundId !== undefined) query = query.where('clearing_result.roundId', '=', q.roundId);
  const [rows, segments, enterprise] = await Promise.all([
    query.execute(),
    db
      .selectFrom('object_solution')
      .select(['itemId', 'name'])
      .where('courseId', '=', q.courseId)
      .execute(),
    db
      .selectFrom('enterprise')
      .select('name')
      .where('id', '=', q.enterpriseId)
      .executeTakeFirstOrThrow(),
  ]);
  const segmentName = new Map(segments.map((s) => [s.itemId, s.name]));
  const lines = new Map<string, MyTradeLine & { order: number[] }>();
  for (const r of rows) {
    const tradeType = seriesOf(r);
    if (q.tradeType !== undefined && tradeType !== q.tradeType) continue;
    const direction = r.direction === 0 ? 0 : 1;
    // A day-ahead round's export (series 111) and its provincial result (11) stay apart.
    const id = `${r.roundId}-${tradeType}-${r.month}-${r.unitId ?? 0}-${direction}-${r.timeId}`;
    const line = lines.get(id);
    if (line) {
      line.volume += r.volume;
      line.money += r.volume * r.price;
      continue;
    }
    lines.set(id, {
      id,
      roundId: r.roundId,
      roundName: r.roundName,
      tradeType,
      tradeTypeName: seriesName(tradeType),
      year: r.year,
      month: r.month,
      ...deliveryDays(r),
      unitId: r.unitId,
      unitName: r.unitName ?? enterprise.name,
      direction,
      timeId: r.timeId,
      timeName:
        r.type === 11 ? hourName(r.timeId) : (segmentName.get(r.timeId) ?? `时段${r.timeId}`),
      volume: r.volume,
      price: 0,
      money: r.volume * r.price,
      order: [
        r.year,
        r.month,
        r.sortOrder,
        r.roundId,
        tradeType,
        r.unitId ?? 0,
        direction,
        r.timeId,
      ],
    });
  }
  const byOrder = (a: number[], b: number[]) => {
    for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return (a[i] ?? 0) - (b[i] ?? 0);
    return 0;
  };
  return [...lines.values()]
    .sort((a, b) => byOrder(a.order, b.order))
    .map(({ order: _order, ...line }) => ({
      ...line,
      volume: round2(line.volume),
      money: round2(line.money),
      price: line.volume === 0 ? 0 : round2(line.money / line.volume),
    }));
}

/**
 * Whether a round's trade report is there: the round ended, or the enterprise (any, when none is
 * named) already has a contract line in it.
 */
export async function tradeReportReady(
  db: Db,
  round: { id: number; status: number },
  enterpriseId: number | undefined,
): Promise<boolean> {
  if (round.status === 3) return true;
  let query = db.selectFrom('clearing_result').select('id').where('roundId', '=', round.id);
  if (enterpriseId !== undefined) query = query.where('enterpriseId', '=', enterpriseId);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

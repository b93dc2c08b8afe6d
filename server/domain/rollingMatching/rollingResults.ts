// Results of a closed type-3 round: per enterprise, side and segment (or hour) the traded volume,
// average price and money (rolling_result), the same volumes in clearing_result so holdings include them,
// and the result state behind the readiness calls.
import type { Kysely } from 'kysely';
import { segmentOfHour } from '../../market/timeSegments';
import type { Database } from '../../db/schema';
import { courseSegments } from '../centerTrade/centerTradeInput';
import { nowIso } from '../db';
import type { RoundRow } from '../rounds';
import { fillRollingQuestions } from './questionsRolling';

/** Which side's report: retailers (售电侧, demand), generators (发电侧) or both. */
export type ReportSide = 'demand' | 'generator' | 'all';

interface Sum {
  enterpriseId: number;
  direction: number;
  objId: number | null;
  timeId: number | null;
  volumeCents: number;
  moneyFen: number;
}

/**
 * Rebuilds the result rows of a market round for one side (or both) from its stored trades; returns how
 * many rows were written. Marks the round's result ready (readiness code 1).
 */
export async function buildRollingResults(
  db: Kysely<Database>,
  market: RoundRow,
  side: ReportSide,
): Promise<number> {
  const [trades, enterprises, segments] = await Promise.all([
    db
      .selectFrom('rolling_trade')
      .selectAll()
      .where('roundId', '=', market.id)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('enterprise')
      .select(['id', 'isBuyer'])
      .where('courseId', '=', market.courseId)
      .execute(),
    courseSegments(db, market.courseId),
  ]);
  const isBuyer = new Map(enterprises.map((e) => [e.id, e.isBuyer === 1]));
  const wanted = (enterpriseId: number): boolean =>
    side === 'all' || (side === 'demand') === (isBuyer.get(enterpriseId) ?? false);
  const sums = new Map<string, Sum>();
  const add = (enterpriseId: number, direction: number, t: (typeof trades)[number]): void => {
    if (!wanted(enterpriseId)) return;
    const key = `${enterpriseId}|${direction}|${t.objId}|${t.timeId}`;
    const sum = sums.get(key) ?? {
      enterpriseId,
      direction,
      objId: t.objId,
      timeId: t.timeId,
      volumeCents: 0,
      moneyFen: 0,
    };
    sum.volumeCents += Math.round(t.volume * 100);
    sum.moneyFen += Math.round(t.money * 100);
    sums.set(key, sum);
  };
  for (const t of trades) {
    add(t.buyEnterpriseId, 0, t);
    add(t.sellEnterpriseId, 1, t);
  }
  const rows = [...sums.values()].map((s) => ({
    roundId: market.id,
    enterpriseId: s.enterpriseId,
    direction: s.direction,
    objId: s.objId,
    timeId: s.timeId,
    volume: s.volumeCents / 100,
    money: s.moneyFen / 100,
    price: Math.round((s.moneyFen / s.volumeCents) * 1000) / 1000,
  }));
  const ids = enterprises.filter((e) => wanted(e.id)).map((e) => e.id);
  await db.transaction().execute(async (trx) => {
    if (ids.length > 0) {
      await trx
        .deleteFrom('rolling_result')
        .where('roundId', '=', market.id)
        .where('enterpriseId', 'in', ids)
        .execute();
      await trx
        .deleteFrom('clearing_result')
        .where('roundId', '=', market.id)
        .where('enterpriseId', 'in', ids)
        .execute();
    }
    for (let i = 0; i < rows.length; i += 100) {
      const chunk = rows.slice(i, i + 100);
      await trx.insertInto('rolling_result').values(chunk).execute();
      // Holdings read segments: an hour's trades count in the segment holding that hour.
      await trx
        .insertInto('clearing_result')
        .values(
          chunk.map((r) => ({
            roundId: market.id,
            enterpriseId: r.enterpriseId,
            unitId: null,
            direction: r.direction,
            month: market.month,
            timeId: r.objId ?? segmentOfHour(segments, r.timeId ?? -1)?.id ?? 0,
            volume: r.volume,
            price: r.price,
          })),
        )
        .execute();
    }
    const now = nowIso();
    const existing = await trx
      .selectFrom('rolling_round')
      .select('id')
      .where('roundId', '=', market.id)
      .executeTakeFirst();
    const stamp = {
      resultState: 1,
      ...(side !== 'generator' ? { demandReportAt: now } : {}),
      ...(side !== 'demand' ? { generatorReportAt: now } : {}),
    };
    if (existing) {
      await trx.updateTable('rolling_round').set(stamp).where('id', '=', existing.id).execute();
    } else {
      await trx
        .insertInto('rolling_round')
        .values({
          roundId: market.id,
          closedAt: now,
          demandReportAt: null,
          generatorReportAt: null,
          ...stamp,
        })
        .execute();
    }
  });
  // The round's category-3 questions get their answers from the same trades.
  await fillRollingQuestions(db, market);
  return rows.length;
}

/** Readiness of a round's rolling-matching result: 1 ready, 0 not generated (falsy = not generated). */
export async function rollingReadiness(
  db: Kysely<Database>,
  marketRoundId: number,
): Promise<{ code: 0 | 1; message: string }> {
  const row = await db
    .selectFrom('rolling_round')
    .select('resultState')
    .where('roundId', '=', marketRoundId)
    .executeTakeFirst();
  return row?.resultState === 1
    ? { code: 1, message: '滚动撮合结果已生成' }
    : { code: 0, message: '滚动撮合结果尚未生成，请稍后查询' };
}

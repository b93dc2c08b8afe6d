// The course at a glance (数据面板, 监控大屏): each round's status, how many enterprises declared and,
// once it ended, what it cleared (docs/market-rules.md, "My trades and the course overview").
import type { Db } from '../db';
import { enterpriseBases, withDeclarations } from '../enterprises';
import { round2 } from '../gridDispatch';
import { seriesName } from '../holdings';
import { roundsOfCourse, roundStatus, type RoundRow } from '../rounds';
import { seriesOf } from '../contractRows';

/** What a round sold in one series (round type, plus 100 between provinces). */
export interface SeriesFigures {
  tradeType: number;
  tradeTypeName: string;
  clearedVolume: number;
  money: number;
}

/** One round's figures. */
export interface RoundFigures {
  round: RoundRow;
  tradeType: number;
  tradeTypeName: string;
  enterpriseCount: number;
  declaredCount: number;
  /** MWh sold (the sell side of every contract), 0 until the round ended for a trainee. */
  clearedVolume: number;
  money: number;
  averagePrice: number | null;
  /**
   * The same split by the series of its contracts, as my trades books them: a day-ahead round clears
   * the province's market (省内现货, 11) and, listed under 省间现货, the session's exports (111).
   */
  series: SeriesFigures[];
}

/** The course's figures. */
export interface CourseFigures {
  traineeCount: number;
  enterpriseCount: number;
  rounds: RoundFigures[];
}

/** Each round's sell side in clearing_result: MWh sold and money (元), by round id. */
export async function soldTotals(
  db: Db,
  roundIds: readonly number[],
): Promise<Map<number, { volume: number; money: number }>> {
  if (roundIds.length === 0) return new Map();
  const sums = await db
    .selectFrom('clearing_result')
    .select([
      'roundId',
      (eb) => eb.fn.sum<number>('volume').as('volume'),
      (eb) => eb.fn.sum<number>(eb('volume', '*', eb.ref('price'))).as('money'),
    ])
    .where('roundId', 'in', roundIds)
    .where('direction', '=', 1)
    .groupBy('roundId')
    .execute();
  return new Map(
    sums.map((s) => [s.roundId, { volume: Number(s.volume), money: Number(s.money) }]),
  );
}

/**
 * Each round's sell side split by series: MWh and money (元) per series code, by round id. A contract
 * row's series is its round's type and scope, or its own mark for a day-ahead round's export.
 */
async function soldBySeries(
  db: Db,
  rounds: readonly RoundRow[],
): Promise<Map<number, Array<{ tradeType: number; volume: number; money: number }>>> {
  if (rounds.length === 0) return new Map();
  const byId = new Map(rounds.map((r) => [r.id, r]));
  const sums = await db
    .selectFrom('clearing_result')
    .select([
      'roundId',
      'interProvincial',
      (eb) => eb.fn.sum<number>('volume').as('volume'),
      (eb) => eb.fn.sum<number>(eb('volume', '*', eb.ref('price'))).as('money'),
    ])
    .where(
      'roundId',
      'in',
      rounds.map((r) => r.id),
    )
    .where('direction', '=', 1)
    .groupBy(['roundId', 'interProvincial'])
    .execute();
  const out = new Map<number, Array<{ tradeType: number; volume: number; money: number }>>();
  for (const sum of sums) {
    const round = byId.get(sum.roundId);
    if (!round) continue;
    const tradeType = seriesOf({ ...round, interProvincial: sum.interProvincial });
    const parts = out.get(sum.roundId) ?? [];
    const part = parts.find((p) => p.tradeType === tradeType);
    if (part) {
      part.volume += Number(sum.volume);
      part.money += Number(sum.money);
    } else {
      parts.push({ tradeType, volume: Number(sum.volume), money: Number(sum.money) });
    }
    out.set(
      sum.roundId,
      parts.sort((a, b) => a.tradeType - b.tradeType),
    );
  }
  return out;
}

/** Enterprises that placed an order in a rolling-matching round (its own order table). */
async function rollingDeclarers(db: Db, roundId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('rolling_order')
    .select('enterpriseId')
    .distinct()
    .where('roundId', '=', roundId)
    .execute();
  return new Set(rows.map((r) => r.enterpriseId));
}

/**
 * The rounds a caller may see (a trainee not the hidden ones) with their figures. What a round
 * cleared is shown to a trainee only once it ended: a bilateral round's accepted contracts are stored
 * while it still trades, and their sum is not public before the round closes.
 */
export async function courseFigures(
  db: Db,
  courseId: number,
  options: { isTeacher: boolean },
): Promise<CourseFigures> {
  const [rounds, bases, trainees] = await Promise.all([
    roundsOfCourse(db, courseId, { includeHidden: options.isTeacher }),
    enterpriseBases(db, { courseId }),
    db
      .selectFrom('user_course')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('courseId', '=', courseId)
      .executeTakeFirst(),
  ]);
  const trading = bases.filter((b) => b.isTrade === 1);
  const seriesOfRound = await soldBySeries(db, rounds);
  const figures: RoundFigures[] = [];
  for (const round of rounds) {
    const declarers =
      round.type === 3
        ? await rollingDeclarers(db, round.id)
        : new Set(
            (await withDeclarations(db, trading, round.id))
              .filter((v) => v.isPrice)
              .map((v) => v.id),
          );
    const shown = options.isTeacher || round.status === roundStatus.ended;
    const parts = shown ? (seriesOfRound.get(round.id) ?? []) : [];
    const volume = parts.reduce((s, p) => s + p.volume, 0);
    const money = parts.reduce((s, p) => s + p.money, 0);
    const tradeType = seriesOf(round);
    figures.push({
      round,
      tradeType,
      tradeTypeName: seriesName(tradeType),
      enterpriseCount: trading.length,
      declaredCount: trading.filter((b) => declarers.has(b.id)).length,
      clearedVolume: round2(volume),
      money: round2(money),
      averagePrice: volume > 0 ? round2(money / volume) : null,
      series: parts.map((p) => ({
        tradeType: p.tradeType,
        tradeTypeName: seriesName(p.tradeType),
        clearedVolume: round2(p.volume),
        money: round2(p.money),
      })),
    });
  }
  return {
    traineeCount: Number(trainees?.n ?? 0),
    enterpriseCount: trading.length,
    rounds: figures,
  };
}

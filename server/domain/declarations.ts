import type { Kysely, Selectable } from 'kysely';
import { validationError } from '../auth/identity';
import type { DeclarationTable, EnterpriseTable } from '../db/domainSchema';
import { preparedQuery } from '../db/preparedQuery';
import { insertDeclarations } from './declarationInsert';
import type { Database } from '../db/schema';
import { nowIso } from './db';
import type { RoundRow } from './rounds';

/** A stored bid. */
export type DeclarationRow = Selectable<DeclarationTable>;

/** One bid of a centralised-bidding declaration. */
export interface BidInput {
  unitId?: number | null;
  objId: number;
  channelId?: number | null;
  price: number;
  volume: number;
}

const segmentNames: Record<number, string> = { 1: '峰', 2: '平', 3: '谷' };

// The queries of every declaration, built once (db/preparedQuery.ts).
const priceLimitArguments = preparedQuery((db: Kysely<Database>, courseId: number) =>
  db
    .selectFrom('course_argument')
    .select(['name', 'value'])
    .where('courseId', '=', courseId)
    .where('name', 'in', ['PriceFloor', 'PriceCap']),
);
const unitIdsOf = preparedQuery((db: Kysely<Database>, enterpriseId: number) =>
  db.selectFrom('generator_unit').select('id').where('enterpriseId', '=', enterpriseId),
);
const segmentQuotas = preparedQuery(
  (db: Kysely<Database>, roundId: number, enterpriseId: number, month: number) =>
    db
      .selectFrom('quota')
      .select(['timeId', 'upper', 'used'])
      .where('roundId', '=', roundId)
      .where('entityId', '=', enterpriseId)
      .where('month', '=', month),
);
const deleteDeclarations = preparedQuery(
  (db: Kysely<Database>, roundId: number, enterpriseId: number) =>
    db
      .deleteFrom('declaration')
      .where('roundId', '=', roundId)
      .where('enterpriseId', '=', enterpriseId),
);

/** The course's price floor and cap in 元/MWh (course arguments PriceFloor and PriceCap; 0 and 1500 when unset). */
export async function priceLimits(
  db: Kysely<Database>,
  courseId: number,
): Promise<[number, number]> {
  const args = await priceLimitArguments(db, courseId);
  const value = (name: string, fallback: number) => {
    const n = Number(args.find((a) => a.name === name)?.value);
    return Number.isFinite(n) ? n : fallback;
  };
  return [value('PriceFloor', 0), value('PriceCap', 1500)];
}

/**
 * Replaces an enterprise's centralised-bidding bids in a round with `bids`, after checking the
 * round is declaring, the direction fits the enterprise (buyers buy, sellers sell), units belong to
 * it, prices are within the course's floor and cap and each segment's volume within the quota.
 * One transaction: the reply is sent only once the commit is on disk (WAL fsync / PostgreSQL fsync).
 */
export async function replaceCenterTradeBids(
  db: Kysely<Database>,
  input: {
    round: RoundRow;
    enterprise: Selectable<EnterpriseTable>;
    userId: string;
    direction: number;
    bids: BidInput[];
  },
): Promise<DeclarationRow[]> {
  const { round, enterprise, direction, bids } = input;
  if (round.type !== 15) throw validationError('该轮次不是集中竞价轮次', 'roundId');
  if (round.status > 1) throw validationError('该轮次已停止报价，不能再申报', 'roundId');
  const expected = enterprise.isBuyer ? 0 : 1;
  if (direction !== expected) {
    throw validationError(
      enterprise.isBuyer ? '售电公司只能申报买入' : '发电企业只能申报卖出',
      'direction',
    );
  }
  const [floor, cap] = await priceLimits(db, round.courseId);
  const unitIds = enterprise.isBuyer ? [] : (await unitIdsOf(db, enterprise.id)).map((u) => u.id);
  bids.forEach((bid, i) => {
    if (bid.price < floor)
      throw validationError(`申报价格最小为${floor}元/MWh`, `bids[${i}].price`);
    if (bid.price > cap) throw validationError(`申报价格最大为${cap}元/MWh`, `bids[${i}].price`);
    if (!enterprise.isBuyer && (bid.unitId == null || !unitIds.includes(bid.unitId))) {
      throw validationError('请选择本企业的机组', `bids[${i}].unitId`);
    }
  });
  return db.transaction().execute(async (trx) => {
    if (round.enableQuota) {
      const quotas = await segmentQuotas(trx, round.id, enterprise.id, round.month);
      for (const objId of [...new Set(bids.map((b) => b.objId))]) {
        const total = bids.filter((b) => b.objId === objId).reduce((s, b) => s + b.volume, 0);
        const quota = quotas.find((q) => q.timeId === objId);
        const room = quota ? Math.round((quota.upper - quota.used) * 1e4) / 1e4 : 0;
        if (total > room + 1e-9) {
          const name = segmentNames[objId] ?? String(objId);
          throw validationError(
            `${name}时段申报电量${Math.round(total * 100) / 100}MWh超过可申报上限${room}MWh`,
            'bids',
          );
        }
      }
    }
    await deleteDeclarations(trx, round.id, enterprise.id);
    if (bids.length === 0) return [];
    const now = nowIso();
    return insertDeclarations(
      trx,
      bids.map((b) => ({
        roundId: round.id,
        enterpriseId: enterprise.id,
        unitId: enterprise.isBuyer ? null : (b.unitId ?? null),
        userId: input.userId,
        direction,
        month: round.month,
        timeId: b.objId,
        volume: b.volume,
        price: b.price,
        creationTime: now,
      })),
    );
  });
}

/** An enterprise's bids in a round. */
export async function bidsOf(
  db: Kysely<Database>,
  roundId: number,
  enterpriseId: number,
): Promise<DeclarationRow[]> {
  return db
    .selectFrom('declaration')
    .selectAll()
    .where('roundId', '=', roundId)
    .where('enterpriseId', '=', enterpriseId)
    .orderBy('timeId')
    .orderBy('id')
    .execute();
}

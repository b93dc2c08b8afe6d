// Stores and reads day-ahead offers (per unit) and demand bids (per load): one row per round and
// unit/load, replaced on each submission while the round is declaring. A unit's offer for the
// inter-provincial session is its own kind (table spot_inter_offer): it never replaces the provincial one.
import type { Selectable } from 'kysely';
import { HttpError, validationError } from '../../auth/identity';
import { marketMessages } from '../../market/messages';
import { priceDecimals } from '../centerTrade/centerTradeDeclare';
import { nowIso, type Db } from '../db';
import { priceLimits } from '../declarations';
import { isRenewable } from '../gridDispatch';
import { roundStatus, type RoundRow } from '../rounds';
import { checkOfferRanges, stepsPerSlot, type DeclaredRange } from './spotOfferRanges';
import { checkDemandPoints, checkOfferSteps, type DeclaredStep } from './spotOfferRules';
import type { SpotDemandBidTable, SpotOfferTable } from './spotTables';

/** A stored offer row. */
export type SpotOfferRow = Selectable<SpotOfferTable>;
/** Which session an offer is for: the provincial day-ahead market or the inter-provincial session. */
export type SpotOfferKind = 'provincial' | 'interProvincial';

const offerTable = (kind: SpotOfferKind) =>
  kind === 'provincial' ? ('spot_offer' as const) : ('spot_inter_offer' as const);

/** A stored demand bid row. */
export type SpotDemandBidRow = Selectable<SpotDemandBidTable>;

/** Throws 400 unless the round is a day-ahead round still taking declarations. */
export function checkDeclaring(round: RoundRow): void {
  if (round.type !== 11) throw validationError('该轮次不是日前现货轮次', 'roundId');
  if (round.status >= roundStatus.ended)
    throw validationError(marketMessages.roundEnded(), 'roundId');
  if (round.status >= roundStatus.priceStopped)
    throw validationError(marketMessages.quotationStopped(), 'roundId');
}

/**
 * Throws 400 unless the enterprise lies in a sending province (scene role 1): the session takes only
 * sending units' offers (spotInput.ts), so a receiving seller's would be stored and never cleared.
 */
async function checkSendingProvince(db: Db, round: RoundRow, enterpriseId: number): Promise<void> {
  const row = await db
    .selectFrom('enterprise')
    .innerJoin('course', 'course.id', 'enterprise.courseId')
    .leftJoin('scene_province', (join) =>
      join
        .onRef('scene_province.sceneId', '=', 'course.sceneId')
        .onRef('scene_province.province', '=', 'enterprise.province'),
    )
    .select(['scene_province.name', 'scene_province.role'])
    .where('enterprise.id', '=', enterpriseId)
    .where('course.id', '=', round.courseId)
    .executeTakeFirst();
  if (row?.role === 1) return;
  throw validationError(
    `本企业所在省（${row?.name ?? '未知'}）为受端，不参与省间现货报价：省间现货只由送端省份的机组报价`,
    'province',
  );
}

/** Checks and stores (replacing) a unit's offer; the unit must belong to one of `enterpriseIds`. */
export async function saveOffer(
  db: Db,
  input: {
    round: RoundRow;
    enterpriseIds: readonly number[];
    userId: string;
    unitId: number;
    province: string | null;
    /** The whole-day curve, or null when `ranges` gives one per time range. */
    steps: readonly DeclaredStep[] | null;
    ranges: readonly DeclaredRange[] | null;
  },
): Promise<SpotOfferRow> {
  const { round, unitId } = input;
  // An offer naming its sending province is for the inter-provincial session.
  const kind: SpotOfferKind = input.province === null ? 'provincial' : 'interProvincial';
  checkDeclaring(round);
  const unit = await db
    .selectFrom('generator_unit')
    .innerJoin('enterprise', 'enterprise.id', 'generator_unit.enterpriseId')
    .select([
      'generator_unit.id',
      'generator_unit.name',
      'generator_unit.enterpriseId',
      'generator_unit.capacityMw',
      'generator_unit.minMw',
      'generator_unit.energyType',
    ])
    .where('generator_unit.id', '=', unitId)
    .where('enterprise.courseId', '=', round.courseId)
    .executeTakeFirst();
  if (!unit) throw validationError(`机组 ${unitId} 不存在`, 'unitId');
  if (!input.enterpriseIds.includes(unit.enterpriseId))
    throw new HttpError(403, '只能申报本企业的机组', 'Forbidden');
  if (kind === 'interProvincial') await checkSendingProvince(db, round, unit.enterpriseId);
  const [[priceMin, priceMax], decimals] = await Promise.all([
    priceLimits(db, round.courseId),
    priceDecimals(db, round.courseId),
  ]);
  // The curve must reach the minimum output the clearing holds the unit at (spotInput: none for wind,
  // solar and an export offer, which sells blocks of energy).
  const pminMw = kind === 'provincial' && !isRenewable(unit.energyType) ? unit.minMw : 0;
  const limits = {
    priceMin,
    priceMax,
    priceDecimals: decimals,
    pmaxMw: unit.capacityMw,
    pminMw,
    unitName: unit.name,
  };
  if ((input.steps === null) === (input.ranges === null))
    throw validationError('请填写全天报价曲线，或按时段分别填写报价曲线（二者选一）', 'ranges');
  const ranges = input.ranges === null ? null : checkOfferRanges(input.ranges, limits);
  if (input.steps !== null) checkOfferSteps(input.steps, limits);
  // A ranged offer keeps its first range's curve in `steps`, so readers of one curve still get one.
  const curve = ranges?.[0]?.steps ?? input.steps ?? [];
  const steps = JSON.stringify(curve.map((s) => ({ volume: s.volume, price: s.price })));
  const table = offerTable(kind);
  return db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom(table)
      .where('roundId', '=', round.id)
      .where('unitId', '=', unitId)
      .execute();
    return trx
      .insertInto(table)
      .values({
        ranges: ranges === null ? null : JSON.stringify(ranges),
        roundId: round.id,
        enterpriseId: unit.enterpriseId,
        unitId,
        userId: input.userId,
        province: input.province,
        steps,
        creationTime: nowIso(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** Checks and stores (replacing) a load's 96-point bid; the load must belong to one of `enterpriseIds`. */
export async function saveDemandBid(
  db: Db,
  input: {
    round: RoundRow;
    enterpriseIds: readonly number[];
    userId: string;
    demandId: number;
    points: ReadonlyArray<{ timeId: number; volume: number }>;
  },
): Promise<SpotDemandBidRow> {
  const { round, demandId } = input;
  checkDeclaring(round);
  const demand = await db
    .selectFrom('demand')
    .innerJoin('enterprise', 'enterprise.id', 'demand.enterpriseId')
    .select(['demand.id', 'demand.enterpriseId', 'demand.peakMw'])
    .where('demand.id', '=', demandId)
    .where('enterprise.courseId', '=', round.courseId)
    .executeTakeFirst();
  if (!demand) throw validationError(`负荷 ${demandId} 不存在`, 'demandId');
  if (!input.enterpriseIds.includes(demand.enterpriseId))
    throw new HttpError(403, '只能申报本企业的负荷', 'Forbidden');
  // A load may bid up to twice its peak: room for a trainee's strategy, not for typing errors.
  const mw = checkDemandPoints(input.points, Math.round(demand.peakMw * 2 * 100) / 100);
  return db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('spot_demand_bid')
      .where('roundId', '=', round.id)
      .where('demandId', '=', demandId)
      .execute();
    return trx
      .insertInto('spot_demand_bid')
      .values({
        roundId: round.id,
        enterpriseId: demand.enterpriseId,
        demandId,
        userId: input.userId,
        points: JSON.stringify(mw),
        creationTime: nowIso(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** Offers of a round, of some enterprises (all when `enterpriseIds` is null), optionally one unit. */
export async function offersOf(
  db: Db,
  roundId: number,
  enterpriseIds: readonly number[] | null,
  unitId?: number,
  kind: SpotOfferKind = 'provincial',
): Promise<SpotOfferRow[]> {
  let query = db.selectFrom(offerTable(kind)).selectAll().where('roundId', '=', roundId);
  if (enterpriseIds)
    query = query.where('enterpriseId', 'in', enterpriseIds.length ? [...enterpriseIds] : [-1]);
  if (unitId !== undefined) query = query.where('unitId', '=', unitId);
  return query.orderBy('unitId').execute();
}

/** Demand bids of a round, of some enterprises (all when null), optionally one load. */
export async function demandBidsOf(
  db: Db,
  roundId: number,
  enterpriseIds: readonly number[] | null,
  demandId?: number,
): Promise<SpotDemandBidRow[]> {
  let query = db.selectFrom('spot_demand_bid').selectAll().where('roundId', '=', roundId);
  if (enterpriseIds)
    query = query.where('enterpriseId', 'in', enterpriseIds.length ? [...enterpriseIds] : [-1]);
  if (demandId !== undefined) query = query.where('demandId', '=', demandId);
  return query.orderBy('demandId').execute();
}

/** The declared steps of an offer row (the first range's when it has ranges). */
export function offerSteps(row: SpotOfferRow): DeclaredStep[] {
  return JSON.parse(row.steps) as DeclaredStep[];
}

/** The time ranges of an offer row, or null for one curve all day. */
export function offerRanges(row: SpotOfferRow): DeclaredRange[] | null {
  return row.ranges === null ? null : (JSON.parse(row.ranges) as DeclaredRange[]);
}

/** The declared curve of each of the 96 slots of an offer row. */
export function offerSlotSteps(row: SpotOfferRow): DeclaredStep[][] {
  return stepsPerSlot(offerSteps(row), offerRanges(row));
}

/** The 96 MW values of a demand bid row. */
export function bidPoints(row: SpotDemandBidRow): number[] {
  return JSON.parse(row.points) as number[];
}

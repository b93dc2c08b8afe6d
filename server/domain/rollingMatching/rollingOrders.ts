// Placing and cancelling orders of a type-3 round (滚动撮合委托, 挂牌, 摘牌) through the round's single
// writer: checks, then one event applied to the books and committed before the reply.
import type { Kysely } from 'kysely';
import { HttpError, validationError } from '../../auth/identity';
import type { Database } from '../../db/schema';
import { getRound, roundStatus, type RoundRow } from '../rounds';
import {
  checkPeriod,
  checkPriceAndVolume,
  checkQuotaRoom,
  courseRules,
  marketRoundOf,
  openSessionOf,
  quotaOf,
  roleOf,
} from './rollingRules';
import { RollingService } from './rollingService';
import { OrderType, type OrderState, type StoredOrder } from './roundEngine';

/** An order as the API receives it (ListingOrderInput). */
export interface OrderInput {
  roundId: number;
  unitId?: number | null;
  direction: number;
  objId?: number | null;
  timeId?: number | null;
  price: number;
  volume: number;
  listingId?: number | null;
  orderType?: number;
}

/** What placing or cancelling changed: the order now, the market round and how many trades it made. */
export interface OrderChange {
  state: OrderState;
  market: RoundRow;
  traded: boolean;
}

const refuse = (reason: string): Error => validationError(reason, 'roundId');

/**
 * Places an enterprise's order, listing or take; throws 400 with the Chinese reason when refused.
 * Everything stored is read first; the checks that depend on the books (quota room, the listing taken,
 * the session still open) run inside the round's lock with no await, so no other order interleaves.
 */
export async function placeOrder(
  db: Kysely<Database>,
  round: RoundRow,
  enterprise: { id: number; isBuyer: number; province: number },
  userId: string,
  input: OrderInput,
): Promise<OrderChange> {
  const market = await marketRoundOf(db, round);
  const service = RollingService.of(db);
  const orderType = input.orderType ?? (input.listingId != null ? OrderType.take : OrderType.book);
  const isTake = orderType === OrderType.take;
  const [rules, { role }, sessionId, engine] = await Promise.all([
    courseRules(db, market.courseId),
    roleOf(db, market.id, enterprise),
    openSessionOf(db, market),
    service.engine(market),
  ]);
  checkPriceAndVolume(rules, input, !isTake);
  if (input.unitId != null && !enterprise.isBuyer) {
    const unit = await db
      .selectFrom('generator_unit')
      .select('id')
      .where('id', '=', input.unitId)
      .where('enterpriseId', '=', enterprise.id)
      .executeTakeFirst();
    if (!unit) throw validationError('请选择本企业的机组', 'unitId');
  }
  // A listing's side, period and price never change, so a take can read them before the lock.
  const listing = isTake ? engine.order(input.listingId ?? -1) : undefined;
  if (isTake && (!listing || listing.orderType !== OrderType.listing)) {
    throw validationError(`挂牌不存在：${input.listingId ?? ''}`, 'listingId');
  }
  if (listing && input.direction !== 1 - listing.direction) {
    throw validationError('摘牌方向须与挂牌方向相反', 'direction');
  }
  const period = listing
    ? { objId: listing.objId, timeId: listing.timeId }
    : checkPeriod(market, rules.segments, input);
  const direction = listing ? 1 - listing.direction : input.direction;
  if (direction !== role) throw validationError('委托方向与本轮挂牌角色不符', 'direction');
  const quota = await quotaOf(db, market, rules.segments, {
    enterpriseId: enterprise.id,
    ...period,
  });
  let placed: StoredOrder | null = null;
  const applied = await service.run(
    market,
    (current, ids) => {
      checkQuotaRoom(quota, current, rules.segments, {
        enterpriseId: enterprise.id,
        direction,
        ...period,
        volume: input.volume,
      });
      const refusal = listing
        ? current.takeRefusal({
            listingId: listing.id,
            enterpriseId: enterprise.id,
            volume: input.volume,
          })
        : null;
      if (refusal) throw validationError(refusal, 'volume');
      placed = {
        id: ids.order++,
        sessionId,
        enterpriseId: enterprise.id,
        unitId: input.unitId ?? null,
        orderType,
        listingId: listing ? listing.id : null,
        direction,
        province: enterprise.province,
        ...period,
        price: listing ? listing.price : input.price,
        volume: input.volume,
      };
      return { kind: 'place', order: placed };
    },
    refuse,
    userId,
  );
  const order = applied.engine.order((placed as StoredOrder | null)?.id ?? -1);
  if (!order) throw new Error('委托未生成');
  return { state: applied.engine.state(order), market, traded: applied.outcome.trades.length > 0 };
}

/** Cancels the open volume of an enterprise's own order or listing. */
export async function cancelOrder(
  db: Kysely<Database>,
  orderId: number,
  enterpriseIds: readonly number[],
  userId: string,
): Promise<OrderChange> {
  const row = await db
    .selectFrom('rolling_order')
    .select(['roundId', 'enterpriseId'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, `申报不存在：${orderId}`, 'NotFound');
  if (!enterpriseIds.includes(row.enterpriseId)) {
    throw new HttpError(403, '只能撤销本企业的申报', 'Forbidden');
  }
  const market = await getRound(db, row.roundId);
  if (market.status === roundStatus.priceStopped) throw refuse('本轮交易已停止报价，不能撤单');
  if (market.status >= roundStatus.ended) throw refuse('本轮交易已结束，不能撤单');
  const applied = await RollingService.of(db).run(
    market,
    () => ({ kind: 'cancel', orderId, enterpriseId: row.enterpriseId }),
    refuse,
    userId,
  );
  const order = applied.engine.order(orderId);
  if (!order) throw new HttpError(404, `申报不存在：${orderId}`, 'NotFound');
  return { state: applied.engine.state(order), market, traded: false };
}

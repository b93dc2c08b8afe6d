// Placing and cancelling orders of a type-3 round (滚动撮合委托, 挂牌, 摘牌) through the round's single
// writer: checks, then one event applied to the books and committed before the reply.
import type { Kysely } from 'kysely';
import { HttpError, validationError } from '../../auth/identity';
import type { Database } from '../../db/schema';
import { courseSegments } from '../centerTrade/centerTradeInput';
import { getRound, roundStatus, type RoundRow } from '../rounds';
import {
  checkPeriod,
  checkPriceAndVolume,
  checkQuota,
  marketRoundOf,
  openSessionOf,
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

/** Places an enterprise's order, listing or take; throws 400 with the Chinese reason when refused. */
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
  const segments = await courseSegments(db, market.courseId);
  const { role } = await roleOf(db, market.id, enterprise);
  if (orderType !== OrderType.take) {
    await checkPriceAndVolume(db, market.courseId, input);
  } else {
    await checkPriceAndVolume(db, market.courseId, { price: 0, volume: input.volume });
  }
  if (input.unitId != null && !enterprise.isBuyer) {
    const unit = await db
      .selectFrom('generator_unit')
      .select('id')
      .where('id', '=', input.unitId)
      .where('enterpriseId', '=', enterprise.id)
      .executeTakeFirst();
    if (!unit) throw validationError('请选择本企业的机组', 'unitId');
  }
  const { outcome, engine, order } = await runPlace();
  return { state: engine.state(order), market, traded: outcome.trades.length > 0 };

  async function runPlace() {
    let placed: StoredOrder | null = null;
    const applied = await service.run(
      market,
      async (engine, ids) => {
        const fresh = await getRound(db, market.id);
        const sessionId = await openSessionOf(db, fresh);
        let period: { objId: number | null; timeId: number | null };
        let price = input.price;
        let direction = input.direction;
        if (orderType === OrderType.take) {
          const listing = engine.order(input.listingId ?? -1);
          if (!listing || listing.orderType !== OrderType.listing) {
            throw validationError(`挂牌不存在：${input.listingId ?? ''}`, 'listingId');
          }
          if (input.direction !== 1 - listing.direction) {
            throw validationError('摘牌方向须与挂牌方向相反', 'direction');
          }
          period = { objId: listing.objId, timeId: listing.timeId };
          price = listing.price;
          direction = 1 - listing.direction;
        } else {
          period = checkPeriod(market, segments, input);
        }
        if (direction !== role) throw validationError('委托方向与本轮挂牌角色不符', 'direction');
        await checkQuota(db, market, engine, segments, {
          enterpriseId: enterprise.id,
          direction,
          ...period,
          volume: input.volume,
        });
        placed = {
          id: ids.order++,
          sessionId,
          enterpriseId: enterprise.id,
          unitId: input.unitId ?? null,
          orderType,
          listingId: orderType === OrderType.take ? (input.listingId ?? null) : null,
          direction,
          province: enterprise.province,
          ...period,
          price,
          volume: input.volume,
        };
        return { kind: 'place', order: placed };
      },
      refuse,
      userId,
    );
    if (!placed) throw new Error('委托未生成');
    return { ...applied, order: placed as StoredOrder };
  }
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
  const applied = await RollingService.of(db).run(
    market,
    async () => {
      const fresh = await getRound(db, market.id);
      if (fresh.status === roundStatus.priceStopped) throw refuse('本轮交易已停止报价，不能撤单');
      if (fresh.status >= roundStatus.ended) throw refuse('本轮交易已结束，不能撤单');
      return { kind: 'cancel', orderId, enterpriseId: row.enterpriseId };
    },
    refuse,
    userId,
  );
  const order = applied.engine.order(orderId);
  if (!order) throw new HttpError(404, `申报不存在：${orderId}`, 'NotFound');
  return { state: applied.engine.state(order), market, traded: false };
}

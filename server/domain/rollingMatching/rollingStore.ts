// Rebuilding a round's books from storage: its orders and events replayed in event id order through a
// fresh RoundEngine (deterministic, so the result equals the live books before the restart).
import type { ListingAllocation } from '../../market/listing/listingTypes';
import { courseSegments } from '../centerTrade/centerTradeInput';
import type { Db } from '../db';
import type { RoundRow } from '../rounds';
import { RoundEngine, type RoundEvent, type StoredOrder } from './roundEngine';
import { courseArgument } from '../courseArgument';

/** Course argument choosing how an oversubscribed listing is shared: 'firstCome' (or '2'), else pro rata. */
export const LISTING_ALLOCATION_ARGUMENT = 'ListingAllocation';

/** The course's listing allocation rule (pro rata unless the argument says first come). */
export async function listingAllocation(db: Db, courseId: number): Promise<ListingAllocation> {
  const value = await courseArgument(db, courseId, LISTING_ALLOCATION_ARGUMENT);
  return value === 'firstCome' || value === '2' ? 'firstCome' : 'proRata';
}

/** A stored order row as the engine takes it: its order fields only (the row has more columns). */
export function storedOrder(row: StoredOrder): StoredOrder {
  return {
    id: row.id,
    sessionId: row.sessionId,
    enterpriseId: row.enterpriseId,
    unitId: row.unitId,
    orderType: row.orderType,
    listingId: row.listingId,
    direction: row.direction,
    province: row.province,
    objId: row.objId,
    timeId: row.timeId,
    price: row.price,
    volume: row.volume,
  };
}

/** A round's engine rebuilt from its stored events (a market round: never a session). */
export async function loadRoundEngine(db: Db, round: RoundRow): Promise<RoundEngine> {
  const [allocation, segments, orders, events] = await Promise.all([
    listingAllocation(db, round.courseId),
    courseSegments(db, round.courseId),
    db.selectFrom('rolling_order').selectAll().where('roundId', '=', round.id).execute(),
    db
      .selectFrom('rolling_event')
      .selectAll()
      .where('roundId', '=', round.id)
      .orderBy('id')
      .execute(),
  ]);
  const engine = new RoundEngine(
    round.cycle,
    allocation,
    segments.length > 0 ? segments : undefined,
  );
  const byId = new Map(orders.map((o) => [o.id, storedOrder(o)]));
  for (const e of events) {
    const event = toEvent(e, byId);
    if (!event) continue;
    const outcome = engine.apply(event);
    // A stored event was accepted live; refusing it now means the log and the engine disagree.
    if (!outcome.ok)
      throw new Error(`滚动撮合重放失败（轮次 ${round.id}，事件 ${e.id}）：${outcome.reason}`);
  }
  return engine;
}

function toEvent(
  e: {
    kind: string;
    orderId: number | null;
    enterpriseId: number | null;
    sessionId: number | null;
  },
  orders: Map<number, StoredOrder>,
): RoundEvent | null {
  switch (e.kind) {
    case 'place': {
      const order = orders.get(e.orderId ?? -1);
      return order ? { kind: 'place', order } : null;
    }
    case 'cancel':
      return { kind: 'cancel', orderId: e.orderId ?? 0, enterpriseId: e.enterpriseId ?? 0 };
    case 'sessionEnd':
      return { kind: 'sessionEnd', sessionId: e.sessionId ?? 0 };
    case 'close':
      return { kind: 'close' };
    default:
      return null;
  }
}

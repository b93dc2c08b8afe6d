// The in-memory market of one type-3 round: a RollingMarket (book orders) and a ListingMarket (listings
// and takes) driven by the round's stored events. Pure and deterministic: applying the stored events in
// id order after a restart rebuilds exactly the live state (docs/market-rules.md, 滚动撮合 durability).
import { ListingMarket } from '../../market/listing/listingMarket';
import type { ListingAllocation } from '../../market/listing/listingTypes';
import { takeRefusal } from '../../market/listing/takeRoom';
import { RollingMarket } from '../../market/rollingMatching/rollingMatching';
import type { Order, Period, Trade } from '../../market/types';

/** Order types: a book order (撮合), a listing (挂牌), a take of a listing (摘牌). */
export const OrderType = { book: 0, listing: 1, take: 2 } as const;

/** An accepted order as stored (rolling_order). */
export interface StoredOrder {
  id: number;
  sessionId: number | null;
  enterpriseId: number;
  unitId: number | null;
  orderType: number;
  listingId: number | null;
  /** 0 buy, 1 sell (a take: the side opposite its listing). */
  direction: number;
  province: number;
  objId: number | null;
  timeId: number | null;
  price: number;
  volume: number;
}

/** One step of a round's history (rolling_event). */
export type RoundEvent =
  | { kind: 'place'; order: StoredOrder }
  | { kind: 'cancel'; orderId: number; enterpriseId: number }
  | { kind: 'sessionEnd'; sessionId: number }
  | { kind: 'close' };

/** A trade with both parties, ready to store. */
export interface EngineTrade {
  kind: 0 | 1;
  buyOrderId: number;
  sellOrderId: number;
  buyEnterpriseId: number;
  sellEnterpriseId: number;
  province: number;
  objId: number | null;
  timeId: number | null;
  price: number;
  volume: number;
  money: number;
}

/** A withdrawn volume: by 0 the owner, 1 the system. */
export interface EngineCancel {
  orderId: number;
  enterpriseId: number;
  volume: number;
  price: number;
  by: 0 | 1;
}

/** What an event did, or why it was refused (Chinese). */
export type EventOutcome =
  { ok: true; trades: EngineTrade[]; cancels: EngineCancel[] } | { ok: false; reason: string };

/**
 * An order's state for the lists: 0 waiting, 1 partly filled (the rest still open or waiting), 2 filled,
 * 3 cancelled with nothing traded, 4 partly filled with the rest cancelled (by its owner, the system,
 * or a pro-rata allocation that gave a take less than it asked).
 */
export interface OrderState {
  order: StoredOrder;
  dealVolume: number;
  openVolume: number;
  pendingVolume: number;
  cancelVolume: number;
  cancelledBySystem: boolean;
  status: 0 | 1 | 2 | 3 | 4;
}

const round2 = (n: number): number => Math.round(n * 100) / 100;

// A partly filled order whose rest was cancelled says both: users read a bare 已撤销 as nothing traded.
function orderStatus(deal: number, waiting: number, cancelled: number): OrderState['status'] {
  if (cancelled > 0) return deal > 0 ? 4 : 3;
  if (waiting > 0) return deal > 0 ? 1 : 0;
  return 2;
}

/** The period of an order: a segment in monthly and multi-day rounds, an hour in time-segmented ones. */
export function periodOf(order: Pick<StoredOrder, 'objId' | 'timeId'>): Period {
  return order.timeId !== null
    ? { kind: 'hour', hour: order.timeId }
    : { kind: 'segment', segmentId: order.objId ?? 0 };
}

function committedKey(enterpriseId: number, direction: number, period: Period): string {
  return `${enterpriseId}|${direction}|${period.kind === 'hour' ? `h${period.hour}` : `s${period.kind === 'segment' ? period.segmentId : 0}`}`;
}

/** The books and listings of one round. */
export class RoundEngine {
  private readonly book: RollingMarket;
  private readonly listing: ListingMarket;
  private readonly orders = new Map<number, StoredOrder>();
  private readonly endedSessions = new Set<number>();
  // Volume an enterprise has committed on a side and period (placed minus cancelled), 0.01 MWh.
  private readonly committedCents = new Map<string, number>();

  /** An empty round: cycle 3 trades per hour, others per segment; listings by the course's rule. */
  constructor(
    readonly cycle: number,
    allocation: ListingAllocation,
    segments?: ConstructorParameters<typeof RollingMarket>[1],
  ) {
    this.book = new RollingMarket(cycle === 3 ? 3 : 1, segments);
    this.listing = new ListingMarket(allocation);
  }

  /** True once the round closed. */
  get closed(): boolean {
    return this.book.closed;
  }

  /** Applies one event; a refused event changes nothing. */
  apply(event: RoundEvent): EventOutcome {
    const outcome = this.dispatch(event);
    if (!outcome.ok) return outcome;
    if (event.kind === 'place') this.commit(event.order, Math.round(event.order.volume * 100));
    for (const c of outcome.cancels) {
      const order = this.orders.get(c.orderId);
      if (order) this.commit(order, -Math.round(c.volume * 100));
    }
    return outcome;
  }

  /**
   * Volume (MWh) an enterprise has placed on a side in a period and not had cancelled: its filled, open
   * and waiting volume, which its quota must cover.
   */
  committed(enterpriseId: number, direction: number, period: Period): number {
    return (this.committedCents.get(committedKey(enterpriseId, direction, period)) ?? 0) / 100;
  }

  private commit(order: StoredOrder, cents: number): void {
    const key = committedKey(order.enterpriseId, order.direction, periodOf(order));
    this.committedCents.set(key, (this.committedCents.get(key) ?? 0) + cents);
  }

  private dispatch(event: RoundEvent): EventOutcome {
    switch (event.kind) {
      case 'place':
        return this.place(event.order);
      case 'cancel':
        return this.cancel(event.orderId, event.enterpriseId);
      case 'sessionEnd':
        return this.endSession(event.sessionId);
      case 'close':
        return this.close();
    }
  }

  /** A stored order by id. */
  order(id: number): StoredOrder | undefined {
    return this.orders.get(id);
  }

  /** Every accepted order in arrival order. */
  allOrders(): StoredOrder[] {
    return [...this.orders.values()];
  }

  /** Where an order stands. */
  state(order: StoredOrder): OrderState {
    const id = String(order.id);
    let deal: number;
    let open = 0;
    let pending = 0;
    let cancelled: number;
    let bySystem: boolean;
    if (order.orderType === OrderType.book) {
      const v = this.book.order(id);
      deal = v?.filledVolume ?? 0;
      open = v?.openVolume ?? 0;
      cancelled = v?.cancelledVolume ?? 0;
      bySystem = v?.cancelledBy === 'system';
    } else if (order.orderType === OrderType.listing) {
      const v = this.listing.listing(id);
      deal = v?.takenVolume ?? 0;
      open = v?.openVolume ?? 0;
      pending = v?.pendingVolume ?? 0;
      cancelled = v?.cancelledVolume ?? 0;
      bySystem = v?.cancelledBy === 'system';
    } else {
      const v = this.listing.takeOf(id);
      deal = v?.allocatedVolume ?? 0;
      pending = v?.status === 'pending' ? order.volume : 0;
      // What pro-rata allocation did not give a take is cancelled by the system.
      cancelled = v?.status === 'done' ? round2(order.volume - deal) : 0;
      bySystem = cancelled > 0;
    }
    const status = orderStatus(deal, open + pending, cancelled);
    return {
      order,
      dealVolume: deal,
      openVolume: open,
      pendingVolume: pending,
      cancelVolume: cancelled,
      cancelledBySystem: bySystem,
      status,
    };
  }

  /**
   * Why the rule on waiting takes refuses a new take, or null. Checked when a take is placed, not in
   * apply(): takes stored before the rule must still replay.
   */
  takeRefusal(take: Pick<StoredOrder, 'listingId' | 'enterpriseId' | 'volume'>): string | null {
    return takeRefusal(this.listing, {
      listingId: String(take.listingId ?? ''),
      enterpriseId: String(take.enterpriseId),
      volume: take.volume,
    });
  }

  /** Open volume by price level of one book (province and period). */
  depth(province: number, period: Period): ReturnType<RollingMarket['depth']> {
    return this.book.depth(province, period);
  }

  /** True once a session's end was applied (its orders are refused from then on). */
  sessionEnded(sessionId: number): boolean {
    return this.endedSessions.has(sessionId);
  }

  private place(order: StoredOrder): EventOutcome {
    const id = String(order.id);
    // An order read the session as open before the teacher ended it: it must not rest in an ended session.
    if (order.sessionId !== null && this.endedSessions.has(order.sessionId)) {
      return { ok: false, reason: '本场次交易已结束，请重新提交' };
    }
    if (order.orderType === OrderType.book) {
      const input: Order = {
        id,
        enterpriseId: String(order.enterpriseId),
        unitId: null,
        province: order.province,
        side: order.direction === 1 ? 'sell' : 'buy',
        period: periodOf(order),
        price: order.price,
        volume: order.volume,
        // Arrival order is the id order, so the id is both the time and the sequence (deterministic).
        declaredAt: order.id,
        sequence: order.id,
      };
      const { view, trades } = this.book.place(input);
      if (view.status === 'rejected') return { ok: false, reason: view.reason ?? '' };
      this.orders.set(order.id, order);
      return { ok: true, trades: trades.map((t) => this.engineTrade(t, 0)), cancels: [] };
    }
    if (order.orderType === OrderType.listing) {
      const outcome = this.listing.post({
        id,
        enterpriseId: String(order.enterpriseId),
        province: order.province,
        side: order.direction === 1 ? 'sell' : 'buy',
        period: periodOf(order),
        price: order.price,
        volume: order.volume,
        declaredAt: order.id,
        sequence: order.id,
      });
      if (!outcome.ok) return outcome;
      this.orders.set(order.id, order);
      return { ok: true, trades: [], cancels: [] };
    }
    // A take is stored before it is allocated, so the trades can name it.
    this.orders.set(order.id, order);
    const outcome = this.listing.take({
      id,
      listingId: String(order.listingId ?? ''),
      enterpriseId: String(order.enterpriseId),
      province: order.province,
      volume: order.volume,
      declaredAt: order.id,
      sequence: order.id,
    });
    if (!outcome.ok) {
      this.orders.delete(order.id);
      return outcome;
    }
    return { ok: true, trades: outcome.trades.map((t) => this.engineTrade(t, 1)), cancels: [] };
  }

  private cancel(orderId: number, enterpriseId: number): EventOutcome {
    const order = this.orders.get(orderId);
    if (!order) return { ok: false, reason: `申报不存在：${orderId}` };
    if (order.orderType === OrderType.take) return { ok: false, reason: '摘牌申请不能撤销' };
    const outcome =
      order.orderType === OrderType.book
        ? this.book.cancel(String(orderId), String(enterpriseId))
        : this.listing.cancel(String(orderId), String(enterpriseId));
    if (!outcome.ok) return outcome;
    const volume = 'view' in outcome ? outcome.view.cancelledVolume : outcome.value.cancelledVolume;
    return {
      ok: true,
      trades: [],
      cancels: [{ orderId, enterpriseId, volume, price: order.price, by: 0 }],
    };
  }

  private endSession(sessionId: number): EventOutcome {
    this.endedSessions.add(sessionId);
    const cancels: EngineCancel[] = [];
    const trades = this.allocate(cancels);
    for (const order of this.orders.values()) {
      if (order.sessionId !== sessionId) continue;
      this.systemCancel(order, cancels);
    }
    return { ok: true, trades, cancels };
  }

  private close(): EventOutcome {
    if (this.book.closed) return { ok: false, reason: '该轮次已结束' };
    const cancels: EngineCancel[] = [];
    const trades = this.allocate(cancels);
    for (const order of this.orders.values()) this.systemCancel(order, cancels);
    this.listing.close();
    this.book.close();
    return { ok: true, trades, cancels };
  }

  /** Allocates waiting takes; what a take did not get is reported as cancelled by the system. */
  private allocate(cancels: EngineCancel[]): EngineTrade[] {
    const waiting = [...this.orders.values()].filter(
      (o) =>
        o.orderType === OrderType.take && this.listing.takeOf(String(o.id))?.status === 'pending',
    );
    const trades = this.listing.allocate().map((t) => this.engineTrade(t, 1));
    for (const take of waiting) {
      const got = this.listing.takeOf(String(take.id))?.allocatedVolume ?? 0;
      const left = round2(take.volume - got);
      if (left > 0) {
        cancels.push({
          orderId: take.id,
          enterpriseId: take.enterpriseId,
          volume: left,
          price: take.price,
          by: 1,
        });
      }
    }
    return trades;
  }

  private systemCancel(order: StoredOrder, into: EngineCancel[]): void {
    const id = String(order.id);
    let volume = 0;
    if (order.orderType === OrderType.book)
      volume = this.book.systemCancel(id)?.cancelledVolume ?? 0;
    else if (order.orderType === OrderType.listing) {
      volume = this.listing.systemCancel(id)?.cancelledVolume ?? 0;
    }
    if (volume > 0) {
      into.push({
        orderId: order.id,
        enterpriseId: order.enterpriseId,
        volume,
        price: order.price,
        by: 1,
      });
    }
  }

  private engineTrade(t: Trade, kind: 0 | 1): EngineTrade {
    const buy = this.orders.get(Number(t.buyOrderId));
    const sell = this.orders.get(Number(t.sellOrderId));
    const where = sell ?? buy;
    return {
      kind,
      buyOrderId: Number(t.buyOrderId),
      sellOrderId: Number(t.sellOrderId),
      buyEnterpriseId: buy?.enterpriseId ?? 0,
      sellEnterpriseId: sell?.enterpriseId ?? 0,
      province: where?.province ?? 0,
      objId: where?.objId ?? null,
      timeId: where?.timeId ?? null,
      price: t.buyPrice,
      volume: t.volume,
      money: t.buyMoney,
    };
  }
}

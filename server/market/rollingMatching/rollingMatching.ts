// Rolling matching (滚动撮合, round type 3): a continuous double auction per (province, time segment) in
// cycle 1 or per (province, hour) in cycle 3. Price-time priority; each trade is at the price of the order
// that was resting in the book; partial fills stay; open volume can be cancelled; close cancels the rest.
// Deterministic: the same events in the same order always give the same trades (see replayRollingMatching).
import { MONEY_SCALE, PRICE_SCALE, VOLUME_SCALE, moneyFen, toScaled } from '../fixedPoint';
import { marketMessages } from '../messages';
import { emptyBook, type OrderBook, type RestingOrder } from './orderBook';
import { levels, view, type OrderRecord } from './rollingViews';
import type {
  CancelOutcome,
  DepthLevel,
  PlaceOutcome,
  RollingCycle,
  RollingEvent,
  RollingOrderView,
} from './rollingTypes';
import { DEFAULT_TIME_SEGMENTS, HOURS_PER_DAY, type TimeSegment } from '../timeSegments';
import { periodKey, type Order, type Period, type Trade } from '../types';

/** The live state of one rolling-matching round. */
export class RollingMarket {
  private readonly books = new Map<string, OrderBook>();
  private readonly records = new Map<string, OrderRecord>();
  private readonly log: Trade[] = [];
  private isClosed = false;

  /** A market for a cycle; cycle 1 checks segment ids against the object solution. */
  constructor(
    readonly cycle: RollingCycle,
    private readonly segments: readonly TimeSegment[] = DEFAULT_TIME_SEGMENTS,
  ) {}

  /** True once close() ran. */
  get closed(): boolean {
    return this.isClosed;
  }

  /** Places an order: it trades against the opposite side while prices cross, and any rest stays open. */
  place(order: Order): PlaceOutcome {
    const problem = this.check(order);
    const priceMilli = toScaled(order.price, PRICE_SCALE) ?? 0;
    const volumeCents = toScaled(order.volume, VOLUME_SCALE) ?? 0;
    const record: OrderRecord = {
      order,
      volumeCents,
      filledCents: 0,
      cancelledCents: 0,
      moneyFen: 0,
      resting: null,
      cancelledBy: null,
      reason: problem,
    };
    if (problem !== null) {
      // A rejected order is reported but not remembered, so its id stays free for a corrected retry.
      return { view: view(record), trades: [] };
    }
    this.records.set(order.id, record);
    const book = this.bookOf(order.province, order.period);
    const incoming: RestingOrder = { order, priceMilli, remainingCents: volumeCents };
    const opposite = order.side === 'buy' ? book.asks : book.bids;
    const trades: Trade[] = [];
    for (let best = opposite.best(); best && incoming.remainingCents > 0; best = opposite.best()) {
      const crosses =
        order.side === 'buy' ? priceMilli >= best.priceMilli : priceMilli <= best.priceMilli;
      if (!crosses) break;
      const cents = Math.min(incoming.remainingCents, best.remainingCents);
      trades.push(this.fill(record, best, cents));
      incoming.remainingCents -= cents;
      best.remainingCents -= cents;
      if (best.remainingCents === 0) {
        opposite.removeBest();
        const other = this.records.get(best.order.id);
        if (other) other.resting = null;
      }
    }
    if (incoming.remainingCents > 0) {
      (order.side === 'buy' ? book.bids : book.asks).insert(incoming);
      record.resting = incoming;
    }
    return { view: view(record), trades };
  }

  /** Cancels the open volume of an order of the given enterprise. */
  cancel(orderId: string, enterpriseId: string): CancelOutcome {
    if (this.isClosed) return { ok: false, reason: marketMessages.roundEnded() };
    const record = this.records.get(orderId);
    if (!record) return { ok: false, reason: marketMessages.orderNotFound(orderId) };
    if (record.order.enterpriseId !== enterpriseId) {
      return { ok: false, reason: marketMessages.notOwnOrder() };
    }
    if (record.cancelledBy !== null)
      return { ok: false, reason: marketMessages.alreadyCancelled() };
    if (record.resting === null) return { ok: false, reason: marketMessages.alreadyFilled() };
    this.withdraw(record, 'owner');
    return { ok: true, view: view(record) };
  }

  /** Closes the round: every open order is cancelled by the system. Returns those orders. */
  close(): RollingOrderView[] {
    this.isClosed = true;
    const cancelled: RollingOrderView[] = [];
    for (const record of this.records.values()) {
      if (record.resting === null) continue;
      this.withdraw(record, 'system');
      cancelled.push(view(record));
    }
    return cancelled;
  }

  /** Every accepted order in arrival order. */
  orders(): RollingOrderView[] {
    return [...this.records.values()].map(view);
  }

  /** Every trade in the order it happened. */
  trades(): Trade[] {
    return [...this.log];
  }

  /** Open volume by price level of one book: bids highest first, asks lowest first. */
  depth(province: number, period: Period): { bids: DepthLevel[]; asks: DepthLevel[] } {
    const book = this.books.get(bookKey(province, period));
    return {
      bids: levels(book?.bids.list() ?? []),
      asks: levels(book?.asks.list() ?? []),
    };
  }

  private check(order: Order): string | null {
    if (this.isClosed) return marketMessages.roundEnded();
    if (this.records.has(order.id)) return marketMessages.duplicateOrderId(order.id);
    const wanted = this.cycle === 3 ? 'hour' : 'segment';
    if (order.period.kind !== wanted) return marketMessages.wrongPeriodForCycle(this.cycle);
    if (order.period.kind === 'hour') {
      const { hour } = order.period;
      if (!Number.isInteger(hour) || hour < 0 || hour >= HOURS_PER_DAY) {
        return marketMessages.unknownHour(hour);
      }
    }
    if (order.period.kind === 'segment') {
      const { segmentId } = order.period;
      if (!this.segments.some((s) => s.id === segmentId)) {
        return marketMessages.unknownSegment(segmentId);
      }
    }
    if (order.channelId != null) return marketMessages.channelInProvincialRound();
    if (toScaled(order.price, PRICE_SCALE) === null) return marketMessages.tooManyDecimals(3);
    const volume = toScaled(order.volume, VOLUME_SCALE);
    if (volume === null) return marketMessages.tooManyDecimals(2);
    if (volume <= 0) return marketMessages.notPositive('volume');
    return null;
  }

  private bookOf(province: number, period: Period): OrderBook {
    const key = bookKey(province, period);
    let book = this.books.get(key);
    if (!book) {
      book = emptyBook();
      this.books.set(key, book);
    }
    return book;
  }

  /** Records a fill of `cents` between the incoming order and a resting one, at the resting price. */
  private fill(incoming: OrderRecord, resting: RestingOrder, cents: number): Trade {
    const other = this.records.get(resting.order.id);
    const fen = moneyFen(cents, resting.priceMilli * 2);
    for (const record of [incoming, other]) {
      if (!record) continue;
      record.filledCents += cents;
      record.moneyFen += fen;
    }
    const [buy, sell] =
      incoming.order.side === 'buy'
        ? [incoming.order, resting.order]
        : [resting.order, incoming.order];
    const price = resting.priceMilli / PRICE_SCALE;
    const trade: Trade = {
      buyOrderId: buy.id,
      sellOrderId: sell.id,
      period: incoming.order.period,
      volume: cents / VOLUME_SCALE,
      buyPrice: price,
      sellPrice: price,
      buyMoney: fen / MONEY_SCALE,
      sellMoney: fen / MONEY_SCALE,
    };
    this.log.push(trade);
    return trade;
  }

  private withdraw(record: OrderRecord, by: 'owner' | 'system'): void {
    const { order } = record;
    const book = this.books.get(bookKey(order.province, order.period));
    (order.side === 'buy' ? book?.bids : book?.asks)?.remove(order.id);
    record.cancelledCents = record.resting?.remainingCents ?? 0;
    record.resting = null;
    record.cancelledBy = by;
  }
}

function bookKey(province: number, period: Period): string {
  return `${province}|${periodKey(period)}`;
}

/** Replays a round's events from scratch: the stored history always rebuilds the same books and trades. */
export function replayRollingMatching(
  cycle: RollingCycle,
  events: readonly RollingEvent[],
  segments?: readonly TimeSegment[],
): RollingMarket {
  const market = new RollingMarket(cycle, segments);
  for (const event of events) {
    if (event.kind === 'place') market.place(event.order);
    else if (event.kind === 'cancel') market.cancel(event.orderId, event.enterpriseId);
    else market.close();
  }
  return market;
}

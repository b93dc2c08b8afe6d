// Rolling matching (滚动撮合, round type 3): a continuous double auction per (province, time segment) in
// cycle 1 or per (province, hour) in cycle 3. Price-time priority; each trade is at the price of the order
// that was resting in the book; partial fills stay; open volume can be cancelled; close cancels the rest.
// Deterministic: the same events in the same order always give the same trades (see replayRollingMatching).
import { MONEY_SCALE, PRICE_SCALE, VOLUME_SCALE, moneyFen, toScaled } from '../fixedPoint';
import { marketMessages } from '../messages';
import { BUY, PriceLevelBook, SELL } from './priceLevelBook';
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
  private readonly books = new Map<string, PriceLevelBook>();
  private readonly records = new Map<string, OrderRecord>();
  // By handle (arrival number): the record and the book it rests in, so fills resolve without lookups.
  private readonly byHandle: OrderRecord[] = [];
  private readonly bookOfHandle: PriceLevelBook[] = [];
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
      handle: this.byHandle.length,
      priceMilli,
      volumeCents,
      filledCents: 0,
      openCents: 0,
      cancelledCents: 0,
      moneyFen: 0,
      slot: -1,
      cancelledBy: null,
      reason: problem,
    };
    if (problem !== null) {
      // A rejected order is reported but not remembered, so its id stays free for a corrected retry.
      return { view: view(record), trades: [] };
    }
    const book = this.bookOf(order.province, order.period);
    this.records.set(order.id, record);
    this.byHandle.push(record);
    this.bookOfHandle.push(book);
    const side = order.side === 'buy' ? BUY : SELL;
    record.slot = book.place(
      record.handle,
      side,
      priceMilli,
      volumeCents,
      order.declaredAt,
      order.sequence,
    );
    const trades: Trade[] = [];
    let filled = 0;
    for (let i = 0; i < book.count; i++) {
      const maker = this.byHandle[book.makerId(i)];
      if (!maker) continue;
      const cents = book.volume(i);
      filled += cents;
      trades.push(this.fill(record, maker, cents, book.price(i)));
      maker.openCents -= cents;
      if (book.makerDone(i)) maker.slot = -1;
    }
    record.openCents = volumeCents - filled;
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
    if (record.slot < 0) return { ok: false, reason: marketMessages.alreadyFilled() };
    this.withdraw(record, 'owner');
    return { ok: true, view: view(record) };
  }

  /** Closes the round: every open order is cancelled by the system. Returns those orders. */
  close(): RollingOrderView[] {
    this.isClosed = true;
    const cancelled: RollingOrderView[] = [];
    for (const record of this.byHandle) {
      if (record.slot < 0) continue;
      this.withdraw(record, 'system');
      cancelled.push(view(record));
    }
    return cancelled;
  }

  /** Cancels an order's open volume as the system (e.g. at the end of its session); null when none is open. */
  systemCancel(orderId: string): RollingOrderView | null {
    const record = this.records.get(orderId);
    if (!record || record.slot < 0) return null;
    this.withdraw(record, 'system');
    return view(record);
  }

  /** Every accepted order in arrival order. */
  orders(): RollingOrderView[] {
    return this.byHandle.map(view);
  }

  /** The view of one accepted order, or undefined. */
  order(orderId: string): RollingOrderView | undefined {
    const record = this.records.get(orderId);
    return record ? view(record) : undefined;
  }

  /** Every trade in the order it happened. */
  trades(): Trade[] {
    return [...this.log];
  }

  /** Open volume by price level of one book: bids highest first, asks lowest first. */
  depth(province: number, period: Period): { bids: DepthLevel[]; asks: DepthLevel[] } {
    const book = this.books.get(bookKey(province, period));
    return { bids: levels(book, BUY), asks: levels(book, SELL) };
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

  private bookOf(province: number, period: Period): PriceLevelBook {
    const key = bookKey(province, period);
    let book = this.books.get(key);
    if (!book) {
      book = new PriceLevelBook();
      this.books.set(key, book);
    }
    return book;
  }

  /** Records a fill of `cents` between the incoming order and a resting one, at the resting price. */
  private fill(
    incoming: OrderRecord,
    resting: OrderRecord,
    cents: number,
    priceMilli: number,
  ): Trade {
    const fen = moneyFen(cents, priceMilli * 2);
    incoming.filledCents += cents;
    incoming.moneyFen += fen;
    resting.filledCents += cents;
    resting.moneyFen += fen;
    const [buy, sell] =
      incoming.order.side === 'buy'
        ? [incoming.order, resting.order]
        : [resting.order, incoming.order];
    const price = priceMilli / PRICE_SCALE;
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
    this.bookOfHandle[record.handle]?.cancel(record.slot, record.handle);
    record.cancelledCents = record.openCents;
    record.openCents = 0;
    record.slot = -1;
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

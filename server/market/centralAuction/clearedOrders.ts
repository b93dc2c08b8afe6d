// The per-declaration results of a clearing as columns in declaration order. The server turns each
// declaration into an insert row; reading these columns, the store makes that row directly, instead of a
// result object per declaration first and then the row.
import type { ClearedOrder, OrderOutcome } from './centralAuctionTypes';
import { MONEY_SCALE, PRICE_SCALE, VOLUME_SCALE } from '../fixedPoint';
import type { Order } from '../types';

// Module-level copies of the scales: run by tsx (as the server is), an imported binding is read through
// a getter at every use, which showed in profiles of these per-order accessors.
const VOLUME = VOLUME_SCALE;
const MONEY = MONEY_SCALE;
/** Doubled prices (0.0005 元/MWh units), as the engine sums them (auctionTrades.ts DOUBLED). */
const DOUBLED = 2 * PRICE_SCALE;

/**
 * The columns of a clearing's per-declaration results, by declaration rank. A clearing writes them in
 * place (auctionRanking.ts gathers the declared side, each market's clearing adds what cleared).
 */
export interface OrderColumns {
  /** The declarations as given. */
  orders: readonly Order[];
  /** Declared volume, 0.01 MWh (0 when it was not a valid volume). */
  declaredCents: Float64Array;
  /** Volume that took part after the checks and quotas (0 when rejected). */
  acceptedCents: Float64Array;
  /** Cleared volume. */
  clearedCents: Float64Array;
  /** Money of the cleared volume, fen. */
  moneyFen: Float64Array;
  /** Sum of cleared volume times doubled price, for the average price. */
  volumePriceSum: Float64Array;
  /** Index in `reasonTexts` of why an order was rejected or capped; -1 for most orders. */
  reasonOf: Int32Array;
  reasonTexts: readonly string[];
}

/**
 * Zeroed columns for `orders` (n declarations). One literal with the key order of `ClearedOrders.empty`,
 * so every result shares the shape that object keeps alive. The columns are views of one buffer: one
 * zeroed allocation instead of six (see bench/README.md, branch auction6).
 */
export function orderColumns(
  orders: readonly Order[],
  reasonTexts: readonly string[],
): OrderColumns {
  const n = orders.length;
  // Five 8-byte columns, then the 4-byte one (views of 8-byte elements need 8-byte offsets).
  const buffer = new ArrayBuffer(n * 44);
  const f64 = (column: number): Float64Array => new Float64Array(buffer, column * n * 8, n);
  return {
    orders,
    declaredCents: f64(0),
    acceptedCents: f64(1),
    clearedCents: f64(2),
    moneyFen: f64(3),
    volumePriceSum: f64(4),
    reasonOf: new Int32Array(buffer, 5 * n * 8, n),
    reasonTexts,
  };
}

/** One result per declaration, in declaration order. */
export class ClearedOrders {
  /** Number of declarations. */
  readonly count: number;

  constructor(readonly columns: OrderColumns) {
    this.count = columns.orders.length;
  }

  /** The declaration of rank `r`. */
  order(r: number): Order {
    return this.columns.orders[r]!;
  }

  /** Time segment id, or null when the declaration named no segment. */
  segmentId(r: number): number | null {
    const period = this.columns.orders[r]!.period;
    return period.kind === 'segment' ? period.segmentId : null;
  }

  acceptedVolume(r: number): number {
    return this.columns.acceptedCents[r]! / VOLUME;
  }

  clearedVolume(r: number): number {
    return this.columns.clearedCents[r]! / VOLUME;
  }

  money(r: number): number {
    return this.columns.moneyFen[r]! / MONEY;
  }

  /** Average price of the cleared volume in 元/MWh (4 decimals), or null when nothing cleared. */
  price(r: number): number | null {
    const cleared = this.columns.clearedCents[r]!;
    if (cleared === 0) return null;
    return Math.round((this.columns.volumePriceSum[r]! / cleared / DOUBLED) * 10_000) / 10_000;
  }

  outcome(r: number): OrderOutcome {
    const c = this.columns;
    const cleared = c.clearedCents[r]!;
    if (c.acceptedCents[r] === 0) return 'rejected';
    if (cleared === 0) return 'unmatched';
    return cleared === c.declaredCents[r] ? 'cleared' : 'partial';
  }

  reason(r: number): string | null {
    const index = this.columns.reasonOf[r]!;
    return index < 0 ? null : this.columns.reasonTexts[index]!;
  }

  /** The result of the declaration of rank `r` as an object. */
  at(r: number): ClearedOrder {
    const order = this.columns.orders[r]!;
    return {
      orderId: order.id,
      enterpriseId: order.enterpriseId,
      unitId: order.unitId,
      province: order.province,
      side: order.side,
      segmentId: this.segmentId(r),
      channelId: order.channelId ?? null,
      declaredPrice: order.price,
      declaredVolume: order.volume,
      acceptedVolume: this.acceptedVolume(r),
      clearedVolume: this.clearedVolume(r),
      price: this.price(r),
      money: this.money(r),
      outcome: this.outcome(r),
      reason: this.reason(r),
    };
  }

  /** Every result as an object, in declaration order (made on each call: for tests and screens). */
  list(): ClearedOrder[] {
    const orders = new Array<ClearedOrder>(this.count);
    for (let r = 0; r < this.count; r++) orders[r] = this.at(r);
    return orders;
  }

  /**
   * No declarations. Also holds the shapes of this class and its columns alive: when every result
   * had died, a full collection dropped those shapes and with them the optimised code of the store's
   * row loops (V8's --trace-deopt: "weak objects"), which then ran unoptimised in the next clearing.
   */
  static readonly empty = new ClearedOrders(orderColumns([], []));

  /** The results of several clearings one after the other. */
  static join(parts: readonly ClearedOrders[]): ClearedOrders {
    const count = parts.reduce((sum, p) => sum + p.count, 0);
    const orders: Order[] = [];
    const reasonTexts: string[] = [];
    const joined: OrderColumns = {
      orders,
      declaredCents: new Float64Array(count),
      acceptedCents: new Float64Array(count),
      clearedCents: new Float64Array(count),
      moneyFen: new Float64Array(count),
      volumePriceSum: new Float64Array(count),
      reasonOf: new Int32Array(count),
      reasonTexts,
    };
    let at = 0;
    for (const { columns: c, count: n } of parts) {
      const offset = reasonTexts.length;
      for (const order of c.orders) orders.push(order);
      for (const text of c.reasonTexts) reasonTexts.push(text);
      for (let r = 0; r < n; r++) {
        const reason = c.reasonOf[r]!;
        joined.reasonOf[at + r] = reason < 0 ? -1 : reason + offset;
      }
      joined.declaredCents.set(c.declaredCents, at);
      joined.acceptedCents.set(c.acceptedCents, at);
      joined.clearedCents.set(c.clearedCents, at);
      joined.moneyFen.set(c.moneyFen, at);
      joined.volumePriceSum.set(c.volumePriceSum, at);
      at += n;
    }
    return new ClearedOrders(joined);
  }
}

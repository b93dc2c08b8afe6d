// The trades of a clearing as columns, one entry per matched pair. The server reads only their count and
// totals, so trade objects are made only when asked for (list, at): at 100,000 bids making them was a
// third of the clearing's time.
import { MONEY_SCALE, PRICE_SCALE, VOLUME_SCALE, moneyFen } from '../fixedPoint';
import type { Order, Trade } from '../types';

/** Doubled prices (0.0005 元/MWh units), as the engine pairs them (auctionTrades.ts DOUBLED). */
const DOUBLED = 2 * PRICE_SCALE;

/** The columns of `count` trades; positions index `orders`. */
export interface TradeColumns {
  /** Orders the positions below point into (the clearing's input: no list of ids is made). */
  orders: readonly Order[];
  /** Position in `orders` of the buy and of the sell order. */
  buyAt: Uint32Array;
  sellAt: Uint32Array;
  /** Volume, 0.01 MWh. */
  cents: Float64Array;
  /** Prices the buyer pays and the seller receives, 0.0005 元/MWh (doubled, see DOUBLED). */
  buyDoubled: Float64Array;
  sellDoubled: Float64Array;
  /** Time segment id of the market. */
  segmentId: Int32Array;
}

/** Every matched pair of a clearing, market by market, best prices first. */
export class ClearedTrades {
  /** Number of trades. */
  readonly count: number;
  /** Sum of traded volumes, 0.01 MWh (what Σ round(volume × 100) of the trade objects gives). */
  readonly volumeCents: number;
  /** Sum of what sellers receive, fen (Σ round(sellMoney × 100) of the trade objects). */
  readonly sellFen: number;

  /** `volumeCents` and `sellFen` are the sums of the columns, which the pairing adds up as it goes. */
  constructor(
    readonly columns: TradeColumns,
    volumeCents: number,
    sellFen: number,
  ) {
    this.count = columns.cents.length;
    this.volumeCents = volumeCents;
    this.sellFen = sellFen;
  }

  /** The trade at position `t` as an object. */
  at(t: number): Trade {
    const c = this.columns;
    const cents = c.cents[t]!;
    const buyDoubled = c.buyDoubled[t]!;
    const sellDoubled = c.sellDoubled[t]!;
    return {
      buyOrderId: c.orders[c.buyAt[t]!]!.id,
      sellOrderId: c.orders[c.sellAt[t]!]!.id,
      period: { kind: 'segment', segmentId: c.segmentId[t]! },
      volume: cents / VOLUME_SCALE,
      buyPrice: buyDoubled / DOUBLED,
      sellPrice: sellDoubled / DOUBLED,
      buyMoney: moneyFen(cents, buyDoubled) / MONEY_SCALE,
      sellMoney: moneyFen(cents, sellDoubled) / MONEY_SCALE,
    };
  }

  /** Every trade as an object, in order (made on each call: for tests, exports and charts). */
  list(): Trade[] {
    const trades = new Array<Trade>(this.count);
    for (let t = 0; t < this.count; t++) trades[t] = this.at(t);
    return trades;
  }

  /** No trades. Also holds the shapes of this class and its columns alive (see ClearedOrders.empty). */
  static readonly empty = new ClearedTrades(
    {
      orders: [],
      buyAt: new Uint32Array(0),
      sellAt: new Uint32Array(0),
      cents: new Float64Array(0),
      buyDoubled: new Float64Array(0),
      sellDoubled: new Float64Array(0),
      segmentId: new Int32Array(0),
    },
    0,
    0,
  );

  /** The trades of several clearings one after the other. */
  static join(parts: readonly ClearedTrades[]): ClearedTrades {
    const count = parts.reduce((sum, p) => sum + p.count, 0);
    const orders: Order[] = [];
    const joined: TradeColumns = {
      orders,
      buyAt: new Uint32Array(count),
      sellAt: new Uint32Array(count),
      cents: new Float64Array(count),
      buyDoubled: new Float64Array(count),
      sellDoubled: new Float64Array(count),
      segmentId: new Int32Array(count),
    };
    let at = 0;
    for (const { columns: c, count: n } of parts) {
      const offset = orders.length;
      for (const order of c.orders) orders.push(order);
      for (let t = 0; t < n; t++) {
        joined.buyAt[at + t] = c.buyAt[t]! + offset;
        joined.sellAt[at + t] = c.sellAt[t]! + offset;
      }
      joined.cents.set(c.cents, at);
      joined.buyDoubled.set(c.buyDoubled, at);
      joined.sellDoubled.set(c.sellDoubled, at);
      joined.segmentId.set(c.segmentId, at);
      at += n;
    }
    const sum = (of: (p: ClearedTrades) => number): number => parts.reduce((s, p) => s + of(p), 0);
    return new ClearedTrades(
      joined,
      sum((p) => p.volumeCents),
      sum((p) => p.sellFen),
    );
  }
}

// Pairs the cleared volumes of one market into trades and prices them by the course's pricing rule.
// Money is computed per trade, so each side's money is the exact sum of its trades.
import type { AuctionBook } from './auctionBook';
import type { Crossing } from './auctionCurve';
import type { Workspace } from './auctionWorkspace';
import type { PricingRule } from './centralAuctionTypes';
import { ClearedTrades } from './clearedTrades';
import { PRICE_SCALE, moneyFen } from '../fixedPoint';
import type { Order } from '../types';

/** Doubled prices (0.0005 元/MWh units) keep the average of two prices an integer. */
export const DOUBLED = 2 * PRICE_SCALE;

/**
 * Trades as they are paired: columns of the workspace (room for one trade per order, more than a
 * clearing can make) filled up to `count`, and the totals the server reads.
 */
export interface TradeLog {
  count: number;
  volumeCents: number;
  sellFen: number;
  ws: Workspace;
}

/** An empty log writing into the workspace's trade columns. */
export function tradeLog(ws: Workspace): TradeLog {
  return { count: 0, volumeCents: 0, sellFen: 0, ws };
}

/** The logged trades, copied out of the workspace (the result outlives the next clearing). */
export function finishTrades(log: TradeLog, orders: readonly Order[]): ClearedTrades {
  const { ws, count } = log;
  const columns = {
    orders,
    buyAt: ws.tradeBuyAt.slice(0, count),
    sellAt: ws.tradeSellAt.slice(0, count),
    cents: ws.tradeCents.slice(0, count),
    buyDoubled: ws.tradeBuyDoubled.slice(0, count),
    sellDoubled: ws.tradeSellDoubled.slice(0, count),
    segmentId: ws.tradeSegmentId.slice(0, count),
  };
  return new ClearedTrades(columns, log.volumeCents, log.sellFen);
}

/** A side of one market as positions [start, end) in the ranked orders. */
export interface RankedRange {
  /** First position. */
  start: number;
  /** End position (exclusive). */
  end: number;
}

/**
 * Walks the ranked buys and sells with their cleared volumes, best first, and logs one trade per
 * overlap. Under the uniform rule every trade is at (last buy + last sell) / 2; under
 * high-low pairing at the average of the pair's own prices. Prices compare on the receiving side (sells
 * plus tariff); the seller receives that price minus the tariff.
 */
export function pairTrades(
  book: AuctionBook,
  ranked: Uint32Array,
  buys: RankedRange,
  sells: RankedRange,
  market: { crossing: Crossing; rule: PricingRule; tariffMilli: number; segmentId: number },
  log: TradeLog,
): void {
  const { crossing, rule, tariffMilli, segmentId } = market;
  const { ws } = log;
  const cleared = book.clearedCents;
  const uniform = crossing.lastBuyMilli + crossing.lastSellMilli;
  let i = nextCleared(ranked, cleared, buys.start, buys.end);
  let j = nextCleared(ranked, cleared, sells.start, sells.end);
  let buyLeft = i < buys.end ? cleared[ranked[i]!]! : 0;
  let sellLeft = j < sells.end ? cleared[ranked[j]!]! : 0;
  while (buyLeft > 0 && sellLeft > 0) {
    const buy = ranked[i]!;
    const sell = ranked[j]!;
    const cents = Math.min(buyLeft, sellLeft);
    const buyDoubled =
      rule === 'uniform' ? uniform : book.comparePriceMilli[buy]! + book.comparePriceMilli[sell]!;
    const sellDoubled = buyDoubled - 2 * tariffMilli;
    const buyFen = moneyFen(cents, buyDoubled);
    const sellFen = moneyFen(cents, sellDoubled);
    book.moneyFen[buy]! += buyFen;
    book.volumePriceSum[buy]! += cents * buyDoubled;
    book.moneyFen[sell]! += sellFen;
    book.volumePriceSum[sell]! += cents * sellDoubled;
    const t = log.count++;
    ws.tradeBuyAt[t] = buy;
    ws.tradeSellAt[t] = sell;
    ws.tradeCents[t] = cents;
    ws.tradeBuyDoubled[t] = buyDoubled;
    ws.tradeSellDoubled[t] = sellDoubled;
    ws.tradeSegmentId[t] = segmentId;
    log.volumeCents += cents;
    log.sellFen += sellFen;
    buyLeft -= cents;
    sellLeft -= cents;
    if (buyLeft === 0) {
      i = nextCleared(ranked, cleared, i + 1, buys.end);
      buyLeft = i < buys.end ? cleared[ranked[i]!]! : 0;
    }
    if (sellLeft === 0) {
      j = nextCleared(ranked, cleared, j + 1, sells.end);
      sellLeft = j < sells.end ? cleared[ranked[j]!]! : 0;
    }
  }
}

/** The first position at or after `from` whose order cleared something, or `end`. */
function nextCleared(
  ranked: Uint32Array,
  cleared: Float64Array,
  from: number,
  end: number,
): number {
  let p = from;
  while (p < end && cleared[ranked[p]!] === 0) p++;
  return p;
}

/** Volume-weighted price of one side's cleared orders in 元/MWh (4 decimals). */
export function meanPrice(
  book: AuctionBook,
  ranked: Uint32Array,
  side: RankedRange,
  cents: number,
): number {
  let sum = 0;
  for (let p = side.start; p < side.end; p++) sum += book.volumePriceSum[ranked[p]!]!;
  return Math.round((sum / cents / DOUBLED) * 10_000) / 10_000;
}

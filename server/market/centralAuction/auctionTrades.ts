// Pairs the cleared volumes of one market into trades and prices them by the course's pricing rule.
// Money is computed per trade, so each side's money is the exact sum of its trades.
import type { AuctionBook } from './auctionBook';
import type { Crossing } from './auctionCurve';
import type { PricingRule } from './centralAuctionTypes';
import { MONEY_SCALE, PRICE_SCALE, VOLUME_SCALE, moneyFen } from '../fixedPoint';
import type { Period, Trade } from '../types';

/** Doubled prices (0.0005 元/MWh units) keep the average of two prices an integer. */
export const DOUBLED = 2 * PRICE_SCALE;

/** A side of one market as positions [start, end) in the ranked orders. */
export interface RankedRange {
  /** First position. */
  start: number;
  /** End position (exclusive). */
  end: number;
}

/**
 * Walks the ranked buys and sells with their cleared volumes, best first, and appends one trade per
 * overlap to `trades`. Under the uniform rule every trade is at (last buy + last sell) / 2; under
 * high-low pairing at the average of the pair's own prices. Prices compare on the receiving side (sells
 * plus tariff); the seller receives that price minus the tariff.
 */
export function pairTrades(
  book: AuctionBook,
  ranked: Uint32Array,
  buys: RankedRange,
  sells: RankedRange,
  market: { crossing: Crossing; rule: PricingRule; tariffMilli: number; period: Period },
  trades: Trade[],
): void {
  const { crossing, rule, tariffMilli, period } = market;
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
    trades.push({
      buyOrderId: book.ids[buy]!,
      sellOrderId: book.ids[sell]!,
      period,
      volume: cents / VOLUME_SCALE,
      buyPrice: buyDoubled / DOUBLED,
      sellPrice: sellDoubled / DOUBLED,
      buyMoney: buyFen / MONEY_SCALE,
      sellMoney: sellFen / MONEY_SCALE,
    });
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

/** Average price of an order's cleared volume in 元/MWh (4 decimals), or null when nothing cleared. */
export function averagePrice(book: AuctionBook, at: number): number | null {
  const cleared = book.clearedCents[at]!;
  if (cleared === 0) return null;
  return Math.round((book.volumePriceSum[at]! / cleared / DOUBLED) * 10_000) / 10_000;
}

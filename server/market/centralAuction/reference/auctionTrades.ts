// Pairs the cleared volumes of one market into trades and prices them by the course's pricing rule.
// Money is computed per trade, so each side's money is the exact sum of its trades.
import type { AuctionEntry } from './auctionEntries';
import type { Crossing } from './auctionCurve';
import { MONEY_SCALE, PRICE_SCALE, VOLUME_SCALE, moneyFen } from '../../fixedPoint';
import type { PricingRule } from '../centralAuctionTypes';
import type { Period, Trade } from '../../types';

/** Doubled prices (0.0005 元/MWh units) keep the average of two prices an integer. */
const DOUBLED = 2 * PRICE_SCALE;

/**
 * Walks the ranked buys and sells with their cleared volumes, best first, and records one trade per
 * overlap. Under the uniform rule every trade is at (last buy + last sell) / 2; under high-low pairing at
 * the average of the pair's own prices. Prices compare on the receiving side (sells plus tariff); the
 * seller receives that price minus the tariff.
 */
export function pairTrades(
  buys: readonly AuctionEntry[],
  sells: readonly AuctionEntry[],
  crossing: Crossing,
  rule: PricingRule,
  tariffMilli: number,
  period: Period,
): Trade[] {
  const trades: Trade[] = [];
  const uniform = crossing.lastBuyMilli + crossing.lastSellMilli;
  let i = 0;
  let j = 0;
  let buyLeft = buys[0]?.clearedCents ?? 0;
  let sellLeft = sells[0]?.clearedCents ?? 0;
  for (let buy = buys[0], sell = sells[0]; buy && sell; buy = buys[i], sell = sells[j]) {
    if (buyLeft === 0 || sellLeft === 0) break;
    const cents = Math.min(buyLeft, sellLeft);
    const buyDoubled =
      rule === 'uniform' ? uniform : buy.comparePriceMilli + sell.comparePriceMilli;
    const sellDoubled = buyDoubled - 2 * tariffMilli;
    const buyFen = moneyFen(cents, buyDoubled);
    const sellFen = moneyFen(cents, sellDoubled);
    credit(buy, cents, buyDoubled, buyFen);
    credit(sell, cents, sellDoubled, sellFen);
    trades.push({
      buyOrderId: buy.order.id,
      sellOrderId: sell.order.id,
      period,
      volume: cents / VOLUME_SCALE,
      buyPrice: buyDoubled / DOUBLED,
      sellPrice: sellDoubled / DOUBLED,
      buyMoney: buyFen / MONEY_SCALE,
      sellMoney: sellFen / MONEY_SCALE,
    });
    buyLeft -= cents;
    sellLeft -= cents;
    if (buyLeft === 0) buyLeft = buys[++i]?.clearedCents ?? 0;
    if (sellLeft === 0) sellLeft = sells[++j]?.clearedCents ?? 0;
  }
  return trades;
}

function credit(entry: AuctionEntry, cents: number, doubled: number, fen: number): void {
  entry.moneyFen += fen;
  entry.volumePriceSum += cents * doubled;
}

/** Average price of an entry's cleared volume in 元/MWh (4 decimals), or null when nothing cleared. */
export function averagePrice(entry: AuctionEntry): number | null {
  if (entry.clearedCents === 0) return null;
  return Math.round((entry.volumePriceSum / entry.clearedCents / DOUBLED) * 10_000) / 10_000;
}

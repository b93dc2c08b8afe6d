// Pairs the cleared volumes of one market into trades and prices them by the course's pricing rule.
// Money is computed per trade, so each side's money is the exact sum of its trades.
import type { Crossing } from './auctionCurve';
import type { RankedBook } from './auctionRanking';
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

/**
 * The logged trades, copied out of the workspace (the result outlives the next clearing). Their positions
 * are declaration ranks, so `orders` is the declarations in declaration order.
 */
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

/** What pairing one market sums up, for its mean prices. */
export interface PairedSums {
  /** Σ cleared volume × doubled price over the buys, and over the sells, each summed order by order. */
  buy: number;
  sell: number;
}

/**
 * Walks the ranked buys and sells with their cleared volumes (`ws.rankedCents`, in ranked order), best
 * first, and logs one trade per overlap. Under the uniform rule every trade is at (last buy + last
 * sell) / 2; under high-low pairing at the average of the pair's own prices. Prices compare on the
 * receiving side (sells plus tariff); the seller receives that price minus the tariff. Each order's money
 * and price sum are added up while it is the current one and written once, when the walk leaves it;
 * the side sums add those, order by order in ranked order (as a walk over the side's orders would).
 */
export function pairTrades(
  { ranked, priceOf, results }: RankedBook,
  buys: RankedRange,
  sells: RankedRange,
  market: { crossing: Crossing; rule: PricingRule; tariffMilli: number; segmentId: number },
  log: TradeLog,
): PairedSums {
  const { crossing, rule, tariffMilli, segmentId } = market;
  const { ws } = log;
  const cleared = ws.rankedCents;
  const prices = priceOf;
  const { moneyFen: money, volumePriceSum } = results;
  const { tradeBuyAt, tradeSellAt, tradeCents, tradeBuyDoubled, tradeSellDoubled, tradeSegmentId } =
    ws;
  const uniform = crossing.lastBuyMilli + crossing.lastSellMilli;
  const highLow = rule !== 'uniform';
  const doubledTariff = 2 * tariffMilli;
  const untaxed = doubledTariff === 0;
  let count = log.count;
  let volumeCents = log.volumeCents;
  let sellTotalFen = log.sellFen;
  let buySum = 0;
  let sellSum = 0;
  let i = nextCleared(cleared, buys.start, buys.end);
  let j = nextCleared(cleared, sells.start, sells.end);
  let buyLeft = i < buys.end ? cleared[i]! : 0;
  let sellLeft = j < sells.end ? cleared[j]! : 0;
  let buy = i < buys.end ? ranked[i]! : 0;
  let sell = j < sells.end ? ranked[j]! : 0;
  let buyMoney = 0;
  let buyVolumePrice = 0;
  let sellMoney = 0;
  let sellVolumePrice = 0;
  while (buyLeft > 0 && sellLeft > 0) {
    const cents = Math.min(buyLeft, sellLeft);
    const buyDoubled = highLow ? prices[buy]! + prices[sell]! : uniform;
    const sellDoubled = buyDoubled - doubledTariff;
    const buyFen = moneyFen(cents, buyDoubled);
    const buyVolume = cents * buyDoubled;
    // Without a tariff both sides trade at one price: one rounding and one product serve both.
    const sellFen = untaxed ? buyFen : moneyFen(cents, sellDoubled);
    buyMoney += buyFen;
    buyVolumePrice += buyVolume;
    sellMoney += sellFen;
    sellVolumePrice += untaxed ? buyVolume : cents * sellDoubled;
    tradeBuyAt[count] = buy;
    tradeSellAt[count] = sell;
    tradeCents[count] = cents;
    tradeBuyDoubled[count] = buyDoubled;
    tradeSellDoubled[count] = sellDoubled;
    tradeSegmentId[count] = segmentId;
    count++;
    volumeCents += cents;
    sellTotalFen += sellFen;
    buyLeft -= cents;
    sellLeft -= cents;
    if (buyLeft === 0) {
      money[buy] = buyMoney;
      volumePriceSum[buy] = buyVolumePrice;
      buySum += buyVolumePrice;
      buyMoney = 0;
      buyVolumePrice = 0;
      i = nextCleared(cleared, i + 1, buys.end);
      buyLeft = i < buys.end ? cleared[i]! : 0;
      if (i < buys.end) buy = ranked[i]!;
    }
    if (sellLeft === 0) {
      money[sell] = sellMoney;
      volumePriceSum[sell] = sellVolumePrice;
      sellSum += sellVolumePrice;
      sellMoney = 0;
      sellVolumePrice = 0;
      j = nextCleared(cleared, j + 1, sells.end);
      sellLeft = j < sells.end ? cleared[j]! : 0;
      if (j < sells.end) sell = ranked[j]!;
    }
  }
  // Both sides clear the same volume, so the walk ends on both; an order left part-paired is written too.
  if (buyMoney !== 0 || buyVolumePrice !== 0) {
    money[buy] = buyMoney;
    volumePriceSum[buy] = buyVolumePrice;
    buySum += buyVolumePrice;
  }
  if (sellMoney !== 0 || sellVolumePrice !== 0) {
    money[sell] = sellMoney;
    volumePriceSum[sell] = sellVolumePrice;
    sellSum += sellVolumePrice;
  }
  log.count = count;
  log.volumeCents = volumeCents;
  log.sellFen = sellTotalFen;
  return { buy: buySum, sell: sellSum };
}

/** The first ranked position at or after `from` whose order cleared something, or `end`. */
function nextCleared(cleared: Float64Array, from: number, end: number): number {
  let p = from;
  while (p < end && cleared[p] === 0) p++;
  return p;
}

/** Volume-weighted price of one side's cleared orders in 元/MWh (4 decimals), from its paired sum. */
export function meanPrice(volumePriceSum: number, cents: number): number {
  return Math.round((volumePriceSum / cents / DOUBLED) * 10_000) / 10_000;
}

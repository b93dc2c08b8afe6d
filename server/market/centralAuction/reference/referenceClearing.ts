// The first, object-per-order implementation of centralised-bidding clearing, kept as the oracle the
// typed-array engine (../centralAuction.ts) is checked against, result for result, and as the "before"
// figure of bench/centralAuction.bench.ts. Not used by the server. Rules: docs/market-rules.md.
import { buildEntries, type AuctionEntry } from './auctionEntries';
import { groupMarkets, type MarketOrders, type MarketPlace } from './auctionMarkets';
import { allocate, findCrossing, rankBuys, rankSells, toCurve, toTiers } from './auctionCurve';
import { averagePrice, pairTrades } from './auctionTrades';
import {
  DEFAULT_CENTRAL_AUCTION_SETTINGS,
  type CentralAuctionInput,
  type CentralAuctionObjects,
  type CentralAuctionSettings,
  type ClearedOrder,
  type OrderOutcome,
  type SegmentClearing,
} from '../centralAuctionTypes';
import { MONEY_SCALE, PRICE_SCALE, VOLUME_SCALE, toScaled } from '../../fixedPoint';
import { DEFAULT_TIME_SEGMENTS, type TimeSegment } from '../../timeSegments';
import type { Trade } from '../../types';

/** Clears a centralised-bidding round the straightforward way (objects, comparator sorts). */
export function clearCentralAuctionReference(input: CentralAuctionInput): CentralAuctionObjects {
  const settings: CentralAuctionSettings = {
    ...DEFAULT_CENTRAL_AUCTION_SETTINGS,
    ...input.settings,
  };
  const segments = input.segments ?? DEFAULT_TIME_SEGMENTS;
  const segmentIds = new Set(segments.map((s) => s.id));
  const entries = buildEntries(
    input.orders,
    segmentIds,
    input.channels,
    input.limits,
    settings.quotaMode,
  );
  const markets: SegmentClearing[] = [];
  const trades: Trade[] = [];
  for (const place of groupMarkets(entries, input.channels)) {
    for (const segment of segments) {
      const orders = place.bySegment.get(segment.id) ?? { buys: [], sells: [] };
      const cleared = clearMarket(orders, place, segment, settings);
      markets.push(cleared.market);
      for (const trade of cleared.trades) trades.push(trade);
    }
  }
  return { settings, markets, orders: entries.map(toClearedOrder), trades };
}

function clearMarket(
  orders: MarketOrders,
  place: MarketPlace,
  segment: TimeSegment,
  settings: CentralAuctionSettings,
): { market: SegmentClearing; trades: Trade[] } {
  const { channel, scope } = place;
  const buyTiers = toTiers(rankBuys(orders.buys));
  const sellTiers = toTiers(rankSells(orders.sells));
  const tariffMilli = channel ? (toScaled(channel.tariff, PRICE_SCALE) ?? 0) : 0;
  const capCents =
    channel?.limit == null
      ? Infinity
      : Math.floor(Number((channel.limit * VOLUME_SCALE).toPrecision(12)));
  const crossing = findCrossing(buyTiers, sellTiers, Math.max(0, capCents));
  const market: SegmentClearing = {
    scope,
    segmentId: segment.id,
    segmentName: segment.name,
    clearedVolume: 0,
    clearingPrice: null,
    receivingPrice: null,
    buyCurve: toCurve(buyTiers),
    sellCurve: toCurve(sellTiers),
    clearingPoint: null,
    limitedByChannel: crossing?.capped ?? false,
  };
  if (crossing === null || crossing.cents === 0) return { market, trades: [] };
  allocate(buyTiers, crossing.cents);
  allocate(sellTiers, crossing.cents);
  const period = { kind: 'segment', segmentId: segment.id } as const;
  const buys = orders.buys.filter(hasVolume);
  const sells = orders.sells.filter(hasVolume);
  const trades = pairTrades(buys, sells, crossing, settings.pricingRule, tariffMilli, period);
  const receivingPrice = meanPrice(buys, crossing.cents);
  market.clearedVolume = crossing.cents / VOLUME_SCALE;
  market.receivingPrice = receivingPrice;
  market.clearingPrice = meanPrice(sells, crossing.cents);
  market.clearingPoint = { volume: market.clearedVolume, price: receivingPrice };
  return { market, trades };
}

function hasVolume(entry: AuctionEntry): boolean {
  return entry.clearedCents > 0;
}

/** Volume-weighted price of one side's cleared entries in 元/MWh, 4 decimals. */
function meanPrice(entries: readonly AuctionEntry[], cents: number): number {
  const sum = entries.reduce((total, e) => total + e.volumePriceSum, 0);
  return Math.round((sum / cents / (2 * PRICE_SCALE)) * 10_000) / 10_000;
}

function outcomeOf(entry: AuctionEntry): OrderOutcome {
  if (entry.acceptedCents === 0) return 'rejected';
  if (entry.clearedCents === 0) return 'unmatched';
  return entry.clearedCents === entry.declaredCents ? 'cleared' : 'partial';
}

function toClearedOrder(entry: AuctionEntry): ClearedOrder {
  const { order } = entry;
  return {
    orderId: order.id,
    enterpriseId: order.enterpriseId,
    unitId: order.unitId,
    province: order.province,
    side: order.side,
    segmentId: entry.segmentId,
    channelId: order.channelId ?? null,
    declaredPrice: order.price,
    declaredVolume: order.volume,
    acceptedVolume: entry.acceptedCents / VOLUME_SCALE,
    clearedVolume: entry.clearedCents / VOLUME_SCALE,
    price: averagePrice(entry),
    money: entry.moneyFen / MONEY_SCALE,
    outcome: outcomeOf(entry),
    reason: entry.reason,
  };
}

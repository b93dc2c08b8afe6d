// Centralised bidding (集中竞价, round type 15): a pure, deterministic clearing of one round, per time
// segment and per province, or per channel in an inter-provincial round. Rules: docs/market-rules.md,
// "Centralised bidding". The orders are read once into typed-array columns (auctionBook.ts) and ranked
// once with linear numeric sorts (auctionRanking.ts), which also lays out the result's columns in
// declaration order; each market's clearing writes its orders' results there.
import { buildBook, type MarketPlaces } from './auctionBook';
import { allocate, findCrossing, sideCurve, toCurve } from './auctionCurve';
import { applyQuotas } from './auctionQuotas';
import { rankBook, sideGroup, type RankedBook } from './auctionRanking';
import {
  finishTrades,
  meanPrice,
  pairTrades,
  tradeLog,
  type RankedRange,
  type TradeLog,
} from './auctionTrades';
import {
  DEFAULT_CENTRAL_AUCTION_SETTINGS,
  type AuctionScope,
  type CentralAuctionInput,
  type CentralAuctionObjects,
  type CentralAuctionResult,
  type CentralAuctionSettings,
  type SegmentClearing,
} from './centralAuctionTypes';
import { ClearedOrders } from './clearedOrders';
import { PRICE_SCALE, VOLUME_SCALE, toScaled } from '../fixedPoint';
import { DEFAULT_TIME_SEGMENTS, type TimeSegment } from '../timeSegments';
import type { Channel } from '../types';

/** Clears a centralised-bidding round: same input, same result, whatever the order of the input array. */
export function clearCentralAuction(input: CentralAuctionInput): CentralAuctionResult {
  const settings: CentralAuctionSettings = {
    ...DEFAULT_CENTRAL_AUCTION_SETTINGS,
    ...input.settings,
  };
  const segments = input.segments ?? DEFAULT_TIME_SEGMENTS;
  const book = buildBook(input.orders, segments, input.channels);
  const places = book.places;
  if (input.limits) applyQuotas(book, input.limits, settings.quotaMode);
  const placeCount = places.channels?.length ?? places.provinces.length;
  const ranked = rankBook(book, placeCount, segments.length);
  const markets: SegmentClearing[] = [];
  const trades = tradeLog(ranked.ws);
  for (let place = 0; place < placeCount; place++) {
    const channel = places.channels?.[place];
    for (const segment of segments) {
      // Orders are grouped under the first listing of a segment id.
      const index = segments.findIndex((s) => s.id === segment.id);
      const ref: MarketRef = { place, scope: scopeOf(places, place), segment, index, channel };
      markets.push(clearMarket(ranked, ref, settings, trades));
    }
  }
  const { results } = ranked;
  return {
    settings,
    markets,
    orders: new ClearedOrders(results),
    trades: finishTrades(trades, results.orders),
  };
}

/** The result with its declarations and trades as objects (tests, and whoever wants them whole). */
export function resultObjects(result: CentralAuctionResult): CentralAuctionObjects {
  const { settings, markets, orders, trades } = result;
  return { settings, markets, orders: orders.list(), trades: trades.list() };
}

/** One market to clear: a place and a segment. */
interface MarketRef {
  place: number;
  scope: AuctionScope;
  segment: TimeSegment;
  /** Index of the segment in the list, which addresses its ranked group. */
  index: number;
  channel: Channel | undefined;
}

function scopeOf(places: MarketPlaces, place: number): AuctionScope {
  const channel = places.channels?.[place];
  if (channel) {
    return {
      kind: 'channel',
      channelId: channel.id,
      fromProvince: channel.fromProvince,
      toProvince: channel.toProvince,
    };
  }
  return { kind: 'province', province: places.provinces[place]! };
}

function sideRange(ranked: RankedBook, ref: MarketRef, side: 'buy' | 'sell'): RankedRange {
  const group = sideGroup(ranked.segmentCount, ref.place, ref.index, side);
  return { start: ranked.groupStart[group]!, end: ranked.groupStart[group + 1]! };
}

function clearMarket(
  ranked: RankedBook,
  ref: MarketRef,
  settings: CentralAuctionSettings,
  trades: TradeLog,
): SegmentClearing {
  const { channel, segment } = ref;
  const buys = sideRange(ranked, ref, 'buy');
  const sells = sideRange(ranked, ref, 'sell');
  const buyCurve = sideCurve(ranked, buys.start, buys.end);
  const sellCurve = sideCurve(ranked, sells.start, sells.end);
  const tariffMilli = channel ? (toScaled(channel.tariff, PRICE_SCALE) ?? 0) : 0;
  const capCents =
    channel?.limit == null
      ? Infinity
      : Math.floor(Number((channel.limit * VOLUME_SCALE).toPrecision(12)));
  const crossing = findCrossing(buyCurve, sellCurve, Math.max(0, capCents));
  const market: SegmentClearing = {
    scope: ref.scope,
    segmentId: segment.id,
    segmentName: segment.name,
    clearedVolume: 0,
    clearingPrice: null,
    receivingPrice: null,
    buyCurve: toCurve(buyCurve),
    sellCurve: toCurve(sellCurve),
    clearingPoint: null,
    limitedByChannel: crossing?.capped ?? false,
  };
  if (crossing === null || crossing.cents === 0) return market;
  allocate(ranked, buyCurve, crossing.cents);
  allocate(ranked, sellCurve, crossing.cents);
  const rule = settings.pricingRule;
  const segmentId = segment.id;
  const pricing = { crossing, rule, tariffMilli, segmentId };
  const sums = pairTrades(ranked, buys, sells, pricing, trades);
  const receivingPrice = meanPrice(sums.buy, crossing.cents);
  market.clearedVolume = crossing.cents / VOLUME_SCALE;
  market.receivingPrice = receivingPrice;
  market.clearingPrice = meanPrice(sums.sell, crossing.cents);
  market.clearingPoint = { volume: market.clearedVolume, price: receivingPrice };
  return market;
}

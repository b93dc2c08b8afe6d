// Centralised bidding (集中竞价, round type 15): a pure, deterministic clearing of one round, per time
// segment and per province, or per channel in an inter-provincial round. Rules: docs/market-rules.md,
// "Centralised bidding". The orders are read once into typed-array columns (auctionBook.ts) and ranked
// once with linear numeric sorts (auctionRanking.ts); objects are made only for the result.
import { buildBook, type AuctionBook, type MarketPlaces } from './auctionBook';
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
import type { Channel, Order } from '../types';

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
      markets.push(clearMarket(book, ranked, ref, settings, trades));
    }
  }
  return {
    settings,
    markets,
    orders: clearedOrders(book),
    trades: finishTrades(trades, book.input),
  };
}

/** The per-order columns copied out of the workspace in declaration order (the result outlives it). */
function clearedOrders(book: AuctionBook): ClearedOrders {
  const n = book.declaration.length;
  if (book.inDeclarationOrder) {
    // The usual case on the server (it reads declarations in order): plain copies.
    return new ClearedOrders({
      orders: book.input.slice(),
      declaredCents: book.declaredCents.slice(),
      acceptedCents: book.acceptedCents.slice(),
      clearedCents: book.clearedCents.slice(),
      moneyFen: book.moneyFen.slice(),
      volumePriceSum: book.volumePriceSum.slice(),
      reasonOf: book.reasonOf.slice(),
      reasonTexts: book.reasonTexts,
    });
  }
  const orders = new Array<Order>(n);
  const declaredCents = new Float64Array(n);
  const acceptedCents = new Float64Array(n);
  const clearedCents = new Float64Array(n);
  const moneyFen = new Float64Array(n);
  const volumePriceSum = new Float64Array(n);
  const reasonOf = new Int32Array(n);
  // Read in input order and placed at each order's rank: the columns and objects are read where they
  // sit (a gather in rank order missed the cache on nearly every read of a 100,000-order round). Every
  // value is written, even 0: skipping them cost more in mispredicted branches at 1,000 orders.
  for (let at = 0; at < n; at++) {
    const rank = book.rankOf[at]!;
    orders[rank] = book.input[at]!;
    declaredCents[rank] = book.declaredCents[at]!;
    acceptedCents[rank] = book.acceptedCents[at]!;
    clearedCents[rank] = book.clearedCents[at]!;
    moneyFen[rank] = book.moneyFen[at]!;
    volumePriceSum[rank] = book.volumePriceSum[at]!;
    reasonOf[rank] = book.reasonOf[at]!;
  }
  return new ClearedOrders({
    orders,
    declaredCents,
    acceptedCents,
    clearedCents,
    moneyFen,
    volumePriceSum,
    reasonOf,
    reasonTexts: book.reasonTexts,
  });
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
  book: AuctionBook,
  ranked: RankedBook,
  ref: MarketRef,
  settings: CentralAuctionSettings,
  trades: TradeLog,
): SegmentClearing {
  const { channel, segment } = ref;
  const buys = sideRange(ranked, ref, 'buy');
  const sells = sideRange(ranked, ref, 'sell');
  const buyCurve = sideCurve(book, ranked, buys.start, buys.end);
  const sellCurve = sideCurve(book, ranked, sells.start, sells.end);
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
  allocate(book, ranked, buyCurve, crossing.cents);
  allocate(book, ranked, sellCurve, crossing.cents);
  const rule = settings.pricingRule;
  const segmentId = segment.id;
  const pricing = { crossing, rule, tariffMilli, segmentId };
  const sums = pairTrades(book, ranked.ranked, buys, sells, pricing, trades);
  const receivingPrice = meanPrice(sums.buy, crossing.cents);
  market.clearedVolume = crossing.cents / VOLUME_SCALE;
  market.receivingPrice = receivingPrice;
  market.clearingPrice = meanPrice(sums.sell, crossing.cents);
  market.clearingPoint = { volume: market.clearedVolume, price: receivingPrice };
  return market;
}

// Centralised bidding (集中竞价, round type 15): a pure, deterministic clearing of one round, per time
// segment and per province, or per channel in an inter-provincial round. Rules: docs/market-rules.md,
// "Centralised bidding". The orders are read once into typed-array columns (auctionBook.ts) and ranked
// once with linear numeric sorts (auctionRanking.ts); objects are made only for the result.
import { buildBook, marketPlaces, type AuctionBook, type MarketPlaces } from './auctionBook';
import { allocate, findCrossing, sideCurve, toCurve } from './auctionCurve';
import { applyQuotas } from './auctionQuotas';
import { rankBook, sideGroup, type RankedBook } from './auctionRanking';
import { averagePrice, meanPrice, pairTrades, type RankedRange } from './auctionTrades';
import {
  DEFAULT_CENTRAL_AUCTION_SETTINGS,
  type AuctionScope,
  type CentralAuctionInput,
  type CentralAuctionResult,
  type CentralAuctionSettings,
  type ClearedOrder,
  type OrderOutcome,
  type SegmentClearing,
} from './centralAuctionTypes';
import { MONEY_SCALE, PRICE_SCALE, VOLUME_SCALE, toScaled } from '../fixedPoint';
import { DEFAULT_TIME_SEGMENTS, type TimeSegment } from '../timeSegments';
import type { Channel, Trade } from '../types';

/** Clears a centralised-bidding round: same input, same result, whatever the order of the input array. */
export function clearCentralAuction(input: CentralAuctionInput): CentralAuctionResult {
  const settings: CentralAuctionSettings = {
    ...DEFAULT_CENTRAL_AUCTION_SETTINGS,
    ...input.settings,
  };
  const segments = input.segments ?? DEFAULT_TIME_SEGMENTS;
  const places = marketPlaces(input.orders, input.channels);
  const book = buildBook(input.orders, segments, places);
  if (input.limits) applyQuotas(book, input.limits, settings.quotaMode);
  const placeCount = places.channels?.length ?? places.provinces.length;
  const ranked = rankBook(book, placeCount, segments.length);
  const markets: SegmentClearing[] = [];
  const trades: Trade[] = [];
  for (let place = 0; place < placeCount; place++) {
    const channel = places.channels?.[place];
    for (const segment of segments) {
      // Orders are grouped under the first listing of a segment id.
      const index = segments.findIndex((s) => s.id === segment.id);
      const ref: MarketRef = { place, scope: scopeOf(places, place), segment, index, channel };
      markets.push(clearMarket(book, ranked, ref, settings, trades));
    }
  }
  // Made in input order (the order objects are read in the order they sit in memory) and placed at
  // their rank, so the list is in declaration order.
  const orders = new Array<ClearedOrder>(book.declaration.length);
  for (let at = 0; at < orders.length; at++) orders[book.rankOf[at]!] = toClearedOrder(book, at);
  return { settings, markets, orders, trades };
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
  trades: Trade[],
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
  allocate(book, ranked.ranked, buyCurve, crossing.cents);
  allocate(book, ranked.ranked, sellCurve, crossing.cents);
  const period = { kind: 'segment', segmentId: segment.id } as const;
  const rule = settings.pricingRule;
  pairTrades(book, ranked.ranked, buys, sells, { crossing, rule, tariffMilli, period }, trades);
  const receivingPrice = meanPrice(book, ranked.ranked, buys, crossing.cents);
  market.clearedVolume = crossing.cents / VOLUME_SCALE;
  market.receivingPrice = receivingPrice;
  market.clearingPrice = meanPrice(book, ranked.ranked, sells, crossing.cents);
  market.clearingPoint = { volume: market.clearedVolume, price: receivingPrice };
  return market;
}

function outcomeOf(book: AuctionBook, at: number): OrderOutcome {
  const cleared = book.clearedCents[at]!;
  if (book.acceptedCents[at] === 0) return 'rejected';
  if (cleared === 0) return 'unmatched';
  return cleared === book.declaredCents[at] ? 'cleared' : 'partial';
}

function toClearedOrder(book: AuctionBook, at: number): ClearedOrder {
  const order = book.input[at]!;
  const reason = book.reasonOf[at]!;
  return {
    orderId: order.id,
    enterpriseId: order.enterpriseId,
    unitId: order.unitId,
    province: order.province,
    side: order.side,
    segmentId: order.period.kind === 'segment' ? order.period.segmentId : null,
    channelId: order.channelId ?? null,
    declaredPrice: order.price,
    declaredVolume: order.volume,
    acceptedVolume: book.acceptedCents[at]! / VOLUME_SCALE,
    clearedVolume: book.clearedCents[at]! / VOLUME_SCALE,
    price: averagePrice(book, at),
    money: book.moneyFen[at]! / MONEY_SCALE,
    outcome: outcomeOf(book, at),
    reason: reason < 0 ? null : book.reasonTexts[reason]!,
  };
}

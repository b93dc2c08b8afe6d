// Centralised bidding (集中竞价, round type 15): a pure, deterministic clearing of one round, per time
// segment and per province, or per channel in an inter-provincial round. Rules: shared/DOMAIN.md.
import { buildEntries, type AuctionEntry } from './auctionEntries';
import { allocate, findCrossing, rankBuys, rankSells, toCurve, toTiers } from './auctionCurve';
import { averagePrice, pairTrades } from './auctionTrades';
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
import { MONEY_SCALE, PRICE_SCALE, VOLUME_SCALE, toScaled } from './fixedPoint';
import { DEFAULT_TIME_SEGMENTS, type TimeSegment } from './timeSegments';
import type { Channel, Trade } from './types';

/** Clears a centralised-bidding round: same input, same result, whatever the order of the input array. */
export function clearCentralAuction(input: CentralAuctionInput): CentralAuctionResult {
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
  const groups = groupByMarket(entries);
  const markets: SegmentClearing[] = [];
  const trades: Trade[] = [];
  for (const scope of scopesOf(entries, input.channels)) {
    for (const segment of segments) {
      const group = groups.get(marketKey(scope, segment.id)) ?? [];
      const channel =
        scope.kind === 'channel'
          ? input.channels?.find((c) => c.id === scope.channelId)
          : undefined;
      const cleared = clearMarket(group, scope, segment, channel, settings);
      markets.push(cleared.market);
      for (const trade of cleared.trades) trades.push(trade);
    }
  }
  return { settings, markets, orders: entries.map(toClearedOrder), trades };
}

function marketKey(scope: AuctionScope, segmentId: number): string {
  const where = scope.kind === 'province' ? `p:${scope.province}` : `c:${scope.channelId}`;
  return `${where}|${segmentId}`;
}

function groupByMarket(entries: readonly AuctionEntry[]): Map<string, AuctionEntry[]> {
  const groups = new Map<string, AuctionEntry[]>();
  for (const entry of entries) {
    if (entry.acceptedCents === 0 || entry.segmentId === null) continue;
    const scope: AuctionScope = entry.channel
      ? channelScope(entry.channel)
      : { kind: 'province', province: entry.order.province };
    const key = marketKey(scope, entry.segmentId);
    const group = groups.get(key);
    if (group) group.push(entry);
    else groups.set(key, [entry]);
  }
  return groups;
}

function channelScope(channel: Channel): AuctionScope {
  return {
    kind: 'channel',
    channelId: channel.id,
    fromProvince: channel.fromProvince,
    toProvince: channel.toProvince,
  };
}

/** Every channel of an inter-provincial round; otherwise every province that declared, ascending. */
function scopesOf(
  entries: readonly AuctionEntry[],
  channels: readonly Channel[] | undefined,
): AuctionScope[] {
  if (channels) {
    return [...channels].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)).map(channelScope);
  }
  const provinces = [...new Set(entries.map((e) => e.order.province))].sort((a, b) => a - b);
  return provinces.map((province) => ({ kind: 'province', province }));
}

function clearMarket(
  group: AuctionEntry[],
  scope: AuctionScope,
  segment: TimeSegment,
  channel: Channel | undefined,
  settings: CentralAuctionSettings,
): { market: SegmentClearing; trades: Trade[] } {
  const buyTiers = toTiers(rankBuys(group.filter((e) => e.order.side === 'buy')));
  const sellTiers = toTiers(rankSells(group.filter((e) => e.order.side === 'sell')));
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
  if (crossing === null) return { market, trades: [] };
  allocate(buyTiers, crossing.cents);
  allocate(sellTiers, crossing.cents);
  const cleared = (tiers: typeof buyTiers): AuctionEntry[] =>
    tiers.flatMap((t) => t.entries).filter((e) => e.clearedCents > 0);
  const period = { kind: 'segment', segmentId: segment.id } as const;
  const buys = cleared(buyTiers);
  const sells = cleared(sellTiers);
  const trades = pairTrades(buys, sells, crossing, settings.pricingRule, tariffMilli, period);
  const receivingPrice = meanPrice(buys, crossing.cents);
  market.clearedVolume = crossing.cents / VOLUME_SCALE;
  market.receivingPrice = receivingPrice;
  market.clearingPrice = meanPrice(sells, crossing.cents);
  market.clearingPoint = { volume: market.clearedVolume, price: receivingPrice };
  return { market, trades };
}

/** Volume-weighted price of one side's cleared entries in 元/MWh, 4 decimals. */
function meanPrice(entries: readonly AuctionEntry[], cents: number): number {
  const sum = entries.reduce((total, e) => total + e.volumePriceSum, 0);
  return Math.round((sum / cents / (2 * PRICE_SCALE)) * 10_000) / 10_000;
}

function outcomeOf(entry: AuctionEntry): OrderOutcome {
  if (entry.acceptedCents === 0) return 'rejected';
  if (entry.clearedCents === 0) return 'unmatched';
  const declared = toScaled(entry.order.volume, VOLUME_SCALE) ?? 0;
  return entry.clearedCents === declared ? 'cleared' : 'partial';
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

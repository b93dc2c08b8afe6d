// Splits a round's entries into markets: one per (province, segment), or per (channel, segment) in an
// inter-provincial round, each with its buys and sells in declaration order.
import type { AuctionEntry } from './auctionEntries';
import type { AuctionScope } from '../centralAuctionTypes';
import type { Channel } from '../../types';

/** The buys and sells of one market. */
export interface MarketOrders {
  /** Buy entries taking part, in declaration order. */
  buys: AuctionEntry[];
  /** Sell entries taking part, in declaration order. */
  sells: AuctionEntry[];
}

/** A place where markets clear: a province, or a channel with its tariff and limit. */
export interface MarketPlace {
  /** The scope as the result reports it. */
  scope: AuctionScope;
  /** The channel of an inter-provincial market, undefined inside a province. */
  channel: Channel | undefined;
  /** Orders per segment id. */
  bySegment: Map<number, MarketOrders>;
}

/**
 * Groups entries taking part by place and segment. Places are every channel of an inter-provincial round
 * (by id), otherwise every province that declared (ascending), so the result order never depends on input.
 */
export function groupMarkets(
  entries: readonly AuctionEntry[],
  channels: readonly Channel[] | undefined,
): MarketPlace[] {
  // Keys: the channel id (text) between provinces, the province key (number) inside one.
  const places = new Map<string | number, MarketPlace>();
  if (channels) {
    const sorted = [...channels].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    for (const channel of sorted) {
      const scope: AuctionScope = {
        kind: 'channel',
        channelId: channel.id,
        fromProvince: channel.fromProvince,
        toProvince: channel.toProvince,
      };
      places.set(channel.id, { scope, channel, bySegment: new Map() });
    }
  } else {
    const provinces = [...new Set(entries.map((e) => e.order.province))].sort((a, b) => a - b);
    for (const province of provinces) {
      const scope: AuctionScope = { kind: 'province', province };
      places.set(province, { scope, channel: undefined, bySegment: new Map() });
    }
  }
  for (const entry of entries) {
    if (entry.acceptedCents === 0 || entry.segmentId === null) continue;
    const place = places.get(entry.channel ? entry.channel.id : entry.order.province);
    if (!place) continue;
    let market = place.bySegment.get(entry.segmentId);
    if (!market) {
      market = { buys: [], sells: [] };
      place.bySegment.set(entry.segmentId, market);
    }
    (entry.order.side === 'buy' ? market.buys : market.sells).push(entry);
  }
  return [...places.values()];
}

// A round's orders as the clearing works on them: one column (typed array) per integer quantity, indexed
// by the order's rank in declaration order, so clearing makes no object per order until the result.
// Checks each order (segment, numbers, channel) and rejects with a Chinese reason what cannot take part.
import { take, workspaceFor } from './auctionWorkspace';
import { declarationOrder } from './declarationOrder';
import { PRICE_SCALE, VOLUME_SCALE, toScaled } from '../fixedPoint';
import { marketMessages } from '../messages';
import type { TimeSegment } from '../timeSegments';
import type { Channel, Order } from '../types';

/**
 * The orders of a round in declaration order, with integer volumes (0.01 MWh) and prices (0.001 元/MWh).
 * Columns are views of the shared workspace, valid until the next clearing.
 */
export interface AuctionBook {
  /** The orders as given. */
  input: readonly Order[];
  /** Input position of each rank (rank 0 = declared first). */
  declaration: Uint32Array;
  /** Index of the order's segment in the segment list; -1 when it named none or an unknown one. */
  segmentIndex: Int32Array;
  /** Index of the order's place (province or channel, see MarketPlaces); -1 when it takes no part. */
  placeIndex: Int32Array;
  /** Price used to rank and to meet the other side: sells include the channel tariff. */
  comparePriceMilli: Float64Array;
  /** Declared volume (0 when it is not a valid volume). */
  declaredCents: Float64Array;
  /** Volume taking part after checks and quotas (0 when rejected). */
  acceptedCents: Float64Array;
  /** Cleared volume. */
  clearedCents: Float64Array;
  /** Money of the cleared volume, fen. */
  moneyFen: Float64Array;
  /** Sum of cleared volume times doubled price, for the average price. */
  volumePriceSum: Float64Array;
  /** Why an order was rejected or capped, by rank (few orders have one). */
  reasons: Map<number, string>;
}

/** The order of a rank. */
export function orderAt(book: AuctionBook, rank: number): Order {
  return book.input[book.declaration[rank]!]!;
}

/** Where markets clear: provinces ascending, or channels by id (the last of a repeated id wins). */
export interface MarketPlaces {
  /** Channels of an inter-provincial round by id, in place order; null inside a province. */
  channels: Channel[] | null;
  /** Provinces that declared, ascending (empty between provinces). */
  provinces: number[];
}

/** The places of a round: every channel when there are channels, otherwise every declaring province. */
export function marketPlaces(
  orders: readonly Order[],
  channels: readonly Channel[] | undefined,
): MarketPlaces {
  if (channels) {
    const byId = new Map(channels.map((c) => [c.id, c]));
    const ids = [...byId.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    return { channels: ids.map((id) => byId.get(id)!), provinces: [] };
  }
  const provinces = new Set<number>();
  for (const order of orders) provinces.add(order.province);
  return { channels: null, provinces: [...provinces].sort((a, b) => a - b) };
}

/**
 * Builds the book of a round in declaration order. Orders that cannot take part keep acceptedCents 0 and
 * a reason; a repeated id is rejected after its first declaration.
 */
export function buildBook(
  input: readonly Order[],
  segments: readonly TimeSegment[],
  places: MarketPlaces,
): AuctionBook {
  const n = input.length;
  const ws = workspaceFor(n);
  const book: AuctionBook = {
    input,
    declaration: declarationOrder(input, ws),
    segmentIndex: take(ws.segmentIndex, n, -1),
    placeIndex: take(ws.placeIndex, n, -1),
    comparePriceMilli: take(ws.comparePriceMilli, n, 0),
    declaredCents: take(ws.declaredCents, n, 0),
    acceptedCents: take(ws.acceptedCents, n, 0),
    clearedCents: take(ws.clearedCents, n, 0),
    moneyFen: take(ws.moneyFen, n, 0),
    volumePriceSum: take(ws.volumePriceSum, n, 0),
    reasons: new Map(),
  };
  const segmentIndex = new Map<number, number>();
  segments.forEach((s, i) => {
    if (!segmentIndex.has(s.id)) segmentIndex.set(s.id, i);
  });
  const channelPlace = new Map((places.channels ?? []).map((c, i) => [c.id, i]));
  const provincePlace = new Map(places.provinces.map((p, i) => [p, i]));
  const ids = idTable(ws.idTable, n);
  for (let rank = 0; rank < n; rank++) {
    const o = orderAt(book, rank);
    const reason = check(book, rank, o, segmentIndex, places, channelPlace, provincePlace);
    if (isRepeatedId(ids, book, rank)) reject(book, rank, marketMessages.duplicateOrderId(o.id));
    else if (reason !== null) reject(book, rank, reason);
  }
  return book;
}

function reject(book: AuctionBook, rank: number, reason: string): void {
  book.reasons.set(rank, reason);
  book.acceptedCents[rank] = 0;
  book.placeIndex[rank] = -1;
}

/** An empty id table for n orders: the smallest power of two at least twice n. */
function idTable(table: Int32Array, n: number): Int32Array {
  let size = 2;
  while (size < n * 2) size *= 2;
  return take(table, size, 0);
}

/**
 * True when an earlier rank declared the same id; otherwise records this rank. Open addressing over an
 * FNV-1a hash of the id (a Set of 100,000 fresh strings cost more than the whole sort).
 */
function isRepeatedId(table: Int32Array, book: AuctionBook, rank: number): boolean {
  const id = orderAt(book, rank).id;
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) hash = Math.imul(hash ^ id.charCodeAt(i), 0x01000193);
  const mask = table.length - 1;
  for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
    const held = table[slot]!;
    if (held === 0) {
      table[slot] = rank + 1;
      return false;
    }
    if (orderAt(book, held - 1).id === id) return true;
  }
}

/** Fills the order's columns; returns the reason it cannot take part, or null. */
function check(
  book: AuctionBook,
  rank: number,
  order: Order,
  segmentIndex: ReadonlyMap<number, number>,
  places: MarketPlaces,
  channelPlace: ReadonlyMap<string, number>,
  provincePlace: ReadonlyMap<number, number>,
): string | null {
  if (order.period.kind !== 'segment') return marketMessages.wrongPeriodKind();
  const segment = segmentIndex.get(order.period.segmentId);
  if (segment === undefined) return marketMessages.unknownSegment(order.period.segmentId);
  book.segmentIndex[rank] = segment;
  const price = toScaled(order.price, PRICE_SCALE);
  if (price === null) return marketMessages.tooManyDecimals(3);
  const volume = toScaled(order.volume, VOLUME_SCALE);
  if (volume === null) return marketMessages.tooManyDecimals(2);
  book.declaredCents[rank] = volume;
  if (volume <= 0) return marketMessages.notPositive('volume');
  const channelId = order.channelId ?? null;
  let tariff = 0;
  if (places.channels === null) {
    if (channelId !== null) return marketMessages.channelInProvincialRound();
    book.placeIndex[rank] = provincePlace.get(order.province) ?? -1;
  } else {
    if (channelId === null) return marketMessages.missingChannel();
    const place = channelPlace.get(channelId);
    if (place === undefined) return marketMessages.unknownChannel(channelId);
    const channel = places.channels[place]!;
    const end = order.side === 'sell' ? channel.fromProvince : channel.toProvince;
    if (order.province !== end) return marketMessages.wrongChannelEnd(order.side);
    book.placeIndex[rank] = place;
    if (order.side === 'sell') tariff = toScaled(channel.tariff, PRICE_SCALE) ?? 0;
  }
  book.comparePriceMilli[rank] = price + tariff;
  book.acceptedCents[rank] = volume;
  return null;
}

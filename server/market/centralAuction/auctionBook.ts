// A round's orders as the clearing works on them: one column (typed array) per quantity, indexed by the
// order's position in the input. The orders are objects, and reading them in a shuffled order costs a
// cache miss each, so they are read once, in input order, and everything after works on the columns;
// declaration order is a permutation (declaration, rankOf) wherever it matters. The ranking gathers the
// result's columns into declaration order (auctionRanking.ts); the markets' clearing works by rank.
// Checks each order (segment, numbers, channel) and rejects with a Chinese reason what cannot take part.
import { take, workspaceFor } from './auctionWorkspace';
import { declarationOrder } from './declarationOrder';
import { PRICE_SCALE, VOLUME_SCALE, toScaled } from '../fixedPoint';
import { marketMessages } from '../messages';
import type { TimeSegment } from '../timeSegments';
import type { Channel, Order } from '../types';

/**
 * The orders of a round with integer volumes (0.01 MWh) and prices (0.001 元/MWh), by input position.
 * Columns are views of the shared workspace, valid until the next clearing.
 */
export interface AuctionBook {
  /** The orders as given. */
  input: readonly Order[];
  /** Where its markets clear. */
  places: MarketPlaces;
  /** Input position of each rank (rank 0 = declared first). */
  declaration: Uint32Array;
  /** Rank of each input position (the inverse of `declaration`). */
  rankOf: Uint32Array;
  /** True when the input is in declaration order (`declaration` and `rankOf` are the identity). */
  inDeclarationOrder: boolean;
  /** 1 for a buy, 0 for a sell. */
  isBuy: Uint8Array;
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
  /** Index in `reasonTexts` of why an order was rejected or capped; -1 for most orders. */
  reasonOf: Int32Array;
  /** The reasons given. */
  reasonTexts: string[];
}

/** Gives (or replaces) the reason of the order at input position `at`. */
export function setReason(book: AuctionBook, at: number, reason: string): void {
  const held = book.reasonOf[at]!;
  if (held >= 0) book.reasonTexts[held] = reason;
  else book.reasonOf[at] = book.reasonTexts.push(reason) - 1;
}

/** Where markets clear: provinces ascending, or channels by id (the last of a repeated id wins). */
export interface MarketPlaces {
  /** Channels of an inter-provincial round by id, in place order; null inside a province. */
  channels: Channel[] | null;
  /** Provinces that declared, ascending (empty between provinces). */
  provinces: number[];
}

/** The channels of an inter-provincial round by id (the last of a repeated id wins). */
function channelPlaces(channels: readonly Channel[]): MarketPlaces {
  const byId = new Map(channels.map((c) => [c.id, c]));
  const ids = [...byId.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return { channels: ids.map((id) => byId.get(id)!), provinces: [] };
}

/**
 * Provinces in the order first met during the book's pass, each with its number in that order. A Map and
 * an array rather than a small class: an object shape that dies with each clearing takes the optimised
 * code of buildBook with it at the next full collection (V8's --trace-deopt: "weak objects").
 */
function provinceNumber(firstMet: Map<number, number>, met: number[], province: number): number {
  let place = firstMet.get(province);
  if (place === undefined) {
    place = met.push(province) - 1;
    firstMet.set(province, place);
  }
  return place;
}

/** The provinces met, ascending; renumbers the book's places when the order first met was not. */
function ascendingProvinces(met: readonly number[], placeIndex: Int32Array): number[] {
  const ascending = [...met].sort((a, b) => a - b);
  const placeOf = new Map(ascending.map((p, i) => [p, i]));
  const renumber = Int32Array.from(met, (p) => placeOf.get(p)!);
  if (renumber.some((to, from) => to !== from)) {
    for (let at = 0; at < placeIndex.length; at++) {
      const place = placeIndex[at]!;
      if (place >= 0) placeIndex[at] = renumber[place]!;
    }
  }
  return ascending;
}

const SMALL_SEGMENT_IDS = 256;

/** The segment index of each id below SMALL_SEGMENT_IDS, -1 for ids not listed. */
function smallSegmentTable(segmentIndex: ReadonlyMap<number, number>): Int32Array {
  const table = new Int32Array(SMALL_SEGMENT_IDS).fill(-1);
  for (const [id, index] of segmentIndex) {
    if (id >= 0 && id < SMALL_SEGMENT_IDS && Number.isInteger(id)) table[id] = index;
  }
  return table;
}

/** Lookups of the checks. */
interface Lookups {
  segments: ReadonlyMap<number, number>;
  /** Segment index by id for ids 0…255 (-1: none), so most orders skip the Map. */
  smallSegments: Int32Array;
  channels: readonly Channel[] | null;
  channelPlace: ReadonlyMap<string, number>;
}

/**
 * Builds the book of a round and finds its places (see MarketPlaces: the given channels, or every
 * province that declared). Orders that cannot take part keep acceptedCents 0 and a reason; a repeated
 * id is rejected after its first declaration.
 */
export function buildBook(
  input: readonly Order[],
  segments: readonly TimeSegment[],
  channels: readonly Channel[] | undefined,
): AuctionBook {
  const n = input.length;
  const ws = workspaceFor(n);
  const at = ws.keyA.subarray(0, n);
  const sequence = ws.keyB.subarray(0, n);
  const idHash = ws.idHash.subarray(0, n);
  const places: MarketPlaces = channels
    ? channelPlaces(channels)
    : { channels: null, provinces: [] };
  // Every column is written for every order in the one pass below (no separate fill).
  const book: AuctionBook = {
    input,
    places,
    declaration: ws.declaration.subarray(0, n),
    rankOf: ws.rankOf.subarray(0, n),
    inDeclarationOrder: true,
    isBuy: ws.isBuy.subarray(0, n),
    segmentIndex: ws.segmentIndex.subarray(0, n),
    placeIndex: ws.placeIndex.subarray(0, n),
    comparePriceMilli: ws.comparePriceMilli.subarray(0, n),
    declaredCents: ws.declaredCents.subarray(0, n),
    acceptedCents: ws.acceptedCents.subarray(0, n),
    reasonOf: ws.reasonOf.subarray(0, n),
    reasonTexts: [],
  };
  const segmentIndex = new Map<number, number>();
  segments.forEach((s, i) => {
    if (!segmentIndex.has(s.id)) segmentIndex.set(s.id, i);
  });
  const lookups: Lookups = {
    segments: segmentIndex,
    smallSegments: smallSegmentTable(segmentIndex),
    channels: places.channels,
    channelPlace: new Map((places.channels ?? []).map((c, i) => [c.id, i])),
  };
  const byProvince = places.channels === null;
  const firstMet = new Map<number, number>();
  const met: number[] = [];
  const { isBuy, reasonOf } = book;
  // The one pass over the order objects, in input order.
  let lastProvince = NaN;
  let lastPlace = -1;
  // Ids rising in input order (see risesAfter) are all different: then no id is hashed or looked up.
  let rising = true;
  let lastId = '';
  for (let i = 0; i < n; i++) {
    const o = input[i]!;
    at[i] = o.declaredAt;
    sequence[i] = o.sequence;
    const id = o.id;
    if (rising) {
      if (risesAfter(lastId, id)) {
        lastId = id;
      } else {
        rising = false;
        for (let before = 0; before < i; before++) idHash[before] = hashOf(input[before]!.id);
      }
    }
    if (!rising) idHash[i] = hashOf(id);
    isBuy[i] = o.side === 'buy' ? 1 : 0;
    reasonOf[i] = -1;
    // Orders of a province come together: the last lookup usually answers the next.
    if (byProvince && o.province !== lastProvince) {
      lastProvince = o.province;
      lastPlace = provinceNumber(firstMet, met, o.province);
    }
    const reason = check(book, i, o, lookups, lastPlace);
    if (reason !== null) reject(book, i, reason);
  }
  if (byProvince) places.provinces = ascendingProvinces(met, book.placeIndex);
  declarationOrder(input, at, sequence, ws);
  let identity = true;
  for (let rank = 0; rank < n; rank++) {
    const at = book.declaration[rank]!;
    book.rankOf[at] = rank;
    if (at !== rank) identity = false;
  }
  book.inDeclarationOrder = identity;
  if (!rising) rejectRepeatedIds(book, idTable(ws.idTable, n), idHash);
  return book;
}

function reject(book: AuctionBook, at: number, reason: string): void {
  setReason(book, at, reason);
  book.acceptedCents[at] = 0;
  book.placeIndex[at] = -1;
}

/**
 * True when `id` comes strictly after `last` ordered by length, then by code units. That is a total
 * order, so ids that each rise after the one before are all different. The server's ids are its
 * declaration ids in decimal, read in ascending order (server/domain/centerTrade/centerTradeInput.ts),
 * which rise this way; two strings are compared instead of a hash computed and looked up per order
 * (the table's random reads were a quarter of the object pass in a profile at 100,000 bids).
 */
function risesAfter(last: string, id: string): boolean {
  return id.length > last.length || (id.length === last.length && last < id);
}

/** FNV-1a hash of an id. */
function hashOf(id: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) hash = Math.imul(hash ^ id.charCodeAt(i), 0x01000193);
  return hash;
}

/** An empty id table for n orders: two entries (hash, position + 1) per slot, at least twice n slots. */
function idTable(table: Int32Array, n: number): Int32Array {
  let size = 2;
  while (size < n * 2) size *= 2;
  return take(table, size * 2, 0);
}

/**
 * Rejects every order whose id an earlier declaration already used. Open addressing over the id hashes
 * (a Set of 100,000 fresh strings cost more than the whole sort), each slot holding the hash beside the
 * position, so a probe reads one place; the ids themselves are compared only when two hashes are equal.
 * Orders are taken in input order (the hashes are read in sequence: in declaration order, a shuffled
 * input made each read a cache miss); when an id comes again, the later declaration is rejected and
 * the earlier keeps the slot.
 */
function rejectRepeatedIds(book: AuctionBook, table: Int32Array, idHash: Int32Array): void {
  const mask = table.length / 2 - 1;
  const { input, rankOf } = book;
  for (let at = 0; at < input.length; at++) {
    const hash = idHash[at]!;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const held = table[slot * 2 + 1]!;
      if (held === 0) {
        table[slot * 2] = hash;
        table[slot * 2 + 1] = at + 1;
        break;
      }
      const other = held - 1;
      if (table[slot * 2] === hash && input[other]!.id === input[at]!.id) {
        const later = rankOf[at]! > rankOf[other]! ? at : other;
        if (later === other) table[slot * 2 + 1] = at + 1;
        reject(book, later, marketMessages.duplicateOrderId(input[at]!.id));
        break;
      }
    }
  }
}

/**
 * Fills the order's columns, each written once (no default written first); returns the reason it
 * cannot take part, or null.
 */
function check(
  book: AuctionBook,
  at: number,
  order: Order,
  lookups: Lookups,
  provincePlace: number,
): string | null {
  const period = order.period;
  if (period.kind !== 'segment') return unfit(book, at, -1, 0, marketMessages.wrongPeriodKind());
  const segmentId = period.segmentId;
  const small = segmentId >= 0 && segmentId < SMALL_SEGMENT_IDS && Number.isInteger(segmentId);
  const segment = small ? lookups.smallSegments[segmentId]! : lookups.segments.get(segmentId);
  if (segment === undefined || segment < 0) {
    return unfit(book, at, -1, 0, marketMessages.unknownSegment(segmentId));
  }
  const price = toScaled(order.price, PRICE_SCALE);
  if (price === null) return unfit(book, at, segment, 0, marketMessages.tooManyDecimals(3));
  const volume = toScaled(order.volume, VOLUME_SCALE);
  if (volume === null) return unfit(book, at, segment, 0, marketMessages.tooManyDecimals(2));
  if (volume <= 0) return unfit(book, at, segment, volume, marketMessages.notPositive('volume'));
  const channelId = order.channelId ?? null;
  let tariff = 0;
  let place = provincePlace;
  const channels = lookups.channels;
  if (channels === null) {
    if (channelId !== null) {
      return unfit(book, at, segment, volume, marketMessages.channelInProvincialRound());
    }
  } else {
    if (channelId === null)
      return unfit(book, at, segment, volume, marketMessages.missingChannel());
    const found = lookups.channelPlace.get(channelId);
    if (found === undefined) {
      return unfit(book, at, segment, volume, marketMessages.unknownChannel(channelId));
    }
    const channel = channels[found]!;
    const end = order.side === 'sell' ? channel.fromProvince : channel.toProvince;
    if (order.side === 'sell') tariff = toScaled(channel.tariff, PRICE_SCALE) ?? 0;
    if (order.province !== end) {
      return unfit(book, at, segment, volume, marketMessages.wrongChannelEnd(order.side));
    }
    place = found;
  }
  book.segmentIndex[at] = segment;
  book.declaredCents[at] = volume;
  book.placeIndex[at] = place;
  book.comparePriceMilli[at] = price + tariff;
  book.acceptedCents[at] = volume;
  return null;
}

/**
 * The columns of an order that cannot take part: its segment index and declared volume as far as the
 * checks found them (-1 and 0 before), no place, price or accepted volume. Returns `reason`.
 */
function unfit(
  book: AuctionBook,
  at: number,
  segment: number,
  declaredCents: number,
  reason: string,
): string {
  book.segmentIndex[at] = segment;
  book.declaredCents[at] = declaredCents;
  book.placeIndex[at] = -1;
  book.comparePriceMilli[at] = 0;
  book.acceptedCents[at] = 0;
  return reason;
}

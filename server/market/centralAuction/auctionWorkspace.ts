// Scratch memory of the clearing, kept from one call to the next. Touching fresh memory is what costs
// most on small virtual machines (the first write to each page faults; bench/centralAuction.bench.ts
// prints that cost), so the typed-array columns of a round are allocated once, grown when a larger round
// comes, and reused. Clearing is synchronous, so two calls never use them at the same time.

import type { RadixBuffers } from './radixSort';

/** Typed arrays with room for at least `capacity` orders; callers take views of the length they need. */
export interface Workspace {
  /** Room in orders. */
  capacity: number;
  /** Input positions in declaration order, and the rank of each input position. */
  declaration: Uint32Array;
  rankOf: Uint32Array;
  /** Second buffer of the radix sort's passes. */
  sortScratch: Uint32Array;
  /** Keys carried beside the items by the radix sort's passes. */
  sortKeysA: Uint32Array;
  sortKeysB: Uint32Array;
  /** Per input position: declaration time, then price distance (sort keys). */
  keyA: Float64Array;
  /** Per input position: sequence. */
  keyB: Float64Array;
  /** Per input position: hash of the id, buy (1) or sell (0), reason index (-1 when none). */
  idHash: Int32Array;
  isBuy: Uint8Array;
  reasonOf: Int32Array;
  /** Per input position: segment index, place index; per declaration rank: ranking group. */
  segmentIndex: Int32Array;
  placeIndex: Int32Array;
  group: Int32Array;
  /** Per input position: the book's number columns (see AuctionBook). */
  comparePriceMilli: Float64Array;
  declaredCents: Float64Array;
  acceptedCents: Float64Array;
  /** Per declaration rank: compare price of the orders taking part (see RankedBook). */
  priceByRank: Float64Array;
  /** Declaration ranks taking part, sorted into the ranked order. */
  takingPart: Uint32Array;
  /** Input positions whose accepted volume or reason the ranking writes apart (see rankBook). */
  exceptions: Uint32Array;
  /** Price tiers, each side's at the positions of its orders in `ranked`. */
  tierPrice: Float64Array;
  tierCents: Float64Array;
  tierEnd: Uint32Array;
  /** Per ranked position: accepted volume (gathered by the curves), then cleared volume (allocation). */
  rankedCents: Float64Array;
  /** Trades as they are paired (a clearing makes fewer trades than it has orders). */
  tradeBuyAt: Uint32Array;
  tradeSellAt: Uint32Array;
  tradeCents: Float64Array;
  tradeBuyDoubled: Float64Array;
  tradeSellDoubled: Float64Array;
  tradeSegmentId: Int32Array;
  /** Counting arrays of the radix sort, one per pass (two passes of 16-bit digits at most). */
  counts: Uint32Array;
  /** The sort buffers above, with two for a carried payload, as the radix sort takes them (one object). */
  radix: RadixBuffers;
  /** Open-addressing table of order ids: (hash, position + 1) per slot, slots a power of two ≥ 2n. */
  idTable: Int32Array;
}

let shared: Workspace | null = null;

/** The shared workspace, grown to hold `n` orders. */
export function workspaceFor(n: number): Workspace {
  if (shared !== null && shared.capacity >= n) return shared;
  // Grow by half again, so a series of slightly larger rounds does not reallocate every time.
  const capacity = Math.max(1024, Math.ceil(n * 1.5));
  let tableSize = 1;
  while (tableSize < capacity * 2) tableSize *= 2;
  const u32 = (): Uint32Array => new Uint32Array(capacity);
  const f64 = (): Float64Array => new Float64Array(capacity);
  const sortScratch = u32();
  const sortKeysA = u32();
  const sortKeysB = u32();
  const sortPayloadA = f64();
  const sortPayloadB = f64();
  const counts = new Uint32Array(1 << 17);
  shared = {
    capacity,
    declaration: u32(),
    rankOf: u32(),
    sortScratch,
    sortKeysA,
    sortKeysB,
    idHash: new Int32Array(capacity),
    isBuy: new Uint8Array(capacity),
    reasonOf: new Int32Array(capacity),
    keyA: f64(),
    keyB: f64(),
    segmentIndex: new Int32Array(capacity),
    placeIndex: new Int32Array(capacity),
    group: new Int32Array(capacity),
    comparePriceMilli: f64(),
    declaredCents: f64(),
    acceptedCents: f64(),
    priceByRank: f64(),
    takingPart: u32(),
    exceptions: u32(),
    tierPrice: f64(),
    tierCents: f64(),
    tierEnd: u32(),
    rankedCents: f64(),
    tradeBuyAt: u32(),
    tradeSellAt: u32(),
    tradeCents: f64(),
    tradeBuyDoubled: f64(),
    tradeSellDoubled: f64(),
    tradeSegmentId: new Int32Array(capacity),
    counts,
    radix: {
      scratch: sortScratch,
      keysA: sortKeysA,
      keysB: sortKeysB,
      payloadA: sortPayloadA,
      payloadB: sortPayloadB,
      counts,
    },
    idTable: new Int32Array(tableSize * 2),
  };
  return shared;
}

/** The first `n` entries of a workspace column, filled with `value`. */
export function take<T extends Uint8Array | Uint32Array | Int32Array | Float64Array>(
  source: T,
  n: number,
  value: number,
): T {
  const view = source.subarray(0, n) as T;
  view.fill(value);
  return view;
}

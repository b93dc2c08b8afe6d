// Declaration order of a round's orders (declaredAt, then sequence, then id) as an index permutation,
// computed with numeric radix passes over columns read once in input order (auctionBook.ts); ids are
// compared only inside runs of equal time and sequence.
import type { Workspace } from './auctionWorkspace';
import { radixSortByKey, radixSortCarried, sortedKeys, type RadixBuffers } from './radixSort';
import { byDeclaration, type Order } from '../types';

const TWO_POW_32 = 4_294_967_296;

/** What one pass over the two key columns finds. */
interface KeyStats {
  minAt: number;
  maxAt: number;
  minSeq: number;
  maxSeq: number;
  /** Every time and sequence an integer. */
  integers: boolean;
  /** Sequences never fall in input order (then sorting by sequence keeps the input order). */
  sequenceRising: boolean;
  /** The input is already in declaration order (the usual case: the store reads it that way). */
  sorted: boolean;
}

/**
 * Indices of `orders` in declaration order, exactly as a stable `[...orders].sort(byDeclaration)` would
 * place them (orders equal in all three keys keep their input order). `at` and `sequence` hold each
 * order's declaredAt and sequence by input position (keys more than 2^32 apart are shifted in place).
 * A view of `ws.declaration`.
 */
export function declarationOrder(
  orders: readonly Order[],
  at: Float64Array,
  sequence: Float64Array,
  ws: Workspace,
): Uint32Array {
  const n = orders.length;
  const items = ws.declaration.subarray(0, n);
  for (let i = 0; i < n; i++) items[i] = i;
  const stats = keyStats(orders, at, sequence);
  if (stats.sorted) return items;
  const { minAt, maxAt, minSeq, maxSeq } = stats;
  if (
    !stats.integers ||
    !Number.isSafeInteger(minAt) ||
    !Number.isSafeInteger(maxAt - minAt) ||
    !Number.isSafeInteger(minSeq) ||
    !Number.isSafeInteger(maxSeq - minSeq)
  ) {
    // Fractional or huge times: the comparator, still on indices (Array sort is stable).
    items.set([...items].sort((a, b) => byDeclaration(orders[a]!, orders[b]!)));
    return items;
  }
  const buffers = ws.radix;
  const narrow = maxAt - minAt < TWO_POW_32 && maxSeq - minSeq < TWO_POW_32;
  const sorted = narrow
    ? sortNarrowKeys(items, at, sequence, stats, buffers)
    : sortWideKeys(items, at, sequence, stats, buffers);
  // Runs of equal time and sequence: the sorted time keys are read in order, the columns only on a tie.
  const timeKeys = narrow ? sortedKeys(sorted, items, buffers) : null;
  if (sorted !== items) items.set(sorted);
  for (let start = 0, i = 1; i <= n; i++) {
    if (i < n) {
      const a = items[start]!;
      const b = items[i]!;
      const sameTime = timeKeys === null ? at[a] === at[b] : timeKeys[start] === timeKeys[i];
      if (sameTime && sequence[a] === sequence[b]) continue;
    }
    if (i - start > 1) sortRunById(items, start, i, orders);
    start = i;
  }
  return items;
}

/** Times and sequences below 2^32 apart: the keys move with the items, and equal times sit together. */
function sortNarrowKeys(
  items: Uint32Array,
  at: Float64Array,
  sequence: Float64Array,
  { minAt, maxAt, minSeq, maxSeq, sequenceRising }: KeyStats,
  buffers: RadixBuffers,
): Uint32Array {
  const n = items.length;
  const keys = buffers.keysA.subarray(0, n);
  // Least significant key first; sorting by sequence is skipped when it would keep the input order.
  if (!sequenceRising) {
    for (let i = 0; i < n; i++) keys[i] = sequence[i]! - minSeq;
    const bySequence = radixSortCarried(items, keys, maxSeq - minSeq, buffers);
    if (bySequence !== items) items.set(bySequence);
  }
  for (let i = 0; i < n; i++) keys[i] = at[items[i]!]! - minAt;
  return radixSortCarried(items, keys, maxAt - minAt, buffers);
}

/** Wider keys: digits by division (rare: times more than 49 days apart in milliseconds). */
function sortWideKeys(
  items: Uint32Array,
  at: Float64Array,
  sequence: Float64Array,
  { minAt, maxAt, minSeq, maxSeq }: KeyStats,
  buffers: RadixBuffers,
): Uint32Array {
  const n = items.length;
  for (let i = 0; i < n; i++) {
    at[i]! -= minAt;
    sequence[i]! -= minSeq;
  }
  const bySequence = radixSortByKey(items, sequence, maxSeq - minSeq, buffers);
  if (bySequence !== items) items.set(bySequence);
  return radixSortByKey(items, at, maxAt - minAt, buffers);
}

/**
 * The one KeyStats object, filled by each call of keyStats: a stats object made per call had a shape
 * that died at each full collection and took the optimised code reading it along ("weak objects").
 */
const stats: KeyStats = {
  minAt: 0,
  maxAt: 0,
  minSeq: 0,
  maxSeq: 0,
  integers: true,
  sequenceRising: true,
  sorted: true,
};

/** One pass over both key columns. The order check is byDeclaration's (a NaN difference falls through). */
function keyStats(orders: readonly Order[], at: Float64Array, sequence: Float64Array): KeyStats {
  const n = at.length;
  let minAt = Infinity;
  let maxAt = -Infinity;
  let minSeq = Infinity;
  let maxSeq = -Infinity;
  let integers = true;
  let sequenceRising = true;
  let sorted = true;
  for (let i = 0; i < n; i++) {
    const a = at[i]!;
    const s = sequence[i]!;
    if (a < minAt) minAt = a;
    if (a > maxAt) maxAt = a;
    if (s < minSeq) minSeq = s;
    if (s > maxSeq) maxSeq = s;
    if (!Number.isInteger(a) || !Number.isInteger(s)) integers = false;
    if (i === 0) continue;
    const previousSeq = sequence[i - 1]!;
    if (!(previousSeq <= s)) sequenceRising = false;
    if (sorted) {
      const d = at[i - 1]! - a || previousSeq - s;
      if (d > 0 || (!(d < 0) && orders[i - 1]!.id > orders[i]!.id)) sorted = false;
    }
  }
  stats.minAt = minAt;
  stats.maxAt = maxAt;
  stats.minSeq = minSeq;
  stats.maxSeq = maxSeq;
  stats.integers = integers;
  stats.sequenceRising = sequenceRising;
  stats.sorted = sorted;
  return stats;
}

/** Orders with the same time and sequence (rare: the server numbers each one) go by id, stably. */
function sortRunById(
  items: Uint32Array,
  start: number,
  end: number,
  orders: readonly Order[],
): void {
  const run = [...items.subarray(start, end)].sort((x, y) => byId(orders[x]!, orders[y]!));
  items.set(run, start);
}

function byId(a: Order, b: Order): number {
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

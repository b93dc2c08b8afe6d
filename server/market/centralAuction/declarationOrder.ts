// Declaration order of a round's orders (declaredAt, then sequence, then id) as an index permutation,
// computed with numeric radix passes over columns read once in input order (auctionBook.ts); ids are
// compared only inside runs of equal time and sequence.
import type { Workspace } from './auctionWorkspace';
import { radixSortByKey, type RadixBuffers } from './radixSort';
import { byDeclaration, type Order } from '../types';

/**
 * Indices of `orders` in declaration order, exactly as a stable `[...orders].sort(byDeclaration)` would
 * place them (orders equal in all three keys keep their input order). `at` and `sequence` hold each
 * order's declaredAt and sequence by input position (they are shifted in place). A view of
 * `ws.declaration`.
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
  if (isSorted(orders, at, sequence)) return items;
  let minAt = Infinity;
  let maxAt = -Infinity;
  let minSeq = Infinity;
  let maxSeq = -Infinity;
  for (let i = 0; i < n; i++) {
    minAt = Math.min(minAt, at[i]!);
    maxAt = Math.max(maxAt, at[i]!);
    minSeq = Math.min(minSeq, sequence[i]!);
    maxSeq = Math.max(maxSeq, sequence[i]!);
  }
  if (!integerKeys(at, minAt, maxAt) || !integerKeys(sequence, minSeq, maxSeq)) {
    // Fractional or huge times: the comparator, still on indices (Array sort is stable).
    items.set([...items].sort((a, b) => byDeclaration(orders[a]!, orders[b]!)));
    return items;
  }
  for (let i = 0; i < n; i++) {
    at[i]! -= minAt;
    sequence[i]! -= minSeq;
  }
  const buffers: RadixBuffers = {
    scratch: ws.sortScratch,
    keysA: ws.sortKeysA,
    keysB: ws.sortKeysB,
    counts: ws.counts,
  };
  // Least significant key first: sequence, then time; both passes are stable.
  const bySequence = radixSortByKey(items, sequence, maxSeq - minSeq, buffers);
  const other = bySequence === items ? ws.sortScratch : ws.declaration;
  const sorted = radixSortByKey(bySequence, at, maxAt - minAt, { ...buffers, scratch: other });
  sortEqualRunsById(sorted, at, sequence, orders);
  if (sorted !== items) items.set(sorted);
  return items;
}

/**
 * True when the input is already in declaration order (the usual case: the store reads it that way).
 * The same comparison as byDeclaration (a NaN difference falls through to the next key), on the columns.
 */
function isSorted(orders: readonly Order[], at: Float64Array, sequence: Float64Array): boolean {
  for (let i = 1; i < orders.length; i++) {
    const d = at[i - 1]! - at[i]! || sequence[i - 1]! - sequence[i]!;
    if (d > 0) return false;
    if (d < 0) continue;
    if (orders[i - 1]!.id > orders[i]!.id) return false;
  }
  return true;
}

function integerKeys(keys: Float64Array, min: number, max: number): boolean {
  if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max - min)) return false;
  for (let i = 0; i < keys.length; i++) if (!Number.isInteger(keys[i])) return false;
  return true;
}

/** Orders with the same time and sequence (rare: the server numbers each one) go by id, stably. */
function sortEqualRunsById(
  sorted: Uint32Array,
  at: Float64Array,
  sequence: Float64Array,
  orders: readonly Order[],
): void {
  let start = 0;
  for (let i = 1; i <= sorted.length; i++) {
    const a = sorted[start]!;
    const b = sorted[i];
    if (b !== undefined && at[a] === at[b] && sequence[a] === sequence[b]) continue;
    if (i - start > 1) {
      const run = [...sorted.subarray(start, i)].sort((x, y) => byId(orders[x]!, orders[y]!));
      sorted.set(run, start);
    }
    start = i;
  }
}

function byId(a: Order, b: Order): number {
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

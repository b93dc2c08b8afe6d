// Stable sorting of integer indices by non-negative integer keys, in linear time: least-significant-digit
// radix sort over typed arrays. The clearing sorts a whole round this way instead of calling a comparator
// per comparison (which allocated and dominated the time of large rounds). Typed-array reads use `!`:
// every index is within bounds by construction, and noUncheckedIndexedAccess cannot see that.

const TWO_POW_32 = 4_294_967_296;

/** Scratch memory of one sort, each at least as long as the items (counts: 131,072 counters). */
export interface RadixBuffers {
  /** Second buffer of the items between passes. */
  scratch: Uint32Array;
  /** The keys carried beside the items (keys below 2^32), two buffers. */
  keysA: Uint32Array;
  keysB: Uint32Array;
  /** A number carried beside each item when asked (radixSortCarried), two buffers. */
  payloadA: Float64Array;
  payloadB: Float64Array;
  /** Counting arrays, one per pass. */
  counts: Uint32Array;
}

/**
 * Digit width: as few passes as the key needs with at most 16-bit digits, the passes' digits as equal
 * as possible, so 18-bit prices take two 9-bit passes (512 counters) rather than 16 + 2 bits. A digit
 * never counts much more than the items, since clearing the counters would cost more than a pass saves.
 */
function digitBits(n: number, bitsNeeded: number): number {
  const widest = Math.max(8, Math.min(16, Math.ceil(Math.log2(n)) + 2));
  const passes = Math.ceil(bitsNeeded / widest);
  return Math.ceil(bitsNeeded / passes);
}

/**
 * Reorders `items` (indices into `keys`) by ascending key; equal keys keep their order in `items`.
 * Keys must be non-negative safe integers no larger than `maxKey`. Returns a sorted array, which is
 * `items` or `buffers.scratch` (same length as `items`), so the caller uses the return value.
 */
export function radixSortByKey(
  items: Uint32Array,
  keys: Float64Array,
  maxKey: number,
  buffers: RadixBuffers,
): Uint32Array {
  const n = items.length;
  if (n < 2 || maxKey <= 0) return items;
  if (maxKey >= TWO_POW_32) {
    const bitsNeeded = Math.ceil(Math.log2(maxKey + 1));
    return sortWide(items, keys, bitsNeeded, digitBits(n, bitsNeeded), buffers);
  }
  const carried = buffers.keysA.subarray(0, n);
  for (let i = 0; i < n; i++) carried[i] = keys[items[i]!]!;
  return radixSortCarried(items, carried, maxKey, buffers);
}

/**
 * Sorts `items` stably by `keys`, given in item order (`keys[i]` belongs to `items[i]`, below 2^32,
 * at most `maxKey`) and held in `buffers.keysA`; `items` is not `buffers.scratch`. The keys move with the items, so every pass reads both
 * sequentially; one counting pass makes the counts of every digit, and a digit that is the same for
 * every key is not moved. Returns the sorted items: `items` or `buffers.scratch`; their keys, sorted
 * beside them, are in `buffers.keysA` or `buffers.keysB` respectively (see sortedKeys). With
 * `carryPayload`, the numbers in `buffers.payloadA` (in item order) move too (see sortedPayload): a
 * caller that needs one number per sorted item then reads it in sequence rather than at random. No
 * object is made per sort (a short-lived shape costs the callers' optimised code at each full collection).
 */
export function radixSortCarried(
  items: Uint32Array,
  keys: Uint32Array,
  maxKey: number,
  { scratch, keysB, payloadA, payloadB, counts: countBuffer }: RadixBuffers,
  carryPayload = false,
): Uint32Array {
  const n = items.length;
  if (n < 2 || maxKey <= 0) return items;
  const bitsNeeded = Math.ceil(Math.log2(maxKey + 1));
  const bits = digitBits(n, bitsNeeded);
  const mask = (1 << bits) - 1;
  const radix = mask + 1;
  const passes = Math.ceil(bitsNeeded / bits);
  const counts = countBuffer.subarray(0, passes * radix);
  counts.fill(0);
  // Two passes are the usual case: their counting loop unrolled (a loop inside cost twice the time).
  if (passes === 2) {
    for (let i = 0; i < n; i++) {
      const key = keys[i]!;
      counts[key & mask]!++;
      counts[radix + ((key >>> bits) & mask)]!++;
    }
  } else {
    for (let i = 0; i < n; i++) {
      const key = keys[i]!;
      for (let pass = 0, shift = 0; pass < passes; pass++, shift += bits) {
        counts[pass * radix + ((key >>> shift) & mask)]!++;
      }
    }
  }
  let srcKeys = keys;
  let dstKeys = keysB.subarray(0, n);
  let src = items;
  let dst = scratch.subarray(0, n);
  let srcPayload = payloadA;
  let dstPayload = payloadB;
  for (let pass = 0, shift = 0; pass < passes; pass++, shift += bits) {
    const base = pass * radix;
    // A digit every key shares leaves the order as it is.
    if (counts[base + ((srcKeys[0]! >>> shift) & mask)] === n) continue;
    let sum = 0;
    for (let d = base; d < base + radix; d++) {
      const c = counts[d]!;
      counts[d] = sum;
      sum += c;
    }
    for (let i = 0; i < n; i++) {
      const key = srcKeys[i]!;
      const at = counts[base + ((key >>> shift) & mask)]!++;
      dst[at] = src[i]!;
      dstKeys[at] = key;
      if (carryPayload) dstPayload[at] = srcPayload[i]!;
    }
    const doneItems = dst;
    dst = src;
    src = doneItems;
    const doneKeys = dstKeys;
    dstKeys = srcKeys;
    srcKeys = doneKeys;
    const donePayload = dstPayload;
    dstPayload = srcPayload;
    srcPayload = donePayload;
  }
  return src;
}

/** The keys beside the items radixSortCarried returned (`sorted`), given the `items` it was passed. */
export function sortedKeys(
  sorted: Uint32Array,
  items: Uint32Array,
  buffers: RadixBuffers,
): Uint32Array {
  return (sorted === items ? buffers.keysA : buffers.keysB).subarray(0, sorted.length);
}

/** The payload beside the items radixSortCarried returned (`sorted`), given the `items` it was passed. */
export function sortedPayload(
  sorted: Uint32Array,
  items: Uint32Array,
  buffers: RadixBuffers,
): Float64Array {
  return (sorted === items ? buffers.payloadA : buffers.payloadB).subarray(0, sorted.length);
}

/** Keys up to 2^53: digits by division, keys looked up per item. */
function sortWide(
  items: Uint32Array,
  keys: Float64Array,
  bitsNeeded: number,
  bits: number,
  { scratch, counts: countBuffer }: RadixBuffers,
): Uint32Array {
  const n = items.length;
  const radix = 2 ** bits;
  const counts = countBuffer.subarray(0, radix);
  let src = items;
  let dst = scratch.subarray(0, n);
  for (let shift = 0; shift < bitsNeeded; shift += bits) {
    counts.fill(0);
    const divisor = 2 ** shift;
    for (let i = 0; i < n; i++) counts[Math.floor(keys[src[i]!]! / divisor) % radix]!++;
    let sum = 0;
    for (let d = 0; d < radix; d++) {
      const c = counts[d]!;
      counts[d] = sum;
      sum += c;
    }
    for (let i = 0; i < n; i++) {
      const item = src[i]!;
      dst[counts[Math.floor(keys[item]! / divisor) % radix]!++] = item;
    }
    const done = dst;
    dst = src;
    src = done;
  }
  return src;
}

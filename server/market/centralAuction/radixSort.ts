// Stable sorting of integer indices by non-negative integer keys, in linear time: least-significant-digit
// radix sort over typed arrays. The clearing sorts a whole round this way instead of calling a comparator
// per comparison (which allocated and dominated the time of large rounds). Typed-array reads use `!`:
// every index is within bounds by construction, and noUncheckedIndexedAccess cannot see that.

const TWO_POW_32 = 4_294_967_296;

/**
 * Reorders `items` (indices into `keys`) by ascending key; equal keys keep their order in `items`.
 * Keys must be non-negative safe integers no larger than `maxKey`. Returns a sorted array, which is
 * `items` or `scratch` (same length as `items`), so the caller uses the return value. `countBuffer`
 * holds at least 65,536 counters.
 */
export function radixSortByKey(
  items: Uint32Array,
  keys: Float64Array,
  maxKey: number,
  scratch: Uint32Array,
  countBuffer: Uint32Array,
): Uint32Array {
  const n = items.length;
  if (n < 2 || maxKey <= 0) return items;
  // Small inputs: 8-bit digits keep the counting array cheap to clear; large ones: 16-bit, fewer passes.
  const bits = n >= 8192 ? 16 : 8;
  const radix = 1 << bits;
  const mask = radix - 1;
  const counts = countBuffer.subarray(0, radix);
  const bitsNeeded = Math.ceil(Math.log2(maxKey + 1));
  let src = items;
  let dst = scratch;
  for (let shift = 0; shift < bitsNeeded; shift += bits) {
    counts.fill(0);
    const wide = shift + bits > 32;
    const divisor = 2 ** shift;
    for (let i = 0; i < n; i++) counts[digit(keys[src[i]!]!, shift, mask, wide, divisor)]!++;
    let sum = 0;
    for (let d = 0; d < radix; d++) {
      const c = counts[d]!;
      counts[d] = sum;
      sum += c;
    }
    for (let i = 0; i < n; i++) {
      const item = src[i]!;
      const d = digit(keys[item]!, shift, mask, wide, divisor);
      dst[counts[d]!] = item;
      counts[d]!++;
    }
    const done = dst;
    dst = src;
    src = done;
  }
  return src;
}

/** One digit of a key: integer operations below 2^32, division above (keys go up to 2^53). */
function digit(key: number, shift: number, mask: number, wide: boolean, divisor: number): number {
  if (!wide && key < TWO_POW_32) return (key >>> shift) & mask;
  return Math.floor(key / divisor) % (mask + 1);
}

/**
 * Stable counting sort of `items` by a small integer group (0 ≤ group < groupCount), indexed like `keys`.
 * Fills `out` and returns the start of each group in it (groupCount + 1 entries, the last = items.length).
 */
export function groupStable(
  items: Uint32Array,
  groups: Int32Array,
  groupCount: number,
  out: Uint32Array,
): Uint32Array {
  const starts = new Uint32Array(groupCount + 1);
  for (let i = 0; i < items.length; i++) starts[groups[items[i]!]! + 1]!++;
  for (let g = 0; g < groupCount; g++) starts[g + 1]! += starts[g]!;
  const next = starts.slice(0, groupCount);
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    const g = groups[item]!;
    out[next[g]!] = item;
    next[g]!++;
  }
  return starts;
}

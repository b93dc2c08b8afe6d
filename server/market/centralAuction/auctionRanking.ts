// Ranks every order taking part in one pass: grouped by market (place × segment) and side, best price
// first (buys descending, sells ascending by compare price), equal prices in declaration order. One
// stable linear sort on a numeric key (group, then price distance) over input positions that start in
// declaration order; the columns are read in input order, only the list of positions in rank order.
import type { AuctionBook } from './auctionBook';
import { workspaceFor, type Workspace } from './auctionWorkspace';
import { radixSortByKey, radixSortCarried, sortedKeys } from './radixSort';

const TWO_POW_32 = 4_294_967_296;

/** The ranked orders of a round, side by side for every market. */
export interface RankedBook {
  /** Input positions of orders taking part, group after group; inside a group best price first. */
  ranked: Uint32Array;
  /**
   * The sort key of each ranked order (group, then price distance), when the keys fit 32 bits: equal
   * keys in a group are equal prices, so the curves find their tiers here in order. Null otherwise.
   */
  rankedKeys: Uint32Array | null;
  /** Start of each group in `ranked`, plus the end; group = sideGroup(place, segment, side). */
  groupStart: Uint32Array;
  /** Number of segments, to address groups. */
  segmentCount: number;
  /** The workspace the ranking lives in (its tier columns serve the curves). */
  ws: Workspace;
}

/** Group number of one side of one market: buys even, sells odd. */
export function sideGroup(
  segmentCount: number,
  place: number,
  segment: number,
  side: 'buy' | 'sell',
): number {
  return (place * segmentCount + segment) * 2 + (side === 'buy' ? 0 : 1);
}

/** Ranks the orders taking part in each market of a book with `placeCount` places. */
export function rankBook(book: AuctionBook, placeCount: number, segmentCount: number): RankedBook {
  const n = book.declaration.length;
  const ws = workspaceFor(n);
  const group = ws.group;
  const groupCount = placeCount * segmentCount * 2;
  const groupStart = new Uint32Array(groupCount + 1);
  let minBuy = Infinity;
  let maxBuy = -Infinity;
  let minSell = Infinity;
  let maxSell = -Infinity;
  for (let at = 0; at < n; at++) {
    const place = book.placeIndex[at]!;
    const segment = book.segmentIndex[at]!;
    if (book.acceptedCents[at] === 0 || place < 0 || segment < 0) {
      group[at] = -1;
      continue;
    }
    const isBuy = book.isBuy[at] === 1;
    const price = book.comparePriceMilli[at]!;
    if (isBuy) {
      minBuy = Math.min(minBuy, price);
      maxBuy = Math.max(maxBuy, price);
    } else {
      minSell = Math.min(minSell, price);
      maxSell = Math.max(maxSell, price);
    }
    const g = (place * segmentCount + segment) * 2 + (isBuy ? 0 : 1);
    group[at] = g;
    groupStart[g + 1]!++;
  }
  for (let g = 0; g < groupCount; g++) groupStart[g + 1]! += groupStart[g]!;
  // Distance below the highest buy, or above the lowest sell, after the group: ascending is the rank.
  const buySpan = maxBuy >= minBuy ? maxBuy - minBuy : 0;
  const sellSpan = maxSell >= minSell ? maxSell - minSell : 0;
  const maxKey = Math.max(buySpan, sellSpan);
  const width = maxKey + 1;
  const maxCombined = (groupCount - 1) * width + maxKey;
  const prices = book.comparePriceMilli;
  const takingPart = ws.takingPart;
  let m = 0;
  if (maxCombined < TWO_POW_32) {
    // The positions taking part in declaration order (the order that equal keys keep), each with its
    // key beside it, as the sort takes them: one pass, no key column by input position.
    const keys = ws.radix.keysA;
    for (let rank = 0; rank < n; rank++) {
      const at = book.declaration[rank]!;
      const g = group[at]!;
      if (g < 0) continue;
      const price = prices[at]!;
      keys[m] = g * width + (g % 2 === 0 ? maxBuy - price : price - minSell);
      takingPart[m++] = at;
    }
    const items = takingPart.subarray(0, m);
    const ranked = radixSortCarried(items, keys.subarray(0, m), maxCombined, ws.radix);
    return {
      ranked,
      rankedKeys: sortedKeys(ranked, items, ws.radix),
      groupStart,
      segmentCount,
      ws,
    };
  }
  for (let rank = 0; rank < n; rank++) {
    const at = book.declaration[rank]!;
    if (group[at]! >= 0) takingPart[m++] = at;
  }
  const items = takingPart.subarray(0, m);
  const keys = ws.keyA;
  const combined = Number.isSafeInteger(maxCombined);
  for (let at = 0; at < n; at++) {
    const g = group[at]!;
    if (g < 0) continue;
    const price = prices[at]!;
    const distance = g % 2 === 0 ? maxBuy - price : price - minSell;
    keys[at] = combined ? g * width + distance : distance;
  }
  let ranked = items;
  if (combined) {
    ranked = radixSortByKey(items, keys, maxCombined, ws.radix);
  } else {
    items.set([...items].sort((a, b) => group[a]! - group[b]! || keys[a]! - keys[b]!));
  }
  return { ranked, rankedKeys: null, groupStart, segmentCount, ws };
}

// Ranks every order taking part in one pass: grouped by market (place × segment) and side, best price
// first (buys descending, sells ascending by compare price), equal prices in declaration order. Two stable
// linear sorts on numeric keys (price, then group) over input positions that start in declaration order.
import type { AuctionBook } from './auctionBook';
import { workspaceFor, type Workspace } from './auctionWorkspace';
import { groupStable, radixSortByKey } from './radixSort';

/** The ranked orders of a round, side by side for every market. */
export interface RankedBook {
  /** Input positions of orders taking part, group after group; inside a group best price first. */
  ranked: Uint32Array;
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
  const takingPart = ws.takingPart;
  const group = ws.group;
  let m = 0;
  let minBuy = Infinity;
  let maxBuy = -Infinity;
  let minSell = Infinity;
  let maxSell = -Infinity;
  for (let rank = 0; rank < n; rank++) {
    const at = book.declaration[rank]!;
    const place = book.placeIndex[at]!;
    const segment = book.segmentIndex[at]!;
    if (book.acceptedCents[at] === 0 || place < 0 || segment < 0) continue;
    const isBuy = book.isBuy[at] === 1;
    const price = book.comparePriceMilli[at]!;
    if (isBuy) {
      minBuy = Math.min(minBuy, price);
      maxBuy = Math.max(maxBuy, price);
    } else {
      minSell = Math.min(minSell, price);
      maxSell = Math.max(maxSell, price);
    }
    group[at] = (place * segmentCount + segment) * 2 + (isBuy ? 0 : 1);
    takingPart[m++] = at;
  }
  const items = takingPart.subarray(0, m);
  // Ascending keys: distance below the highest buy, or above the lowest sell.
  const keys = ws.keyA;
  for (let i = 0; i < m; i++) {
    const at = items[i]!;
    const price = book.comparePriceMilli[at]!;
    keys[at] = group[at]! % 2 === 0 ? maxBuy - price : price - minSell;
  }
  const buySpan = maxBuy >= minBuy ? maxBuy - minBuy : 0;
  const sellSpan = maxSell >= minSell ? maxSell - minSell : 0;
  const maxKey = Math.max(buySpan, sellSpan);
  let byPrice = items;
  if (Number.isSafeInteger(maxKey)) {
    byPrice = radixSortByKey(items, keys, maxKey, {
      scratch: ws.sortScratch,
      keysA: ws.sortKeysA,
      keysB: ws.sortKeysB,
      counts: ws.counts,
    });
  } else {
    items.set([...items].sort((a, b) => keys[a]! - keys[b]!));
  }
  const ranked = ws.ranked.subarray(0, m);
  const groupCount = placeCount * segmentCount * 2;
  const groupStart = groupStable(byPrice, group, groupCount, ranked);
  return { ranked, groupStart, segmentCount, ws };
}

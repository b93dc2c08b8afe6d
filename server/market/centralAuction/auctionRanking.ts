// Ranks every order taking part in one pass: grouped by market (place × segment) and side, best price
// first (buys descending, sells ascending by compare price), equal prices in declaration order. One
// stable linear sort on a numeric key (group, then price distance) over declaration ranks. The pass that
// finds the groups also lays out the result's columns by rank, so each market's clearing writes the
// result in place and no copy into declaration order is left to make.
import type { AuctionBook } from './auctionBook';
import { workspaceFor, type Workspace } from './auctionWorkspace';
import { orderColumns, type OrderColumns } from './clearedOrders';
import { radixSortByKey, radixSortCarried, sortedKeys, sortedPayload } from './radixSort';
import type { Order } from '../types';

const TWO_POW_32 = 4_294_967_296;
const TWO_POW_50 = 1_125_899_906_842_624;

/** The ranked orders of a round, side by side for every market. */
export interface RankedBook {
  /** Declaration ranks of the orders taking part, group after group; inside a group best price first. */
  ranked: Uint32Array;
  /**
   * The sort key of each ranked order (group, then price distance), when the keys fit 32 bits: equal
   * keys in a group are equal prices, so the curves find their tiers here in order. Null otherwise.
   */
  rankedKeys: Uint32Array | null;
  /**
   * The accepted volume of each ranked order, beside `rankedKeys` (carried by the sort, so the curves
   * read it in sequence rather than by rank at random); null when `rankedKeys` is.
   */
  rankedAccepted: Float64Array | null;
  /** Start of each group in `ranked`, plus the end; group = sideGroup(place, segment, side). */
  groupStart: Uint32Array;
  /** Number of segments, to address groups. */
  segmentCount: number;
  /** Compare price (0.001 元/MWh) of each order taking part, by rank (a workspace view). */
  priceOf: Float64Array;
  /**
   * The result's per-declaration columns, by rank (its own arrays, outliving the workspace): orders,
   * declared and accepted volumes and reasons placed here; the markets' clearing writes the rest.
   */
  results: OrderColumns;
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
  const { input, rankOf, inDeclarationOrder } = book;
  const orders = inDeclarationOrder ? input.slice() : new Array<Order>(n);
  const results = orderColumns(orders, book.reasonTexts);
  const { declaredCents, acceptedCents, reasonOf } = results;
  const groupOf = ws.group.subarray(0, n);
  const priceOf = ws.priceByRank.subarray(0, n);
  const groupCount = placeCount * segmentCount * 2;
  const groupStart = new Uint32Array(groupCount + 1);
  let minBuy = Infinity;
  let maxBuy = -Infinity;
  let minSell = Infinity;
  let maxSell = -Infinity;
  // The price step every distance is a multiple of (the bench's half-元 prices: 500), so the keys
  // divide by it: fewer key bits, often one sort pass fewer. The first price of each side anchors it.
  let firstBuy = NaN;
  let firstSell = NaN;
  let step = 0;
  let inverseStep = Infinity;
  // In input order, each order's columns placed at its rank: the book is read in sequence and only the
  // writes land at random (a gather in rank order, reading at random, cost far more: bench/README.md).
  // Most orders take part whole with no reason: their accepted volume and reason are copied in order
  // after the pass, and only the few others (listed here) are written at their rank, two scattered
  // writes per order fewer.
  const exceptions = ws.exceptions;
  let exceptionCount = 0;
  for (let at = 0; at < n; at++) {
    const rank = rankOf[at]!;
    if (!inDeclarationOrder) orders[rank] = input[at]!;
    const accepted = book.acceptedCents[at]!;
    const declared = book.declaredCents[at]!;
    declaredCents[rank] = declared;
    if (accepted !== declared || book.reasonOf[at]! >= 0) exceptions[exceptionCount++] = at;
    const place = book.placeIndex[at]!;
    const segment = book.segmentIndex[at]!;
    if (accepted === 0 || place < 0 || segment < 0) {
      groupOf[rank] = -1;
      continue;
    }
    const isBuy = book.isBuy[at] === 1;
    const price = book.comparePriceMilli[at]!;
    if (isBuy) {
      minBuy = Math.min(minBuy, price);
      maxBuy = Math.max(maxBuy, price);
      if (firstBuy !== firstBuy) firstBuy = price;
    } else {
      minSell = Math.min(minSell, price);
      maxSell = Math.max(maxSell, price);
      if (firstSell !== firstSell) firstSell = price;
    }
    const apart = Math.abs(price - (isBuy ? firstBuy : firstSell));
    if (!onStep(apart, step, inverseStep)) {
      step = greatestCommonDivisor(step, apart);
      inverseStep = 1 / step;
    }
    const g = (place * segmentCount + segment) * 2 + (isBuy ? 0 : 1);
    groupOf[rank] = g;
    priceOf[rank] = price;
    groupStart[g + 1]!++;
  }
  for (let g = 0; g < groupCount; g++) groupStart[g + 1]! += groupStart[g]!;
  acceptedCents.set(declaredCents);
  reasonOf.fill(-1);
  for (let e = 0; e < exceptionCount; e++) {
    const at = exceptions[e]!;
    const rank = rankOf[at]!;
    acceptedCents[rank] = book.acceptedCents[at]!;
    reasonOf[rank] = book.reasonOf[at]!;
  }
  // Distance below the highest buy, or above the lowest sell, after the group: ascending is the rank.
  const unit = step > 0 ? step : 1;
  const inverseUnit = 1 / unit;
  const buySpan = maxBuy >= minBuy ? (maxBuy - minBuy) / unit : 0;
  const sellSpan = maxSell >= minSell ? (maxSell - minSell) / unit : 0;
  const maxKey = Math.max(buySpan, sellSpan);
  const width = maxKey + 1;
  const maxCombined = (groupCount - 1) * width + maxKey;
  const narrow = maxCombined < TWO_POW_32;
  const combined = Number.isSafeInteger(maxCombined);
  const takingPart = ws.takingPart;
  // Keys of the usual sort, carried beside the items (below 2^32), or else by rank.
  const carriedKeys = ws.radix.keysA;
  const carriedAccepted = ws.radix.payloadA;
  const rankKeys = ws.keyA;
  let m = 0;
  // The ranks taking part in declaration order (the order that equal keys keep), with their keys.
  for (let rank = 0; rank < n; rank++) {
    const g = groupOf[rank]!;
    if (g < 0) continue;
    const price = priceOf[rank]!;
    const apart = (g & 1) === 0 ? maxBuy - price : price - minSell;
    if (narrow) {
      // A multiple of the unit with a quotient below 2^32: the multiplication rounds to it exactly.
      carriedKeys[m] = g * width + Math.round(apart * inverseUnit);
      carriedAccepted[m] = acceptedCents[rank]!;
    } else {
      const distance = apart / unit;
      rankKeys[rank] = combined ? g * width + distance : distance;
    }
    takingPart[m++] = rank;
  }
  const items = takingPart.subarray(0, m);
  let ranked = items;
  let rankedKeys: Uint32Array | null = null;
  let rankedAccepted: Float64Array | null = null;
  if (narrow) {
    ranked = radixSortCarried(items, carriedKeys.subarray(0, m), maxCombined, ws.radix, true);
    rankedKeys = sortedKeys(ranked, items, ws.radix);
    rankedAccepted = sortedPayload(ranked, items, ws.radix);
  } else if (combined) {
    ranked = radixSortByKey(items, rankKeys, maxCombined, ws.radix);
  } else {
    items.set([...items].sort((a, b) => groupOf[a]! - groupOf[b]! || rankKeys[a]! - rankKeys[b]!));
  }
  // One object literal (no spread): a shape made by copying died at each full collection and took the
  // optimised code of the curves and the pairing with it (--trace-deopt: "weak objects").
  return { ranked, rankedKeys, rankedAccepted, groupStart, segmentCount, priceOf, results, ws };
}

/**
 * True when the integer `apart` is a multiple of `step` (false for a step of 0), given `inverse` = 1 / step.
 * A multiplication and a rounding instead of `%`, which on doubles is a library call per order (it
 * showed in line profiles). Exact below 2^50: apart × inverse is then within a quarter of the quotient when
 * there is one, and the product back is an exact integer, equal to `apart` only for a true multiple.
 */
function onStep(apart: number, step: number, inverse: number): boolean {
  if (apart >= TWO_POW_50) return apart % step === 0;
  return Math.round(apart * inverse) * step === apart;
}

/** Greatest common divisor of two non-negative integers (0 with b gives b). */
function greatestCommonDivisor(a: number, b: number): number {
  while (b !== 0) {
    const r = a % b;
    a = b;
    b = r;
  }
  return a;
}

// The step curves of one market over its ranked orders: price tiers, the crossing volume Q* and its
// allocation to orders (tiers inside Q* fill whole; the marginal tier shares the rest pro rata).
import type { RankedBook } from './auctionRanking';
import type { CurveStep } from './centralAuctionTypes';
import { PRICE_SCALE, VOLUME_SCALE, mulDivRem } from '../fixedPoint';

/** One side of one market: its slice of the ranked orders and the price tiers along it. */
export interface SideCurve {
  /** First position in `ranked`. */
  start: number;
  /** Number of tiers. */
  tierCount: number;
  /** Compare price of each tier, 0.001 元/MWh. */
  tierPrice: Float64Array;
  /** Accepted volume of each tier, 0.01 MWh. */
  tierCents: Float64Array;
  /** End position (exclusive) of each tier in `ranked`; a tier starts where the previous one ends. */
  tierEnd: Uint32Array;
}

/**
 * Groups the ranked orders in [start, end) into tiers of equal compare price. The tiers are written in the
 * workspace's tier columns at the same positions (a side has at most as many tiers as orders), and each
 * order's accepted volume in `ws.rankedCents` at its ranked position.
 */
export function sideCurve(
  { ranked, rankedKeys, rankedAccepted, priceOf, results, ws }: RankedBook,
  start: number,
  end: number,
): SideCurve {
  // Each tier's columns are written once, when it ends (no zero-fill of the side's tier columns).
  const tierPrice = ws.tierPrice.subarray(start, end);
  const tierCents = ws.tierCents.subarray(start, end);
  const tierEnd = ws.tierEnd.subarray(start, end);
  const prices = priceOf;
  const accepted = results.acceptedCents;
  // Accepted volumes in ranked order: allocation and pairing then walk them in order.
  const rankedCents = ws.rankedCents;
  let t = -1;
  let sum = 0;
  if (rankedKeys !== null && rankedAccepted !== null) {
    // A new key is a new price: the price is read once per tier, by rank; the volumes in sequence.
    let lastKey = -1;
    for (let p = start; p < end; p++) {
      const key = rankedKeys[p]!;
      if (key !== lastKey) {
        if (t >= 0) {
          tierCents[t] = sum;
          tierEnd[t] = p;
        }
        tierPrice[++t] = prices[ranked[p]!]!;
        sum = 0;
        lastKey = key;
      }
      const cents = rankedAccepted[p]!;
      rankedCents[p] = cents;
      sum += cents;
    }
  } else {
    for (let p = start; p < end; p++) {
      const rank = ranked[p]!;
      const price = prices[rank]!;
      if (t < 0 || tierPrice[t] !== price) {
        if (t >= 0) {
          tierCents[t] = sum;
          tierEnd[t] = p;
        }
        tierPrice[++t] = price;
        sum = 0;
      }
      const cents = accepted[rank]!;
      rankedCents[p] = cents;
      sum += cents;
    }
  }
  if (t >= 0) {
    tierCents[t] = sum;
    tierEnd[t] = end;
  }
  return { start, tierCount: t + 1, tierPrice, tierCents, tierEnd };
}

/** Where the curves were cut: Q* and the last matched price on each side. */
export interface Crossing {
  /** Cleared volume, 0.01 MWh. */
  cents: number;
  /** Compare price of the last matched buy tier, 0.001 元/MWh. */
  lastBuyMilli: number;
  /** Compare price of the last matched sell tier, 0.001 元/MWh. */
  lastSellMilli: number;
  /** True when the cap (channel limit) stopped the walk while the curves still crossed. */
  capped: boolean;
}

/**
 * Walks both curves while the best buy is at least the best sell, up to a cap (Infinity when none).
 * Null when the curves do not cross at all.
 */
export function findCrossing(buys: SideCurve, sells: SideCurve, capCents: number): Crossing | null {
  let i = 0;
  let j = 0;
  let buyLeft = buys.tierCount > 0 ? buys.tierCents[0]! : 0;
  let sellLeft = sells.tierCount > 0 ? sells.tierCents[0]! : 0;
  let cents = 0;
  // The last match in locals, one object at the end: an object per step of the walk made most of a
  // clearing's garbage at 10,000 bids (bench/README.md, branch auction8).
  let matched = false;
  let lastBuyMilli = 0;
  let lastSellMilli = 0;
  while (i < buys.tierCount && j < sells.tierCount) {
    const buyPrice = buys.tierPrice[i]!;
    const sellPrice = sells.tierPrice[j]!;
    if (buyPrice < sellPrice) break;
    if (cents >= capCents) {
      // A zero limit stops the walk before any match: report the block with nothing cleared.
      if (!matched)
        return { cents, lastBuyMilli: buyPrice, lastSellMilli: sellPrice, capped: true };
      return { cents, lastBuyMilli, lastSellMilli, capped: true };
    }
    const step = Math.min(buyLeft, sellLeft, capCents - cents);
    cents += step;
    buyLeft -= step;
    sellLeft -= step;
    matched = true;
    lastBuyMilli = buyPrice;
    lastSellMilli = sellPrice;
    if (buyLeft === 0) buyLeft = ++i < buys.tierCount ? buys.tierCents[i]! : 0;
    if (sellLeft === 0) sellLeft = ++j < sells.tierCount ? sells.tierCents[j]! : 0;
  }
  return matched ? { cents, lastBuyMilli, lastSellMilli, capped: false } : null;
}

/**
 * Gives Q* to one side's tiers. The marginal tier shares the remainder pro rata to accepted volume on the
 * 0.01 MWh grid: each order gets its exact share rounded down, then the cents left by rounding go one each
 * to the largest rounding remainders, ties to the earlier declaration (largest-remainder method). So the
 * side's total equals Q* exactly and no order is more than 0.01 MWh from its exact share. The cleared
 * volumes are written by declaration rank (the result's column) and, in `rankedCents`, by ranked
 * position (0 past Q*).
 */
export function allocate(
  { ranked, results, ws }: RankedBook,
  side: SideCurve,
  totalCents: number,
): void {
  const rankedCents = ws.rankedCents;
  const cleared = results.clearedCents;
  let left = totalCents;
  let from = side.start;
  for (let t = 0; t < side.tierCount && left > 0; t++) {
    const to = side.tierEnd[t]!;
    const tierCents = side.tierCents[t]!;
    if (tierCents <= left) {
      for (let p = from; p < to; p++) cleared[ranked[p]!] = rankedCents[p]!;
      left -= tierCents;
    } else {
      shareMarginalTier(cleared, ranked, rankedCents, from, to, tierCents, left);
      left = 0;
    }
    from = to;
  }
  const end = side.tierCount > 0 ? side.tierEnd[side.tierCount - 1]! : side.start;
  rankedCents.fill(0, from, end);
}

/** Shares `cents` over the ranked positions [from, to) of one tier, whose accepted volumes are there. */
function shareMarginalTier(
  cleared: Float64Array,
  ranked: Uint32Array,
  rankedCents: Float64Array,
  from: number,
  to: number,
  tierCents: number,
  cents: number,
): void {
  const remainders = new Float64Array(to - from);
  const withRemainder: number[] = [];
  let given = 0;
  for (let k = 0; k < to - from; k++) {
    const [share, remainder] = mulDivRem(cents, rankedCents[from + k]!, tierCents);
    rankedCents[from + k] = share;
    given += share;
    remainders[k] = remainder;
    if (remainder > 0) withRemainder.push(k);
  }
  // The tier is in declaration order, so the position breaks equal remainders for the earlier one.
  withRemainder.sort((a, b) => remainders[b]! - remainders[a]! || a - b);
  for (let k = 0; k < cents - given && k < withRemainder.length; k++) {
    rankedCents[from + withRemainder[k]!]! += 1;
  }
  for (let p = from; p < to; p++) cleared[ranked[p]!] = rankedCents[p]!;
}

/** The step curve of a side's tiers in 元/MWh and MWh, for the result chart. */
export function toCurve(side: SideCurve): CurveStep[] {
  const steps: CurveStep[] = new Array<CurveStep>(side.tierCount);
  let cumulative = 0;
  for (let t = 0; t < side.tierCount; t++) {
    const fromVolume = cumulative / VOLUME_SCALE;
    cumulative += side.tierCents[t]!;
    steps[t] = {
      price: side.tierPrice[t]! / PRICE_SCALE,
      fromVolume,
      toVolume: cumulative / VOLUME_SCALE,
    };
  }
  return steps;
}

// The step curves of one market: ranking, price tiers, the crossing volume Q* and its allocation to
// orders (tiers inside Q* fill whole; the marginal tier shares the rest pro rata to accepted volume).
import type { AuctionEntry } from './auctionEntries';
import { PRICE_SCALE, VOLUME_SCALE, mulDivRem } from '../../fixedPoint';
import type { CurveStep } from '../centralAuctionTypes';

/** Orders sharing one price on one side, consecutive in ranking order. */
export interface PriceTier {
  /** Compare price of the tier, 0.001 元/MWh. */
  priceMilli: number;
  /** Sum of accepted volume, 0.01 MWh. */
  cents: number;
  /** The tier's entries in declaration order. */
  entries: AuctionEntry[];
}

/** Ranks buys by price descending, ties by declaration. */
export function rankBuys(entries: AuctionEntry[]): AuctionEntry[] {
  return entries.sort((a, b) => b.comparePriceMilli - a.comparePriceMilli || a.rank - b.rank);
}

/** Ranks sells by compare price ascending, ties by declaration. */
export function rankSells(entries: AuctionEntry[]): AuctionEntry[] {
  return entries.sort((a, b) => a.comparePriceMilli - b.comparePriceMilli || a.rank - b.rank);
}

/** Groups ranked entries into price tiers. */
export function toTiers(ranked: readonly AuctionEntry[]): PriceTier[] {
  const tiers: PriceTier[] = [];
  let current: PriceTier | undefined;
  for (const entry of ranked) {
    if (current === undefined || current.priceMilli !== entry.comparePriceMilli) {
      current = { priceMilli: entry.comparePriceMilli, cents: 0, entries: [] };
      tiers.push(current);
    }
    current.cents += entry.acceptedCents;
    current.entries.push(entry);
  }
  return tiers;
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
export function findCrossing(
  buys: readonly PriceTier[],
  sells: readonly PriceTier[],
  capCents: number,
): Crossing | null {
  let i = 0;
  let j = 0;
  let buyLeft = buys[0]?.cents ?? 0;
  let sellLeft = sells[0]?.cents ?? 0;
  let cents = 0;
  let last: Crossing | null = null;
  for (let buy = buys[0], sell = sells[0]; buy && sell; buy = buys[i], sell = sells[j]) {
    if (buy.priceMilli < sell.priceMilli) break;
    if (cents >= capCents) {
      // A zero limit stops the walk before any match: report the block with nothing cleared.
      const first = { cents, lastBuyMilli: buy.priceMilli, lastSellMilli: sell.priceMilli };
      return { ...(last ?? first), capped: true };
    }
    const step = Math.min(buyLeft, sellLeft, capCents - cents);
    cents += step;
    buyLeft -= step;
    sellLeft -= step;
    last = { cents, lastBuyMilli: buy.priceMilli, lastSellMilli: sell.priceMilli, capped: false };
    if (buyLeft === 0) buyLeft = buys[++i]?.cents ?? 0;
    if (sellLeft === 0) sellLeft = sells[++j]?.cents ?? 0;
  }
  return last;
}

/**
 * Gives Q* to one side's tiers. The marginal tier shares the remainder pro rata to accepted volume on the
 * 0.01 MWh grid: each order gets its exact share rounded down, then the cents left by rounding go one each
 * to the largest rounding remainders, ties to the earlier declaration (largest-remainder method). So the
 * side's total equals Q* exactly and no order is more than 0.01 MWh from its exact share.
 */
export function allocate(tiers: readonly PriceTier[], totalCents: number): void {
  let left = totalCents;
  for (const tier of tiers) {
    if (left <= 0) break;
    if (tier.cents <= left) {
      for (const entry of tier.entries) entry.clearedCents = entry.acceptedCents;
      left -= tier.cents;
      continue;
    }
    shareMarginalTier(tier, left);
    left = 0;
  }
}

function shareMarginalTier(tier: PriceTier, cents: number): void {
  const remainders: { index: number; remainder: number }[] = [];
  let given = 0;
  tier.entries.forEach((entry, index) => {
    const [share, remainder] = mulDivRem(cents, entry.acceptedCents, tier.cents);
    entry.clearedCents = share;
    given += share;
    if (remainder > 0) remainders.push({ index, remainder });
  });
  // Entries are in declaration order, so the index breaks equal remainders in favour of the earlier one.
  remainders.sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (let k = 0; k < cents - given; k++) {
    const entry = tier.entries[remainders[k]?.index ?? -1];
    if (entry) entry.clearedCents += 1;
  }
}

/** The step curve of ranked tiers in 元/MWh and MWh, for the result chart. */
export function toCurve(tiers: readonly PriceTier[]): CurveStep[] {
  let cumulative = 0;
  return tiers.map((tier) => {
    const fromVolume = cumulative / VOLUME_SCALE;
    cumulative += tier.cents;
    return {
      price: tier.priceMilli / PRICE_SCALE,
      fromVolume,
      toVolume: cumulative / VOLUME_SCALE,
    };
  });
}

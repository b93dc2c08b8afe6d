// Quota limits of spec section 6: a buyer may buy at most the highest upper minus the highest used; a
// seller may sell the same difference of its quotas; direction 1 (sell) blocks the buy limit and 0 blocks
// the sell limit (shown '-'). Remaining volumes are rounded to 4 decimals (spec section 9).
import { roundTo } from './fixedPoint';
import type { MWh, TradeDirection } from './types';

/** One quota row (spec entity Quota) of an enterprise or unit for one time segment. */
export interface QuotaRecord {
  /** Time segment id (the spec's timeId). */
  timeId: number;
  /** Enterprise or unit the quota belongs to (the spec's entityId). */
  entityId: string;
  /** Upper bound in MWh. */
  upper: MWh;
  /** Volume already used in MWh. */
  used: MWh;
}

/** Remaining volume per side; null when that side is blocked by the quota direction (shown '-'). */
export interface QuotaRemaining {
  /** Most the entity may still buy, in MWh (4 decimals), or null when blocked. */
  buy: MWh | null;
  /** Most the entity may still sell, in MWh (4 decimals), or null when blocked. */
  sell: MWh | null;
}

/**
 * Remaining quota of one entity for one segment from its quota rows. The highest upper and the highest
 * used are taken separately (rows may be revisions of the same quota); a negative difference counts as 0,
 * and no rows at all means nothing may be traded (quotas are only consulted when the round enables them).
 */
export function quotaRemaining(
  quotas: readonly QuotaRecord[],
  direction: TradeDirection,
): QuotaRemaining {
  let highestUpper = 0;
  let highestUsed = 0;
  for (const quota of quotas) {
    highestUpper = Math.max(highestUpper, quota.upper);
    highestUsed = Math.max(highestUsed, quota.used);
  }
  const remaining = roundTo(Math.max(0, highestUpper - highestUsed), 4);
  return {
    buy: direction === 1 ? null : remaining,
    sell: direction === 0 ? null : remaining,
  };
}

/** How a remaining quota is shown: '-' when blocked, otherwise the number (at most 4 decimals). */
export function formatRemaining(remaining: MWh | null): string {
  return remaining === null ? '-' : String(roundTo(remaining, 4));
}

// Remaining quota per time segment (spec section 6): a buyer may buy the highest upper minus the highest
// used, a seller may sell the same difference; a quota of the other direction blocks that side and shows
// '-' (direction 1, sell, blocks buying; 0 blocks selling). Rounded to 4 decimals (spec section 9).
import type { components } from '../../api/schema.gen';
import { roundTo } from '../../engine/values/format';

/** A quota row of the contract. */
export type Quota = components['schemas']['Quota'];

/** Which side of the market an enterprise declares on. */
export type Side = 'buy' | 'sell';

/**
 * What an enterprise may still declare in one segment of the round's month, in MWh; null when the
 * segment's quota points the other way ('-'). No quota row at all leaves nothing to declare (0), as
 * the server counts it.
 */
export function segmentRemaining(
  quotas: readonly Quota[],
  segmentId: number,
  month: number,
  side: Side,
): number | null {
  const rows = quotas.filter((q) => q.timeId === segmentId && q.month === month);
  const first = rows[0];
  if (!first) return 0;
  // The first row's direction decides, as the server's check does.
  const quotaSide: Side = first.obj === 1 ? 'sell' : 'buy';
  if (quotaSide !== side) return null;
  const upper = Math.max(0, ...rows.map((q) => q.upper));
  const used = Math.max(0, ...rows.map((q) => q.used));
  return roundTo(Math.max(0, upper - used), 4);
}

// The merit order of one slot of a day-ahead result, read back from the normalised engine input and the
// cleared MW per offer step: every step of every unit sorted by price, with its cumulative MW, what
// cleared and which step is marginal. Rules: docs/market-rules.md, "Day-ahead spot" (explanation).
import type { NormalSpotInput } from '../../market/spot/spotNormalise';
import type { SpotResult } from '../../market/spot/spotTypes';

/** One step of the merit order. */
export interface MeritStep {
  unitId: number;
  price: number;
  volume: number;
  cumulativeVolume: number;
  clearedVolume: number;
  marginal: boolean;
}

/** MW below which a step counts as not cleared (solver tolerance). */
export const mwTolerance = 1e-3;

/** 元/MWh within which an offer price counts as equal to a bus price. */
export const priceTolerance = 0.01;

const round2 = (v: number) => Math.round(v * 100) / 100;

/**
 * Every offer step in slot `t`, cheapest first (ties by unit id), with cleared MW and the marginal mark
 * (with congestion, one marginal step per price area can set a price).
 */
export function meritOrderAt(normal: NormalSpotInput, result: SpotResult, t: number): MeritStep[] {
  const cleared = new Map(result.units.map((u) => [u.unitId, u.stepMw[t] ?? []]));
  const lmp = new Map(result.buses.map((b) => [b.busId, b.lmp[t] ?? 0]));
  const steps = normal.units.flatMap((unit) =>
    (unit.steps[t] ?? []).map((s, k) => ({
      unitId: unit.id,
      price: s.price,
      volume: s.volumeMw,
      clearedVolume: cleared.get(unit.id)?.[k] ?? 0,
      busPrice: lmp.get(unit.busId) ?? 0,
    })),
  );
  steps.sort((a, b) => a.price - b.price || a.unitId - b.unitId);
  let cumulative = 0;
  const ordered = steps.map(({ busPrice, ...s }) => {
    cumulative += s.volume;
    // Marginal: partly cleared at its own bus's price. A step held at Pmin above the price is partly
    // cleared too, but does not set any price.
    const partial =
      s.clearedVolume > mwTolerance &&
      s.clearedVolume < s.volume - mwTolerance &&
      Math.abs(s.price - busPrice) <= priceTolerance;
    return {
      ...s,
      volume: round2(s.volume),
      clearedVolume: round2(s.clearedVolume),
      cumulativeVolume: round2(cumulative),
      marginal: partial,
    };
  });
  // Without a partly cleared step, the last fully cleared one sets the price at the margin.
  if (!ordered.some((s) => s.marginal)) {
    const last = ordered.findLastIndex((s) => s.clearedVolume > mwTolerance);
    if (last >= 0) ordered[last] = { ...ordered[last]!, marginal: true };
  }
  return ordered;
}

/**
 * The steps around the margin (`around` each side of the first marginal step) plus all of `unitId`'s
 * steps, in merit order, each with its 1-based rank.
 */
export function windowAroundMargin(
  ordered: readonly MeritStep[],
  unitId: number,
  around: number,
): Array<MeritStep & { rank: number }> {
  const margin = Math.max(
    0,
    ordered.findIndex((s) => s.marginal),
  );
  return ordered
    .map((s, i) => ({ ...s, rank: i + 1 }))
    .filter((s, i) => s.unitId === unitId || Math.abs(i - margin) <= around);
}

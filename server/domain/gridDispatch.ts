// Typical-day dispatch of a province's dispatchable units (coal, hydro, gas): the residual load
// (load − renewable − net import) is shared by the units in proportion to their adjustable range,
// so every unit runs at the same utilisation between its minimum and its capacity. A teaching
// approximation, not a merit-order dispatch: it gives plausible expected outputs and reserves from
// public data only (no unit's cost or bid is used).

/** Energy types whose output follows the weather (their forecast is their output). */
export const renewableTypes: readonly number[] = [4, 5];

/** True for a wind or solar unit. */
export function isRenewable(energyType: number): boolean {
  return renewableTypes.includes(energyType);
}

/** Sum of capacities and of minimum outputs of dispatchable units. */
export interface DispatchRange {
  capacity: number;
  minimum: number;
}

/** The dispatchable range of a set of units (wind and solar left out). */
export function dispatchRange(
  units: ReadonlyArray<{ energyType: number; capacityMw: number; minMw: number }>,
): DispatchRange {
  return units
    .filter((u) => !isRenewable(u.energyType))
    .reduce((r, u) => ({ capacity: r.capacity + u.capacityMw, minimum: r.minimum + u.minMw }), {
      capacity: 0,
      minimum: 0,
    });
}

/** Utilisation in [0, 1] the units need to cover `residual` MW. */
export function utilisation(residual: number, range: DispatchRange): number {
  const span = range.capacity - range.minimum;
  if (span <= 0) return residual >= range.capacity ? 1 : 0;
  return Math.min(1, Math.max(0, (residual - range.minimum) / span));
}

/** Output (MW) of a unit with this minimum and capacity at utilisation `u`. */
export function outputAt(u: number, unit: { capacityMw: number; minMw: number }): number {
  return unit.minMw + u * (unit.capacityMw - unit.minMw);
}

/** Rounds to 2 decimals, as stored curves are. */
export function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

/** Highest utilisation the typical-day plan allows before importing from outside the region. */
export const plannedUtilisationCap = 0.85;

/** Import from outside the region (区外来电) that never falls below, MW. */
export const externalImportBase = 300;

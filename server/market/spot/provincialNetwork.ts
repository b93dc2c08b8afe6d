// The provincial-price variant of the spot clearing: every province becomes one bus (one uniform price
// per province), the lines inside a province are dropped, and provinces are joined only by their tie-line
// channels as controllable links within their limits. Rules: docs/market-rules.md, "Day-ahead spot".
import type { SpotInput, SpotLine } from './spotTypes';

/** A tie-line channel between two provinces. */
export interface ProvinceChannel {
  id: number;
  fromProvince: number;
  toProvince: number;
  /** MW from → to. */
  limitMw: number;
  /** MW to → from. */
  reverseLimitMw: number;
  /** Transmission tariff, 元/MWh (0 when absent). */
  tariff?: number;
}

/**
 * Rewrites a nodal input into its provincial form: bus id = province key, units and loads moved to
 * their province's bus, and one controllable link per channel. Buses without a province are an error.
 */
export function toProvincialInput(
  input: SpotInput,
  channels: readonly ProvinceChannel[],
): SpotInput {
  const provinceOf = new Map<number, number>();
  for (const bus of input.buses) {
    if (bus.province === undefined) throw new Error(`bus ${bus.id} has no province`);
    provinceOf.set(bus.id, bus.province);
  }
  const province = (busId: number): number => {
    const p = provinceOf.get(busId);
    if (p === undefined) throw new Error(`unknown bus ${busId}`);
    return p;
  };
  const provinces = [...new Set(provinceOf.values())].sort((a, b) => a - b);
  const lines: SpotLine[] = channels
    .filter((c) => provinces.includes(c.fromProvince) && provinces.includes(c.toProvince))
    .map((c) => ({
      id: c.id,
      fromBusId: c.fromProvince,
      toBusId: c.toProvince,
      reactance: null,
      limitMw: c.limitMw,
      reverseLimitMw: c.reverseLimitMw,
      tariff: c.tariff ?? 0,
    }));
  return {
    ...input,
    buses: provinces.map((p) => ({ id: p, province: p })),
    lines,
    units: input.units.map((u) => ({ ...u, busId: province(u.busId) })),
    loads: input.loads.map((l) => ({ ...l, busId: province(l.busId) })),
    settings: {
      ...input.settings,
      referenceBusId:
        input.settings?.referenceBusId === undefined
          ? undefined
          : province(input.settings.referenceBusId),
    },
  };
}

// What each unit sold in the inter-provincial session (its export), and how that export is split over
// the channels leaving its province. The inter-provincial stage takes only inter-provincial offers from
// sending provinces and none of their own load, so every MW a sending unit clears there is export.
// The formal provincial clearing then holds that export fixed (docs/market-rules.md, "Inter-provincial
// spot").
import type { ProvinceChannel } from '../../market/spot/provincialNetwork';
import type { SpotLoad, SpotResult, SpotUnit } from '../../market/spot/spotTypes';
import type { CourseGrid } from '../gridData';

/** Provinces of the scene that send (role 1): their units offer into the inter-provincial session. */
export function sendingProvinces(grid: CourseGrid): Set<number> {
  return new Set(grid.sceneProvinces.filter((p) => p.role === 1).map((p) => p.province));
}

/** Each sending unit's cleared export MW per slot in a finished inter-provincial stage. */
export function unitExports(grid: CourseGrid, interProvincial: SpotResult): Map<number, number[]> {
  const sending = sendingProvinces(grid);
  const exports = new Map<number, number[]>();
  for (const u of grid.units) {
    if (!sending.has(u.province)) continue;
    const cleared = interProvincial.units.find((r) => r.unitId === u.id);
    if (cleared && cleared.mw.some((mw) => mw > 0))
      exports.set(
        u.id,
        cleared.mw.map((mw) => Math.max(0, mw)),
      );
  }
  return exports;
}

/**
 * A unit with its export held fixed. The engine takes it off the available capacity and the minimum
 * output of each slot and commits the unit wherever it exports (the export runs it), with or without
 * unit commitment.
 */
export function withExport(unit: SpotUnit, exported: readonly number[] | undefined): SpotUnit {
  return exported ? { ...unit, exportMwBySlot: exported } : unit;
}

/** The exported MW as a fixed injection at each exporting unit's bus (a negative load). */
export function exportInjections(
  units: readonly SpotUnit[],
  exports: ReadonlyMap<number, readonly number[]>,
): SpotLoad[] {
  return units.flatMap((u) => {
    const exported = exports.get(u.id);
    return exported ? [{ busId: u.busId, mw: exported.map((mw) => -mw) }] : [];
  });
}

/** A unit's export over one channel in one slot. */
export interface ChannelShare {
  unitId: number;
  channelId: number;
  timeId: number;
  mw: number;
}

/**
 * Splits each unit's export over the channels leaving its province, pro rata to their flows in the
 * slot (a province with one outgoing channel sends everything over it).
 */
export function channelShares(
  grid: CourseGrid,
  interProvincial: SpotResult,
  channels: readonly ProvinceChannel[],
): ChannelShare[] {
  const exports = unitExports(grid, interProvincial);
  const flowOf = (id: number, t: number) =>
    Math.max(0, interProvincial.lines.find((l) => l.lineId === id)?.flowMw[t] ?? 0);
  const shares: ChannelShare[] = [];
  for (const [unitId, mw] of exports) {
    const province = grid.units.find((u) => u.id === unitId)?.province;
    const out = channels.filter((c) => c.fromProvince === province);
    mw.forEach((unitMw, timeId) => {
      const total = out.reduce((s, c) => s + flowOf(c.id, timeId), 0);
      for (const c of out) {
        const part = total > 0 ? (unitMw * flowOf(c.id, timeId)) / total : unitMw / out.length;
        shares.push({ unitId, channelId: c.id, timeId, mw: Math.round(part * 1000) / 1000 });
      }
    });
  }
  return shares;
}

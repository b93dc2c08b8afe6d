// Reads stored day-ahead results for the API: per unit (or load) and slot the cleared MW and the price
// at its bus (or province), line and channel flows, pre-clearing rows. Callers pass which enterprises
// the caller may see; flows are public once the stage is ready.
import type { SpotResult } from '../../market/spot/spotTypes';
import { getCourseRow } from '../access';
import type { Db } from '../db';
import { loadCourseGrid, type CourseGrid } from '../gridData';
import type { RoundRow } from '../rounds';
import type { StoredSpotResult } from './spotClearingRun';
import { channelShares } from './spotExports';

/** One result row: a unit's (or load's) MW and its bus price in one slot. */
export interface SpotResultRow {
  roundId: number;
  /** A unit's row or a load's: their ids are numbered apart, so a course-wide list needs to say. */
  kind: 'unit' | 'demand';
  unitId: number;
  unitName: string;
  busName: string | null;
  timeId: number;
  volume: number;
  price: number;
  energyPrice: number;
  congestionPrice: number;
  /** The slot's money in 元: MW × price × slot hours (a seller's revenue, a buyer's cost). */
  amount: number;
}

/** Hours of one of the 96 slots. */
const slotHours = 0.25;

/** Money of a slot, 元 rounded to fen. */
function slotAmount(mw: number, price: number): number {
  return Math.round(mw * price * slotHours * 100) / 100;
}

/** Reads the course grid of a round (names of units, loads, buses). */
export async function roundGrid(db: Db, round: RoundRow): Promise<CourseGrid> {
  return loadCourseGrid(db, await getCourseRow(db, round.courseId));
}

/** A bus's prices, or those of the bus standing for its province (provincial-price results). */
function pricesAt(result: SpotResult, grid: CourseGrid, busId: number | null) {
  const province = grid.buses.find((b) => b.id === busId)?.province;
  const bus =
    result.buses.find((b) => b.busId === busId) ?? result.buses.find((b) => b.busId === province);
  return {
    at: (t: number) => ({
      price: bus?.lmp[t] ?? 0,
      energyPrice: bus?.energy[t] ?? 0,
      congestionPrice: bus?.congestion[t] ?? 0,
    }),
  };
}

/** Rows of the units (sellers) and loads (buyers) of the given enterprises, optionally one unit/load. */
export function resultRows(
  stored: StoredSpotResult,
  grid: CourseGrid,
  round: RoundRow,
  enterpriseIds: readonly number[] | null,
  side: 'units' | 'demands' | 'both',
  unitId?: number,
): SpotResultRow[] {
  const mine = (enterpriseId: number, id: number) =>
    (enterpriseIds === null || enterpriseIds.includes(enterpriseId)) &&
    (unitId === undefined || unitId === id);
  const busName = (busId: number | null) => grid.buses.find((b) => b.id === busId)?.name ?? null;
  const rows: SpotResultRow[] = [];
  // One row per slot of a unit's dispatch or a load's cleared demand, priced at its bus.
  const addSlots = (
    kind: SpotResultRow['kind'],
    point: { id: number; name: string; busId: number | null },
    mws: readonly number[],
  ) => {
    const prices = pricesAt(stored.result, grid, point.busId);
    mws.forEach((mw, t) =>
      rows.push({
        roundId: round.id,
        kind,
        unitId: point.id,
        unitName: point.name,
        busName: busName(point.busId),
        timeId: t,
        volume: mw,
        ...prices.at(t),
        amount: slotAmount(mw, prices.at(t).price),
      }),
    );
  };
  if (side !== 'demands')
    for (const u of grid.units) {
      if (!mine(u.enterpriseId, u.id)) continue;
      const cleared = stored.result.units.find((r) => r.unitId === u.id);
      if (cleared) addSlots('unit', u, cleared.mw);
    }
  if (side !== 'units')
    for (const d of grid.demands) {
      if (mine(d.enterpriseId, d.id)) addSlots('demand', d, stored.demandMw[d.id] ?? []);
    }
  return rows;
}

/** Flow rows per line (nodal results) with names, buses and limits. */
export async function lineFlowRows(db: Db, grid: CourseGrid, stored: StoredSpotResult) {
  const lines = await db
    .selectFrom('scene_line')
    .selectAll()
    .where('sceneId', '=', grid.sceneId)
    .execute();
  const busName = (id: number) => grid.buses.find((b) => b.id === id)?.name ?? String(id);
  return stored.result.lines.flatMap((l) => {
    const line = lines.find((x) => x.id === l.lineId);
    return l.flowMw.map((flow, t) => ({
      lineId: l.lineId,
      name: line?.name ?? String(l.lineId),
      fromBus: busName(l.fromBusId),
      toBus: busName(l.toBusId),
      timeId: t,
      flow,
      ...(l.limitMw === null ? {} : { limit: l.limitMw }),
      congested: l.congested[t] === true,
    }));
  });
}

/** Flow rows per channel (inter-provincial results) with names, limits and the slots at the limit. */
export async function pathFlowRows(db: Db, grid: CourseGrid, stored: StoredSpotResult) {
  const channels = await db
    .selectFrom('province_channel')
    .selectAll()
    .where('sceneId', '=', grid.sceneId)
    .execute();
  return stored.result.lines.flatMap((l) => {
    const channel = channels.find((c) => c.id === l.lineId);
    return l.flowMw.map((flow, t) => ({
      channelId: l.lineId,
      name: channel?.name ?? String(l.lineId),
      timeId: t,
      flow,
      ...(l.limitMw === null ? {} : { limit: l.limitMw }),
      congested: l.congested[t] === true,
    }));
  });
}

/**
 * Per unit, channel and slot of a finished inter-provincial stage: the MW a unit of the given enterprises
 * sent over the channel, the sending province's price it earns, the channel's tariff and the receiving
 * province's price (with the tariff covered, receiving = sending + tariff while the channel is not full).
 */
export async function provincialUnitRows(
  db: Db,
  grid: CourseGrid,
  stored: StoredSpotResult,
  enterpriseIds: readonly number[] | null,
) {
  const channels = await db
    .selectFrom('province_channel')
    .selectAll()
    .where('sceneId', '=', grid.sceneId)
    .orderBy('id')
    .execute();
  const priceOf = (province: number, t: number) =>
    stored.result.buses.find((b) => b.busId === province)?.lmp[t] ?? 0;
  return channelShares(grid, stored.result, channels)
    .flatMap((share) => {
      const unit = grid.units.find((u) => u.id === share.unitId);
      const channel = channels.find((c) => c.id === share.channelId);
      if (!unit || !channel) return [];
      if (enterpriseIds !== null && !enterpriseIds.includes(unit.enterpriseId)) return [];
      const price = priceOf(channel.fromProvince, share.timeId);
      return [
        {
          unitId: unit.id,
          unitName: unit.name,
          channelId: channel.id,
          channelName: channel.name,
          timeId: share.timeId,
          volume: share.mw,
          price,
          tariff: channel.tariff,
          receivingPrice: priceOf(channel.toProvince, share.timeId),
          amount: slotAmount(share.mw, price),
        },
      ];
    })
    .sort((a, b) => a.unitId - b.unitId || a.channelId - b.channelId || a.timeId - b.timeId);
}

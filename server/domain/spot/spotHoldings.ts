// Writes a published day-ahead clearing into clearing_result, the table holdings (and settlement)
// read: one row per unit (sells) or load (buys) and hour of the day, volume in MWh (four 15-minute
// slots) at the volume-weighted average of the slots' bus prices. For spot rounds timeId is the hour
// (0–23), not a time segment. A sending unit's export sold in the round's inter-provincial session
// gets rows of its own, marked inter-provincial (series 111, 省间现货), at its province's session price.
import type { Db } from '../db';
import type { RoundRow } from '../rounds';
import type { StoredSpotResult } from './spotClearingRun';
import { unitExports } from './spotExports';
import { resultRows, type SpotResultRow } from './spotResults';
import type { CourseGrid } from '../gridData';

const SLOT_HOURS = 0.25;
const SLOTS_PER_HOUR = 4;

/** A unit's or load's MW in one slot at a price. */
type SlotRow = Pick<SpotResultRow, 'unitId' | 'timeId' | 'volume' | 'price'>;

/** Hourly MWh and average price of one unit's or load's slot rows. */
export function hourlyRows(
  rows: readonly SlotRow[],
): Array<{ unitId: number; hour: number; mwh: number; price: number }> {
  const byKey = new Map<string, { unitId: number; hour: number; mwh: number; money: number }>();
  for (const r of rows) {
    const hour = Math.floor(r.timeId / SLOTS_PER_HOUR);
    const key = `${r.unitId}:${hour}`;
    const cell = byKey.get(key) ?? { unitId: r.unitId, hour, mwh: 0, money: 0 };
    cell.mwh += r.volume * SLOT_HOURS;
    cell.money += r.volume * SLOT_HOURS * r.price;
    byKey.set(key, cell);
  }
  return [...byKey.values()].map((c) => ({
    unitId: c.unitId,
    hour: c.hour,
    mwh: Math.round(c.mwh * 1e4) / 1e4,
    price: c.mwh === 0 ? 0 : Math.round((c.money / c.mwh) * 1000) / 1000,
  }));
}

/**
 * Each sending unit's export in the round's inter-provincial session, slot by slot at its province's
 * price there (the price getProvincialUnitResults lists per channel).
 */
export function exportRows(grid: CourseGrid, session: StoredSpotResult): SlotRow[] {
  const rows: SlotRow[] = [];
  for (const [unitId, mw] of unitExports(grid, session.result)) {
    const province = grid.units.find((u) => u.id === unitId)?.province;
    const lmp = session.result.buses.find((b) => b.busId === province)?.lmp ?? [];
    mw.forEach((volume, timeId) => rows.push({ unitId, timeId, volume, price: lmp[timeId] ?? 0 }));
  }
  return rows;
}

/**
 * Replaces the round's clearing_result rows with the formal result and the inter-provincial session's
 * exports (when the session ran); run inside the publish transaction.
 */
export async function storeSpotHoldings(
  db: Db,
  round: RoundRow,
  grid: CourseGrid,
  stored: StoredSpotResult,
  session: StoredSpotResult | null,
): Promise<void> {
  await db.deleteFrom('clearing_result').where('roundId', '=', round.id).execute();
  const unitOwner = new Map(grid.units.map((u) => [u.id, u.enterpriseId]));
  const demandOwner = new Map(grid.demands.map((d) => [d.id, d.enterpriseId]));
  const parts: Array<{
    rows: SlotRow[];
    direction: number;
    owner: Map<number, number>;
    inter: number;
  }> = [
    {
      rows: resultRows(stored, grid, round, null, 'units'),
      direction: 1,
      owner: unitOwner,
      inter: 0,
    },
    {
      rows: resultRows(stored, grid, round, null, 'demands'),
      direction: 0,
      owner: demandOwner,
      inter: 0,
    },
    { rows: session ? exportRows(grid, session) : [], direction: 1, owner: unitOwner, inter: 1 },
  ];
  for (const { rows: slots, direction, owner, inter } of parts) {
    const rows = hourlyRows(slots).filter((r) => r.mwh > 0);
    for (let i = 0; i < rows.length; i += 200) {
      await db
        .insertInto('clearing_result')
        .values(
          rows.slice(i, i + 200).map((r) => ({
            roundId: round.id,
            enterpriseId: owner.get(r.unitId) ?? 0,
            // A retailer's trading unit is the retailer itself (holdings: unitId null).
            unitId: direction === 1 ? r.unitId : null,
            direction,
            month: round.month,
            timeId: r.hour,
            volume: r.mwh,
            price: r.price,
            interProvincial: inter,
          })),
        )
        .execute();
    }
  }
}

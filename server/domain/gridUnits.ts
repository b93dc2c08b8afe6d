// Unit-level public disclosure computed from the grid: initial states before a trading day and the
// virtual units that stand for each province's net import.
import { slotsPerDay } from '../seed/curves';
import { unitCurve } from './gridCurves';
import type { CourseGrid } from './gridData';
import { round2 } from './gridDispatch';
import type { RoundRow } from './rounds';

/** A contract GeneratorInfo. */
export interface GeneratorInfoView {
  unitId: number;
  name: string;
  initialOutput: number;
  isOnline: boolean;
  onlineHours: number;
}

/** The day a round is traded for: its day for a daily round, else its first day. */
export function tradingDay(round: RoundRow | undefined): number {
  if (!round) return 1;
  return round.cycle === 3 ? round.day : round.startDay;
}

/**
 * Each unit's state at 00:00 of the trading day, taking every earlier day of the month to repeat
 * the typical day: output = its typical output in the last slot, online when that is above zero;
 * hours = how long it has been in that state (since the month began when it never changes).
 */
export function generatorInfo(grid: CourseGrid, day: number): GeneratorInfoView[] {
  return grid.units.map((unit) => {
    const output = unitCurve(grid, unit).volume;
    const last = output[slotsPerDay - 1] ?? 0;
    const online = last > 0;
    let same = 0;
    while (same < slotsPerDay && (output[slotsPerDay - 1 - same] ?? 0) > 0 === online) same++;
    const hours = same === slotsPerDay ? 24 * Math.max(1, day - 1) : Math.floor(same / 4);
    return {
      unitId: unit.id,
      name: unit.name,
      initialOutput: round2(last),
      isOnline: online,
      onlineHours: hours,
    };
  });
}

/**
 * Virtual units (course argument IsOpenVirtual = '1'): each province that imports gets one unit at
 * its tie lines standing for the import, sized by the plan's largest import. Not stored: the id is
 * minus the province key. Imports are priced like thermal power, so their type is coal (1).
 */
export function virtualGenerators(grid: CourseGrid) {
  return grid.provinces.flatMap((p) => {
    const imports = p.interchange.map((v) => Math.max(0, v));
    const capacity = Math.max(...imports);
    if (capacity <= 0) return [];
    const ramps = imports.slice(1).map((v, t) => Math.abs(v - (imports[t] ?? 0)));
    return [
      {
        id: -p.province,
        name: `${p.name}受入电力虚拟机组`,
        type: 1 as const,
        province: String(p.province),
        busId: null,
        capacity: round2(capacity),
        minOutput: round2(Math.min(...imports)),
        rampRate: round2(Math.max(0, ...ramps)),
        isVirtual: true,
      },
    ];
  });
}

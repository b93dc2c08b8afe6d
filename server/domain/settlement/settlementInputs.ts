// What a month's settlement of an enterprise is computed from: its cleared trades spread over the
// days and 15-minute slots they deliver, its planned and metered energy (the grid's typical day on the
// forecast and on the real-time curves, every day of the month), the province's day-ahead reference prices and average contract price, and the course's
// assessment settings. Rules: docs/market-rules.md, "Settlement".
import {
  operatingCost,
  type CostCurve,
  type SeriesAmount,
  type SettlementCell,
  type SettlementRules,
} from '../../market/settlement/settlement';
import { slotsPerDay } from '../../seed/curves';
import type { Db } from '../db';
import { demandCurve, unitCurve } from '../gridCurves';
import type { CourseGrid } from '../gridData';
import { holdingSlices, seriesName, type HourSlice } from '../holdings';
import { realTimeGrid } from './realTimeGrid';

const SLOT_HOURS = 0.25;
const SLOTS_PER_HOUR = 4;

/** Course arguments of the settlement and their values when a course does not set them. */
export const settlementArgumentDefaults = {
  /** Deviation free of assessment, as a share of the contracts (3 %). */
  DeviationTolerance: 0.03,
  /** 元/MWh charged on deviation beyond the tolerance. */
  DeviationAssessPrice: 50,
} as const;

/** The enterprise being settled. */
export interface SettledEnterprise {
  id: number;
  name: string;
  province: number;
  isBuyer: boolean;
}

/** A trading unit's month: a generator's unit, or the retailer itself (unitId null). */
export interface SettlementUnitMonth {
  unitId: number | null;
  unitName: string | null;
  cells: SettlementCell[];
}

/** Everything one enterprise's report of one month is computed from. */
export interface EnterpriseMonth {
  enterprise: SettledEnterprise;
  year: number;
  month: number;
  days: number;
  rules: SettlementRules;
  units: SettlementUnitMonth[];
}

/** Days of a calendar month. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The course's settlement arguments, with the defaults for those it does not set. */
export async function settlementArguments(db: Db, courseId: number) {
  const rows = await db
    .selectFrom('course_argument')
    .select(['name', 'value'])
    .where('courseId', '=', courseId)
    .where('name', 'in', Object.keys(settlementArgumentDefaults))
    .execute();
  const value = (name: keyof typeof settlementArgumentDefaults) => {
    const n = Number(rows.find((r) => r.name === name)?.value);
    return Number.isFinite(n) && n >= 0 ? n : settlementArgumentDefaults[name];
  };
  return { tolerance: value('DeviationTolerance'), assessPrice: value('DeviationAssessPrice') };
}

/** A province's prices in a month: day-ahead by hour (null without spot), and its contracts' average. */
export interface ProvincePrices {
  dayAhead: number[] | null;
  contractAverage: number;
}

/** Reads the province's sales (each trade once) of the month's provincial rounds. */
export async function provincePrices(
  db: Db,
  courseId: number,
  province: number,
  year: number,
  month: number,
): Promise<ProvincePrices> {
  const rows = await db
    .selectFrom('clearing_result')
    .innerJoin('round', 'round.id', 'clearing_result.roundId')
    .innerJoin('enterprise', 'enterprise.id', 'clearing_result.enterpriseId')
    .select([
      'round.type',
      'clearing_result.timeId',
      'clearing_result.volume',
      'clearing_result.price',
    ])
    .where('round.courseId', '=', courseId)
    .where('round.year', '=', year)
    // A day-ahead round's formal clearing is the province's market whatever the round is listed under;
    // its exports sold at the sending price, not the province's own day-ahead price.
    .where((eb) => eb.or([eb('round.isInterProvincial', '=', 0), eb('round.type', '=', 11)]))
    .where('clearing_result.interProvincial', '=', 0)
    .where('clearing_result.month', '=', month)
    .where('clearing_result.direction', '=', 1)
    .where('enterprise.province', '=', province)
    .execute();
  const hourVolume = new Array<number>(24).fill(0);
  const hourMoney = new Array<number>(24).fill(0);
  let contractVolume = 0;
  let contractMoney = 0;
  for (const r of rows) {
    if (r.type === 11) {
      // Day-ahead rows are hourly: timeId is the hour.
      hourVolume[r.timeId] = (hourVolume[r.timeId] ?? 0) + r.volume;
      hourMoney[r.timeId] = (hourMoney[r.timeId] ?? 0) + r.volume * r.price;
    } else {
      contractVolume += r.volume;
      contractMoney += r.volume * r.price;
    }
  }
  const withSpot = hourVolume.some((v) => v > 0);
  const hourAverage = hourMoney.map((m, h) =>
    (hourVolume[h] ?? 0) > 0 ? m / (hourVolume[h] ?? 1) : 0,
  );
  // An hour nobody traded day-ahead takes the day's average, so every slot has a reference price.
  const dayVolume = hourVolume.reduce((s, v) => s + v, 0);
  const dayAverage = dayVolume > 0 ? hourMoney.reduce((s, m) => s + m, 0) / dayVolume : 0;
  return {
    dayAhead: withSpot
      ? hourAverage.map((p, h) => ((hourVolume[h] ?? 0) > 0 ? p : dayAverage))
      : null,
    contractAverage: contractVolume > 0 ? contractMoney / contractVolume : 0,
  };
}

/** A unit's stored cost curve, or none when it is not a list of [MW, 元/MWh] steps. */
function parseCostCurve(stored: string): CostCurve {
  const curve = JSON.parse(stored) as unknown;
  if (!Array.isArray(curve)) return [];
  return curve.flatMap((step: unknown) =>
    Array.isArray(step) && typeof step[0] === 'number' && typeof step[1] === 'number'
      ? [[step[0], step[1]] as const]
      : [],
  );
}

/** A trading unit's typical day: metered MWh and operating cost per slot. */
interface UnitDay {
  unitId: number | null;
  unitName: string | null;
  /** The id its trades carry in the holdings (a retailer's: the enterprise's, cleared enterprise-level). */
  holdingId: number;
  planned: number[];
  metered: number[];
  cost: number[];
}

const energy = (mw: readonly number[]) => mw.map((v) => v * SLOT_HOURS);
const sumSlots = (curves: ReadonlyArray<readonly number[]>) =>
  Array.from({ length: slotsPerDay }, (_, s) => curves.reduce((sum, c) => sum + (c[s] ?? 0), 0));

function unitDays(grid: CourseGrid, enterprise: SettledEnterprise): UnitDay[] {
  const ran = realTimeGrid(grid);
  if (enterprise.isBuyer) {
    const loads = grid.demands.filter((x) => x.enterpriseId === enterprise.id);
    const metered = energy(sumSlots(loads.map((d) => demandCurve(ran, d).volume)));
    return [
      {
        unitId: null,
        unitName: null,
        holdingId: enterprise.id,
        planned: energy(sumSlots(loads.map((d) => demandCurve(grid, d).volume))),
        metered,
        cost: metered.map(() => 0),
      },
    ];
  }
  return grid.units
    .filter((u) => u.enterpriseId === enterprise.id)
    .map((u) => {
      const mw = unitCurve(ran, u).volume;
      const curve = parseCostCurve(u.costCurve);
      return {
        unitId: u.id,
        unitName: u.name,
        holdingId: u.id,
        planned: energy(unitCurve(grid, u).volume),
        metered: energy(mw),
        cost: mw.map((v) => operatingCost(curve, v, SLOT_HOURS)),
      };
    });
}

/**
 * Each unit's share of a trade that names no unit (a generator's rolling matching and listing are
 * cleared per enterprise): by its metered energy in the slot, or equally when none runs.
 */
function sharesBySlot(units: readonly UnitDay[]): number[][] {
  return Array.from({ length: slotsPerDay }, (_, s) => {
    const total = units.reduce((sum, u) => sum + (u.metered[s] ?? 0), 0);
    return units.map((u) => (total > 0 ? (u.metered[s] ?? 0) / total : 1 / units.length));
  });
}

/** Adds a slice's energy to the cells of the days and slots it delivers, times a unit's share. */
function spread(
  cells: Map<number, SeriesAmount>[],
  slice: HourSlice,
  days: number,
  share: (slot: number) => number,
): void {
  const perSlot = slice.volume / slice.days / SLOTS_PER_HOUR;
  const price = slice.volume === 0 ? 0 : slice.money / slice.volume;
  const last = Math.min(days, slice.firstDay + slice.days - 1);
  for (let day = Math.max(1, slice.firstDay); day <= last; day++) {
    for (let k = 0; k < SLOTS_PER_HOUR; k++) {
      const slot = slice.hour * SLOTS_PER_HOUR + k;
      const volume = perSlot * share(slot);
      if (volume === 0) continue;
      const deals = cells[(day - 1) * slotsPerDay + slot];
      if (!deals) continue;
      const amount = deals.get(slice.series) ?? { series: slice.series, volume: 0, money: 0 };
      amount.volume += volume;
      amount.money += volume * price;
      deals.set(slice.series, amount);
    }
  }
}

/** Gathers one enterprise's month: its units' cells and the rules they settle by. */
export async function enterpriseMonth(
  db: Db,
  grid: CourseGrid,
  enterprise: SettledEnterprise,
  year: number,
  month: number,
): Promise<EnterpriseMonth> {
  const [slices, prices, args] = await Promise.all([
    holdingSlices(db, { courseId: grid.courseId, enterpriseId: enterprise.id, month }),
    provincePrices(db, grid.courseId, enterprise.province, year, month),
    settlementArguments(db, grid.courseId),
  ]);
  const days = daysInMonth(year, month);
  const units = unitDays(grid, enterprise);
  const shares = sharesBySlot(units);
  const deals = units.map(() =>
    Array.from({ length: days * slotsPerDay }, () => new Map<number, SeriesAmount>()),
  );
  for (const slice of slices.filter((s) => s.year === year)) {
    const own = units.findIndex(
      (u) => u.holdingId === slice.unitId && slice.enterpriseLevel === (u.unitId === null),
    );
    if (own >= 0) {
      spread(deals[own] ?? [], slice, days, () => 1);
    } else {
      units.forEach((_, i) => spread(deals[i] ?? [], slice, days, (s) => shares[s]?.[i] ?? 0));
    }
  }
  const refPrice = (slot: number) => prices.dayAhead?.[Math.floor(slot / SLOTS_PER_HOUR)] ?? 0;
  return {
    enterprise,
    year,
    month,
    days,
    rules: {
      side: enterprise.isBuyer ? 'buyer' : 'seller',
      withSpot: prices.dayAhead !== null,
      tolerance: args.tolerance,
      assessPrice: args.assessPrice,
      deviationPrice: prices.contractAverage,
      seriesName,
    },
    units: units.map((u, i) => ({
      unitId: u.unitId,
      unitName: u.unitName,
      cells: (deals[i] ?? []).map((byseries, index) => {
        const timeId = index % slotsPerDay;
        return {
          day: Math.floor(index / slotsPerDay) + 1,
          timeId,
          deals: [...byseries.values()],
          metered: u.metered[timeId] ?? 0,
          planned: u.planned[timeId] ?? 0,
          refPrice: refPrice(timeId),
          cost: u.cost[timeId] ?? 0,
        };
      }),
    })),
  };
}

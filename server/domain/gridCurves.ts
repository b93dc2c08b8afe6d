// Curves computed from a course's grid: each unit's and load's typical day, sums over provinces, the
// positive/negative reserve and the day-ahead "bidding space". Pure functions of CourseGrid.
import { slotsPerDay } from '../seed/curves';
import { formatSlot } from '../market/timeSegments';
import type { Curve, CourseGrid, DemandRow, ProvinceGrid, UnitRow } from './gridData';
import { isRenewable, outputAt, round2, utilisation } from './gridDispatch';

/** A contract CurvePoint: slot, value, upper band and the slot's start and end time. */
export interface CurvePointView {
  timeId: number;
  volume: number;
  upper?: number;
  startTime: string;
  endTime: string;
}

const slots = Array.from({ length: slotsPerDay }, (_, t) => t);

/** The points of a curve (upper left out when `withUpper` is false). */
export function curvePoints(curve: Curve, withUpper = true): CurvePointView[] {
  return slots.map((t) => ({
    timeId: t,
    volume: round2(curve.volume[t] ?? 0),
    ...(withUpper ? { upper: round2(curve.upper[t] ?? 0) } : {}),
    startTime: formatSlot(t),
    endTime: t === slotsPerDay - 1 ? '24:00' : formatSlot(t + 1),
  }));
}

/** Slot-by-slot sum of curves. */
export function sumCurves(curves: readonly Curve[]): Curve {
  return {
    volume: slots.map((t) => curves.reduce((s, c) => s + (c.volume[t] ?? 0), 0)),
    upper: slots.map((t) => curves.reduce((s, c) => s + (c.upper[t] ?? 0), 0)),
  };
}

/** What a province's dispatchable units must produce: load − renewable − net import, MW. */
export function dispatchNeed(p: ProvinceGrid): number[] {
  return slots.map(
    (t) => (p.load.volume[t] ?? 0) - (p.renewable.volume[t] ?? 0) - (p.interchange[t] ?? 0),
  );
}

/** A node curve scaled to one unit or load by its share of what the course has at that node. */
function shareOfBus(
  grid: CourseGrid,
  kind: 'load' | 'renewable',
  busId: number | null,
  share: number,
): Curve {
  const bus = grid.busCurves.get(`${kind}:${busId}`);
  if (!bus) return { volume: slots.map(() => 0), upper: slots.map(() => 0) };
  return {
    volume: bus.volume.map((v) => v * share),
    upper: bus.upper.map((v) => v * share),
  };
}

/**
 * A unit's typical day: wind and solar follow their node's forecast (shared by capacity among the
 * course's renewable units at the node); other units run at their province's utilisation, upper
 * band = capacity.
 */
export function unitCurve(grid: CourseGrid, unit: UnitRow): Curve {
  if (isRenewable(unit.energyType)) {
    const atBus = grid.units
      .filter((u) => u.busId === unit.busId && isRenewable(u.energyType))
      .reduce((s, u) => s + u.capacityMw, 0);
    return shareOfBus(grid, 'renewable', unit.busId, atBus > 0 ? unit.capacityMw / atBus : 0);
  }
  const province = grid.provinces.find((p) => p.province === unit.province);
  const need = province ? dispatchNeed(province) : slots.map(() => 0);
  return {
    volume: need.map((n) => (province ? outputAt(utilisation(n, province.range), unit) : 0)),
    upper: slots.map(() => unit.capacityMw),
  };
}

/** A load's typical day: its node's forecast shared by peak among the course's loads at the node. */
export function demandCurve(grid: CourseGrid, demand: DemandRow): Curve {
  const atBus = grid.demands
    .filter((d) => d.busId === demand.busId)
    .reduce((s, d) => s + d.peakMw, 0);
  return shareOfBus(grid, 'load', demand.busId, atBus > 0 ? demand.peakMw / atBus : 0);
}

/** One row of the positive/negative reserve. */
export interface ReserveRowView {
  timeId: number;
  positive: number;
  negative: number;
}

/**
 * Reserve of the provinces' dispatchable units over the typical day: positive = capacity − need
 * (how much more they could produce), negative = need − minimum output (how much less).
 */
export function reserveRows(provinces: readonly ProvinceGrid[]): ReserveRowView[] {
  const needs = provinces.map(dispatchNeed);
  return slots.map((t) => {
    const need = needs.reduce((s, n) => s + (n[t] ?? 0), 0);
    const capacity = provinces.reduce((s, p) => s + p.range.capacity, 0);
    const minimum = provinces.reduce((s, p) => s + p.range.minimum, 0);
    return { timeId: t, positive: round2(capacity - need), negative: round2(need - minimum) };
  });
}

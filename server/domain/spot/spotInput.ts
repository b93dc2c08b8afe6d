// Builds the engine's input for one clearing stage of a day-ahead round from the course's grid: the
// scene's buses and lines, the course's units with their offers (or their cost curve when they did not
// offer), loads from the bids (or the forecast), and each province's interchange as a fixed injection.
// An offer per time range becomes a curve per slot. The inter-provincial stage takes the sending
// provinces' inter-provincial offers only; the formal stage holds their cleared export fixed.
// Rules: docs/market-rules.md, "Day-ahead spot" and "Inter-provincial spot".
import type { ProvinceChannel } from '../../market/spot/provincialNetwork';
import type {
  OfferStep,
  SpotInput,
  SpotLoad,
  SpotResult,
  SpotUnit,
} from '../../market/spot/spotTypes';
import { slotsPerDay } from '../../seed/curves';
import { getCourseRow } from '../access';
import type { Db } from '../db';
import { loadCourseGrid, type CourseGrid } from '../gridData';
import { demandCurve, unitCurve } from '../gridCurves';
import { isRenewable } from '../gridDispatch';
import { priceDecimals } from '../centerTrade/centerTradeDeclare';
import { priceLimits } from '../declarations';
import type { RoundRow } from '../rounds';
import {
  bidPoints,
  demandBidsOf,
  offerSlotSteps,
  offerSteps,
  offersOf,
  type SpotOfferRow,
} from './spotDeclarations';
import { exportInjections, sendingProvinces, unitExports, withExport } from './spotExports';
import { stepWidths } from './spotOfferRules';

/** The clearing stages of a trading day, in their order. */
export type SpotStage = 'pre' | 'interProvincial' | 'formal';

/** An engine input with what is needed to read its result back (the grid, the channels). */
export interface SpotStageInput {
  input: SpotInput;
  grid: CourseGrid;
  /** Channels for the provincial-price (inter-provincial) stage; empty otherwise. */
  channels: ProvinceChannel[];
}

/** A unit's cost curve [[up to MW, 元/MWh], ...] as offer widths: what a unit that did not offer bids. */
function costOffer(costCurve: string): OfferStep[] {
  const points = JSON.parse(costCurve) as Array<[number, number]>;
  return points.map(([upTo, price], i) => ({ volumeMw: upTo - (points[i - 1]?.[0] ?? 0), price }));
}

/** An offer row as the engine takes it: widths, and a curve per slot when it has time ranges. */
function engineOffer(row: SpotOfferRow): Pick<SpotUnit, 'offer' | 'offerBySlot'> {
  return {
    offer: stepWidths(offerSteps(row)),
    ...(row.ranges === null ? {} : { offerBySlot: offerSlotSteps(row).map(stepWidths) }),
  };
}

/**
 * Builds the input of a stage. Pre-clearing: offers so far against the forecast load. Inter-provincial:
 * one bus per province joined by the channels; sending provinces bring only their units' inter-provincial
 * offers and none of their own load, receiving provinces their load, units and provincial offers. Formal:
 * offers and demand bids on the full network, with the channel flows of a finished inter-provincial
 * stage (else the interchange plan) as interchange and each unit's export held fixed.
 */
export async function spotStageInput(
  db: Db,
  round: RoundRow,
  stage: SpotStage,
  interProvincial: SpotResult | null,
): Promise<SpotStageInput> {
  const course = await getCourseRow(db, round.courseId);
  const grid = await loadCourseGrid(db, course);
  const [lines, channelRows, offers, interOffers, bids, [, cap], decimals] = await Promise.all([
    db
      .selectFrom('scene_line')
      .selectAll()
      .where('sceneId', '=', course.sceneId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('province_channel')
      .selectAll()
      .where('sceneId', '=', course.sceneId)
      .orderBy('id')
      .execute(),
    offersOf(db, round.id, null),
    stage === 'interProvincial'
      ? offersOf(db, round.id, null, undefined, 'interProvincial')
      : Promise.resolve([]),
    stage === 'formal' ? demandBidsOf(db, round.id, null) : Promise.resolve([]),
    priceLimits(db, round.courseId),
    priceDecimals(db, round.courseId),
  ]);
  const sending = sendingProvinces(grid);
  const session = stage === 'interProvincial';
  const offerOf = new Map(offers.map((o) => [o.unitId, engineOffer(o)]));
  const interOfferOf = new Map(interOffers.map((o) => [o.unitId, engineOffer(o)]));
  const exports =
    stage === 'formal' && interProvincial
      ? unitExports(grid, interProvincial)
      : new Map<number, number[]>();
  const units: SpotUnit[] = grid.units
    .filter((u) => u.busId !== null)
    // In the session a sending province's unit takes part only with an inter-provincial offer.
    .filter((u) => !session || !sending.has(u.province) || interOfferOf.has(u.id))
    .map((u) => {
      const exportOffer = session && sending.has(u.province) ? interOfferOf.get(u.id) : undefined;
      const unit: SpotUnit = {
        id: u.id,
        busId: u.busId ?? 0,
        // An export offer sells blocks of energy: no minimum output and no ramp of its own.
        pminMw: isRenewable(u.energyType) || exportOffer ? 0 : u.minMw,
        pmaxMw: u.capacityMw,
        // Wind and solar offer what the forecast says they can produce in each slot.
        ...(isRenewable(u.energyType) ? { pmaxBySlotMw: unitCurve(grid, u).volume } : {}),
        rampMwPerSlot: u.rampMwPerSlot > 0 && !exportOffer ? u.rampMwPerSlot : null,
        ...(exportOffer ?? offerOf.get(u.id) ?? { offer: costOffer(u.costCurve) }),
      };
      return withExport(unit, exports.get(u.id));
    });
  const loads = stageLoads(
    grid,
    bids.map((b) => ({ demandId: b.demandId, mw: bidPoints(b) })),
  ).filter((l) => !session || !sending.has(provinceOfBus(grid, l.busId)));
  loads.push(...exportInjections(units, exports));
  const channels: ProvinceChannel[] = channelRows.map((c) => ({
    id: c.id,
    fromProvince: c.fromProvince,
    toProvince: c.toProvince,
    limitMw: c.limitMw,
    reverseLimitMw: c.reverseLimitMw,
    tariff: c.tariff,
  }));
  const flows = interProvincial
    ? new Map(interProvincial.lines.map((l) => [l.lineId, l.flowMw]))
    : null;
  loads.push(...interchangeLoads(grid, session ? 'open' : flows, channels));
  const input: SpotInput = {
    slotCount: slotsPerDay,
    buses: grid.buses.map((b) => ({ id: b.id, province: b.province })),
    lines: lines.map((l) => ({
      id: l.id,
      fromBusId: l.fromBusId,
      toBusId: l.toBusId,
      reactance: l.reactance,
      limitMw: l.limitMw,
    })),
    units,
    loads,
    settings: {
      enableScuc: round.enableScuc === 1,
      slotHours: 24 / slotsPerDay,
      // Unserved load is priced well above the cap, so it is always the last resort.
      penaltyPrice: Math.max(10_000, cap * 10),
      // The round's price step (its declaration rules), below half of which the tie-break stays.
      priceDecimals: decimals,
    },
  };
  return { input, grid, channels: session ? channels : [] };
}

/** The province of a bus (-2 when unknown, which no scene uses). */
function provinceOfBus(grid: CourseGrid, busId: number): number {
  return grid.buses.find((b) => b.id === busId)?.province ?? -2;
}

/**
 * Loads per bus: the node's load forecast, where each load that bid replaces its share of the
 * forecast by its bid (course loads share their node's forecast by peak).
 */
function stageLoads(
  grid: CourseGrid,
  bids: ReadonlyArray<{ demandId: number; mw: number[] }>,
): SpotLoad[] {
  const loads: SpotLoad[] = [];
  for (const bus of grid.buses) {
    const forecast = grid.busCurves.get(`load:${bus.id}`)?.volume;
    if (forecast) loads.push({ busId: bus.id, mw: forecast });
  }
  for (const bid of bids) {
    const demand = grid.demands.find((d) => d.id === bid.demandId);
    if (!demand || demand.busId === null) continue;
    const share = demandCurve(grid, demand).volume;
    loads.push({ busId: demand.busId, mw: bid.mw.map((v, t) => v - (share[t] ?? 0)) });
  }
  return loads;
}

/**
 * Each province's net import as a negative load at its first bus: the interchange plan (`flows` null);
 * with channel flows from a finished inter-provincial stage, the import from outside the region (the
 * plan's total, landing at the sending end) plus the channel flows; for the inter-provincial stage
 * itself ('open') nothing, the channels being decided by the clearing (sending provinces bring no load).
 */
function interchangeLoads(
  grid: CourseGrid,
  flows: Map<number, number[]> | null | 'open',
  channels: readonly ProvinceChannel[],
): SpotLoad[] {
  const slots = Array.from({ length: slotsPerDay }, (_, t) => t);
  const regionImport = slots.map((t) =>
    grid.provinces.reduce((s, p) => s + (p.interchange[t] ?? 0), 0),
  );
  const sending = new Set(grid.sceneProvinces.filter((p) => p.role === 1).map((p) => p.province));
  return grid.provinces.flatMap((p) => {
    const bus = grid.buses.find((b) => b.province === p.province);
    if (!bus) return [];
    let net: number[];
    if (flows === 'open') {
      // The session clears exports only: a sending province brings no load, so no import either.
      if (sending.has(p.province)) return [];
      net = slots.map(() => 0);
    } else if (flows !== null) {
      net = slots.map((t) => {
        let n = sending.has(p.province) ? (regionImport[t] ?? 0) : 0;
        for (const c of channels) {
          const f = flows.get(c.id)?.[t] ?? 0;
          if (c.toProvince === p.province) n += f;
          if (c.fromProvince === p.province) n -= f;
        }
        return n;
      });
    } else net = p.interchange;
    return [{ busId: bus.id, mw: net.map((v) => -v) }];
  });
}

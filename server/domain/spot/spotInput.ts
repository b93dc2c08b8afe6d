// Builds the engine's input for one clearing stage of a day-ahead round from the course's grid: the
// scene's buses and lines, the course's units with their offers (or their cost curve when they did not
// offer), loads from the bids (or the forecast), and each province's interchange as a fixed injection.
// Rules: docs/market-rules.md, "Day-ahead spot".
import type { ProvinceChannel } from '../../market/spot/provincialNetwork';
import type { OfferStep, SpotInput, SpotLoad, SpotUnit } from '../../market/spot/spotTypes';
import { slotsPerDay } from '../../seed/curves';
import { getCourseRow } from '../access';
import type { Db } from '../db';
import { loadCourseGrid, type CourseGrid } from '../gridData';
import { demandCurve, unitCurve } from '../gridCurves';
import { isRenewable } from '../gridDispatch';
import { priceLimits } from '../declarations';
import type { RoundRow } from '../rounds';
import { bidPoints, demandBidsOf, offerSteps, offersOf } from './spotDeclarations';
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

/**
 * Builds the input of a stage. Pre-clearing: offers so far against the forecast load. Inter-provincial:
 * one bus per province joined by the channels. Formal: offers and demand bids on the full network, with
 * the channel flows of a finished inter-provincial stage (else the interchange plan) as interchange.
 */
export async function spotStageInput(
  db: Db,
  round: RoundRow,
  stage: SpotStage,
  interProvincialFlows: Map<number, number[]> | null,
): Promise<SpotStageInput> {
  const course = await getCourseRow(db, round.courseId);
  const grid = await loadCourseGrid(db, course);
  const [lines, channelRows, offers, bids, [, cap]] = await Promise.all([
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
    stage === 'formal' ? demandBidsOf(db, round.id, null) : Promise.resolve([]),
    priceLimits(db, round.courseId),
  ]);
  const offerOf = new Map(offers.map((o) => [o.unitId, stepWidths(offerSteps(o))]));
  const units: SpotUnit[] = grid.units
    .filter((u) => u.busId !== null)
    .map((u) => ({
      id: u.id,
      busId: u.busId ?? 0,
      pminMw: isRenewable(u.energyType) ? 0 : u.minMw,
      pmaxMw: u.capacityMw,
      // Wind and solar offer what the forecast says they can produce in each slot.
      ...(isRenewable(u.energyType) ? { pmaxBySlotMw: unitCurve(grid, u).volume } : {}),
      rampMwPerSlot: u.rampMwPerSlot > 0 ? u.rampMwPerSlot : null,
      offer: offerOf.get(u.id) ?? costOffer(u.costCurve),
    }));
  const loads = stageLoads(
    grid,
    bids.map((b) => ({ demandId: b.demandId, mw: bidPoints(b) })),
  );
  const channels: ProvinceChannel[] = channelRows.map((c) => ({
    id: c.id,
    fromProvince: c.fromProvince,
    toProvince: c.toProvince,
    limitMw: c.limitMw,
    reverseLimitMw: c.reverseLimitMw,
    tariff: c.tariff,
  }));
  loads.push(
    ...interchangeLoads(
      grid,
      stage === 'interProvincial' ? 'open' : interProvincialFlows,
      channels,
    ),
  );
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
    },
  };
  return { input, grid, channels: stage === 'interProvincial' ? channels : [] };
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
 * itself ('open') only the import from outside, the channels being decided by the clearing.
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
      net = sending.has(p.province) ? regionImport : slots.map(() => 0);
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

// Puts a spot input into one canonical form before the model is built: everything sorted by id (and
// offer steps by price), offers cut at each slot's available capacity, loads summed per bus. The LP is
// then the same whatever order the caller listed things in, so results never depend on input order.
//
// The canonical form also has fixed shapes, whatever the caller sent: each kind of object is made by one
// factory with every key present (absent options as null or their default), per-slot series are
// Float64Arrays, and the arrays of objects are filled by push. A request's input arrives as a structured
// clone whose objects carry the caller's key sets and whose arrays' elements kinds depend on the sender
// and on the values (and `Array.prototype.map` gives packed or holey arrays depending on whether V8 runs
// the caller optimised): the model builder, reading the raw shapes, was deoptimised ("wrong map") in the
// first clearing of a new day after the warm-up. Only this file reads the caller's objects.
import {
  DEFAULT_SPOT_SETTINGS,
  type OfferStep,
  type SpotBus,
  type SpotInput,
  type SpotLine,
  type SpotSettings,
  type SpotUnit,
} from './spotTypes';

/** A unit with its offer per slot, sorted and cut at the slot's available capacity. */
export interface NormalUnit {
  id: number;
  busId: number;
  busIndex: number;
  /** Ramp limit per slot, null for none. */
  rampMwPerSlot: number | null;
  /** Output before the first slot, null when not given. */
  initialMw: number | null;
  /** Whether the unit runs without SCUC (its own flag, true when absent). */
  committed: boolean;
  noLoadCostPerHour: number;
  startupCost: number;
  initiallyOn: boolean;
  /** Offer steps per slot, ascending price, total within the available capacity. */
  steps: OfferStep[][];
  /** Highest output per slot: the smaller of the available capacity and the offered volume. */
  availMw: Float64Array;
  /** Minimum output per slot while committed, less the slot's export (never above `availMw`). */
  pminMw: Float64Array;
  /** Export held fixed per slot (0 without one); a slot with export > 0 is committed. */
  exportMw: Float64Array;
}

/** A line with every option present: null for no reactance or no limit, tariff 0 for none. */
export interface NormalLine extends SpotLine {
  reactance: number | null;
  limitMw: number | null;
  reverseLimitMw: number | null;
  tariff: number;
}

/** The canonical input the model builder reads. */
export interface NormalSpotInput {
  slotCount: number;
  settings: SpotSettings;
  buses: SpotBus[];
  busIndex: Map<number, number>;
  referenceIndex: number;
  lines: NormalLine[];
  units: NormalUnit[];
  /** Load per bus index and slot, MW. */
  load: Float64Array[];
}

/** Sorted copy of the steps, cut so their total does not exceed `cap`. */
function cutSteps(steps: readonly OfferStep[], cap: number): OfferStep[] {
  const sorted: OfferStep[] = [];
  for (const s of steps) if (s.volumeMw > 0) sorted.push(s);
  sorted.sort((a, b) => a.price - b.price || a.volumeMw - b.volumeMw);
  const out: OfferStep[] = [];
  let left = Math.max(0, cap);
  for (const step of sorted) {
    if (left <= 0) break;
    const volumeMw = Math.min(step.volumeMw, left);
    out.push({ volumeMw, price: step.price });
    left -= volumeMw;
  }
  return out;
}

/** The settings with the defaults filled in, every key present. */
function normalSettings(given: Partial<SpotSettings> | undefined): SpotSettings {
  return {
    enableScuc: given?.enableScuc ?? DEFAULT_SPOT_SETTINGS.enableScuc,
    referenceBusId: given?.referenceBusId,
    penaltyPrice: given?.penaltyPrice ?? DEFAULT_SPOT_SETTINGS.penaltyPrice,
    slotHours: given?.slotHours ?? DEFAULT_SPOT_SETTINGS.slotHours,
    priceDecimals: given?.priceDecimals ?? DEFAULT_SPOT_SETTINGS.priceDecimals,
  };
}

/** A copy of `items` sorted by id, in a packed array of its own. */
function sortedById<T extends { id: number }>(items: readonly T[]): T[] {
  const out: T[] = [];
  for (const item of items) out.push(item);
  return out.sort((a, b) => a.id - b.id);
}

/** Cuts a unit's offer per slot and fixes its shape. */
function normalUnit(unit: SpotUnit, busIndex: number, slotCount: number): NormalUnit {
  const steps: OfferStep[][] = [];
  const availMw = new Float64Array(slotCount);
  const pminMw = new Float64Array(slotCount);
  const exportMw = new Float64Array(slotCount);
  // Consecutive slots mostly repeat the offer and the capacity: the cut is then shared, not redone
  // (9 600 sorts of a day's offers were a third of this function; nothing writes into a cut).
  let lastOffer: readonly OfferStep[] | null = null;
  let lastCap = NaN;
  let cut: OfferStep[] = [];
  let avail = 0;
  for (let t = 0; t < slotCount; t++) {
    // The export already uses part of the capacity and of the minimum output (it runs the unit).
    const exported = Math.max(0, unit.exportMwBySlot?.[t] ?? 0);
    const cap = Math.min(unit.pmaxMw, unit.pmaxBySlotMw?.[t] ?? unit.pmaxMw) - exported;
    const offer = unit.offerBySlot?.[t] ?? unit.offer;
    if (offer !== lastOffer || cap !== lastCap) {
      cut = cutSteps(offer, cap);
      avail = 0;
      for (const step of cut) avail += step.volumeMw;
      lastOffer = offer;
      lastCap = cap;
    }
    steps.push(cut);
    availMw[t] = avail;
    // Declared offers reach Pmin (spotOfferRules refuses one that does not), so this cap only keeps a
    // stored or hand-made input solvable when its curve ends below Pmin, or the slot's capacity is less.
    pminMw[t] = Math.min(Math.max(0, unit.pminMw - exported), avail);
    exportMw[t] = exported;
  }
  return {
    id: unit.id,
    busId: unit.busId,
    busIndex,
    rampMwPerSlot: unit.rampMwPerSlot ?? null,
    initialMw: unit.initialMw ?? null,
    committed: unit.committed !== false,
    noLoadCostPerHour: unit.noLoadCostPerHour ?? 0,
    startupCost: unit.startupCost ?? 0,
    initiallyOn: unit.initiallyOn === true,
    steps,
    availMw,
    pminMw,
    exportMw,
  };
}

/** Checks ids and references and returns the canonical form; throws on an inconsistent input. */
export function normaliseSpotInput(input: SpotInput): NormalSpotInput {
  const settings = normalSettings(input.settings);
  const slotCount = input.slotCount;
  if (!Number.isInteger(slotCount) || slotCount < 1) throw new Error('slotCount must be ≥ 1');
  const buses: SpotBus[] = [];
  for (const bus of sortedById(input.buses)) buses.push({ id: bus.id, province: bus.province });
  if (buses.length === 0) throw new Error('no bus');
  const busIndex = new Map<number, number>();
  for (let i = 0; i < buses.length; i++) busIndex.set(buses[i]!.id, i);
  if (busIndex.size !== buses.length) throw new Error('duplicate bus id');
  const indexOf = (busId: number, what: string): number => {
    const i = busIndex.get(busId);
    if (i === undefined) throw new Error(`${what} refers to unknown bus ${busId}`);
    return i;
  };
  const referenceIndex =
    settings.referenceBusId === undefined ? 0 : indexOf(settings.referenceBusId, 'reference');
  const lines: NormalLine[] = [];
  for (const line of sortedById(input.lines)) {
    indexOf(line.fromBusId, `line ${line.id}`);
    indexOf(line.toBusId, `line ${line.id}`);
    if (line.reactance != null && !(line.reactance > 0))
      throw new Error(`line ${line.id}: reactance must be > 0`);
    lines.push({
      id: line.id,
      fromBusId: line.fromBusId,
      toBusId: line.toBusId,
      reactance: line.reactance ?? null,
      limitMw: line.limitMw ?? null,
      reverseLimitMw: line.reverseLimitMw ?? null,
      tariff: line.tariff ?? 0,
    });
  }
  const units: NormalUnit[] = [];
  const unitIds = new Set<number>();
  for (const unit of sortedById(input.units)) {
    units.push(normalUnit(unit, indexOf(unit.busId, `unit ${unit.id}`), slotCount));
    unitIds.add(unit.id);
  }
  if (unitIds.size !== units.length) throw new Error('duplicate unit id');
  const load: Float64Array[] = [];
  for (let b = 0; b < buses.length; b++) load.push(new Float64Array(slotCount));
  for (const l of input.loads) {
    const row = load[indexOf(l.busId, 'load')]!;
    for (let t = 0; t < slotCount; t++) row[t] = row[t]! + (l.mw[t] ?? 0);
  }
  return { slotCount, settings, buses, busIndex, referenceIndex, lines, units, load };
}

// Puts a spot input into one canonical form before the model is built: everything sorted by id (and
// offer steps by price), offers cut at each slot's available capacity, loads summed per bus. The LP is
// then the same whatever order the caller listed things in, so results never depend on input order.
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
  unit: SpotUnit;
  busIndex: number;
  /** Offer steps per slot, ascending price, total within the available capacity. */
  steps: OfferStep[][];
  /** Highest output per slot: the smaller of the available capacity and the offered volume. */
  availMw: number[];
  /** Minimum output per slot while committed, less the slot's export (never above `availMw`). */
  pminMw: number[];
  /** Export held fixed per slot (0 without one); a slot with export > 0 is committed. */
  exportMw: number[];
}

/** The canonical input the model builder reads. */
export interface NormalSpotInput {
  slotCount: number;
  settings: SpotSettings;
  buses: SpotBus[];
  busIndex: Map<number, number>;
  referenceIndex: number;
  lines: SpotLine[];
  units: NormalUnit[];
  /** Load per bus index and slot, MW. */
  load: number[][];
}

/** Sorted copy of the steps, cut so their total does not exceed `cap`. */
function cutSteps(steps: readonly OfferStep[], cap: number): OfferStep[] {
  const sorted = [...steps]
    .filter((s) => s.volumeMw > 0)
    .sort((a, b) => a.price - b.price || a.volumeMw - b.volumeMw);
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

/** Checks ids and references and returns the canonical form; throws on an inconsistent input. */
export function normaliseSpotInput(input: SpotInput): NormalSpotInput {
  const settings: SpotSettings = { ...DEFAULT_SPOT_SETTINGS, ...input.settings };
  const slotCount = input.slotCount;
  if (!Number.isInteger(slotCount) || slotCount < 1) throw new Error('slotCount must be ≥ 1');
  const buses = [...input.buses].sort((a, b) => a.id - b.id);
  if (buses.length === 0) throw new Error('no bus');
  const busIndex = new Map(buses.map((b, i) => [b.id, i]));
  if (busIndex.size !== buses.length) throw new Error('duplicate bus id');
  const indexOf = (busId: number, what: string): number => {
    const i = busIndex.get(busId);
    if (i === undefined) throw new Error(`${what} refers to unknown bus ${busId}`);
    return i;
  };
  const referenceIndex =
    settings.referenceBusId === undefined ? 0 : indexOf(settings.referenceBusId, 'reference');
  const lines = [...input.lines].sort((a, b) => a.id - b.id);
  for (const line of lines) {
    indexOf(line.fromBusId, `line ${line.id}`);
    indexOf(line.toBusId, `line ${line.id}`);
    if (line.reactance != null && !(line.reactance > 0))
      throw new Error(`line ${line.id}: reactance must be > 0`);
  }
  const units = [...input.units]
    .sort((a, b) => a.id - b.id)
    .map((unit): NormalUnit => {
      const busI = indexOf(unit.busId, `unit ${unit.id}`);
      const steps: OfferStep[][] = [];
      const availMw: number[] = [];
      const pminMw: number[] = [];
      const exportMw: number[] = [];
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
          avail = cut.reduce((s, step) => s + step.volumeMw, 0);
          lastOffer = offer;
          lastCap = cap;
        }
        steps.push(cut);
        availMw.push(avail);
        pminMw.push(Math.min(Math.max(0, unit.pminMw - exported), avail));
        exportMw.push(exported);
      }
      return { unit, busIndex: busI, steps, availMw, pminMw, exportMw };
    });
  if (new Set(units.map((u) => u.unit.id)).size !== units.length)
    throw new Error('duplicate unit id');
  const load = buses.map(() => new Array<number>(slotCount).fill(0));
  for (const l of input.loads) {
    const row = load[indexOf(l.busId, 'load')];
    if (!row) continue;
    for (let t = 0; t < slotCount; t++) row[t] = (row[t] ?? 0) + (l.mw[t] ?? 0);
  }
  return { slotCount, settings, buses, busIndex, referenceIndex, lines, units, load };
}

// A reproducible synthetic day-ahead case of any size (seeded), for the bench and the runner's tests:
// a ring of buses with random chords, coal-like units with three-step offers, Pmin and ramps, and loads
// that follow a typical daily shape. Not a real grid: only its size and structure matter.
import type { SpotInput, SpotLine, SpotUnit } from './spotTypes';

/** Size of a synthetic case. */
export interface SyntheticSize {
  buses: number;
  units: number;
  slots: number;
  /** Seed of the pseudo-random numbers (same seed, same case). */
  seed?: number;
  /** Whether units have ramp limits (true when absent). */
  ramps?: boolean;
  /**
   * Gives the day the shapes of a day the server builds (`realShapes`): the warm-up clears such days so
   * that V8 has seen every shape a class's first clearing brings. False when absent.
   */
  varied?: boolean;
}

/** A linear congruential generator giving numbers in [0, 1). */
function random(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Builds the synthetic case. */
export function syntheticSpotCase(size: SyntheticSize): SpotInput {
  const rnd = random(size.seed ?? 7);
  const n = size.buses;
  const buses = Array.from({ length: n }, (_, i) => ({ id: i + 1, province: i < n / 2 ? 37 : 32 }));
  const lines: SpotLine[] = [];
  const addLine = (a: number, b: number): void => {
    lines.push({
      id: lines.length + 1,
      fromBusId: a + 1,
      toBusId: b + 1,
      reactance: 0.01 + 0.04 * rnd(),
      limitMw: Math.round(400 + 600 * rnd()),
    });
  };
  for (let i = 0; i < n && n > 1; i++) if (n > 2 || i === 0) addLine(i, (i + 1) % n);
  for (let k = 0; k < Math.floor(n / 3); k++) {
    const a = Math.floor(rnd() * n);
    const b = Math.floor(rnd() * n);
    if (a !== b) addLine(a, b);
  }
  const units: SpotUnit[] = Array.from({ length: size.units }, (_, i) => {
    const pmaxMw = Math.round(100 + 500 * rnd());
    const base = 250 + 300 * rnd();
    const pminMw = Math.round(pmaxMw * 0.3);
    return {
      id: i + 1,
      busId: 1 + Math.floor(rnd() * n),
      pminMw,
      pmaxMw,
      rampMwPerSlot: size.ramps === false ? null : Math.round(pmaxMw * (0.05 + 0.1 * rnd())),
      initialMw: Math.round(pminMw + (pmaxMw - pminMw) * 0.4),
      offer: [
        { volumeMw: Math.round(pmaxMw * 0.6), price: Math.round(base) },
        { volumeMw: Math.round(pmaxMw * 0.25), price: Math.round(base + 20 + 30 * rnd()) },
        {
          volumeMw: pmaxMw - Math.round(pmaxMw * 0.6) - Math.round(pmaxMw * 0.25),
          price: Math.round(base + 60 + 60 * rnd()),
        },
      ],
    };
  });
  const capacity = units.reduce((s, u) => s + u.pmaxMw, 0);
  const loadBuses = buses.filter((_, i) => i % 3 !== 0);
  const weights = loadBuses.map(() => 0.5 + rnd());
  const weightSum = weights.reduce((s, w) => s + w, 0);
  // Typical day: night valley ≈ 0.6 of peak, late-morning and evening peaks.
  const shape = Array.from({ length: size.slots }, (_, t) => {
    const hour = (24 * t) / size.slots;
    return (
      0.6 +
      0.25 * Math.exp(-(((hour - 10.5) / 2.5) ** 2)) +
      0.4 * Math.exp(-(((hour - 19) / 2.5) ** 2))
    );
  });
  const peak = 0.62 * capacity;
  const loads = loadBuses.map((bus, i) => ({
    busId: bus.id,
    mw: shape.map(
      (s) => Math.round(((peak * s) / 1.0) * ((weights[i] ?? 1) / weightSum) * 100) / 100,
    ),
  }));
  const day: SpotInput = {
    slotCount: size.slots,
    buses,
    lines,
    units,
    loads,
    settings: { slotHours: 24 / size.slots },
  };
  return size.varied ? realShapes(day, size.seed ?? 7) : day;
}

/**
 * The day with what days built from a course's grid have (server/domain/spot/spotInput.ts) and the plain
 * synthetic day lacks: solar units without Pmin or ramp whose capacity is 0 at night (empty offers),
 * offers by time range, units without an initial output or a ramp, an export held fixed, fractional
 * figures, a line without a limit, an import as a negative load, and every setting given. Its own random
 * numbers, so the plain day's stay as they were.
 */
function realShapes(day: SpotInput, seed: number): SpotInput {
  const rnd = random(seed * 7919 + 13);
  const T = day.slotCount;
  const half = (x: number): number => Math.round(x) + 0.5;
  const units = day.units.map((u, i): SpotUnit => {
    if (i % 10 === 9) {
      const pmaxBySlotMw = Array.from({ length: T }, (_, t) => {
        const sun = Math.sin((Math.PI * ((24 * t) / T - 6)) / 12);
        return sun > 0 ? Math.round(u.pmaxMw * sun * 100) / 100 : 0;
      });
      const offer = [{ volumeMw: u.pmaxMw, price: Math.round(50 * rnd()) / 2 }];
      return {
        id: u.id,
        busId: u.busId,
        pminMw: 0,
        pmaxMw: u.pmaxMw,
        pmaxBySlotMw,
        rampMwPerSlot: null,
        offer,
      };
    }
    const offer = u.offer.map((step) => ({ volumeMw: step.volumeMw, price: step.price + 0.25 }));
    const unit: SpotUnit = {
      id: u.id,
      busId: u.busId,
      pminMw: half(u.pminMw),
      pmaxMw: u.pmaxMw,
      rampMwPerSlot: i % 4 === 0 || u.rampMwPerSlot == null ? null : half(u.rampMwPerSlot),
      offer,
    };
    if (i % 3 === 0) {
      const evening = offer.map((step) => ({ ...step, price: step.price + 12.5 }));
      unit.offerBySlot = Array.from({ length: T }, (_, t) => (t < T / 2 ? offer : evening));
    }
    if (i % 2 === 0 && u.initialMw != null) unit.initialMw = half(u.initialMw);
    if (i === 4)
      unit.exportMwBySlot = Array.from({ length: T }, (_, t) => (t >= (3 * T) / 4 ? 20.5 : 0));
    return unit;
  });
  const lines = day.lines.map((line, l) => ({
    ...line,
    limitMw: l === day.lines.length - 1 ? null : half(line.limitMw ?? 0),
  }));
  const first = day.buses[0]?.id ?? 1;
  const loads = [
    ...day.loads,
    { busId: first, mw: Array.from({ length: T }, () => -Math.round(5000 * rnd()) / 100) },
  ];
  const settings = { enableScuc: false, slotHours: 24 / T, penaltyPrice: 10_000 };
  return { ...day, lines, units, loads, settings };
}

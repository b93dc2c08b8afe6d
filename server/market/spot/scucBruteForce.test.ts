// SCUC's MILP against brute force on tiny days: every commitment of 2 units × 4 slots is priced by the
// LP with that commitment fixed (whose ramp rules are the reference: docs/market-rules.md, "Unit
// commitment"), plus its no-load and start-up costs; the MILP's start-up/shut-down ramp rows must find
// the cheapest. Days with ramps below Pmin (a start or stop only at or below Pmin), an initial output,
// units on or off before the day, a start-up cost of 0 (start and stop columns the cost does not
// hold down), and an export held fixed.
import { beforeAll, describe, expect, it } from 'vitest';
import { highsSolver, type LpSolve } from './highsSolve';
import { buildSpotModel } from './spotModel';
import { normaliseSpotInput, type NormalSpotInput } from './spotNormalise';
import type { SpotInput, SpotUnit } from './spotTypes';

let solve: LpSolve;
beforeAll(async () => {
  solve = await highsSolver();
});

const T = 4;
const HOURS = 24 / T;

function day(units: SpotUnit[], load: number[]): NormalSpotInput {
  const input: SpotInput = {
    slotCount: T,
    buses: [{ id: 1 }],
    lines: [],
    units,
    loads: [{ busId: 1, mw: load }],
    settings: { slotHours: HOURS, enableScuc: true, penaltyPrice: 2000 },
  };
  return normaliseSpotInput(input);
}

/**
 * Cost of a fixed commitment: the LP's optimum plus no-load and start-up costs; Infinity when its LP is
 * infeasible (a unit off in slot 0 that its initial output cannot reach 0 from).
 */
function commitmentCost(normal: NormalSpotInput, on: boolean[][]): number {
  const model = buildSpotModel(normal, on);
  const solution = solve(model.data, (s) => model.addLineRows(s.colValue));
  if (!solution.optimal) return Infinity;
  let cost = solution.objective;
  normal.units.forEach((u, g) => {
    let before = u.initiallyOn;
    for (let t = 0; t < T; t++) {
      const now = on[g]![t]!;
      if (now) cost += u.noLoadCostPerHour * HOURS;
      if (now && !before) cost += u.startupCost;
      before = now;
    }
  });
  return cost;
}

/** The cheapest cost over every commitment (a slot with an export is always on). */
function bruteForce(normal: NormalSpotInput): number {
  const G = normal.units.length;
  let best = Infinity;
  for (let mask = 0; mask < 2 ** (G * T); mask++) {
    const on = normal.units.map((_, g) =>
      Array.from({ length: T }, (_, t) => ((mask >> (g * T + t)) & 1) === 1),
    );
    const allowed = normal.units.every((u, g) =>
      on[g]!.every((x, t) => x || (u.exportMw[t] ?? 0) === 0),
    );
    if (allowed) best = Math.min(best, commitmentCost(normal, on));
  }
  expect(best).toBeLessThan(Infinity);
  return best;
}

/** The MILP's optimum and the cost of the commitment it chose, priced as brute force prices it. */
function milp(normal: NormalSpotInput): { objective: number; chosenCost: number } {
  const model = buildSpotModel(normal, 'free');
  const solution = solve(model.data, (s) => model.addLineRows(s.colValue));
  expect(solution.optimal).toBe(true);
  const cols = model.layout.commitCols!;
  const on = normal.units.map((_, g) =>
    Array.from({ length: T }, (_, t) => solution.colValue[cols[g * T + t]!]! > 0.5),
  );
  return { objective: solution.objective, chosenCost: commitmentCost(normal, on) };
}

function expectOptimal(normal: NormalSpotInput): void {
  const best = bruteForce(normal);
  const found = milp(normal);
  expect(found.objective).toBeCloseTo(best, 2);
  expect(found.chosenCost).toBeCloseTo(best, 2);
}

const step = (volumeMw: number, price: number) => ({ volumeMw, price });

describe('SCUC ramp rows with start-up and shut-down columns', () => {
  it('starts a unit at Pmin above its ramp, ramps from the initial output and stops at Pmin', () => {
    const units: SpotUnit[] = [
      // On before the day at 120 MW; ramp 30 < Pmin 50: it can stop only from 50 MW or less.
      {
        id: 1,
        busId: 1,
        pminMw: 50,
        pmaxMw: 200,
        rampMwPerSlot: 30,
        initialMw: 120,
        initiallyOn: true,
        offer: [step(200, 100)],
      },
      // Off before the day; ramp 20 < Pmin 60: a start is at 60 MW at most. No start-up cost.
      {
        id: 2,
        busId: 1,
        pminMw: 60,
        pmaxMw: 150,
        rampMwPerSlot: 20,
        initialMw: 0,
        noLoadCostPerHour: 50,
        offer: [step(150, 300)],
      },
    ];
    expectOptimal(day(units, [140, 230, 110, 45]));
  });

  it('prices start-ups and keeps ramps while a unit stays on (no half start and half stop)', () => {
    const units: SpotUnit[] = [
      {
        id: 1,
        busId: 1,
        pminMw: 40,
        pmaxMw: 300,
        rampMwPerSlot: 25,
        initialMw: 60,
        initiallyOn: true,
        offer: [step(150, 80), step(150, 120)],
      },
      {
        id: 2,
        busId: 1,
        pminMw: 30,
        pmaxMw: 120,
        rampMwPerSlot: 40,
        startupCost: 3000,
        offer: [step(120, 400)],
      },
    ];
    // The load climbs faster than unit 1's ramp: were a start and a stop in one slot allowed together,
    // unit 1 could climb by R + S and unit 2 would not be needed.
    expectOptimal(day(units, [80, 130, 190, 240]));
  });

  it('keeps an export held fixed running, its step accepted by the ramp', () => {
    const units: SpotUnit[] = [
      {
        id: 1,
        busId: 1,
        pminMw: 60,
        pmaxMw: 250,
        rampMwPerSlot: 20,
        initialMw: 70,
        initiallyOn: true,
        exportMwBySlot: [0, 0, 40, 40],
        offer: [step(250, 150)],
      },
      {
        id: 2,
        busId: 1,
        pminMw: 50,
        pmaxMw: 200,
        rampMwPerSlot: 30,
        startupCost: 800,
        noLoadCostPerHour: 20,
        offer: [step(200, 90)],
      },
    ];
    expectOptimal(day(units, [60, 110, 70, 150]));
  });

  it('matches brute force on seeded random days', () => {
    let s = 12345;
    const rnd = () => {
      s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
      return s / 2 ** 32;
    };
    for (let k = 0; k < 2; k++) {
      const units: SpotUnit[] = [1, 2].map((id) => {
        const pmaxMw = Math.round(100 + 200 * rnd());
        const pminMw = Math.round(pmaxMw * (0.2 + 0.3 * rnd()));
        const on = rnd() < 0.5;
        return {
          id,
          busId: 1,
          pminMw,
          pmaxMw,
          rampMwPerSlot: Math.round(pmaxMw * (0.05 + 0.3 * rnd())),
          initialMw: on ? Math.round(pminMw + (pmaxMw - pminMw) * rnd()) : 0,
          initiallyOn: on,
          startupCost: rnd() < 0.5 ? 0 : Math.round(5000 * rnd()),
          noLoadCostPerHour: Math.round(100 * rnd()),
          offer: [step(pmaxMw, Math.round(50 + 400 * rnd()))],
        };
      });
      const load = Array.from({ length: T }, () => Math.round(50 + 350 * rnd()));
      expectOptimal(day(units, load));
    }
  });
});

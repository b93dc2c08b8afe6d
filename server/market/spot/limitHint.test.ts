// A hint of binding line-slots (the pre-clearing's congestion) changes how the LP is solved, not the
// market: the whole result must equal the clearing without a hint, whether the hint is exact, close (the
// pre-clearing ran on another load), wrong or names lines and slots that do not exist. Units offering
// the same price would leave the LP several equally cheap dispatches, of which another start may reach
// another; the tie-break in the offer costs (spotModel.ts) leaves one, so the dispatch is compared too.
import { beforeAll, describe, expect, it } from 'vitest';
import { highsSolver, type LpSolve } from './highsSolve';
import { pjm5Bus } from './pjm5BusCase';
import { clearSpot, limitHintOf } from './spotClearing';
import { syntheticSpotCase } from './syntheticCase';
import type { SpotInput } from './spotTypes';

let solve: LpSolve;
beforeAll(async () => {
  solve = await highsSolver();
});

const scaledLoad = (input: SpotInput, factor: number): SpotInput => ({
  ...input,
  loads: input.loads.map((l) => ({ ...l, mw: l.mw.map((mw) => mw * factor) })),
});

/**
 * Three buses in a triangle, the line 1–2 limited to 50 MW, 150 MW of load at bus 2: four units offer
 * 100 MW each at 20 元/MWh (two at bus 1, two at bus 3) and one at bus 2 at 50 元/MWh. Any injection
 * at 1 or 3 loads line 1–2, so bus 3 serves the load; its two units are equally cheap.
 */
const equalOffers: SpotInput = {
  slotCount: 1,
  buses: [{ id: 1 }, { id: 2 }, { id: 3 }],
  lines: [
    { id: 1, fromBusId: 1, toBusId: 2, reactance: 0.01, limitMw: 50 },
    { id: 2, fromBusId: 2, toBusId: 3, reactance: 0.01 },
    { id: 3, fromBusId: 1, toBusId: 3, reactance: 0.01 },
  ],
  units: [
    // Four equal offers: units 1 and 2 at bus 1, units 3 and 4 at bus 3.
    ...[1, 2, 3, 4].map((id) => ({
      id,
      busId: id <= 2 ? 1 : 3,
      pminMw: 0,
      pmaxMw: 100,
      offer: [{ volumeMw: 100, price: 20 }],
    })),
    { id: 5, busId: 2, pminMw: 0, pmaxMw: 200, offer: [{ volumeMw: 200, price: 50 }] },
  ],
  loads: [{ busId: 2, mw: [150] }],
  settings: { slotHours: 1 },
};

describe('clearSpot with a limit hint', () => {
  const day = syntheticSpotCase({ buses: 30, units: 100, slots: 24, seed: 3 });

  it('gives the same result with the pre-clearing hint, an exact hint and a wrong one', () => {
    const plain = clearSpot(day, solve);
    const congested = plain.lines.flatMap((l) => l.congested).filter(Boolean).length;
    expect(congested).toBeGreaterThan(0);
    const pre = clearSpot(scaledLoad(day, 0.95), solve);
    expect(clearSpot(day, solve, limitHintOf(pre))).toEqual(plain);
    expect(clearSpot(day, solve, limitHintOf(plain))).toEqual(plain);
    const everyLineMorning = new Map(day.lines.map((l) => [l.id, [...Array(6).keys()]]));
    expect(clearSpot(day, solve, everyLineMorning)).toEqual(plain);
  });

  it('dispatches equal offers the same way with and without a hint, the lower unit id first', () => {
    const plain = clearSpot(equalOffers, solve);
    expect(plain.lines.find((l) => l.lineId === 1)?.congested[0]).toBe(true);
    // Without the tie-break, the hinted solve (line row present from the start) gave 50 / 100 here.
    expect(plain.units.map((u) => u.mw[0])).toEqual([0, 0, 100, 50, 0]);
    expect(clearSpot(equalOffers, solve, limitHintOf(plain))).toEqual(plain);
    // The tie-break leaves no trace in the prices: 20 at bus 3, the marginal unit's offer.
    expect(plain.buses.find((b) => b.busId === 3)?.lmp[0]).toBe(20);
    expect(plain.objective).toBe(3000);
  });

  it('ignores lines and slots the input does not have', () => {
    const plain = clearSpot(pjm5Bus, solve);
    const hint = new Map([
      [999, [0]],
      [pjm5Bus.lines[0]!.id, [-1, 5, 1.5, 10_000]],
    ]);
    expect(clearSpot(pjm5Bus, solve, hint)).toEqual(plain);
  });

  it('reads the congested line-slots of a result', () => {
    const hint = limitHintOf(clearSpot(pjm5Bus, solve));
    const congested = clearSpot(pjm5Bus, solve).lines.filter((l) => l.congested.some(Boolean));
    expect([...hint.keys()]).toEqual(congested.map((l) => l.lineId));
  });
});

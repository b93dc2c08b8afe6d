// A hint of binding line-slots (the pre-clearing's congestion) changes how the LP is solved, not the
// market: the objective, every LMP and the unserved/surplus MW must equal the clearing without a hint,
// whether the hint is exact, close (the pre-clearing ran on another load), wrong or names lines and
// slots that do not exist. The dispatch may differ among units offering the same price (an equally
// cheap optimum reached from another start), so it is compared through the cost, not unit by unit.
import { beforeAll, describe, expect, it } from 'vitest';
import { highsSolver, type LpSolve } from './highsSolve';
import { pjm5Bus } from './pjm5BusCase';
import { clearSpot, limitHintOf } from './spotClearing';
import { syntheticSpotCase } from './syntheticCase';
import type { SpotInput, SpotResult } from './spotTypes';

let solve: LpSolve;
beforeAll(async () => {
  solve = await highsSolver();
});

const scaledLoad = (input: SpotInput, factor: number): SpotInput => ({
  ...input,
  loads: input.loads.map((l) => ({ ...l, mw: l.mw.map((mw) => mw * factor) })),
});

/** What must not depend on the hint: status, cost, prices and unserved or surplus energy. */
const market = (r: SpotResult) => ({
  status: r.status,
  objective: r.objective,
  balanced: r.balanced,
  buses: r.buses.map((b) => ({ lmp: b.lmp, shed: b.shedMw, surplus: b.surplusMw })),
});

describe('clearSpot with a limit hint', () => {
  const day = syntheticSpotCase({ buses: 30, units: 100, slots: 24, seed: 3 });

  it('gives the same cost and prices with the pre-clearing hint, an exact hint and a wrong one', () => {
    const plain = clearSpot(day, solve);
    const congested = plain.lines.flatMap((l) => l.congested).filter(Boolean).length;
    expect(congested).toBeGreaterThan(0);
    const pre = clearSpot(scaledLoad(day, 0.95), solve);
    expect(market(clearSpot(day, solve, limitHintOf(pre)))).toEqual(market(plain));
    expect(market(clearSpot(day, solve, limitHintOf(plain)))).toEqual(market(plain));
    const everyLineMorning = new Map(day.lines.map((l) => [l.id, [...Array(6).keys()]]));
    expect(market(clearSpot(day, solve, everyLineMorning))).toEqual(market(plain));
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

// SCUC's MILP stopped at its time limit: the day still clears with the best commitment found (or the
// units' own, the MILP's start), and the result records the gap; only a MILP without any feasible
// commitment is infeasible. The limit is injected through the solver's options, not the constant.
import { describe, expect, it } from 'vitest';
import { highsSolver } from './highsSolve';
import { clearSpot } from './spotClearing';
import { syntheticSpotCase } from './syntheticCase';
import type { SpotInput } from './spotTypes';

/** A day whose MILP takes HiGHS seconds to prove (bench/README.md, issue 15: ≈ 10 s at the full limit). */
function scucDay(): SpotInput {
  const day = syntheticSpotCase({ buses: 6, units: 10, slots: 24, seed: 7 });
  return { ...day, settings: { ...day.settings, enableScuc: true } };
}

describe('SCUC stopped at its time limit', () => {
  it('clears the day with a feasible commitment and records its gap', async () => {
    const solve = await highsSolver({ timeLimitSeconds: 0.5 });
    const day = scucDay();
    const started = performance.now();
    const result = clearSpot(day, solve);
    // Well under the case's full solve; generous for a loaded CI machine.
    expect(performance.now() - started).toBeLessThan(5000);
    expect(result.status).toBe('optimal');
    expect(result.commitmentGap).toBeGreaterThan(0);
    expect(result.commitmentGap).toBeLessThanOrEqual(1);
    // Every slot's load is met by the dispatch (no shedding on this day) and committed units run at
    // Pmin or above, as in any SCUC result.
    expect(result.balanced).toBe(true);
    for (const unit of result.units) {
      const source = day.units.find((u) => u.id === unit.unitId)!;
      unit.mw.forEach((mw, t) => {
        if (unit.committed[t]) expect(mw).toBeGreaterThanOrEqual((source.pminMw ?? 0) - 1e-6);
        else expect(mw).toBe(0);
      });
    }
  });

  it('records no gap when the MILP is solved to optimality', async () => {
    const solve = await highsSolver();
    const day = syntheticSpotCase({ buses: 3, units: 4, slots: 4, seed: 5 });
    const result = clearSpot({ ...day, settings: { ...day.settings, enableScuc: true } }, solve);
    expect(result.status).toBe('optimal');
    expect(result.commitmentGap).toBeUndefined();
  });
});

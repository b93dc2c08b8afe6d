// The guess of binding line-slots only chooses the limit rows the LP starts with: it must name a line
// the merit-order dispatch overloads, leave out one it keeps well inside its limit, and a clearing whose
// guess misses (here a ramp moves the dispatch off the merit order) must still end with no line over.
import { beforeAll, describe, expect, it } from 'vitest';
import { highsSolver, type LpSolve } from './highsSolve';
import { clearSpot } from './spotClearing';
import { guessBindingLimits } from './spotLimitGuess';
import { buildSpotNetwork } from './spotNetwork';
import { normaliseSpotInput } from './spotNormalise';
import type { SpotInput } from './spotTypes';

let solve: LpSolve;
beforeAll(async () => {
  solve = await highsSolver();
});

/**
 * A cheap unit at bus 1 and a dear one at bus 2, the load at bus 2 behind a 50 MW line (and `localMw`
 * at bus 1); with `ramp` the cheap unit may change by that much a slot.
 */
const twoBus = (loadMw: number[], ramp?: number, localMw?: number[]): SpotInput => ({
  slotCount: loadMw.length,
  buses: [{ id: 1 }, { id: 2 }],
  lines: [{ id: 7, fromBusId: 1, toBusId: 2, reactance: 0.01, limitMw: 50 }],
  units: [
    {
      id: 1,
      busId: 1,
      pminMw: 0,
      pmaxMw: 100,
      offer: [{ volumeMw: 100, price: 20 }],
      rampMwPerSlot: ramp ?? null,
    },
    { id: 2, busId: 2, pminMw: 0, pmaxMw: 100, offer: [{ volumeMw: 100, price: 50 }] },
  ],
  loads: [{ busId: 2, mw: loadMw }, ...(localMw ? [{ busId: 1, mw: localMw }] : [])],
  settings: { slotHours: 1 },
});

const guess = (input: SpotInput): number[] => {
  const normal = normaliseSpotInput(input);
  const on = normal.units.map((u) => Array.from(u.availMw, () => true));
  return guessBindingLimits(normal, buildSpotNetwork(normal), on);
};

describe('guessBindingLimits', () => {
  it('names the line-slots the merit-order dispatch brings within 90 % of a limit', () => {
    // Slot 0: 80 MW over the line (over 50); slot 1: 46 MW (92 %); slot 2: 30 MW.
    expect(guess(twoBus([80, 46, 30]))).toEqual([0, 1]);
  });

  it('leaves a clearing whose guess misses to the lazy rows: the line still binds', () => {
    // A 10 元 unit at bus 2 besides. Slot 0: 150 MW at bus 1, the line importing its 50 at most.
    // Slot 1: 80 MW at bus 2 only, which in price order the 10 元 unit serves locally (no flow: the
    // guess names slot 0 only); but the 20 元 unit may change by 10 MW a slot only, so the line binds
    // in slot 1 too, the other way (40 MW are shed or surplus).
    const base = twoBus([0, 80], 10, [150, 0]);
    const cheap = {
      id: 3,
      busId: 2,
      pminMw: 0,
      pmaxMw: 100,
      offer: [{ volumeMw: 100, price: 10 }],
    };
    const input: SpotInput = { ...base, units: [...base.units, cheap] };
    expect(guess(input)).toEqual([0]);
    const result = clearSpot(input, solve);
    expect(result.lines[0]?.flowMw).toEqual([-50, 50]);
    expect(result.lines[0]?.congested).toEqual([true, true]);
    // (Where the 40 MW go, shed in slot 0 or surplus in slot 1, costs the same penalty.)
  });
});

// The ramp reason a trainee reads for a unit that also exports: the engine limits the unit's total
// output (provincial + export held fixed), accepting the export's own step, so the explanation must
// judge and state the total, not the provincial MW alone.
//
// Hand-checked case, one bus: unit 1 offers 300 MW at 10 元; unit 2 offers 200 MW at 5 元, ramps 10 MW
// a slot from 100 MW before the day, and exported 30 MW in slot 0 only. Load 150 then 200 MW.
// - Slot 0: the export's step of 30 is accepted, the province may add the ramp: 100 + 10 = 110 MW
//   provincial (total 140); unit 1 makes 40 and sets the price, 10 元.
// - Slot 1: the export stops, so the province may take its 30 MW over plus the ramp: 150 MW provincial,
//   40 more than slot 0, but the total only rises 140 → 150, by the ramp. Unit 1 makes 50 at 10 元.
// Both slots leave unit 2's 5 元 step partly unserved below the price: held by the ramp.
import { beforeAll, describe, expect, it } from 'vitest';
import { highsSolver, type LpSolve } from '../../market/spot/highsSolve';
import { clearSpot } from '../../market/spot/spotClearing';
import { normaliseSpotInput } from '../../market/spot/spotNormalise';
import type { SpotInput, SpotResult, SpotUnit } from '../../market/spot/spotTypes';
import { meritOrderAt } from './meritOrder';
import { exportInjections, withExport } from './spotExports';
import { dispatchReason, explanationText, rampWindow } from './spotExplanation';
import { bindingRamp } from './spotRamp';

let solve: LpSolve;
beforeAll(async () => {
  solve = await highsSolver();
});

const exported = new Map([[2, [30, 0]]]);
const units: SpotUnit[] = [
  { id: 1, busId: 1, pminMw: 0, pmaxMw: 300, offer: [{ volumeMw: 300, price: 10 }] },
  {
    id: 2,
    busId: 1,
    pminMw: 0,
    pmaxMw: 200,
    rampMwPerSlot: 10,
    initialMw: 100,
    offer: [{ volumeMw: 200, price: 5 }],
  },
].map((u) => withExport(u, exported.get(u.id)));
const input: SpotInput = {
  slotCount: 2,
  buses: [{ id: 1 }],
  lines: [],
  units,
  // The export leaves the bus over the channels (a load of its MW) and is injected there fixed.
  loads: [
    { busId: 1, mw: [150, 200] },
    { busId: 1, mw: [30, 0] },
    ...exportInjections(units, exported),
  ],
  settings: { slotHours: 1, enableScuc: false },
};

/** The reason and sentence of unit 2 in slot t, as the explanation builds them. */
function explain(result: SpotResult, t: number) {
  const normal = normaliseSpotInput(input);
  const unit = normal.units.find((u) => u.id === 2)!;
  const mw = result.units.find((u) => u.unitId === 2)!.mw;
  const own = meritOrderAt(normal, result, t).filter((s) => s.unitId === 2);
  const ramp = rampWindow(unit, mw, t);
  const lmp = result.buses[0]!.lmp[t]!;
  const common = { pminMw: unit.pminMw[t]!, lmp, energy: lmp };
  const reason = dispatchReason({ own, ramp, availMw: unit.availMw[t]!, ...common });
  const text = explanationText({
    reason,
    unitName: '2号机',
    mw: mw[t]!,
    congestion: 0,
    cheapestLeft: 5,
    ramp,
    firstSlot: t === 0,
    congestedLines: [],
    ...common,
  });
  return { reason, text };
}

describe('the ramp reason of a unit that exports', () => {
  it('clears the hand-checked case', () => {
    const r = clearSpot(input, solve);
    expect(r.status).toBe('optimal');
    expect(r.units[1]?.mw).toEqual([110, 150]);
    expect(r.units[0]?.mw).toEqual([40, 50]);
    expect(r.buses[0]?.lmp).toEqual([10, 10]);
  });

  it("states the total output and the export's own step accepted, from the output before the day", () => {
    const { reason, text } = explain(clearSpot(input, solve), 0);
    expect(reason).toBe('ramp');
    expect(text).toContain(
      '总出力（省内中标加省间外送）从运行日开始前的 100.00 MW 升至 140.00 MW（其中外送自身增加的 30.00 MW 不受爬坡限制），已用足爬坡速率 10.00 MW/15分钟',
    );
  });

  it('compares totals when the province takes over a stopped export: 140 → 150, not 110 → 150', () => {
    const { reason, text } = explain(clearSpot(input, solve), 1);
    expect(reason).toBe('ramp');
    expect(text).toContain(
      '总出力（省内中标加省间外送）从上一时段的 140.00 MW 升至 150.00 MW，已用足爬坡速率 10.00 MW/15分钟',
    );
    expect(text).not.toContain('110.00');
  });
});

describe('bindingRamp', () => {
  const at = { mw: 50, exportMw: 20 };
  it("does not call a move the export's own step made a ramp limit", () => {
    // Total 70 → 50: the export's fall of 20 is accepted, the ramp of 10 is unused.
    expect(
      bindingRamp({ rampMw: 10, at, previous: null, next: { mw: 50, exportMw: 0 } }),
    ).toBeNull();
    // Provincial 20 → 50 rises 30, more than the ramp of 15, but the total 60 → 70 rises only 10.
    expect(
      bindingRamp({ rampMw: 15, at, previous: { mw: 20, exportMw: 40 }, next: null }),
    ).toBeNull();
  });

  it('finds the limit into the next slot, net of the export falling there', () => {
    // Total 70 → 40: 20 the export's fall, 10 the ramp.
    expect(bindingRamp({ rampMw: 10, at, previous: null, next: { mw: 40, exportMw: 0 } })).toEqual({
      side: 'down',
      fromTotalMw: 70,
      toTotalMw: 40,
      exportStepMw: -20,
    });
  });
});

// The inter-provincial export held fixed in the formal provincial clearing, as spotInput builds it
// (withExport + exportInjections) and the engine clears it, with and without unit commitment.
//
// Hand-checked case, one bus, 1-hour slots: unit 1 is cheap (10 元, 300 MW), unit 2 is dear (100 元,
// Pmin 100, 200 MW, 500 元/h to run) and sold 30 MW across provinces in slot 0 only. Load 150 MW.
// As in spotInput, the export is a fixed injection at the unit's bus and leaves the province over the
// channels (there: the interchange loads; here: a load of the same MW at the bus).
// - Slot 0: the export runs unit 2, so it must be committed and its total output (provincial +
//   export) at least Pmin: 70 MW more in the province, unit 1 makes the other 80.
// - Slot 1: no export, so SCUC keeps the dear unit off and unit 1 carries the 150 MW.
import { beforeAll, describe, expect, it } from 'vitest';
import { highsSolver, type LpSolve } from '../../market/spot/highsSolve';
import { clearSpot } from '../../market/spot/spotClearing';
import type { SpotInput, SpotUnit } from '../../market/spot/spotTypes';
import { exportInjections, withExport } from './spotExports';

let solve: LpSolve;
beforeAll(async () => {
  solve = await highsSolver();
});

const cheap: SpotUnit = {
  id: 1,
  busId: 1,
  pminMw: 0,
  pmaxMw: 300,
  offer: [{ volumeMw: 300, price: 10 }],
};
const dear: SpotUnit = {
  id: 2,
  busId: 1,
  pminMw: 100,
  pmaxMw: 200,
  noLoadCostPerHour: 500,
  offer: [{ volumeMw: 200, price: 100 }],
};
const exports = new Map([[2, [30, 0]]]);

function formalInput(
  enableScuc: boolean,
  sold: ReadonlyMap<number, number[]> = exports,
): SpotInput {
  const units = [cheap, dear].map((u) => withExport(u, sold.get(u.id)));
  const leaving = [...sold.values()].map((mw) => ({ busId: 1, mw }));
  return {
    slotCount: 2,
    buses: [{ id: 1 }],
    lines: [],
    units,
    loads: [{ busId: 1, mw: [150, 150] }, ...leaving, ...exportInjections(units, sold)],
    settings: { slotHours: 1, enableScuc },
  };
}

describe('an export held fixed in the formal clearing', () => {
  it('with SCUC, commits the exporting unit where it exports: Pmin applies to provincial + export', () => {
    const r = clearSpot(formalInput(true), solve);
    expect(r.status).toBe('optimal');
    const [one, two] = r.units;
    expect(two?.committed).toEqual([true, false]);
    expect(two?.mw).toEqual([70, 0]);
    expect(one?.mw).toEqual([80, 150]);
    // The province still balances: the exported 30 MW leave the bus as a fixed injection.
    expect(r.balanced).toBe(true);
    // Unit 2 is held at its minimum above the price: unit 1 stays marginal.
    expect(r.buses[0]?.lmp).toEqual([10, 10]);
  });

  it('without SCUC, every unit runs: Pmin still counts the export in the slot that has one', () => {
    const r = clearSpot(formalInput(false), solve);
    const [one, two] = r.units;
    expect(two?.committed).toEqual([true, true]);
    // Slot 0: 70 + 30 exported = Pmin; slot 1: nothing exported, so the full Pmin in the province.
    expect(two?.mw).toEqual([70, 100]);
    expect(one?.mw).toEqual([80, 50]);
  });

  it('leaves no room in the province for a unit that exported its whole capacity, but keeps it committed', () => {
    const r = clearSpot(formalInput(true, new Map([[2, [200, 200]]])), solve);
    expect(r.units[1]?.mw).toEqual([0, 0]);
    expect(r.units[1]?.committed).toEqual([true, true]);
    expect(r.units[0]?.mw).toEqual([150, 150]);
  });

  it("limits the total output by the ramp, the provincial part taking up the export's own step", () => {
    // Unit 2 ramps 10 MW a slot from 100 MW. Slot 0: total 70 + 30 = 100. Slot 1: the export stops, so
    // the province takes the 30 MW over (70 → 100, more than the ramp) while the total stays at 100.
    const input = formalInput(false);
    const r = clearSpot(
      {
        ...input,
        units: input.units.map((u) =>
          u.id === 2 ? { ...u, rampMwPerSlot: 10, initialMw: 100 } : u,
        ),
      },
      solve,
    );
    expect(r.status).toBe('optimal');
    expect(r.units[1]?.mw).toEqual([70, 100]);
    expect(r.units[0]?.mw).toEqual([80, 50]);
  });
});

// Hand-checked small cases of the day-ahead spot clearing: congestion prices, ramps across slots, load
// shedding at the penalty price, Pmin and commitment with and without SCUC.
import { beforeAll, describe, expect, it } from 'vitest';
import { highsSolver, type LpSolve } from './highsSolve';
import { clearSpot } from './spotClearing';
import type { SpotInput, SpotUnit } from './spotTypes';

let solve: LpSolve;
beforeAll(async () => {
  solve = await highsSolver();
});

const unit = (
  id: number,
  busId: number,
  price: number,
  pmaxMw: number,
  extra: Partial<SpotUnit> = {},
): SpotUnit => ({
  id,
  busId,
  pminMw: 0,
  pmaxMw,
  offer: [{ volumeMw: pmaxMw, price }],
  ...extra,
});

const twoBus = (loadMw: number[], units: SpotUnit[], limitMw: number | null = 50): SpotInput => ({
  slotCount: loadMw.length,
  buses: [{ id: 1 }, { id: 2 }],
  lines: [{ id: 1, fromBusId: 1, toBusId: 2, reactance: 0.01, limitMw }],
  units,
  loads: [{ busId: 2, mw: loadMw }],
  settings: { slotHours: 1 },
});

describe('clearSpot, hand-checked cases', () => {
  it('prices a congested line: the cheap bus keeps its offer price, the load bus pays the local unit', () => {
    // 80 MW at bus 2; 50 MW can come over the line from the 20 元 unit, the rest from the 50 元 unit.
    const r = clearSpot(twoBus([80], [unit(1, 1, 20, 100), unit(2, 2, 50, 100)]), solve);
    expect(r.units.map((u) => u.mw[0])).toEqual([50, 30]);
    expect(r.buses.map((b) => b.lmp[0])).toEqual([20, 50]);
    expect(r.buses.map((b) => b.congestion[0])).toEqual([0, 30]);
    expect(r.lines[0]?.flowMw[0]).toBe(50);
    expect(r.lines[0]?.congested[0]).toBe(true);
  });

  it('gives one price, the marginal offer, when the line is not binding', () => {
    const r = clearSpot(twoBus([40], [unit(1, 1, 20, 100), unit(2, 2, 50, 100)]), solve);
    expect(r.units.map((u) => u.mw[0])).toEqual([40, 0]);
    expect(r.buses.map((b) => b.lmp[0])).toEqual([20, 20]);
    expect(r.lines[0]?.congested[0]).toBe(false);
  });

  it('dispatches the steps of one offer in price order, the marginal step setting the price', () => {
    const stepped = unit(1, 1, 0, 100, {
      offer: [
        { volumeMw: 30, price: 40 },
        { volumeMw: 30, price: 10 },
        { volumeMw: 40, price: 25 },
      ],
    });
    const r = clearSpot(twoBus([50], [stepped], null), solve);
    // Sorted by price: 10 (30 MW) fully, 25 (20 of 40 MW) marginal, 40 not at all.
    expect(r.units[0]?.stepMw[0]).toEqual([30, 20, 0]);
    expect(r.buses[1]?.lmp[0]).toBe(25);
  });

  it('keeps ramps between slots, which moves the price of the slot before a rise', () => {
    // Unit 1 (10 元) starts at 50 MW and moves ≤ 20 MW a slot; the load rises 50 → 100 MW, so slot 2
    // needs 30 MW of the 30 元 unit. One more MW in slot 1 would let unit 1 reach 71 MW in slot 2,
    // saving 20 元: the price of slot 1 is 10 − 20 = −10 元/MWh.
    const r = clearSpot(
      twoBus(
        [50, 100],
        [unit(1, 1, 10, 200, { rampMwPerSlot: 20, initialMw: 50 }), unit(2, 2, 30, 200)],
        null,
      ),
      solve,
    );
    expect(r.units.map((u) => u.mw)).toEqual([
      [50, 70],
      [0, 30],
    ]);
    expect(r.buses[1]?.lmp).toEqual([-10, 30]);
  });

  it('limits ramping down as well as up', () => {
    // Slot 1 needs 180 MW: unit 2 (10 元) gives its 100, unit 1 (30 元) 80. Slot 2 needs 60 MW, but
    // unit 1 may fall only 50 MW, to 30 MW, so unit 2 gives 30. One more MW in slot 1 costs 30 元 and
    // forces one more MW of unit 1 instead of unit 2 in slot 2 (+20 元): 50 元/MWh; slot 2 pays unit 2.
    const r = clearSpot(
      twoBus([180, 60], [unit(1, 1, 30, 200, { rampMwPerSlot: 50 }), unit(2, 2, 10, 100)], null),
      solve,
    );
    expect(r.units.map((u) => u.mw)).toEqual([
      [80, 30],
      [100, 30],
    ]);
    expect(r.buses[1]?.lmp).toEqual([50, 10]);
    // When the fall cannot be met at all, the ramp still holds and the gap is a priced violation.
    const forced = clearSpot(
      twoBus([200, 20], [unit(1, 1, 30, 200, { rampMwPerSlot: 50 }), unit(2, 2, 10, 50)], null),
      solve,
    );
    const [first = 0, second = 0] = forced.units[0]?.mw ?? [];
    expect(first - second).toBeLessThanOrEqual(50);
    const violation = forced.buses.reduce(
      (s, b) => s + b.shedMw.reduce((x, y) => x + y, 0) + b.surplusMw.reduce((x, y) => x + y, 0),
      0,
    );
    expect(violation).toBeCloseTo(80, 3);
    expect(forced.balanced).toBe(false);
  });

  it('sheds load it cannot serve, priced at the penalty, and says so', () => {
    // 50 MW over the line plus the local 100 MW leave 30 of 180 MW unserved.
    const r = clearSpot(twoBus([180], [unit(1, 1, 20, 100), unit(2, 2, 50, 100)]), solve);
    expect(r.units.map((u) => u.mw[0])).toEqual([50, 100]);
    expect(r.buses[1]?.shedMw[0]).toBe(30);
    expect(r.buses[1]?.lmp[0]).toBe(10_000);
    expect(r.balanced).toBe(false);
  });

  it('runs a committed unit at least at Pmin and leaves an uncommitted one off (no SCUC)', () => {
    const r = clearSpot(
      twoBus(
        [80],
        [
          unit(1, 1, 10, 100, { committed: false }),
          unit(2, 2, 50, 100, { pminMw: 60 }),
          unit(3, 2, 20, 100),
        ],
        null,
      ),
      solve,
    );
    expect(r.units.map((u) => u.mw[0])).toEqual([0, 60, 20]);
    expect(r.units.map((u) => u.committed[0])).toEqual([false, true, true]);
    expect(r.buses[1]?.lmp[0]).toBe(20);
  });

  it('with SCUC, keeps a unit off when its no-load cost outweighs its cheaper energy', () => {
    // Unit 2: 10 元/MWh but 1000 元/h to run and Pmin 40: 50 MW cost 1500 against 1000 from unit 1.
    const units = [
      unit(1, 1, 20, 100),
      unit(2, 2, 10, 100, { pminMw: 40, noLoadCostPerHour: 1000 }),
    ];
    const lp = clearSpot(twoBus([50], units, null), solve);
    expect(lp.units.map((u) => u.mw[0])).toEqual([0, 50]);
    const scuc = clearSpot(
      { ...twoBus([50], units, null), settings: { slotHours: 1, enableScuc: true } },
      solve,
    );
    expect(scuc.units.map((u) => u.mw[0])).toEqual([50, 0]);
    expect(scuc.units.map((u) => u.committed[0])).toEqual([true, false]);
    // Prices come from the LP with the commitment fixed: unit 1 is marginal.
    expect(scuc.buses.map((b) => b.lmp[0])).toEqual([20, 20]);
  });

  it('with SCUC, pays a start-up cost only when the start saves more', () => {
    const units = [unit(1, 1, 50, 200), unit(2, 1, 20, 200, { startupCost: 500 })];
    const short = clearSpot(
      { ...twoBus([10, 10], units, null), settings: { slotHours: 1, enableScuc: true } },
      solve,
    );
    // 20 MWh at 30 元 less saves 600 > 500: start unit 2.
    expect(short.units[1]?.mw).toEqual([10, 10]);
    const tiny = clearSpot(
      { ...twoBus([5, 5], units, null), settings: { slotHours: 1, enableScuc: true } },
      solve,
    );
    // 10 MWh saves 300 < 500: keep it off.
    expect(tiny.units[1]?.mw).toEqual([0, 0]);
    expect(tiny.units[0]?.mw).toEqual([5, 5]);
  });

  it('with SCUC, starts a unit whose Pmin is above its ramp: the price LP keeps the start allowance', () => {
    // Unit 2 (10 元, Pmin 60, ramp 20, 1000 元/h to run) is off for 10 MW and on for 100 MW, where the
    // start may reach Pmin (60) in one slot; the LP with the commitment fixed must allow the same step.
    const units = [
      unit(1, 1, 50, 200),
      unit(2, 1, 10, 200, { pminMw: 60, rampMwPerSlot: 20, noLoadCostPerHour: 1000 }),
    ];
    const r = clearSpot(
      { ...twoBus([10, 100], units, null), settings: { slotHours: 1, enableScuc: true } },
      solve,
    );
    expect(r.status).toBe('optimal');
    expect(r.units.map((u) => u.mw)).toEqual([
      [10, 40],
      [0, 60],
    ]);
    expect(r.units[1]?.committed).toEqual([false, true]);
    expect(r.buses[1]?.lmp[1]).toBe(50);
  });

  it('uses the slot length for costs while prices stay per MWh', () => {
    const input = {
      ...twoBus([80], [unit(1, 1, 20, 100), unit(2, 2, 50, 100)]),
      settings: { slotHours: 0.25 },
    };
    const r = clearSpot(input, solve);
    expect(r.buses.map((b) => b.lmp[0])).toEqual([20, 50]);
    expect(r.objective).toBe((50 * 20 + 30 * 50) * 0.25);
  });

  it('joins an island of reactance lines to a lone bus by a tariffed link: shift factors and link flows together', () => {
    // Buses 1–2 form an island (line 1, 50 MW); bus 3 hangs on link 2 (no reactance, 100 MW, 5 元 tariff).
    // Bus 2 takes 50 MW over line 1 from the 100 元 unit and makes the rest at 300 元; bus 3 imports its
    // 80 MW over the link at 300 + 5 rather than run its 500 元 unit.
    const input: SpotInput = {
      slotCount: 1,
      buses: [{ id: 1 }, { id: 2 }, { id: 3 }],
      lines: [
        { id: 1, fromBusId: 1, toBusId: 2, reactance: 0.01, limitMw: 50 },
        { id: 2, fromBusId: 2, toBusId: 3, reactance: null, limitMw: 100, tariff: 5 },
      ],
      units: [unit(1, 1, 100, 200), unit(2, 2, 300, 200), unit(3, 3, 500, 200)],
      loads: [
        { busId: 2, mw: [60] },
        { busId: 3, mw: [80] },
      ],
      settings: { slotHours: 1 },
    };
    const r = clearSpot(input, solve);
    expect(r.units.map((u) => u.mw[0])).toEqual([50, 90, 0]);
    expect(r.buses.map((b) => b.lmp[0])).toEqual([100, 300, 305]);
    expect(r.buses.map((b) => b.congestion[0])).toEqual([0, 200, 205]);
    expect(r.lines.map((l) => l.flowMw[0])).toEqual([50, 80]);
    expect(r.lines.map((l) => l.congested[0])).toEqual([true, false]);
    expect(r.balanced).toBe(true);
  });
});

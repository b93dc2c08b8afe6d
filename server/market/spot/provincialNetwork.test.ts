// The provincial-price variant: one bus per province, joined by channel limits only.
import { beforeAll, describe, expect, it } from 'vitest';
import { highsSolver, type LpSolve } from './highsSolve';
import { toProvincialInput } from './provincialNetwork';
import { clearSpot } from './spotClearing';
import type { SpotInput } from './spotTypes';

let solve: LpSolve;
beforeAll(async () => {
  solve = await highsSolver();
});

// Province 37 (buses 1, 2) is cheap, province 32 (buses 3, 4) expensive; an internal line of 37 is tight.
const nodal: SpotInput = {
  slotCount: 1,
  buses: [
    { id: 1, province: 37 },
    { id: 2, province: 37 },
    { id: 3, province: 32 },
    { id: 4, province: 32 },
  ],
  lines: [
    { id: 1, fromBusId: 1, toBusId: 2, reactance: 0.01, limitMw: 10 },
    { id: 2, fromBusId: 2, toBusId: 3, reactance: 0.01, limitMw: 1000 },
    { id: 3, fromBusId: 3, toBusId: 4, reactance: 0.01 },
  ],
  units: [
    { id: 1, busId: 1, pminMw: 0, pmaxMw: 300, offer: [{ volumeMw: 300, price: 300 }] },
    { id: 2, busId: 4, pminMw: 0, pmaxMw: 300, offer: [{ volumeMw: 300, price: 500 }] },
  ],
  loads: [
    { busId: 2, mw: [50] },
    { busId: 3, mw: [150] },
  ],
  settings: { slotHours: 1 },
};

describe('toProvincialInput', () => {
  it('gives one price per province, separated only by the channel limit', () => {
    const provincial = toProvincialInput(nodal, [
      { id: 9, fromProvince: 37, toProvince: 32, limitMw: 100, reverseLimitMw: 50 },
    ]);
    expect(provincial.buses.map((b) => b.id)).toEqual([32, 37]);
    const r = clearSpot(provincial, solve);
    // 37 serves its 50 MW and sends the channel's 100 MW; 32 covers the remaining 50 MW at 500 元.
    expect(r.units.map((u) => u.mw[0])).toEqual([150, 50]);
    expect(Object.fromEntries(r.buses.map((b) => [b.busId, b.lmp[0]]))).toEqual({
      32: 500,
      37: 300,
    });
    expect(r.lines[0]?.flowMw[0]).toBe(100);
    expect(r.lines[0]?.congested[0]).toBe(true);
  });

  it('ignores the internal lines that bind in the nodal model', () => {
    const nodalResult = clearSpot(nodal, solve);
    expect(nodalResult.lines.find((l) => l.lineId === 1)?.congested[0]).toBe(true);
    const r = clearSpot(
      toProvincialInput(nodal, [
        { id: 9, fromProvince: 37, toProvince: 32, limitMw: 1000, reverseLimitMw: 0 },
      ]),
      solve,
    );
    expect(r.units.map((u) => u.mw[0])).toEqual([200, 0]);
    expect(r.buses.map((b) => b.lmp[0])).toEqual([300, 300]);
  });
});

describe('tariffed channels', () => {
  it('carry power only when the price difference covers the tariff, and pay it in either direction', async () => {
    const input = (tariff: number) =>
      toProvincialInput(nodal, [
        { id: 9, fromProvince: 37, toProvince: 32, limitMw: 1000, reverseLimitMw: 1000, tariff },
        { id: 10, fromProvince: 37, toProvince: 32, limitMw: 1000, reverseLimitMw: 1000, tariff },
      ]);
    // 300 元 at 37 against 500 元 at 32: a 150 元 tariff still pays, so 37 sends all 150 MW 32 needs
    // and 32's price is 300 + 150; no power circulates through the two parallel channels.
    const cheap = clearSpot(input(150), solve);
    expect(cheap.units.map((u) => u.mw[0])).toEqual([200, 0]);
    expect(Object.fromEntries(cheap.buses.map((b) => [b.busId, b.lmp[0]]))).toEqual({
      32: 450,
      37: 300,
    });
    expect(cheap.lines.map((l) => l.flowMw[0] ?? 0).every((f) => f >= 0)).toBe(true);
    expect(cheap.lines.reduce((s, l) => s + (l.flowMw[0] ?? 0), 0)).toBe(150);
    // A 250 元 tariff does not: each province serves its own load.
    const dear = clearSpot(input(250), solve);
    expect(dear.units.map((u) => u.mw[0])).toEqual([50, 150]);
    expect(dear.lines.map((l) => l.flowMw[0])).toEqual([0, 0]);
  });
});

// The tie-break between equal offers stays below half the round's price step (docs/market-rules.md,
// "Ties between equal offers"): with prices to 0.001, offers 0.001 apart clear in price order even when
// the dearer one belongs to the unit the tie-break favours (the lower id).
import { beforeAll, describe, expect, it } from 'vitest';
import { highsSolver, type LpSolve } from './highsSolve';
import { clearSpot } from './spotClearing';
import type { SpotInput } from './spotTypes';

let solve: LpSolve;
beforeAll(async () => {
  solve = await highsSolver();
});

/** Two 100 MW units on one bus, unit 1 at `first` and unit 2 at `second`, serving 100 MW. */
const pair = (first: number, second: number, priceDecimals?: number): SpotInput => ({
  slotCount: 1,
  buses: [{ id: 1 }],
  lines: [],
  units: [1, 2].map((id) => ({
    id,
    busId: 1,
    pminMw: 0,
    pmaxMw: 100,
    offer: [{ volumeMw: 100, price: id === 1 ? first : second }],
  })),
  loads: [{ busId: 1, mw: [100] }],
  settings: { slotHours: 0.25, ...(priceDecimals === undefined ? {} : { priceDecimals }) },
});

describe('tie-break against the price step', () => {
  it('keeps offers 0.001 apart in price order when prices have 3 decimals', () => {
    const r = clearSpot(pair(300.001, 300, 3), solve);
    expect(r.units.map((u) => u.mw[0])).toEqual([0, 100]);
    expect(r.buses[0]?.lmp[0]).toBe(300);
  });

  it('does so by default too (an input without decimals gets the finest a course allows)', () => {
    const r = clearSpot(pair(300.001, 300), solve);
    expect(r.units.map((u) => u.mw[0])).toEqual([0, 100]);
  });

  it('still dispatches the lower id first among equal prices', () => {
    const r = clearSpot(pair(300, 300, 3), solve);
    expect(r.units.map((u) => u.mw[0])).toEqual([100, 0]);
  });
});

// Checks the clearing against the published PJM 5-bus results (source and data: pjm5BusCase.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { highsSolver, type LpSolve } from './highsSolve';
import { A, B, C, D, E, pjm5Bus } from './pjm5BusCase';
import { clearSpot } from './spotClearing';

let solve: LpSolve;
beforeAll(async () => {
  solve = await highsSolver();
});

describe('PJM 5-bus system (Li & Bo 2010)', () => {
  it('reproduces the published dispatch within 0.1 MW', () => {
    const result = clearSpot(pjm5Bus, solve);
    expect(result.status).toBe('optimal');
    const mw = Object.fromEntries(result.units.map((u) => [u.unitId, u.mw[0] ?? NaN]));
    const published: Record<number, number> = { 1: 40, 2: 170, 3: 323.49, 4: 0, 5: 466.51 };
    for (const [id, expected] of Object.entries(published))
      expect(Math.abs((mw[Number(id)] ?? NaN) - expected)).toBeLessThanOrEqual(0.1);
  });

  it('reproduces the published LMPs within 0.01 元/MWh', () => {
    const result = clearSpot(pjm5Bus, solve);
    const lmp = Object.fromEntries(result.buses.map((b) => [b.busId, b.lmp[0] ?? NaN]));
    const published: Record<number, number> = {
      [A]: 16.98,
      [B]: 26.38,
      [C]: 30,
      [D]: 39.94,
      [E]: 10,
    };
    for (const [id, expected] of Object.entries(published))
      expect(Math.abs((lmp[Number(id)] ?? NaN) - expected)).toBeLessThanOrEqual(0.01);
  });

  it('marks E–D as the only binding line, at its 240 MW limit (flowing E → D)', () => {
    const result = clearSpot(pjm5Bus, solve);
    const congested = result.lines.filter((l) => l.congested[0]).map((l) => l.lineId);
    expect(congested).toEqual([6]);
    expect(result.lines.find((l) => l.lineId === 6)?.flowMw[0]).toBeCloseTo(-240, 3);
  });

  it('splits each LMP into the reference-bus energy price and a congestion part', () => {
    const result = clearSpot(pjm5Bus, solve);
    for (const bus of result.buses) {
      expect(bus.energy[0]).toBeCloseTo(result.buses[0]?.lmp[0] ?? NaN, 6);
      expect((bus.energy[0] ?? 0) + (bus.congestion[0] ?? 0)).toBeCloseTo(bus.lmp[0] ?? NaN, 6);
    }
    expect(result.buses.find((b) => b.busId === A)?.congestion[0]).toBe(0);
  });
});

// Properties of the spot clearing over random small networks: power balance, line limits, one price in
// an uncongested system equal to the marginal offer, and results independent of input order.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { highsSolver, type LpSolve } from './highsSolve';
import { clearSpot } from './spotClearing';
import type { SpotInput, SpotResult } from './spotTypes';

let solve: LpSolve;
beforeAll(async () => {
  solve = await highsSolver();
});

const SLOTS = 2;

/** A connected random network (a random tree plus extra lines), units with 1–3 steps, and loads. */
const inputArb = (limited: boolean): fc.Arbitrary<SpotInput> =>
  fc
    .record({
      busCount: fc.integer({ min: 1, max: 5 }),
      parents: fc.array(fc.nat(), { minLength: 4, maxLength: 4 }),
      extra: fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 3 }),
      reactances: fc.array(fc.integer({ min: 1, max: 20 }), { minLength: 8, maxLength: 8 }),
      limits: fc.array(fc.option(fc.integer({ min: 5, max: 200 }), { nil: null }), {
        minLength: 8,
        maxLength: 8,
      }),
      units: fc.array(
        fc.record({
          bus: fc.nat(),
          steps: fc.array(
            fc.record({
              volumeMw: fc.integer({ min: 1, max: 100 }),
              price: fc.integer({ min: 0, max: 800 }),
            }),
            {
              minLength: 1,
              maxLength: 3,
            },
          ),
        }),
        { minLength: 1, maxLength: 5 },
      ),
      loads: fc.array(
        fc.record({
          bus: fc.nat(),
          share: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), {
            minLength: SLOTS,
            maxLength: SLOTS,
          }),
        }),
        {
          minLength: 1,
          maxLength: 4,
        },
      ),
    })
    .map((r) => {
      const n = r.busCount;
      const buses = Array.from({ length: n }, (_, i) => ({ id: i + 1 }));
      const pairs: [number, number][] = [];
      for (let i = 1; i < n; i++) pairs.push([(r.parents[i - 1] ?? 0) % i, i]);
      for (const [a, b] of r.extra) if (a % n !== b % n) pairs.push([a % n, b % n]);
      const lines = pairs.map(([a, b], i) => ({
        id: i + 1,
        fromBusId: a + 1,
        toBusId: b + 1,
        reactance: (r.reactances[i] ?? 1) / 100,
        limitMw: limited ? (r.limits[i] ?? null) : null,
      }));
      const units = r.units.map((u, i) => {
        const pmaxMw = u.steps.reduce((s, x) => s + x.volumeMw, 0);
        return { id: i + 1, busId: (u.bus % n) + 1, pminMw: 0, pmaxMw, offer: u.steps };
      });
      // Loads stay within 90 % of capacity so that an unlimited network never needs shedding.
      const capacity = units.reduce((s, u) => s + u.pmaxMw, 0);
      const perLoad = (0.9 * capacity) / r.loads.length;
      const loads = r.loads.map((l) => ({
        busId: (l.bus % n) + 1,
        mw: l.share.map((s) => Math.round(s * perLoad * 100) / 100),
      }));
      return { slotCount: SLOTS, buses, lines, units, loads, settings: { slotHours: 1 } };
    });

const total = (xs: readonly number[]): number => xs.reduce((s, x) => s + x, 0);

function shuffled<T>(xs: readonly T[], seed: number): T[] {
  const out = [...xs];
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1103515245 + 12345) % 2147483648;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

function checkBalance(input: SpotInput, result: SpotResult): void {
  for (let t = 0; t < SLOTS; t++) {
    for (const bus of result.buses) {
      const gen = total(result.units.filter((u) => u.busId === bus.busId).map((u) => u.mw[t] ?? 0));
      const out = total(
        result.lines.filter((l) => l.fromBusId === bus.busId).map((l) => l.flowMw[t] ?? 0),
      );
      const inn = total(
        result.lines.filter((l) => l.toBusId === bus.busId).map((l) => l.flowMw[t] ?? 0),
      );
      const net =
        gen + (bus.shedMw[t] ?? 0) - (bus.surplusMw[t] ?? 0) - out + inn - (bus.loadMw[t] ?? 0);
      expect(Math.abs(net)).toBeLessThan(0.01);
    }
    const load = total(input.loads.map((l) => l.mw[t] ?? 0));
    const served =
      total(result.units.map((u) => u.mw[t] ?? 0)) +
      total(result.buses.map((b) => (b.shedMw[t] ?? 0) - (b.surplusMw[t] ?? 0)));
    expect(Math.abs(served - load)).toBeLessThan(0.01);
  }
}

describe('clearSpot properties', () => {
  it('balances every bus and the system in every slot', () => {
    fc.assert(
      fc.property(inputArb(true), (input) => {
        const result = clearSpot(input, solve);
        expect(result.status).toBe('optimal');
        checkBalance(input, result);
      }),
      { numRuns: 60 },
    );
  });

  it('keeps every line within its limit', () => {
    fc.assert(
      fc.property(inputArb(true), (input) => {
        const result = clearSpot(input, solve);
        for (const line of result.lines)
          for (const f of line.flowMw) {
            if (line.limitMw !== null) expect(f).toBeLessThanOrEqual(line.limitMw + 1e-3);
            if (line.reverseLimitMw !== null)
              expect(f).toBeGreaterThanOrEqual(-line.reverseLimitMw - 1e-3);
          }
      }),
      { numRuns: 60 },
    );
  });

  it('gives an uncongested system one price, the marginal offer: cheaper steps full, dearer ones empty', () => {
    fc.assert(
      fc.property(inputArb(false), (input) => {
        const result = clearSpot(input, solve);
        expect(result.balanced).toBe(true);
        for (let t = 0; t < SLOTS; t++) {
          const price = result.buses[0]?.lmp[t] ?? NaN;
          for (const bus of result.buses) expect(bus.lmp[t]).toBeCloseTo(price, 6);
          for (const u of result.units) {
            const steps = [...(input.units.find((x) => x.id === u.unitId)?.offer ?? [])].sort(
              (a, b) => a.price - b.price || a.volumeMw - b.volumeMw,
            );
            steps.forEach((step, k) => {
              const mw = u.stepMw[t]?.[k] ?? 0;
              if (step.price < price - 1e-6) expect(mw).toBeCloseTo(step.volumeMw, 3);
              if (step.price > price + 1e-6) expect(mw).toBeCloseTo(0, 3);
              if (mw > 1e-3 && mw < step.volumeMw - 1e-3) expect(step.price).toBeCloseTo(price, 6);
            });
          }
          // Zero load in a slot has no marginal offer: the price is then at most the cheapest step.
        }
      }),
      { numRuns: 60 },
    );
  });

  it('returns the same result whatever order buses, lines, units, steps and loads come in', () => {
    fc.assert(
      fc.property(inputArb(true), fc.nat(), (input, seed) => {
        const reordered: SpotInput = {
          ...input,
          buses: shuffled(input.buses, seed),
          lines: shuffled(input.lines, seed + 1),
          units: shuffled(input.units, seed + 2).map((u) => ({
            ...u,
            offer: shuffled(u.offer, seed + 3),
          })),
          loads: shuffled(input.loads, seed + 4),
        };
        expect(clearSpot(reordered, solve)).toEqual(clearSpot(input, solve));
      }),
      { numRuns: 60 },
    );
  });
});

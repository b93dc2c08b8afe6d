// The worker-thread runner: clears in another thread with HiGHS kept loaded, and the calling thread
// stays free while it does.
import { afterAll, describe, expect, it } from 'vitest';
import { pjm5Bus } from './pjm5BusCase';
import { SpotRunner } from './spotRunner';
import { syntheticSpotCase } from './syntheticCase';

const runner = new SpotRunner();
afterAll(() => runner.close());

describe('SpotRunner', () => {
  it('clears the PJM 5-bus case in the worker with the published prices', async () => {
    const { result, solveMs } = await runner.clear(pjm5Bus);
    expect(result.buses.map((b) => Math.round((b.lmp[0] ?? 0) * 100) / 100)).toEqual([
      16.98, 26.38, 30, 39.94, 10,
    ]);
    expect(solveMs).toBeGreaterThan(0);
  });

  it('answers with the JSON text of the same result when asked for text', async () => {
    const { result } = await runner.clear(pjm5Bus);
    const text = await runner.clearJson(pjm5Bus);
    expect(text.status).toBe('optimal');
    expect(text.json).toBe(JSON.stringify(result));
  });

  it('answers concurrent requests each with its own result', async () => {
    const half = {
      ...pjm5Bus,
      loads: pjm5Bus.loads.map((l) => ({ ...l, mw: l.mw.map((x) => x * 0.5) })),
    };
    const [a, b] = await Promise.all([runner.clear(pjm5Bus), runner.clear(half)]);
    expect(a.result.units.reduce((s, u) => s + (u.mw[0] ?? 0), 0)).toBeCloseTo(1000, 3);
    expect(b.result.units.reduce((s, u) => s + (u.mw[0] ?? 0), 0)).toBeCloseTo(500, 3);
  });

  it('leaves this thread free while a day of 96 slots clears in the worker', async () => {
    const day = syntheticSpotCase({ buses: 10, units: 30, slots: 96 });
    await runner.start();
    let ticks = 0;
    const timer = setInterval(() => ticks++, 2);
    const started = performance.now();
    const { result } = await runner.clear(day);
    const elapsed = performance.now() - started;
    clearInterval(timer);
    expect(result.status).toBe('optimal');
    // Had the solve run on this thread, no timer could fire until it returned.
    expect(elapsed).toBeGreaterThan(10);
    expect(ticks).toBeGreaterThan(0);
  });

  it('reports an invalid input as an error without losing the worker', async () => {
    await expect(runner.clear({ ...pjm5Bus, buses: [] })).rejects.toThrow('no bus');
    const { result } = await runner.clear(pjm5Bus);
    expect(result.status).toBe('optimal');
  });

  it('serves a request between warm-up clearings, before the warm-up ends', async () => {
    const order: string[] = [];
    const warming = runner
      .warmUp({ clearings: 4, size: { buses: 10, units: 30, slots: 24, seed: 3 } })
      .then((times) => {
        order.push('warm-up');
        return times;
      });
    const { result } = await runner.clear(pjm5Bus);
    order.push('request');
    expect(result.status).toBe('optimal');
    const times = await warming;
    expect(times).toHaveLength(4);
    expect(times.every((ms) => ms > 0)).toBe(true);
    expect(order).toEqual(['request', 'warm-up']);
  });

  it('clears the provincial variant when channels are given', async () => {
    const input = {
      ...pjm5Bus,
      buses: pjm5Bus.buses.map((b) => ({ ...b, province: b.id <= 2 ? 1 : 2 })),
      settings: { slotHours: 1 },
    };
    const { result } = await runner.clear(input, [
      { id: 1, fromProvince: 1, toProvince: 2, limitMw: 100, reverseLimitMw: 100 },
    ]);
    expect(result.buses.map((b) => b.busId)).toEqual([1, 2]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../server/seed/seedDemo';
import type { OperationId } from '../../server/http/contract';
import {
  call,
  expectContractOk,
  okItems,
  openApiWorld,
  type ApiWorld,
  type Call,
} from './apiHarness';

// Grid disclosure against the seeded scene (server/seed): lines, buses, channels, reserve, system
// curves, interchange plan, mid curves, coal line. Hand figures from the seed: at 00:00 山东 loads
// 900 MW (0.6 × 1500), its wind and solar give 183.79 MW and it sends 35.09 MW; 江苏 loads 1500 MW,
// has no sun and receives 335.09 MW. 山东's coal units span 480-1200 MW, 江苏's units 660-2000 MW.
let w: ApiWorld;
beforeAll(async () => {
  w = await openApiWorld();
}, 120_000);
afterAll(async () => {
  await w.dispose();
});

type Op = OperationId;
const ok = async <T>(op: Op, c: Call) => expectContractOk<T>(op, await call(w.app, op, c));
const items = <T>(op: Op, c: Call) => okItems<T>(w.app, op, c);
const seller = (extra: Omit<Call, 'token'>): Call => ({ token: w.tokens.seller, ...extra });

describe('network, buses and limits', () => {
  it('lists the six 500 kV lines with their buses, reactance and limit', async () => {
    const buses = await w.db.selectFrom('scene_bus').select(['id', 'name']).execute();
    const bus = (name: string) => buses.find((b) => b.name === name)?.id;
    const lines = await items<Record<string, unknown>>(
      'getNetworkByScene',
      seller({ params: { sceneId: w.sceneId } }),
    );
    expect(lines).toHaveLength(6);
    expect(lines[0]).toMatchObject({
      name: '济青线',
      fromBus: bus('济南'),
      toBus: bus('青岛'),
      reactance: 0.012,
      limit: 2000,
    });
    expect(lines.find((l) => l.name === '临徐联络线')).toMatchObject({
      fromBus: bus('临沂'),
      toBus: bus('徐州'),
      limit: 1200,
    });
  });

  it('lists the buses with province and voltage', async () => {
    const buses = await items<{ name: string; province: string; voltage: number }>(
      'getBusesBySingleProvince',
      seller({ params: { sceneId: w.sceneId } }),
    );
    expect(buses.map((b) => `${b.name}:${b.province}:${b.voltage}`)).toEqual([
      '济南:37:500',
      '青岛:37:500',
      '临沂:37:500',
      '南京:32:500',
      '苏州:32:500',
      '徐州:32:500',
    ]);
  });

  it('gives the tie-line channels their forward limit and, negative, their reverse one', async () => {
    const rows = await items('getProvinceLimits', seller({ params: { id: w.roundId } }));
    expect(rows).toEqual([
      expect.objectContaining({
        channelName: '鲁苏一通道',
        fromProvinceName: '山东',
        toProvinceName: '江苏',
        upper: 1200,
        lower: -600,
      }),
      expect.objectContaining({ channelName: '鲁苏二通道', upper: 800, lower: -400 }),
    ]);
  });

  it('lists the medium/long-term sections: channels, then lines, for the whole period', async () => {
    const rows = await items<{ name: string; timeId: number | null; upper: number; lower: number }>(
      'getCenterLimits',
      seller({ params: { courseId: w.courseId } }),
    );
    expect(rows.map((r) => [r.name, r.upper, r.lower, r.timeId])).toEqual([
      ['鲁苏一通道', 1200, -600, null],
      ['鲁苏二通道', 800, -400, null],
      ['济青线', 2000, -2000, null],
      ['济临线', 1800, -1800, null],
      ['青临线', 1500, -1500, null],
      ['宁苏线', 2500, -2500, null],
      ['宁徐线', 1800, -1800, null],
      ['临徐联络线', 1200, -1200, null],
    ]);
  });

  it('leaves the spot market what the interchange plan does not use of each channel', async () => {
    const rows = await items<{ name: string; timeId: number; upper: number; lower: number }>(
      'getDaLimits',
      seller({ params: { courseId: w.courseId } }),
    );
    expect(rows).toHaveLength(192);
    // 00:00: 335.09 MW planned into 江苏, split 1200:800 → 201.05 and 134.04.
    const first = rows.filter((r) => r.timeId === 0);
    expect(first.map((r) => [r.name, r.upper, r.lower])).toEqual([
      ['鲁苏一通道', 998.95, -801.05],
      ['鲁苏二通道', 665.96, -534.04],
    ]);
    // 日前现货信息 → 线路稳定限额 lists them channel by channel, each over the day's 96 slots in order,
    // never beyond the channel's own limits (1200 / −600 MW for 鲁苏一通道).
    const one = rows.filter((r) => r.name === '鲁苏一通道');
    expect(one.map((r) => r.timeId)).toEqual(Array.from({ length: 96 }, (_, t) => t));
    expect(rows.slice(0, 96)).toEqual(one);
    for (const r of one) {
      expect(r.upper).toBeLessThanOrEqual(1200);
      expect(r.lower).toBeLessThanOrEqual(-600);
    }
  });
});

describe('reserve and system curves', () => {
  it('computes the reserve at 00:00 by hand for one province and for both', async () => {
    const row0 = async (province?: string) =>
      (
        await items<{ timeId: number; positive: number; negative: number }>(
          'getReserve',
          seller({ query: { roundId: w.roundId, ...(province ? { province } : {}) } }),
        )
      )[0];
    // Each province's dispatchable range holds a 300 MW coal unit (minimum 120) of the demo's
    // generation group besides the scene's units.
    // 山东: need = 900 − 183.79 + 35.09 = 751.30 → 1500 − 751.30 and 751.30 − 600.
    expect(await row0('37')).toEqual({ timeId: 0, positive: 748.7, negative: 151.3 });
    // 江苏: need = 1500 − 335.09 = 1164.91 → 2300 − 1164.91 and 1164.91 − 780.
    expect(await row0('32')).toEqual({ timeId: 0, positive: 1135.09, negative: 384.91 });
    expect(await row0()).toEqual({ timeId: 0, positive: 1883.79, negative: 536.21 });
  });

  it('keeps 15 % of the regional range (309 MW) as positive reserve in every slot', async () => {
    const rows = await items<{ positive: number; negative: number }>(
      'getReserve',
      seller({ query: { roundId: w.roundId } }),
    );
    expect(rows).toHaveLength(96);
    for (const r of rows) {
      expect(r.positive).toBeGreaterThanOrEqual(0.15 * (3200 - 1140) - 0.05);
      expect(r.negative).toBeGreaterThan(0);
    }
  });

  it('sums the provinces’ load and renewable forecasts', async () => {
    const load = async (province?: string) =>
      items<{ timeId: number; volume: number; startTime: string; endTime: string }>(
        'getGlobalDemand',
        seller({ query: { roundId: w.roundId, ...(province ? { province } : {}) } }),
      );
    const all = await load();
    expect(all[0]).toMatchObject({ timeId: 0, volume: 2400, startTime: '00:00', endTime: '00:15' });
    expect(all[95]).toMatchObject({ startTime: '23:45', endTime: '24:00' });
    expect((await load('37'))[0]?.volume).toBe(900);
    expect(Math.max(...(await load('32')).map((p) => p.volume))).toBe(2472.52);
    const clean = await items<{ volume: number }>(
      'getGlobalClean',
      seller({ query: { roundId: w.roundId, province: '32' } }),
    );
    // 江苏's only renewable is 200 MW of solar: nothing at night, 163.89 MW at noon.
    expect(clean[0]?.volume).toBe(0);
    expect(clean[48]?.volume).toBe(163.89);
  });

  it('plans 江苏 to receive in every slot and the region to import at least 300 MW', async () => {
    const curves = await items<{
      province: string;
      name: string;
      points: Array<{ volume: number }>;
    }>(
      'getProvinceCurves',
      seller({ params: { courseId: w.courseId }, query: { roundId: w.roundId } }),
    );
    expect(curves.map((c) => c.name)).toEqual(['山东', '江苏']);
    const [shandong, jiangsu] = curves.map((c) => c.points.map((p) => p.volume));
    expect(shandong?.[0]).toBe(-35.09);
    expect(jiangsu?.[0]).toBe(335.09);
    jiangsu?.forEach((v, t) => {
      expect(v).toBeGreaterThan(0);
      expect(v + (shandong?.[t] ?? 0)).toBeGreaterThanOrEqual(299.99);
    });
  });

  it('shows the bidding space of the day ahead and the real-time forecast deviation', async () => {
    const chart = async (op: 'getDaMidCurveChart' | 'getRtMidCurveChart') =>
      ok<{ xAxis: string[]; series: Array<{ name: string; data: number[] }> }>(
        op,
        seller({ params: { roundId: w.roundId }, query: { province: '37' } }),
      );
    const da = await chart('getDaMidCurveChart');
    expect(da.xAxis[0]).toBe('00:00');
    expect(da.series.map((s) => [s.name, s.data[0]])).toEqual([
      ['日前负荷预测', 900],
      ['日前新能源预测', 183.79],
      ['外送/受入计划', -35.09],
      ['日前竞价空间', 751.3],
    ]);
    const rt = await chart('getRtMidCurveChart');
    // Slot 8 (02:00) is where the ultra-short-term load runs 3 % over the day-ahead one.
    expect(rt.series[0]?.data[8]).toBeCloseTo((da.series[0]?.data[8] ?? 0) * 1.03, 1);
  });
});

describe('fuel price line and type curve', () => {
  it("gives the caller's province the coal line, forecast from the round's month", async () => {
    const rows = await items<{ month: number; name: string; price: number; predictPrice?: number }>(
      'getCoalLine',
      seller({ query: { courseId: w.courseId, roundId: w.roundId } }),
    );
    expect(rows).toHaveLength(12);
    expect(rows[0]).toEqual({ month: 1, name: '山东', price: 860 });
    expect(rows[2]).toEqual({ month: 3, name: '山东', price: 820, predictPrice: 820 });
    const jiangsu = await items<{ price: number; name: string }>(
      'getCoalLine',
      seller({ query: { courseId: w.courseId, bus: '徐州' } }),
    );
    expect(jiangsu[0]).toMatchObject({ name: '江苏', price: 895 });
    const gas = await items('getCoalLine', seller({ query: { courseId: w.courseId, type: 3 } }));
    expect(gas).toEqual([]);
  });

  it('spreads the day by the system load shape with a mean ratio of 1', async () => {
    const rows = await items<{ timeId: number; ratio: number }>(
      'getTypeCurveRatio',
      seller({ query: { courseId: w.courseId } }),
    );
    expect(rows).toHaveLength(96);
    const mean = rows.reduce((s, r) => s + r.ratio, 0) / 96;
    expect(mean).toBeCloseTo(1, 3);
    // Each ratio is the slot's system load over the day's mean load: 00:00 carries 2400 MW.
    const load = await items<{ volume: number }>(
      'getGlobalDemand',
      seller({ query: { roundId: w.roundId } }),
    );
    const meanLoad = load.reduce((s, p) => s + p.volume, 0) / 96;
    expect(rows[0]?.ratio).toBeCloseTo(2400 / meanLoad, 4);
    expect(rows[0]?.ratio).toBe(0.8169);
  });
});

describe('older databases', () => {
  it('gain the interchange plan on the next start, once', async () => {
    await w.db
      .deleteFrom('curve_point')
      .where('kind', 'in', ['interchange', 'load_rt', 'renewable_rt'])
      .execute();
    expect(await seedDemo(w.db)).toBe(false);
    const count = async () =>
      (
        await w.db
          .selectFrom('curve_point')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('kind', '=', 'interchange')
          .executeTakeFirstOrThrow()
      ).n;
    expect(Number(await count())).toBe(192);
    await seedDemo(w.db);
    expect(Number(await count())).toBe(192);
  });
});

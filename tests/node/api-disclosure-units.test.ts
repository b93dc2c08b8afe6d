import * as XLSX from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperationId } from '../../server/http/contract';
import {
  call,
  expectContractOk,
  okItems,
  openApiWorld,
  type ApiWorld,
  type Call,
} from './apiHarness';

// Units and loads against the seeded course: groups, node forecasts, initial states, virtual units,
// typical-day curves, and the disclosure workbook. Hand figures: at 00:00 山东's coal units must give
// 751.30 MW (both at the same utilisation), 江苏's units 1164.91 MW over a 660-2000 MW range; loads
// draw 0.6 of their peak; 青岛's 400 MW of wind gives 183.79 MW.
let w: ApiWorld;
let units: Array<{ id: number; name: string }>;
beforeAll(async () => {
  w = await openApiWorld();
  units = await w.db.selectFrom('generator_unit').select(['id', 'name']).orderBy('id').execute();
}, 120_000);
afterAll(async () => {
  await w.dispose();
});

type Op = OperationId;
const items = <T>(op: Op, c: Call) => okItems<T>(w.app, op, c);
const unitId = (name: string) => units.find((u) => u.name === name)?.id ?? 0;
interface Point {
  timeId: number;
  volume: number;
  upper?: number;
}

describe('groups and node forecasts', () => {
  it("lists a province's generators with node, type and capacity", async () => {
    const rows = await items<Record<string, unknown>>('getGeneratorGroups', {
      token: w.tokens.buyer,
      query: { roundId: w.roundId, province: '32' },
    });
    expect(rows.map((r) => [r.name, r.busName, r.type, r.capacity, r.provinceName])).toEqual([
      ['苏电#1机组', '徐州', 1, 1000, '江苏'],
      ['苏电#2机组', '南京', 1, 350, '江苏'],
      ['宜兴抽蓄水电站', '苏州', 2, 250, '江苏'],
      ['金陵燃机', '南京', 3, 400, '江苏'],
      ['盐城光伏电站', '苏州', 5, 200, '江苏'],
      ['鲁苏集团徐州#1机组', '徐州', 1, 300, '江苏'],
    ]);
  });

  it('gives each load its node forecast, 0.6 of its peak at night', async () => {
    const rows = await items<{ name: string; busName: string; capacity: number; points: Point[] }>(
      'getDemandGroups',
      { token: w.tokens.seller, query: { roundId: w.roundId, province: '37' } },
    );
    expect(rows.map((r) => [r.name, r.busName, r.capacity])).toEqual([
      ['济南工业园区负荷', '济南', 550],
      ['青岛港区负荷', '青岛', 350],
      ['临沂商业负荷', '临沂', 600],
    ]);
    expect(rows[0]?.points[0]).toMatchObject({ volume: 330, upper: 346.5 });
  });

  it('groups wind and solar by node with its forecast', async () => {
    const rows = await items<{ name: string; type?: number; capacity: number; points: Point[] }>(
      'getCleanGeneratorGroups',
      { token: w.tokens.seller, query: { roundId: w.roundId } },
    );
    expect(rows.map((r) => [r.name, r.type, r.capacity])).toEqual([
      ['济南新能源', 5, 300],
      ['青岛新能源', 4, 400],
      ['苏州新能源', 5, 200],
    ]);
    expect(rows[1]?.points[0]?.volume).toBe(183.79);
    expect(rows[0]?.points[0]?.volume).toBe(0);
  });
});

describe('initial states and virtual units', () => {
  it('starts the day from the typical day’s last slot, with hours since the month began', async () => {
    const spot = await w.db
      .selectFrom('round')
      .select('id')
      .where('name', '=', '2026年3月15日日前现货')
      .executeTakeFirstOrThrow();
    const rows = await items<{
      name: string;
      initialOutput: number;
      isOnline: boolean;
      onlineHours: number;
    }>('getGeneratorInfo', {
      token: w.tokens.buyer,
      query: { courseId: w.courseId, roundId: spot.id },
    });
    const row = (name: string) => rows.find((r) => r.name === name);
    // On the 15th a unit that ran all day every day has run 14 × 24 hours; solar is dark since 18:30.
    expect(row('华鲁#1机组')).toMatchObject({ isOnline: true, onlineHours: 336 });
    expect(row('鲁西光伏电站')).toMatchObject({
      initialOutput: 0,
      isOnline: false,
      onlineHours: 5,
    });
    // The coal units of 山东 (华鲁's two and the generation group's) share its need at 23:45:
    // load − renewable − net import.
    const at95 = async (op: 'getGlobalDemand' | 'getGlobalClean') =>
      (
        await items<Point>(op, {
          token: w.tokens.buyer,
          query: { roundId: w.roundId, province: '37' },
        })
      )[95]?.volume ?? 0;
    const plan = await items<{ points: Point[] }>('getProvinceCurves', {
      token: w.tokens.buyer,
      params: { courseId: w.courseId },
    });
    const need =
      (await at95('getGlobalDemand')) -
      (await at95('getGlobalClean')) -
      (plan[0]?.points[95]?.volume ?? 0);
    const output = (name: string) => row(name)?.initialOutput ?? 0;
    expect(output('华鲁#1机组') * 2 + output('鲁苏集团临沂#1机组')).toBeCloseTo(need, 1);
  });

  it('has no virtual units until the course opens them, then one per importing province', async () => {
    const virtual = () =>
      items<{ id: number; name: string; capacity: number; minOutput: number; isVirtual: boolean }>(
        'getVirtualGenerators',
        { token: w.tokens.seller, query: { course: w.courseId } },
      );
    expect(await virtual()).toEqual([]);
    await w.db
      .updateTable('course_argument')
      .set({ value: '1' })
      .where('courseId', '=', w.courseId)
      .where('name', '=', 'IsOpenVirtual')
      .execute();
    const rows = await virtual();
    expect(rows.map((r) => [r.id, r.name, r.capacity, r.minOutput, r.isVirtual])).toEqual([
      [-37, '山东受入电力虚拟机组', 283.23, 0, true],
      [-32, '江苏受入电力虚拟机组', 673.52, 277.62, true],
    ]);
  });
});

describe('typical-day curves of units and loads', () => {
  const mean = (token: string, query: Record<string, number>, op: Op = 'getGeneratorMeanCurve') =>
    items<Point>(op, { token, query: { courseId: w.courseId, ...query } });

  it("sums the caller's own units: 华鲁's two at 山东's utilisation at 00:00, 1200 MW", async () => {
    const own = await mean(w.tokens.seller, {});
    expect(own).toHaveLength(96);
    // (751.30 − 600) / 900 of the way from 240 to 600 MW, twice.
    expect(own[0]).toMatchObject({ volume: 601.04, upper: 1200 });
    expect(await mean(w.tokens.buyer, {})).toEqual([]);
  });

  it('reads any unit of the course: 苏电#1 at 江苏’s utilisation', async () => {
    // (1164.91 − 780) / 1520 of the way from 400 to 1000 MW.
    const one = await mean(w.tokens.seller, { unitId: unitId('苏电#1机组') });
    expect(one[0]?.volume).toBe(551.94);
    const bad = await call(w.app, 'getGeneratorMeanCurve', {
      token: w.tokens.seller,
      query: { courseId: w.courseId, unitId: 999_999 },
    });
    expect(bad.statusCode).toBe(400);
  });

  it("sums a retailer's loads, or reads one load", async () => {
    const own = await mean(w.tokens.buyer, {}, 'getDemandMeanCurve');
    expect(own[0]).toMatchObject({ volume: 540, upper: 567 });
    const demands = await w.db.selectFrom('demand').select(['id', 'name']).execute();
    const suzhou = demands.find((d) => d.name === '苏州园区负荷')?.id ?? 0;
    const one = await mean(w.tokens.buyer, { demandId: suzhou }, 'getDemandMeanCurve');
    expect(one[0]?.volume).toBe(600);
  });

  it('draws a curve per unit asked for, the caller’s own units by default', async () => {
    const own = await items<{ name: string; points: Point[] }>('getGeneratorCurveLine', {
      token: w.tokens.seller,
      query: { sceneId: w.sceneId },
    });
    expect(own.map((c) => c.name)).toEqual(['华鲁#1机组', '华鲁#2机组']);
    const solar = await items<{ name: string; points: Point[] }>('getGeneratorCurveLine', {
      token: w.tokens.seller,
      query: { sceneId: w.sceneId, roundId: w.roundId, unitIds: String(unitId('盐城光伏电站')) },
    });
    expect(solar[0]?.points[0]?.volume).toBe(0);
    expect(solar[0]?.points[48]?.volume).toBe(163.89);
  });
});

describe('the disclosure workbook', () => {
  it('is built on a signed link that needs no token, and refuses a forged one', async () => {
    const { path } = expectContractOk<{ path: string }>(
      'getDisclosureExcelPath',
      await call(w.app, 'getDisclosureExcelPath', {
        token: w.tokens.buyer,
        params: { roundId: w.roundId },
      }),
    );
    const file = await w.app.inject({ url: path });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain(encodeURIComponent('信息披露-'));
    const book = XLSX.read(file.rawPayload, { type: 'buffer' });
    expect(book.SheetNames).toEqual([
      '电网信息',
      '省间通道',
      '发电机组信息',
      '负荷信息',
      '正负备用',
      '系统负荷',
      '新能源出力',
      '外送受入',
      '竞价空间',
      '燃料价格',
    ]);
    const sheet = book.Sheets['电网信息'];
    const rows = sheet ? XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1 }) : [];
    expect(rows[1]).toEqual(['济青线', '济南', '青岛', 0.012, 2000]);
    const reserve = book.Sheets['正负备用'];
    const first = reserve ? XLSX.utils.sheet_to_json<unknown[]>(reserve, { header: 1 })[1] : [];
    expect(first).toEqual(['00:00', 1883.79, 536.21]);
    const forged = await w.app.inject({ url: path.replace(/signature=[^&]+/, 'signature=forged') });
    expect(forged.statusCode).toBe(403);
    const later = await w.app.inject({
      url: path.replace(/expires=\d+/, `expires=${Date.now() + 9e9}`),
    });
    expect(later.statusCode).toBe(403);
  });
});

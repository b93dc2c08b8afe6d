import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../server/domain/db';
import type { OperationId } from '../../server/http/contract';
import { call, okItems, openApiWorld, type ApiWorld, type Call } from './apiHarness';
import { clearJuneBidding, sellerUnitIds } from './centerTradeSteps';

// Holdings from a June centralised-bidding round cleared by hand (uniform price):
// peak (hours 10-12, 14-19)  sells 380×200 (unit A), 420×100 (unit B); buys 450×250
//                             → 250 MWh at (450+420)/2 = 435: unit A 200, unit B 50;
// valley (hours 0-8)          sells 320×90 (unit A); buys 330×90 → 90 MWh at 325.
// Spread over the 9 hours of each segment: unit A 22.2222 MWh in each peak hour, 10 in each valley
// hour; June has 30 days, so 250 / 9 / 30 = 0.93 MW of net contract power in a peak hour.
let w: ApiWorld;
let unitA: number;
let unitB: number;
let juneRound: number;

interface Deal {
  unitId: number;
  unitName: string;
  timeId: number;
  volume: number;
  price: number;
  money: number;
  month?: number;
  day?: number;
}
interface Holding {
  tradeType: number;
  tradeTypeName: string;
  longDealVolumeAndPrice: Deal[];
}

beforeAll(async () => {
  w = await openApiWorld();
  [unitA = 0, unitB = 0] = await sellerUnitIds(w);
  juneRound = await clearJuneBidding(w, unitA, unitB);
}, 120_000);
afterAll(async () => {
  await w.dispose();
});

type Op = OperationId;
const items = <T>(op: Op, c: Call) => okItems<T>(w.app, op, c);
const holdings = (
  token: string,
  enterpriseId: number,
  extra: Record<string, string | number> = {},
) =>
  items<Holding>('getHoldingsByEnterprise', {
    token,
    query: { courseId: w.courseId, enterpriseId, ...extra },
  });
const cell = (h: Holding | undefined, unitId: number, hour: number) =>
  h?.longDealVolumeAndPrice.find((d) => d.unitId === unitId && d.timeId === hour);

describe('holdings of cleared centralised bidding', () => {
  it('gives the generator per unit and hour the volume, average price and turnover, total first', async () => {
    const rows = await holdings(w.tokens.seller, w.sellerId, { month: 6 });
    expect(rows.map((h) => [h.tradeType, h.tradeTypeName])).toEqual([
      [0, '合计'],
      [15, '省内集中竞价'],
    ]);
    const series = rows[1];
    expect(series?.longDealVolumeAndPrice).toHaveLength(48);
    expect(cell(series, unitA, 10)).toEqual({
      unitId: unitA,
      unitName: '华鲁#1机组',
      timeId: 10,
      volume: 22.2222,
      price: 435,
      money: 9666.67,
      month: 6,
    });
    expect(cell(series, unitA, 0)).toMatchObject({ volume: 10, price: 325, money: 3250 });
    expect(cell(series, unitB, 19)).toMatchObject({ volume: 5.5556, price: 435, money: 2416.67 });
    expect(cell(series, unitA, 9)).toMatchObject({ volume: 0, price: 0, money: 0 });
    expect(rows[0]?.longDealVolumeAndPrice).toEqual(series?.longDealVolumeAndPrice);
  });

  it('gives a retailer one trading unit, itself (unit 0: the enterprise as a whole)', async () => {
    const rows = await holdings(w.tokens.buyer, w.buyerId, { month: 6 });
    expect(cell(rows[1], 0, 10)).toMatchObject({
      unitName: '齐鲁售电有限公司',
      volume: 27.7778,
      price: 435,
      money: 12083.33,
    });
  });

  it("narrows to one day's delivery, a month, or a market", async () => {
    const day = await holdings(w.tokens.seller, w.sellerId, { month: 6, day: 5 });
    // A monthly contract delivers a 30th of its volume each day: 22.2222 / 30.
    expect(cell(day[1], unitA, 10)).toMatchObject({
      volume: 0.7407,
      price: 435,
      money: 322.22,
      day: 5,
    });
    // The demo's own March spot day is not June's: April has nothing at all.
    expect(await holdings(w.tokens.seller, w.sellerId, { month: 4 })).toEqual([]);
    const june = (province: string) =>
      holdings(w.tokens.seller, w.sellerId, { month: 6, province });
    expect(await june('-1')).toEqual([]);
    expect(await june('32')).toEqual([]);
    expect(await june('37')).toHaveLength(2);
  });

  it('lets the teacher read any enterprise of the course', async () => {
    expect(await holdings(w.tokens.teacher, w.buyerId, { month: 6 })).toHaveLength(2);
  });
});

describe('net contract power', () => {
  const chart = (extra: Record<string, number>) =>
    items<{ timeId: number; volume: number }>('getLongDealChartData', {
      token: w.tokens.seller,
      query: { courseId: w.courseId, enterpriseId: w.sellerId, ...extra },
    });

  it('averages each hour over the month, in MW (latest month when none is asked)', async () => {
    const rows = await chart({});
    expect(rows).toHaveLength(24);
    expect(rows[10]).toEqual({ timeId: 10, volume: 0.93 });
    expect(rows[0]).toEqual({ timeId: 0, volume: 0.33 });
    expect(rows[9]).toEqual({ timeId: 9, volume: 0 });
    expect((await chart({ unitId: unitA }))[10]?.volume).toBe(0.74);
    expect((await chart({ month: 6, day: 5 }))[10]?.volume).toBe(0.93);
  });

  it("draws a retailer's chart for the one unit its holdings name, itself", async () => {
    const rows = await items<{ timeId: number; volume: number }>('getLongDealChartData', {
      token: w.tokens.buyer,
      query: { courseId: w.courseId, enterpriseId: w.buyerId, unitId: 0 },
    });
    expect(rows).toHaveLength(24);
    // The buyer bought 27.7778 MWh in hour 10 of the 30-day June contract: 0.93 MW each day.
    expect(rows[10]).toEqual({ timeId: 10, volume: 0.93 });
  });

  it("keeps a generator's trades of no unit apart from a unit whose id is the enterprise's", async () => {
    // The demo's first generator and its first unit share id 1: the case the unit 0 is for.
    const sameId = await w.db
      .selectFrom('generator_unit')
      .select('enterpriseId')
      .whereRef('generator_unit.id', '=', 'generator_unit.enterpriseId')
      .executeTakeFirstOrThrow();
    expect(sameId.enterpriseId).toBe(w.sellerId);
    expect(unitA).toBe(w.sellerId);
    // A rolling-matching-like trade of the enterprise as a whole: 36 MWh in the peak segment.
    const extra = await w.db
      .insertInto('clearing_result')
      .values({
        roundId: juneRound,
        enterpriseId: w.sellerId,
        unitId: null,
        direction: 1,
        month: 6,
        timeId: 1,
        volume: 36,
        price: 400,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      const rows = await holdings(w.tokens.seller, w.sellerId, { month: 6 });
      const units = new Map(rows[1]?.longDealVolumeAndPrice.map((d) => [d.unitId, d.unitName]));
      expect([...units]).toEqual([
        [unitA, '华鲁#1机组'],
        [unitB, '华鲁#2机组'],
        [0, '华鲁发电有限公司'],
      ]);
      expect(cell(rows[1], unitA, 10)).toMatchObject({ volume: 22.2222, price: 435 });
      expect(cell(rows[1], 0, 10)).toMatchObject({ volume: 4, price: 400, money: 1600 });
      // 36 MWh over 9 peak hours and 30 days: 0.13 MW in hour 10; unit A keeps its 0.74.
      expect((await chart({ unitId: 0 }))[10]?.volume).toBe(0.13);
      expect((await chart({ unitId: unitA }))[10]?.volume).toBe(0.74);
    } finally {
      await w.db.deleteFrom('clearing_result').where('id', '=', extra.id).execute();
    }
  });

  it('names a unit of the enterprise only', async () => {
    const reply = await call(w.app, 'getLongDealChartData', {
      token: w.tokens.seller,
      query: { courseId: w.courseId, enterpriseId: w.sellerId, unitId: 999_999 },
    });
    expect(reply.statusCode).toBe(400);
  });
});

describe('volume limits', () => {
  const limits = (token: string, query: Record<string, string | number>) =>
    items<Record<string, unknown>>('getVolumeLimits', {
      token,
      query: { roundId: w.roundId, ...query },
    });

  it('gives the seller what it may still sell and the buyer what it may still buy', async () => {
    // 华鲁: 1200 MW × 0.75 available × 9 peak hours × 31 days × 0.7 contract share.
    const sell = await limits(w.tokens.seller, {});
    expect(sell.map((r) => [r.objId, r.upper, r.maxSell, r.maxBuy, r.direction])).toEqual([
      [1, 175770, 175770, null, 1],
      [2, 117180, 117180, null, 1],
      [3, 175770, 175770, null, 1],
    ]);
    // 齐鲁: (294624 + 187488) MWh a month × 9 / 24 of the hours × 0.7.
    const buy = await limits(w.tokens.buyer, {});
    expect(buy[0]).toMatchObject({ objId: 1, upper: 126554.4, maxBuy: 126554.4, maxSell: null });
  });

  it('is empty for another province, another month, or the teacher without an enterprise', async () => {
    expect(await limits(w.tokens.seller, { provinceId: '32' })).toEqual([]);
    expect(await limits(w.tokens.seller, { month: 4 })).toEqual([]);
    expect(await limits(w.tokens.teacher, {})).toEqual([]);
    expect(await limits(w.tokens.teacher, { enterpriseId: w.sellerId })).toHaveLength(3);
  });
});

describe('settlement months', () => {
  const months = (token: string, enterpriseId?: number) =>
    items<{ year: number; month: number }>('getSettlementMonths', {
      token,
      params: { courseId: w.courseId },
      ...(enterpriseId === undefined ? {} : { query: { enterpriseId } }),
    });

  it('is empty until a settlement is generated, then lists the enterprise’s own months', async () => {
    expect(await months(w.tokens.seller, w.sellerId)).toEqual([]);
    await w.db
      .insertInto('settlement_month')
      .values([
        {
          courseId: w.courseId,
          enterpriseId: w.sellerId,
          year: 2026,
          month: 3,
          creationTime: nowIso(),
        },
        {
          courseId: w.courseId,
          enterpriseId: w.buyerId,
          year: 2026,
          month: 4,
          creationTime: nowIso(),
        },
      ])
      .execute();
    // Each month names the enterprises settled in it: a trainee only ever sees its own.
    expect(await months(w.tokens.seller)).toEqual([
      { year: 2026, month: 3, enterpriseIds: [w.sellerId] },
    ]);
    expect(await months(w.tokens.teacher)).toEqual([
      { year: 2026, month: 3, enterpriseIds: [w.sellerId] },
      { year: 2026, month: 4, enterpriseIds: [w.buyerId] },
    ]);
    expect(await months(w.tokens.teacher, w.buyerId)).toEqual([
      { year: 2026, month: 4, enterpriseIds: [w.buyerId] },
    ]);
  });
});

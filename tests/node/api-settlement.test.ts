import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperationId } from '../../server/http/contract';
import {
  call,
  expectAbpError,
  expectContractOk,
  okItems,
  openApiWorld,
  type ApiWorld,
  type Call,
} from './apiHarness';
import {
  clearJuneBidding,
  openMonthlyRound,
  openNewRound,
  sellerUnitIds,
} from './centerTradeSteps';

// June: the hand-computed centralised bidding of centerTradeSteps.ts (uniform price): the seller
// sells 200 MWh (unit A) and 50 (unit B) in the peak at 435, 90 (unit A) in the valley at 325; the
// retailer buys 340. No spot in June, so the rest of the metered energy settles at the province's
// contract average, (250 × 435 + 90 × 325) / 340 = 405.88; the assessment's own cases are in the
// engine's tests (server/market/settlement).
// August: day-ahead spot at 300 (every hour's reference price) and a 90 MWh peak contract at 400.
let w: ApiWorld;
let unitA: number;
let unitB: number;

interface Row {
  enterpriseId: number;
  unitId: number | null;
  unitName: string | null;
  year: number;
  month: number;
  itemName: string;
  volume: number;
  price: number;
  money: number;
}
interface Detail {
  unitId: number;
  day: number;
  timeId: number;
  contractVolume: number;
  daVolume: number;
  rtVolume: number;
  rtPrice: number;
  deviationPenalty: number;
  money: number;
}
interface Chart {
  xAxis: string[];
  series: Array<{ name: string; unit?: string; data: number[] }>;
}

const contractAverage = (250 * 435 + 90 * 325) / 340;

beforeAll(async () => {
  w = await openApiWorld();
  [unitA = 0, unitB = 0] = await sellerUnitIds(w);
  await clearJuneBidding(w, unitA, unitB);
  await augustWithSpot();
}, 120_000);
afterAll(async () => {
  await w.dispose();
});

/** August's cleared rows, written as the engines store them (the engines have their own tests). */
async function augustWithSpot(): Promise<void> {
  const bidding = await openNewRound(w, {
    name: '2026年8月集中竞价',
    type: 15,
    cycle: 1,
    year: 2026,
    month: 8,
  });
  const spot = await openNewRound(w, {
    name: '2026年8月10日日前现货',
    type: 11,
    cycle: 3,
    year: 2026,
    month: 8,
    day: 10,
  });
  await w.db.updateTable('round').set({ status: 3 }).where('id', 'in', [bidding, spot]).execute();
  // An unpublished round of the month neither blocks its settlement nor shows its name.
  const hidden = await openNewRound(w, {
    name: '2026年8月未发布轮次',
    type: 15,
    cycle: 1,
    year: 2026,
    month: 8,
  });
  await w.db.updateTable('round').set({ status: 0, isHide: 1 }).where('id', '=', hidden).execute();
  const row = (
    roundId: number,
    enterpriseId: number,
    unitId: number | null,
    direction: number,
  ) => ({ roundId, enterpriseId, unitId, direction, month: 8 });
  await w.db
    .insertInto('clearing_result')
    .values([
      { ...row(bidding, w.sellerId, unitA, 1), timeId: 1, volume: 90, price: 400 },
      { ...row(bidding, w.buyerId, null, 0), timeId: 1, volume: 90, price: 400 },
      { ...row(spot, w.sellerId, unitA, 1), timeId: 10, volume: 50, price: 300 },
      { ...row(spot, w.buyerId, null, 0), timeId: 10, volume: 50, price: 300 },
    ])
    .execute();
}

const items = <T>(op: OperationId, c: Call) => okItems<T>(w.app, op, c);
const settle = (token: string, enterpriseId: number, month: number) =>
  call(w.app, 'executeSettlementByTeach', {
    token,
    body: { courseId: w.courseId, enterpriseId, year: 2026, month },
  });
const report = (
  op: 'getGeneratorSettlement' | 'getDemandSettlement',
  token: string,
  query: Record<string, number>,
) => items<Row>(op, { token, query: { courseId: w.courseId, ...query } });
const line = (rows: Row[], unitId: number | null, item: string) =>
  rows.find((r) => r.unitId === unitId && r.itemName === item);
const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

describe('before a month is settled', () => {
  it('reports nothing, and no settled month', async () => {
    expect(
      await report('getGeneratorSettlement', w.tokens.seller, { enterpriseId: w.sellerId }),
    ).toEqual([]);
    const months = await items('getSettlementMonths', {
      token: w.tokens.seller,
      params: { courseId: w.courseId },
      query: { enterpriseId: w.sellerId },
    });
    expect(months).toEqual([]);
  });

  it('refuses a month without rounds, and one whose rounds still take declarations', async () => {
    expect(expectAbpError(await settle(w.tokens.seller, w.sellerId, 2), 400).message).toBe(
      '2026年2月没有交易轮次，无法结算',
    );
    await openMonthlyRound(w, '2026年7月省内集中竞价', 7);
    expect(expectAbpError(await settle(w.tokens.seller, w.sellerId, 7), 400).message).toBe(
      '2026年7月仍有正在申报的交易轮次：2026年7月省内集中竞价',
    );
  });

  it('lets a trainee settle only their own enterprise, and only the teacher the course', async () => {
    // An action, not a read: the refusal says what may be done, not 只能查看本企业的数据.
    expect(expectAbpError(await settle(w.tokens.seller, w.buyerId, 6), 403).message).toBe(
      '只能结算本企业的报告',
    );
    const course = await call(w.app, 'settleCourse', {
      token: w.tokens.seller,
      params: { courseId: w.courseId },
      body: { year: 2026, month: 6 },
    });
    expect(course.statusCode).toBe(403);
  });
});

describe('a month without spot: contracts at their price, deviation and its assessment', () => {
  let rows: Row[];
  beforeAll(async () => {
    const run = expectContractOk<{ enterpriseCount: number }>(
      'executeSettlementByTeach',
      await settle(w.tokens.seller, w.sellerId, 6),
    );
    expect(run.enterpriseCount).toBe(1);
    // A trainee's own run settles the month for one enterprise only, which the teacher sees.
    const months = await items('getSettlementMonths', {
      token: w.tokens.teacher,
      params: { courseId: w.courseId },
    });
    expect(months).toEqual([{ year: 2026, month: 6, enterpriseIds: [w.sellerId] }]);
    rows = await report('getGeneratorSettlement', w.tokens.seller, { year: 2026, month: 6 });
  });

  it('pays each unit its cleared contracts', () => {
    expect(line(rows, unitA, '省内集中竞价')).toMatchObject({
      volume: 290,
      money: 116_250,
      price: 400.86,
    });
    expect(line(rows, unitB, '省内集中竞价')).toMatchObject({
      volume: 50,
      money: 21_750,
      price: 435,
    });
  });

  it("settles the rest of the metered energy at the province's contract average", () => {
    for (const unit of [unitA, unitB]) {
      const contracts = line(rows, unit, '省内集中竞价')?.volume ?? 0;
      const metered = line(rows, unit, '合计')?.volume ?? 0;
      const deviation = line(rows, unit, '偏差电量');
      expect(deviation?.volume).toBeCloseTo(metered - contracts, 1);
      expect(deviation?.price).toBeCloseTo(contractAverage, 2);
      // The demo's real-time curves stay within 3 % of the forecast that planned the units.
      expect(line(rows, unit, '偏差考核')).toMatchObject({ volume: 0, money: 0 });
    }
  });

  it('totals each unit and all units, with the operating cost and profit', () => {
    for (const unit of [unitA, unitB, null]) {
      const own = rows.filter((r) => r.unitId === unit);
      const items = own.filter((r) => !['合计', '发电成本', '利润'].includes(r.itemName));
      expect(line(rows, unit, '合计')?.money).toBeCloseTo(sum(items.map((r) => r.money)), 1);
      const profit =
        (line(rows, unit, '合计')?.money ?? 0) - (line(rows, unit, '发电成本')?.money ?? 0);
      expect(line(rows, unit, '利润')?.money).toBeCloseTo(profit, 1);
    }
    expect(line(rows, null, '省内集中竞价')).toMatchObject({
      unitName: '全部机组',
      volume: 340,
      money: 138_000,
    });
    expect(line(rows, null, '合计')?.money).toBeCloseTo(
      (line(rows, unitA, '合计')?.money ?? 0) + (line(rows, unitB, '合计')?.money ?? 0),
      1,
    );
  });

  it("details each slot of the month, adding up to the unit's total", async () => {
    const all = await items<Detail>('getGeneratorSettlementDetails', {
      token: w.tokens.seller,
      query: { courseId: w.courseId, year: 2026, month: 6, unitId: unitA },
    });
    expect(all).toHaveLength(30 * 96);
    expect(sum(all.map((d) => d.money))).toBeCloseTo(line(rows, unitA, '合计')?.money ?? 0, -1);
    expect(sum(all.map((d) => d.contractVolume))).toBeCloseTo(290, 1);
    // Peak hour 10 delivers 200 MWh / 9 hours / 30 days, a quarter in each slot.
    const slot = all.find((d) => d.day === 5 && d.timeId === 40);
    expect(slot?.contractVolume).toBeCloseTo(200 / 9 / 30 / 4, 3);
    const day = await items<Detail>('getGeneratorSettlementDetails', {
      token: w.tokens.seller,
      query: { courseId: w.courseId, year: 2026, month: 6, day: 5 },
    });
    expect(day).toHaveLength(2 * 96);
    expect(new Set(day.map((d) => d.day))).toEqual(new Set([5]));
  });

  it('charts the money by day and by unit', async () => {
    const q = { courseId: w.courseId, year: 2026, month: 6 };
    const daily = expectContractOk<Chart>(
      'getGeneratorSettlementChart',
      await call(w.app, 'getGeneratorSettlementChart', { token: w.tokens.seller, query: q }),
    );
    expect(daily.xAxis).toHaveLength(30);
    expect(daily.xAxis[0]).toBe('6月1日');
    expect(daily.series.map((s) => s.name)).toEqual(['中长期合约', '偏差', '合计']);
    const total = daily.series.find((s) => s.name === '合计')?.data ?? [];
    expect(sum(total)).toBeCloseTo(line(rows, null, '合计')?.money ?? 0, -1);
    const byUnit = expectContractOk<Chart>(
      'getGeneratorSettlementChartByEnterprise',
      await call(w.app, 'getGeneratorSettlementChartByEnterprise', {
        token: w.tokens.seller,
        query: { ...q, enterpriseId: w.sellerId },
      }),
    );
    expect(byUnit.xAxis).toEqual(['华鲁#1机组', '华鲁#2机组']);
    expect(byUnit.series.map((s) => s.name)).toEqual(['结算电费', '发电成本', '利润']);
  });

  it("keeps the retailer's report to the teacher's run and its own reader", async () => {
    expect(await report('getDemandSettlement', w.tokens.buyer, {})).toEqual([]);
    const other = await call(w.app, 'getDemandSettlement', {
      token: w.tokens.seller,
      query: { courseId: w.courseId, enterpriseId: w.buyerId },
    });
    expect(expectAbpError(other, 403).message).toBe('只能查看本企业的数据');
    const run = expectContractOk<{ enterpriseCount: number }>(
      'settleCourse',
      await call(w.app, 'settleCourse', {
        token: w.tokens.teacher,
        params: { courseId: w.courseId },
        body: { year: 2026, month: 6 },
      }),
    );
    const enterprises = await w.db
      .selectFrom('enterprise')
      .select('id')
      .where('courseId', '=', w.courseId)
      .execute();
    expect(run.enterpriseCount).toBe(enterprises.length);
    // The teacher's months count every enterprise settled: here all of them.
    const months = await items<{ month: number; enterpriseIds: number[] }>('getSettlementMonths', {
      token: w.tokens.teacher,
      params: { courseId: w.courseId },
    });
    const june = months.find((m) => m.month === 6);
    expect([...(june?.enterpriseIds ?? [])].sort()).toEqual(enterprises.map((e) => e.id).sort());
    const bought = await report('getDemandSettlement', w.tokens.buyer, {});
    expect(line(bought, null, '省内集中竞价')).toMatchObject({ volume: 340, money: 138_000 });
    // A retailer pays the assessment: it adds to the total, and there is no cost or profit.
    expect(line(bought, null, '偏差考核')?.money).toBeGreaterThanOrEqual(0);
    expect(line(bought, null, '利润')).toBeUndefined();
  });

  it("opens the paper's settlement questions and adds one on the month's total, once", async () => {
    const questions = () =>
      w.db
        .selectFrom('course_question')
        .innerJoin('question', 'question.id', 'course_question.questionId')
        .innerJoin('users', 'users.id', 'course_question.userId')
        .select(['question.name', 'question.answer', 'course_question.answerCount'])
        .where('users.userName', '=', 'trainee1')
        .where('question.category', '=', 6)
        .execute();
    const stem =
      '<p>根据结算报告，你企业2026年6月全部机组的合计结算收入是多少元？（保留2位小数）</p>';
    const total = line(rows, null, '合计')?.money ?? 0;
    const own = (await questions()).filter((q) => q.name === stem);
    expect(own).toEqual([{ name: stem, answer: String(total), answerCount: 1 }]);
    // The bank's settlement questions waited for this stage (answerCount 0 until now).
    expect((await questions()).length).toBeGreaterThan(1);
    expect((await questions()).every((q) => q.answerCount === 1)).toBe(true);
    expectContractOk('executeSettlementByTeach', await settle(w.tokens.seller, w.sellerId, 6));
    expect((await questions()).filter((q) => q.name === stem)).toHaveLength(1);
  });

  it('names the other report when asked for the wrong side', async () => {
    const reply = await call(w.app, 'getGeneratorSettlement', {
      token: w.tokens.teacher,
      query: { courseId: w.courseId, enterpriseId: w.buyerId },
    });
    expect(expectAbpError(reply, 400).message).toMatch(/不是发电企业，请查看售电结算报告$/);
  });
});

describe('a month with spot: contracts for difference', () => {
  it('pays day-ahead at its price, the rest at the reference price and the contract difference', async () => {
    expectContractOk('executeSettlementByTeach', await settle(w.tokens.teacher, w.sellerId, 8));
    const rows = await report('getGeneratorSettlement', w.tokens.seller, { year: 2026, month: 8 });
    expect(line(rows, unitA, '省内集中竞价差价合约')).toMatchObject({
      volume: 90,
      money: 9_000,
      price: 100,
    });
    expect(line(rows, unitA, '省内现货')).toMatchObject({ volume: 50, money: 15_000, price: 300 });
    const metered = line(rows, unitA, '合计')?.volume ?? 0;
    expect(line(rows, unitA, '实时偏差电量')?.volume).toBeCloseTo(metered - 50, 1);
    expect(line(rows, unitA, '偏差考核')).toBeUndefined();
    // 15,000 + (metered − 50) × 300 + 9,000 = 9,000 + 300 × metered
    expect(line(rows, unitA, '合计')?.money).toBeCloseTo(9_000 + 300 * metered, -1);
  });
});

describe('a course that hides settlement', () => {
  it('shows its trainees no report, and its teacher all', async () => {
    await w.db
      .updateTable('course')
      .set({ isHideSettlement: 1 })
      .where('id', '=', w.courseId)
      .execute();
    try {
      const reply = await call(w.app, 'getGeneratorSettlement', {
        token: w.tokens.seller,
        query: { courseId: w.courseId },
      });
      expect(expectAbpError(reply, 403).message).toBe('本课程不开放结算报告');
      const rows = await report('getGeneratorSettlement', w.tokens.teacher, {
        year: 2026,
        month: 6,
      });
      expect(rows.length).toBeGreaterThan(0);
    } finally {
      await w.db
        .updateTable('course')
        .set({ isHideSettlement: 0 })
        .where('id', '=', w.courseId)
        .execute();
    }
  });
});

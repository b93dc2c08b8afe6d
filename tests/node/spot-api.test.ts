// Day-ahead spot at the API: declarations with the section 5 rules and who may see them, the teacher's
// steps (pre-clearing, inter-provincial, formal, publish) running in the worker thread, readiness codes,
// and results a trainee sees only for their own units after publication.
//
// Hand-checked case on the demo grid: the seller (trainee1) offers its first unit entirely at the price
// cap and its second entirely at the floor (0 元/MWh). While no bus price reaches the cap, the first runs
// exactly at its minimum output (without SCUC every unit is committed) and, while prices stay above 0,
// the second at its capacity in every slot. Each row's price is the LMP of the unit's bus.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  expectAbpError,
  expectContractOk,
  okItems,
  openApiWorld,
  type ApiWorld,
} from './apiHarness';
import { buildApp } from '../../server/app';
import { sellerUnitIds } from './centerTradeSteps';
import { openSpotRound, waitForSpotStage } from './spotSteps';

let w: ApiWorld;
let roundId: number;
let unitA: number;
let unitB: number;
let units: Map<number, { name: string; capacityMw: number; minMw: number }>;
let demandId: number;

interface Explanation {
  stage: string;
  reason: string;
  volume: number;
  explanation: string;
  dayAmount: number;
  meritOrder: Array<{
    rank: number;
    price: number;
    own: boolean;
    marginal: boolean;
    unitName: string | null;
  }>;
}

beforeAll(async () => {
  w = await openApiWorld();
  [unitA = 0, unitB = 0] = await sellerUnitIds(w);
  const rows = await w.db
    .selectFrom('generator_unit')
    .select(['id', 'name', 'capacityMw', 'minMw'])
    .execute();
  units = new Map(rows.map((u) => [u.id, u]));
  demandId = (
    await w.db
      .selectFrom('demand')
      .select('id')
      .where('enterpriseId', '=', w.buyerId)
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;
  roundId = await openSpotRound(w, 1);
}, 60_000);
afterAll(async () => {
  await w.dispose();
});

const offer = (unitId: number, steps: Array<{ volume: number; price: number }>) => ({
  roundId,
  unitId,
  steps,
});
const submit = (token: string, body: unknown) =>
  call(w.app, 'submitDayAheadOffer', { token, body });

/** Polls a readiness call until its code leaves 2 (being generated). */
async function settle(
  operationId: 'getSpotReadiness' | 'getProvincialSpotStatus',
  token: string,
): Promise<number> {
  for (let i = 0; i < 300; i++) {
    const { code } = expectContractOk<{ code: number }>(
      operationId,
      await call(w.app, operationId, { token, params: { roundId } }),
    );
    if (code !== 2) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('clearing did not finish');
}

describe('day-ahead declarations', () => {
  it('asks for a token (401) and an enrolment in the course (403)', async () => {
    expectAbpError(await call(w.app, 'getDayAheadOffers', { query: { roundId } }), 401);
    expectAbpError(
      await call(w.app, 'getDayAheadOffers', { token: w.tokens.outsider, query: { roundId } }),
      403,
    );
    expectAbpError(
      await submit(w.tokens.outsider, offer(unitA, [{ volume: 10, price: 300 }])),
      403,
    );
  });

  it('rejects offers that break the section 5 rules with a Chinese message', async () => {
    const cap = units.get(unitA)?.capacityMw ?? 0;
    const cases: Array<[Array<{ volume: number; price: number }>, string]> = [
      [
        [
          { volume: 100, price: 300 },
          { volume: 200, price: 250 },
        ],
        '各段报价应逐段递增或持平',
      ],
      [
        [
          { volume: 100, price: 300 },
          { volume: 100, price: 350 },
        ],
        '各段出力应逐段递增',
      ],
      [[{ volume: 100, price: 1500.5 }], '申报价格最大值为1500元/MWh'],
      [[{ volume: 100, price: -1 }], '申报价格最小值为0元/MWh'],
      [[{ volume: 100, price: 300.1234 }], '注意保留3位小数'],
      [[{ volume: 100.123, price: 300 }], '注意保留2位小数'],
      // A unit's MW is its output, not a load.
      [[{ volume: cap + 1, price: 300 }], `申报最大出力为${cap}MW`],
    ];
    for (const [steps, message] of cases) {
      expect(expectAbpError(await submit(w.tokens.seller, offer(unitA, steps)), 400).message).toBe(
        message,
      );
    }
    const eleven = Array.from({ length: 11 }, (_, i) => ({ volume: 10 * (i + 1), price: 300 }));
    expectAbpError(await submit(w.tokens.seller, offer(unitA, eleven)), 400);
  });

  it("refuses a curve that ends below the unit's minimum output, naming the unit and the times", async () => {
    const unit = units.get(unitA);
    const pmin = unit?.minMw ?? 0;
    expect(pmin).toBeGreaterThan(100);
    const short = await submit(w.tokens.seller, offer(unitA, [{ volume: 100, price: 350 }]));
    const error = expectAbpError(short, 400);
    expect(error.message).toBe(
      `${unit?.name} 00:00–24:00 报价段末出力应不低于最小技术出力${pmin}MW`,
    );
    expect(error.members).toEqual(['steps[0].volume']);
    // Per time range: the range whose curve ends short is named by its times.
    const ranged = {
      roundId,
      unitId: unitA,
      ranges: [
        { startTimeId: 0, endTimeId: 39, steps: [{ volume: pmin, price: 300 }] },
        {
          startTimeId: 40,
          endTimeId: 95,
          steps: [
            { volume: 50, price: 300 },
            { volume: pmin - 1, price: 320 },
          ],
        },
      ],
    };
    const rangedError = expectAbpError(await submit(w.tokens.seller, ranged), 400);
    expect(rangedError.message).toBe(
      `${unit?.name} 10:00–24:00 报价段末出力应不低于最小技术出力${pmin}MW`,
    );
    expect(rangedError.members).toEqual(['ranges[1].steps[1].volume']);
    // Exactly Pmin is enough.
    expectContractOk(
      'submitDayAheadOffer',
      await submit(w.tokens.seller, offer(unitA, [{ volume: pmin, price: 350 }])),
    );
  });

  it('lets a seller offer only its own units, and never the teacher', async () => {
    const other = [...units.keys()].find((id) => id !== unitA && id !== unitB) ?? 0;
    expect(
      expectAbpError(await submit(w.tokens.seller, offer(other, [{ volume: 10, price: 300 }])), 403)
        .message,
    ).toBe('只能申报本企业的机组');
    expectAbpError(await submit(w.tokens.teacher, offer(unitA, [{ volume: 10, price: 300 }])), 403);
  });

  it('stores the hand-checked offers and shows them to their owner and the teacher only', async () => {
    const a = units.get(unitA);
    const b = units.get(unitB);
    expectContractOk(
      'submitDayAheadOffer',
      await submit(w.tokens.seller, offer(unitA, [{ volume: a?.capacityMw ?? 0, price: 1500 }])),
    );
    expectContractOk(
      'submitDayAheadOffer',
      await submit(w.tokens.seller, offer(unitB, [{ volume: b?.capacityMw ?? 0, price: 0 }])),
    );
    const own = await okItems<{ unitId: number; steps: unknown[] }>(w.app, 'getDayAheadOffers', {
      token: w.tokens.seller,
      query: { roundId },
    });
    expect(own.map((o) => o.unitId)).toEqual([unitA, unitB]);
    expect(
      await okItems(w.app, 'getDayAheadOffers', { token: w.tokens.buyer, query: { roundId } }),
    ).toEqual([]);
    expectAbpError(
      await call(w.app, 'getDayAheadOffers', {
        token: w.tokens.buyer,
        query: { roundId, enterpriseId: w.sellerId },
      }),
      403,
    );
    expect(
      await okItems(w.app, 'getDayAheadOffers', { token: w.tokens.teacher, query: { roundId } }),
    ).toHaveLength(2);
  });

  it('takes a buyer bid of 96 points and rejects an incomplete one', async () => {
    const points = Array.from({ length: 96 }, (_, timeId) => ({ timeId, volume: 100 }));
    const body = { roundId, demandId, points };
    expectContractOk(
      'submitDayAheadDemandBid',
      await call(w.app, 'submitDayAheadDemandBid', { token: w.tokens.buyer, body }),
    );
    const short = { ...body, points: points.slice(1) };
    expect(
      expectAbpError(
        await call(w.app, 'submitDayAheadDemandBid', { token: w.tokens.buyer, body: short }),
        400,
      ).message,
    ).toBe('负荷申报须包含96个时段，每个时段一次');
    expectAbpError(
      await call(w.app, 'submitDayAheadDemandBid', { token: w.tokens.seller, body }),
      403,
    );
    const bids = await okItems<{ demandId: number }>(w.app, 'getDayAheadDemandBids', {
      token: w.tokens.buyer,
      query: { roundId },
    });
    expect(bids.map((b) => b.demandId)).toEqual([demandId]);
  });
});

describe("the teacher's declaration status", () => {
  it("counts the seller's day-ahead offers and the buyer's load bid as declarations", async () => {
    const rows = await okItems<{
      enterpriseId: number;
      isPrice: boolean;
      declaredAt: string | null;
    }>(w.app, 'getDeclarationStatus', { token: w.tokens.teacher, params: { id: roundId } });
    const declared = rows.filter((r) => r.isPrice).map((r) => r.enterpriseId);
    expect(declared.sort((a, b) => a - b)).toEqual([w.sellerId, w.buyerId].sort((a, b) => a - b));
    expect(rows.find((r) => r.enterpriseId === w.buyerId)?.declaredAt).toBeTruthy();
  });
});

describe("the enterprise choice's unit tags", () => {
  type Unit = { unitId: number; isPrice?: boolean };
  type Listed = { id: number; simpleGens?: Unit[]; simpleDemands?: Unit[] };
  const listed = (token: string, withRound: boolean) =>
    okItems<Listed>(w.app, 'getCourseEnterprises', {
      token,
      query: { courseId: w.courseId, ...(withRound ? { roundId } : {}) },
    });

  it("marks each of the caller's own units and loads declared or not in the round asked about", async () => {
    const [seller] = await listed(w.tokens.seller, true);
    const declared = (seller?.simpleGens ?? []).filter((u) => u.isPrice).map((u) => u.unitId);
    expect(declared.sort((a, b) => a - b)).toEqual([unitA, unitB].sort((a, b) => a - b));
    const [buyer] = await listed(w.tokens.buyer, true);
    const loads = buyer?.simpleDemands ?? [];
    expect(loads.find((d) => d.unitId === demandId)?.isPrice).toBe(true);
    expect(loads.filter((d) => d.unitId !== demandId).every((d) => d.isPrice === false)).toBe(true);
    // The teacher sees every enterprise: the others' units have declared nothing.
    const all = await listed(w.tokens.teacher, true);
    const others = all.filter((e) => e.id !== w.sellerId && e.id !== w.buyerId);
    expect(others.flatMap((e) => e.simpleGens ?? []).some((u) => u.isPrice !== false)).toBe(false);
    // Without a round there is nothing to say.
    const [plain] = await listed(w.tokens.seller, false);
    expect(plain?.simpleGens?.every((u) => u.isPrice === undefined)).toBe(true);
  });
});

describe('day-ahead clearing steps and results', () => {
  it('reports nothing before clearing: readiness 3, empty results, no pre-clearing', async () => {
    const ready = expectContractOk<{ code: number }>(
      'getSpotReadiness',
      await call(w.app, 'getSpotReadiness', { token: w.tokens.seller, params: { roundId } }),
    );
    expect(ready.code).toBe(3);
    expect(
      await okItems(w.app, 'getDayAheadResults', { token: w.tokens.seller, query: { roundId } }),
    ).toEqual([]);
    const pre = await call(w.app, 'getPreClearingResult', {
      token: w.tokens.seller,
      params: { roundId },
    });
    expect(expectContractOk('getPreClearingResult', pre)).toBeNull();
  });

  it('lets only the teacher run a stage, the formal clearing only after declaration stops, and the session only after pre-clearing', async () => {
    expectAbpError(
      await call(w.app, 'runSpotClearingStage', {
        token: w.tokens.seller,
        params: { id: roundId, stage: 'pre' },
      }),
      403,
    );
    expectAbpError(
      await call(w.app, 'runSpotClearingStage', { params: { id: roundId, stage: 'pre' } }),
      401,
    );
    expect(
      expectAbpError(
        await call(w.app, 'runSpotClearingStage', {
          token: w.tokens.teacher,
          params: { id: roundId, stage: 'formal' },
        }),
        400,
      ).message,
    ).toBe('请先停止申报，再执行正式出清');
    // The trading day's order: provincial pre-clearing, then the inter-provincial session.
    expect(
      expectAbpError(
        await call(w.app, 'runSpotClearingStage', {
          token: w.tokens.teacher,
          params: { id: roundId, stage: 'interProvincial' },
        }),
        400,
      ).message,
    ).toBe('请先完成预出清，再执行省间现货出清');
    const stored = await w.db
      .selectFrom('spot_clearing')
      .select('stage')
      .where('roundId', '=', roundId)
      .execute();
    expect(stored).toEqual([]);
  });

  it('runs pre-clearing in the background and shows the seller its own units', async () => {
    const started = expectContractOk<{ code: number }>(
      'runSpotClearingStage',
      await call(w.app, 'runSpotClearingStage', {
        token: w.tokens.teacher,
        params: { id: roundId, stage: 'pre' },
      }),
    );
    expect(started.code).toBe(2);
    // Other calls are answered while the worker clears.
    expectContractOk(
      'getDayAheadOffers',
      await call(w.app, 'getDayAheadOffers', { token: w.tokens.seller, query: { roundId } }),
    );
    await waitForSpotStage(w, roundId, 'pre');
    const pre = expectContractOk<{ rows: Array<{ unitId: number; volume: number }> }>(
      'getPreClearingResult',
      await call(w.app, 'getPreClearingResult', { token: w.tokens.seller, params: { roundId } }),
    );
    expect(new Set(pre.rows.map((r) => r.unitId))).toEqual(new Set([unitA, unitB]));
    expect(pre.rows).toHaveLength(2 * 96);
  });

  it("shows the teacher each stage's state, times and failure reason, and no one else", async () => {
    type Stage = {
      stage: string;
      state: number;
      message: string | null;
      solveMs: number | null;
      blockedBy: string | null;
    };
    const stages = async () =>
      expectContractOk<{ items: Stage[] }>(
        'getSpotClearingStages',
        await call(w.app, 'getSpotClearingStages', {
          token: w.tokens.teacher,
          params: { id: roundId },
        }),
      ).items;
    expectAbpError(
      await call(w.app, 'getSpotClearingStages', {
        token: w.tokens.seller,
        params: { id: roundId },
      }),
      403,
    );
    expectAbpError(await call(w.app, 'getSpotClearingStages', { params: { id: roundId } }), 401);
    const [pre, inter, formal] = await stages();
    expect(pre).toMatchObject({ stage: 'pre', state: 1, message: null, blockedBy: null });
    expect(pre?.solveMs).toBeGreaterThanOrEqual(0);
    // Pre-clearing is ready, so the session may run; the formal clearing waits for declaration to
    // stop (the page shows these words: the server is their one source).
    expect(inter).toMatchObject({
      stage: 'interProvincial',
      state: 0,
      message: null,
      solveMs: null,
      blockedBy: null,
    });
    expect(formal).toMatchObject({
      stage: 'formal',
      state: 0,
      blockedBy: '请先停止申报，再执行正式出清',
    });
    // A failed run leaves the stage not generated with its reason, as the worker records it.
    await w.db
      .insertInto('spot_clearing')
      .values({
        roundId,
        stage: 'interProvincial',
        state: 0,
        startedAt: new Date().toISOString(),
        message: '出清模型无解，请检查场景数据与报价',
      })
      .execute();
    expect((await stages())[1]).toMatchObject({
      state: 0,
      message: '出清模型无解，请检查场景数据与报价',
    });
    await w.db
      .deleteFrom('spot_clearing')
      .where('roundId', '=', roundId)
      .where('stage', '=', 'interProvincial')
      .execute();
  });

  it("explains a unit's pre-clearing slot from its own steps only (others stay hidden before publishing)", async () => {
    const explained = expectContractOk<Explanation>(
      'getSpotDispatchExplanation',
      await call(w.app, 'getSpotDispatchExplanation', {
        token: w.tokens.seller,
        query: { roundId, unitId: unitB, timeId: 10 },
      }),
    );
    expect(explained.stage).toBe('pre');
    expect(explained.meritOrder.length).toBeGreaterThan(0);
    expect(explained.meritOrder.every((s) => s.own && s.unitName !== null)).toBe(true);
    // Ranks count own steps only, so they tell nothing about the other offers.
    expect(explained.meritOrder.map((s) => s.rank)).toEqual(
      explained.meritOrder.map((_, i) => i + 1),
    );
    // The buyer may not ask about the seller's unit; without a token nobody may.
    expectAbpError(
      await call(w.app, 'getSpotDispatchExplanation', {
        token: w.tokens.buyer,
        query: { roundId, unitId: unitB, timeId: 10 },
      }),
      403,
    );
    expectAbpError(
      await call(w.app, 'getSpotDispatchExplanation', {
        query: { roundId, unitId: unitB, timeId: 10 },
      }),
      401,
    );
    expectAbpError(
      await call(w.app, 'getSpotDispatchExplanation', {
        token: w.tokens.seller,
        query: { roundId, unitId: unitB, timeId: 96 },
      }),
      400,
    );
  });

  it('clears inter-provincially over the channels and reports path flows within their limits', async () => {
    await call(w.app, 'stopQuotation', { token: w.tokens.teacher, body: { roundId } });
    // Declaration has stopped, but the formal clearing still follows the session.
    expect(
      expectAbpError(
        await call(w.app, 'runSpotClearingStage', {
          token: w.tokens.teacher,
          params: { id: roundId, stage: 'formal' },
        }),
        400,
      ).message,
    ).toBe('请先完成省间现货出清，再执行正式出清');
    const stages = expectContractOk<{ items: Array<{ blockedBy: string | null }> }>(
      'getSpotClearingStages',
      await call(w.app, 'getSpotClearingStages', {
        token: w.tokens.teacher,
        params: { id: roundId },
      }),
    );
    expect(stages.items[2]?.blockedBy).toBe('请先完成省间现货出清，再执行正式出清');
    expectContractOk(
      'runSpotClearingStage',
      await call(w.app, 'runSpotClearingStage', {
        token: w.tokens.teacher,
        params: { id: roundId, stage: 'interProvincial' },
      }),
    );
    expect(await settle('getProvincialSpotStatus', w.tokens.seller)).toBe(1);
    const flows = await okItems<{ flow: number; limit?: number; congested?: boolean }>(
      w.app,
      'getDaPathFlows',
      { token: w.tokens.seller, params: { roundId } },
    );
    expect(flows.length).toBeGreaterThan(0);
    for (const f of flows) {
      expect(Math.abs(f.flow)).toBeLessThanOrEqual((f.limit ?? Infinity) + 1e-6);
      // Each slot says whether the channel is full: a forward flow is marked exactly at its limit
      // (a reverse flow against the reverse limit, which the row does not carry).
      expect(typeof f.congested).toBe('boolean');
      if (f.flow > 0) expect(f.congested).toBe(f.flow >= (f.limit ?? Infinity) - 1e-6);
    }
  });

  it('clears formally; trainees see results only after publication, and only their own', async () => {
    expectContractOk(
      'runSpotClearingStage',
      await call(w.app, 'runSpotClearingStage', {
        token: w.tokens.teacher,
        params: { id: roundId, stage: 'formal' },
      }),
    );
    expect(await settle('getSpotReadiness', w.tokens.teacher)).toBe(1);
    expect(await settle('getSpotReadiness', w.tokens.seller)).toBe(3);
    expect(
      await okItems(w.app, 'getDayAheadResults', { token: w.tokens.seller, query: { roundId } }),
    ).toEqual([]);
    const published = expectContractOk<{ status: number }>(
      'publishSpotResults',
      await call(w.app, 'publishSpotResults', { token: w.tokens.teacher, params: { id: roundId } }),
    );
    expect(published.status).toBe(3);
    expect(await settle('getSpotReadiness', w.tokens.seller)).toBe(1);
    const rows = await okItems<{
      unitId: number;
      timeId: number;
      volume: number;
      price: number;
      energyPrice: number;
      congestionPrice: number;
      busName: string | null;
    }>(w.app, 'getDayAheadResults', { token: w.tokens.seller, query: { roundId } });
    expect(new Set(rows.map((r) => r.unitId))).toEqual(new Set([unitA, unitB]));
    const a = units.get(unitA);
    const b = units.get(unitB);
    for (const r of rows) {
      if (r.unitId === unitA && r.price < 1500) expect(r.volume).toBeCloseTo(a?.minMw ?? NaN, 3);
      if (r.unitId === unitB && r.price > 0) expect(r.volume).toBeCloseTo(b?.capacityMw ?? NaN, 3);
    }
    expect(rows.some((r) => r.unitId === unitA && r.price < 1500)).toBe(true);
    // Each price splits into the reference bus's energy price and a congestion part.
    for (const r of rows) expect(r.energyPrice + r.congestionPrice).toBeCloseTo(r.price, 3);
    const buyerRows = await okItems<{ unitId: number; volume: number }>(
      w.app,
      'getDayAheadResults',
      { token: w.tokens.buyer, query: { roundId } },
    );
    expect(buyerRows.filter((r) => r.unitId === demandId).every((r) => r.volume === 100)).toBe(
      true,
    );
    // Units and loads are numbered apart: each row says which it is, so the teacher's course-wide
    // list tells the seller's units from the buyer's loads.
    const all = await okItems<{ kind?: string; unitId: number }>(w.app, 'getDayAheadResults', {
      token: w.tokens.teacher,
      query: { roundId },
    });
    const ofKind = (kind: string) =>
      new Set(all.filter((r) => r.kind === kind).map((r) => r.unitId));
    expect(ofKind('unit').has(unitA) && ofKind('unit').has(unitB)).toBe(true);
    expect(ofKind('demand').has(demandId)).toBe(true);
    expect(all.every((r) => r.kind === 'unit' || r.kind === 'demand')).toBe(true);
    const lines = await okItems<{ flow: number; limit?: number }>(w.app, 'getDaLineFlows', {
      token: w.tokens.buyer,
      params: { roundId },
    });
    expect(lines.length).toBeGreaterThan(0);
    for (const l of lines)
      expect(Math.abs(l.flow)).toBeLessThanOrEqual((l.limit ?? Infinity) + 1e-6);
  });
});

describe('holdings after publication', () => {
  it('shows the published dispatch per hour as the 省内现货 series, MWh = the four slots × 0.25 h', async () => {
    const rows = await okItems<{ unitId: number; timeId: number; volume: number }>(
      w.app,
      'getDayAheadResults',
      { token: w.tokens.seller, query: { roundId } },
    );
    const holdings = await okItems<{
      tradeType: number;
      tradeTypeName: string;
      longDealVolumeAndPrice: Array<{ unitId: number; timeId: number; volume: number }>;
    }>(w.app, 'getHoldingsByEnterprise', {
      token: w.tokens.seller,
      query: { courseId: w.courseId, enterpriseId: w.sellerId, month: 6 },
    });
    const spot = holdings.find((h) => h.tradeType === 11);
    expect(spot?.tradeTypeName).toBe('省内现货');
    for (const hour of [0, 10, 19]) {
      const expected = rows
        .filter((r) => r.unitId === unitB && Math.floor(r.timeId / 4) === hour)
        .reduce((s, r) => s + r.volume * 0.25, 0);
      const cell = spot?.longDealVolumeAndPrice.find(
        (d) => d.unitId === unitB && d.timeId === hour,
      );
      expect(cell?.volume).toBeCloseTo(expected, 3);
    }
  });
});

describe('explanation after publication', () => {
  it('says why each unit of the hand-checked case ran as it did, with the merit order around the margin', async () => {
    const rows = await okItems<{
      unitId: number;
      timeId: number;
      volume: number;
      price: number;
      amount: number;
    }>(w.app, 'getDayAheadResults', { token: w.tokens.seller, query: { roundId } });
    const slot = rows.find((r) => r.unitId === unitA && r.price < 1500 && r.price > 0)?.timeId;
    expect(slot).toBeDefined();
    const ask = (unitId: number) =>
      call(w.app, 'getSpotDispatchExplanation', {
        token: w.tokens.seller,
        query: { roundId, unitId, timeId: slot ?? 0 },
      });
    // Offered at the cap, above the price: it runs only at its minimum output.
    const a = expectContractOk<Explanation>('getSpotDispatchExplanation', await ask(unitA));
    expect(a.stage).toBe('formal');
    expect(a.reason).toBe('minimumOutput');
    expect(a.volume).toBeCloseTo(units.get(unitA)?.minMw ?? NaN, 2);
    expect(a.explanation).toContain('最小技术出力');
    // Offered at the floor, below the price: fully dispatched.
    const b = expectContractOk<Explanation>('getSpotDispatchExplanation', await ask(unitB));
    expect(b.reason).toBe('dispatched');
    expect(b.volume).toBeCloseTo(units.get(unitB)?.capacityMw ?? NaN, 2);
    // Published: other units' steps appear, without a name; a marginal step sets the price.
    const others = b.meritOrder.filter((s) => !s.own);
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((s) => s.unitName === null)).toBe(true);
    expect(b.meritOrder.filter((s) => s.marginal).length).toBeGreaterThanOrEqual(1);
    const ranks = b.meritOrder.map((s) => s.rank);
    expect([...ranks].sort((x, y) => x - y)).toEqual(ranks);
    const prices = b.meritOrder.map((s) => s.price);
    expect([...prices].sort((x, y) => x - y)).toEqual(prices);
    // The day's revenue is the sum of the slots' money (MW × price × 0.25 h).
    const own = rows.filter((r) => r.unitId === unitB);
    expect(b.dayAmount).toBeCloseTo(
      own.reduce((s, r) => s + r.amount, 0),
      0,
    );
    for (const r of own.slice(0, 4)) expect(r.amount).toBeCloseTo(r.volume * r.price * 0.25, 1);
  });
});

describe('questions of categories 4 and 5', () => {
  interface PaperQuestion {
    id: number;
    category: number;
    answerCount: number;
    name: string;
  }
  const paper = async (token: string) =>
    expectContractOk<PaperQuestion[] | { items: PaperQuestion[] }>(
      'getCourseQuestions',
      await call(w.app, 'getCourseQuestions', { token, params: { courseId: w.courseId } }),
    );
  const spotQuestions = async (token: string) => {
    const body = await paper(token);
    const list = Array.isArray(body) ? body : body.items;
    return list.filter((q) => q.name.includes(`（2026年6月1日日前现货）`));
  };

  it('asks the seller about its own pre-clearing (4) and formal result (5), answered from them', async () => {
    const mine = await spotQuestions(w.tokens.seller);
    expect(mine.map((q) => q.category).sort()).toEqual([4, 5, 5]);
    expect(mine.every((q) => q.answerCount === 1)).toBe(true);
    const stored = await w.db
      .selectFrom('spot_question')
      .innerJoin('question', 'question.id', 'spot_question.questionId')
      .select(['spot_question.kind', 'question.answer'])
      .where('spot_question.roundId', '=', roundId)
      .where('spot_question.enterpriseId', '=', w.sellerId)
      .execute();
    const answer = (kind: string) => Number(stored.find((q) => q.kind === kind)?.answer);
    const pre = expectContractOk<{ rows: Array<{ timeId: number; volume: number }> }>(
      'getPreClearingResult',
      await call(w.app, 'getPreClearingResult', { token: w.tokens.seller, params: { roundId } }),
    );
    const at76 = (rows: Array<{ timeId: number; volume: number }>) =>
      rows.filter((r) => r.timeId === 76).reduce((s, r) => s + r.volume, 0);
    expect(answer('preVolume')).toBeCloseTo(at76(pre.rows), 2);
    const formal = await okItems<{ unitId: number; timeId: number; volume: number; price: number }>(
      w.app,
      'getDayAheadResults',
      { token: w.tokens.seller, query: { roundId } },
    );
    expect(answer('volume')).toBeCloseTo(at76(formal), 2);
    expect(answer('price')).toBeCloseTo(
      formal.find((r) => r.unitId === unitA && r.timeId === 76)?.price ?? NaN,
      2,
    );
  });

  it("puts them on the buyer's paper too (it declared a bid); an outsider has no paper (403)", async () => {
    const otherBuyer = await spotQuestions(w.tokens.buyer);
    expect(otherBuyer.map((q) => q.category).sort()).toEqual([4, 5, 5]);
    expectAbpError(
      await call(w.app, 'getCourseQuestions', {
        token: w.tokens.outsider,
        params: { courseId: w.courseId },
      }),
      403,
    );
  });
});

describe('a trading day without an inter-provincial session', () => {
  it('has no session stage, and clears formally once pre-clearing is ready', async () => {
    // A scene without a sending province holds no session: the formal clearing takes the interchange plan.
    const { sceneId } = await w.db
      .selectFrom('course')
      .select('sceneId')
      .where('id', '=', w.courseId)
      .executeTakeFirstOrThrow();
    const sending = await w.db
      .selectFrom('scene_province')
      .select('id')
      .where('sceneId', '=', sceneId)
      .where('role', '=', 1)
      .execute();
    const setRole = (role: number) =>
      w.db
        .updateTable('scene_province')
        .set({ role })
        .where(
          'id',
          'in',
          sending.map((p) => p.id),
        )
        .execute();
    await setRole(0);
    try {
      const day = await openSpotRound(w, 3);
      const run = (stage: 'pre' | 'interProvincial' | 'formal') =>
        call(w.app, 'runSpotClearingStage', {
          token: w.tokens.teacher,
          params: { id: day, stage },
        });
      await call(w.app, 'stopQuotation', { token: w.tokens.teacher, body: { roundId: day } });
      expect(expectAbpError(await run('interProvincial'), 400).message).toBe(
        '课程场景没有送端省份或省间通道，本交易日没有省间现货出清',
      );
      expect(expectAbpError(await run('formal'), 400).message).toBe(
        '请先完成预出清，再执行正式出清',
      );
      const stages = async () =>
        expectContractOk<{ items: Array<{ stage: string; blockedBy: string | null }> }>(
          'getSpotClearingStages',
          await call(w.app, 'getSpotClearingStages', {
            token: w.tokens.teacher,
            params: { id: day },
          }),
        ).items.map((s) => s.blockedBy);
      expect(await stages()).toEqual([
        null,
        '课程场景没有送端省份或省间通道，本交易日没有省间现货出清',
        '请先完成预出清，再执行正式出清',
      ]);
      expectContractOk('runSpotClearingStage', await run('pre'));
      await waitForSpotStage(w, day, 'pre');
      expectContractOk('runSpotClearingStage', await run('formal'));
      await waitForSpotStage(w, day, 'formal');
    } finally {
      await setRole(1);
    }
  });
});

describe('durability of a clearing', () => {
  it('marks a stage cut off by a restart as not generated, keeping its round and offers', async () => {
    await w.db
      .updateTable('spot_clearing')
      .set({ state: 2 })
      .where('roundId', '=', roundId)
      .where('stage', '=', 'pre')
      .execute();
    const restarted = await buildApp({ db: w.db, staticDir: '/nonexistent' });
    const row = await w.db
      .selectFrom('spot_clearing')
      .selectAll()
      .where('roundId', '=', roundId)
      .where('stage', '=', 'pre')
      .executeTakeFirstOrThrow();
    expect(row.state).toBe(0);
    expect(row.message).toBe('出清因服务重启中断，请重新执行');
    const offers = await w.db
      .selectFrom('spot_offer')
      .select('id')
      .where('roundId', '=', roundId)
      .execute();
    expect(offers).toHaveLength(2);
    await restarted.close();
  });
});

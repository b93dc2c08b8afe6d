import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectAbpError, expectContractOk, openApiWorld, type ApiWorld } from './apiHarness';
import { sellerUnitIds } from './centerTradeSteps';
import { recordPushes } from './apiRecordingHubs';

// One centralised-bidding round from opening to clearing (its rows and curves: centerTrade-results),
// on a small market computed by hand:
// peak  sells 380×200 (unit A) and 420×100 (unit B), buys 450×250 → Q* 250, P* (450+420)/2 = 435,
//       unit A clears 200, unit B the marginal 50;
// valley sells 320×100 (unit A), buys 300×300 → no crossing, nothing cleared;
// flat  nobody declares.
let w: ApiWorld;
let pushes: ReturnType<typeof recordPushes>;
let roundId: number;
let unitA: number;
let unitB: number;

beforeAll(async () => {
  w = await openApiWorld();
  pushes = recordPushes();
  [unitA = 0, unitB = 0] = await sellerUnitIds(w);
  // Per-unit rows need a seller with two units.
  expect(unitB).toBeGreaterThan(0);
  const round = expectContractOk<{ id: number }>(
    'createRound',
    await call(w.app, 'createRound', {
      token: w.tokens.teacher,
      body: {
        courseId: w.courseId,
        name: '2026年6月省内集中竞价',
        type: 15,
        cycle: 1,
        year: 2026,
        month: 6,
      },
    }),
  );
  roundId = round.id;
}, 60_000);
afterAll(async () => {
  pushes.detach();
  await w.dispose();
});

const sell = (bids: Array<Record<string, unknown>>) => ({
  roundId,
  enterpriseId: w.sellerId,
  direction: 1,
  bids,
});
const buy = (bids: Array<Record<string, unknown>>) => ({
  roundId,
  enterpriseId: w.buyerId,
  direction: 0,
  bids,
});
const results = async (token: string, enterpriseId?: number) =>
  expectContractOk<{ items: unknown[] }>(
    'getCenterTradeResults',
    await call(w.app, 'getCenterTradeResults', {
      token,
      query: enterpriseId === undefined ? { roundId } : { roundId, enterpriseId },
    }),
  );
const readiness = async (operationId: 'getCenterTradeReadiness' | 'getCenterTradeResultStatus') =>
  expectContractOk<{ code: number }>(
    operationId,
    await call(w.app, operationId, { token: w.tokens.seller, params: { roundId } }),
  ).code;
const provincialReadiness = async () =>
  expectContractOk<{ code: number }>(
    'getProvincialCenterTradeResultStatus',
    await call(w.app, 'getProvincialCenterTradeResultStatus', {
      token: w.tokens.buyer,
      query: { roundId, courseId: w.courseId },
    }),
  ).code;

describe('a centralised-bidding round through the API', () => {
  it('lets the seller (per unit) and the buyer (per segment) declare once the teacher opens the round', async () => {
    expectContractOk(
      'openRound',
      await call(w.app, 'openRound', { token: w.tokens.teacher, params: { id: roundId } }),
    );
    const seller = await call(w.app, 'submitCenterTradeBids', {
      token: w.tokens.seller,
      body: sell([
        { unitId: unitA, objId: 1, price: 380, volume: 200 },
        { unitId: unitB, objId: 1, price: 420, volume: 100 },
        { unitId: unitA, objId: 3, price: 320, volume: 100 },
      ]),
    });
    expect(
      expectContractOk<{ totalCount: number }>('submitCenterTradeBids', seller).totalCount,
    ).toBe(3);
    const buyer = await call(w.app, 'submitCenterTradeBids', {
      token: w.tokens.buyer,
      body: buy([
        { objId: 1, price: 450, volume: 250 },
        { objId: 3, price: 300, volume: 300 },
      ]),
    });
    expect(
      expectContractOk<{ totalCount: number }>('submitCenterTradeBids', buyer).totalCount,
    ).toBe(2);
  });

  it("never shows the buyer the seller's bids or rows: 403 for the other enterprise, own rows only", async () => {
    const query = { roundId, enterpriseId: w.sellerId };
    expectAbpError(await call(w.app, 'getCenterTradeBids', { token: w.tokens.buyer, query }), 403);
    expectAbpError(
      await call(w.app, 'getCenterTradeResults', { token: w.tokens.buyer, query }),
      403,
    );
    const own = await call(w.app, 'getCenterTradeBids', {
      token: w.tokens.buyer,
      query: { roundId, enterpriseId: w.buyerId },
    });
    const items = expectContractOk<{ items: Array<{ enterpriseId: number }> }>(
      'getCenterTradeBids',
      own,
    ).items;
    expect(items.map((b) => b.enterpriseId)).toEqual([w.buyerId, w.buyerId]);
  });

  it('lists for the teacher who has declared: the seller and the buyer, nobody else', async () => {
    const list = expectContractOk<{
      items: Array<{ enterpriseId: number; isPrice: boolean | number; declaredAt?: string | null }>;
    }>(
      'getDeclarationStatus',
      await call(w.app, 'getDeclarationStatus', {
        token: w.tokens.teacher,
        params: { id: roundId },
      }),
    );
    const declared = list.items.filter((e) => Boolean(e.isPrice)).map((e) => e.enterpriseId);
    expect(new Set(declared)).toEqual(new Set([w.sellerId, w.buyerId]));
    expect(list.items.length).toBeGreaterThan(2);
    expectAbpError(
      await call(w.app, 'getDeclarationStatus', {
        token: w.tokens.seller,
        params: { id: roundId },
      }),
      403,
    );
  });

  it('reports the result as not generated (0) and returns no rows before the clearing', async () => {
    expect(await readiness('getCenterTradeReadiness')).toBe(0);
    expect(await readiness('getCenterTradeResultStatus')).toBe(0);
    expect(await provincialReadiness()).toBe(0);
    expect((await results(w.tokens.seller)).items).toEqual([]);
  });

  it('refuses to clear before quotation is stopped (400), and refuses trainees (403) and anonymous callers (401)', async () => {
    const before = expectAbpError(
      await call(w.app, 'openCenterEngine', { token: w.tokens.teacher, body: { roundId } }),
      400,
    );
    expect(before.message).toBe('请先停止报价，再启动出清');
    expectAbpError(
      await call(w.app, 'openCenterEngine', { token: w.tokens.seller, body: { roundId } }),
      403,
    );
    expectAbpError(
      await call(w.app, 'openCenterEngine', { token: w.tokens.otherTeacher, body: { roundId } }),
      403,
    );
    expectAbpError(await call(w.app, 'openCenterEngine', { body: { roundId } }), 401);
    expectAbpError(await call(w.app, 'getCenterTradeResults', { query: { roundId } }), 401);
  });

  it('after stop quotation, rejects a new declaration with 400 该轮次已停止报价，不能再申报', async () => {
    const stopped = await call(w.app, 'stopQuotation', {
      token: w.tokens.teacher,
      body: { roundId },
    });
    expect(expectContractOk<{ status: number }>('stopQuotation', stopped).status).toBe(2);
    const late = expectAbpError(
      await call(w.app, 'submitCenterTradeBids', {
        token: w.tokens.buyer,
        body: buy([{ objId: 2, price: 400, volume: 10 }]),
      }),
      400,
    );
    expect(late.message).toBe('该轮次已停止报价，不能再申报');
  });

  it('clears the round: status 3, one updateRound push per change, totals of the hand-computed market', async () => {
    const summary = expectContractOk<{
      clearedVolume: number;
      averagePrice: number;
      tradeCount: number;
    }>(
      'openCenterEngine',
      await call(w.app, 'openCenterEngine', { token: w.tokens.teacher, body: { roundId } }),
    );
    expect(summary).toMatchObject({ clearedVolume: 250, averagePrice: 435, tradeCount: 2 });
    const round = await w.db
      .selectFrom('round')
      .select('status')
      .where('id', '=', roundId)
      .executeTakeFirstOrThrow();
    expect(round.status).toBe(3);
    const mine = pushes.notice.sent.filter((s) =>
      String(s.args[1]).includes(`"roundId":${roundId}`),
    );
    expect(
      mine.map((s) => [s.courseId, s.target, s.args[2], JSON.parse(String(s.args[1]))]),
    ).toEqual([
      [w.courseId, 'OnReceiveNoticeMsg', 'updateRound', { roundId, status: 0 }],
      [w.courseId, 'OnReceiveNoticeMsg', 'updateRound', { roundId, status: 2 }],
      [w.courseId, 'OnReceiveNoticeMsg', 'updateRound', { roundId, status: 3 }],
    ]);
    const again = await call(w.app, 'openCenterEngine', {
      token: w.tokens.teacher,
      body: { roundId },
    });
    expect(expectAbpError(again, 409).message).toBe('该轮次已出清结束');
  });

  it("shows the teacher the clearing's totals again afterwards, and no one else", async () => {
    const summary = (token: string | undefined, id = roundId) =>
      call(w.app, 'getCenterTradeClearingSummary', { token, params: { id } });
    expect(
      expectContractOk<unknown>('getCenterTradeClearingSummary', await summary(w.tokens.teacher)),
    ).toMatchObject({ roundId, clearedVolume: 250, averagePrice: 435, tradeCount: 2 });
    expectAbpError(await summary(w.tokens.seller), 403);
    expectAbpError(await summary(w.tokens.otherTeacher), 403);
    expectAbpError(await summary(undefined), 401);
    // A round not cleared has none; a round of another market is not asked about here.
    const open = await w.db
      .selectFrom('round')
      .select(['id', 'type'])
      .where('courseId', '=', w.courseId)
      .where('status', '<', 3)
      .execute();
    const waiting = open.find((r) => r.type === 15);
    const bilateral = open.find((r) => r.type === 1);
    expect(
      expectContractOk(
        'getCenterTradeClearingSummary',
        await summary(w.tokens.teacher, waiting?.id),
      ),
    ).toBeNull();
    expect(expectAbpError(await summary(w.tokens.teacher, bilateral?.id), 400).message).toBe(
      '该轮次不是集中竞价轮次',
    );
  });

  it('reports the result ready (1) on all three readiness calls', async () => {
    expect(await readiness('getCenterTradeReadiness')).toBe(1);
    expect(await readiness('getCenterTradeResultStatus')).toBe(1);
    expect(await provincialReadiness()).toBe(1);
  });

  it('answers 2 (being generated) while a clearing runs', async () => {
    await w.db
      .updateTable('center_trade_clearing')
      .set({ state: 2 })
      .where('roundId', '=', roundId)
      .execute();
    expect(await provincialReadiness()).toBe(2);
    expect(await readiness('getCenterTradeReadiness')).toBe(2);
    // The intra-provincial screen treats any falsy code as 'not generated'.
    expect(await readiness('getCenterTradeResultStatus')).toBe(0);
    await w.db
      .updateTable('center_trade_clearing')
      .set({ state: 1 })
      .where('roundId', '=', roundId)
      .execute();
  });
});

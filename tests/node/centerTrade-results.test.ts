import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectContractOk, openApiWorld, type ApiWorld } from './apiHarness';
import { declareBids, openMonthlyRound, sellerUnitIds, stopAndClear } from './centerTradeSteps';

// Results of the hand-computed market (the same as centerTrade-round.test.ts), cleared by the teacher:
// peak  sells 380×200 (unit A) and 420×100 (unit B), buys 450×250 → Q* 250;
//       uniform: P* (450+420)/2 = 435, unit A clears 200, unit B the marginal 50;
//       high-low: pairs 450/380 (200 at 415) and 450/420 (50 at 435), weighted 419;
// valley sells 320×100 (unit A), buys 300×300 → no crossing; flat nobody declares.
let w: ApiWorld;
let roundId: number;
let unitA: number;
let unitB: number;

interface Row {
  objId: number;
  enterpriseId?: number | null;
  unitId?: number | null;
  clearedPrice: number | null;
  clearedVolume: number;
  declaredVolume?: number;
}
interface Market {
  objId: number;
  clearedVolume: number;
  clearingPrice: number | null;
  buyCurve: Array<{ price: number; fromVolume: number; toVolume: number }>;
  sellCurve: Array<{ price: number; fromVolume: number; toVolume: number }>;
  clearingPoint: { volume: number; price: number } | null;
}

/** Creates, opens, declares, stops and clears one round of the hand-computed market. */
async function clearHandMarket(
  name: string,
  month: number,
): Promise<{ id: number; summary: { clearedVolume: number; averagePrice: number } }> {
  const id = await openMonthlyRound(w, name, month);
  await declareBids(w, w.tokens.seller, {
    roundId: id,
    enterpriseId: w.sellerId,
    direction: 1,
    bids: [
      { unitId: unitA, objId: 1, price: 380, volume: 200 },
      { unitId: unitB, objId: 1, price: 420, volume: 100 },
      { unitId: unitA, objId: 3, price: 320, volume: 100 },
    ],
  });
  await declareBids(w, w.tokens.buyer, {
    roundId: id,
    enterpriseId: w.buyerId,
    direction: 0,
    bids: [
      { objId: 1, price: 450, volume: 250 },
      { objId: 3, price: 300, volume: 300 },
    ],
  });
  return { id, summary: await stopAndClear(w, id) };
}

const results = async (token: string, id = roundId) =>
  expectContractOk<{ items: Row[]; markets: Market[] }>(
    'getCenterTradeResults',
    await call(w.app, 'getCenterTradeResults', { token, query: { roundId: id } }),
  );

beforeAll(async () => {
  w = await openApiWorld();
  [unitA = 0, unitB = 0] = await sellerUnitIds(w);
  roundId = (await clearHandMarket('2026年6月省内集中竞价', 6)).id;
}, 60_000);
afterAll(async () => {
  await w.dispose();
});

describe('centralised-bidding results under the uniform price', () => {
  it("shows the seller market-wide prices and volumes and its own units' rows, as computed by hand", async () => {
    const view = await results(w.tokens.seller);
    const market = view.items.filter((r) => r.enterpriseId === null);
    expect(market.map((r) => [r.objId, r.clearedVolume, r.clearedPrice])).toEqual([
      [1, 250, 435],
      // Nothing cleared in flat and valley: no price (null, shown as -), not a price of 0 元.
      [2, 0, null],
      [3, 0, null],
    ]);
    const own = view.items.filter((r) => r.enterpriseId !== null);
    expect(new Set(own.map((r) => r.enterpriseId))).toEqual(new Set([w.sellerId]));
    const byUnit = own.map((r) => [
      r.unitId,
      r.objId,
      r.declaredVolume,
      r.clearedVolume,
      r.clearedPrice,
    ]);
    expect(byUnit).toEqual(
      expect.arrayContaining([
        [unitA, 1, 200, 200, 435],
        [unitB, 1, 100, 50, 435],
        [unitA, 3, 100, 0, null],
      ]),
    );
    expect(byUnit).toHaveLength(3);
  });

  it('draws the peak step curves crossing at the clearing point (250 MWh, 435 元/MWh)', async () => {
    const peak = (await results(w.tokens.buyer)).markets.find((m) => m.objId === 1);
    expect(peak).toMatchObject({
      clearedVolume: 250,
      clearingPrice: 435,
      buyCurve: [{ price: 450, fromVolume: 0, toVolume: 250 }],
      sellCurve: [
        { price: 380, fromVolume: 0, toVolume: 200 },
        { price: 420, fromVolume: 200, toVolume: 300 },
      ],
      clearingPoint: { volume: 250, price: 435 },
    });
    const valley = (await results(w.tokens.buyer)).markets.find((m) => m.objId === 3);
    expect(valley).toMatchObject({ clearedVolume: 0, clearingPrice: null, clearingPoint: null });
  });

  it('gives the buyer only its own per-segment rows and the teacher every enterprise', async () => {
    const buyer = (await results(w.tokens.buyer)).items.filter((r) => r.enterpriseId !== null);
    expect(buyer.map((r) => [r.enterpriseId, r.unitId, r.objId, r.clearedVolume])).toEqual([
      [w.buyerId, null, 1, 250],
      [w.buyerId, null, 3, 0],
    ]);
    const teacher = (await results(w.tokens.teacher)).items.filter((r) => r.enterpriseId !== null);
    expect(new Set(teacher.map((r) => r.enterpriseId))).toEqual(new Set([w.sellerId, w.buyerId]));
  });
});

describe('the course pricing rule 高低匹配 (PricingRule highLow)', () => {
  it('prices each matched pair at its own average: unit A 200 at 415, unit B 50 at 435, market 419', async () => {
    await w.db
      .insertInto('course_argument')
      .values({ courseId: w.courseId, name: 'PricingRule', value: 'highLow' })
      .execute();
    const { id, summary } = await clearHandMarket('2026年8月省内集中竞价', 8);
    expect(summary).toMatchObject({ clearedVolume: 250, averagePrice: 419 });
    const peak = (await results(w.tokens.seller, id)).items.filter((r) => r.objId === 1);
    expect(peak.map((r) => [r.unitId ?? null, r.clearedVolume, r.clearedPrice])).toEqual([
      [null, 250, 419],
      [unitA, 200, 415],
      [unitB, 50, 435],
    ]);
  });
});

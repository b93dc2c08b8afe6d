import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectAbpError, expectContractOk, openApiWorld, type ApiWorld } from './apiHarness';
import { declareBids, openMonthlyRound, sellerUnitIds } from './centerTradeSteps';

// The teacher's one-call clearing (runClearing) of each market: centralised bidding runs its auction
// once quotation stopped, bilateral negotiation closes with the contracts already agreed, day-ahead
// spot is refused (its three clearings run in steps).
let w: ApiWorld;

interface Summary {
  roundId: number;
  clearedVolume: number;
  averagePrice: number;
  tradeCount: number;
}

beforeAll(async () => {
  w = await openApiWorld();
}, 120_000);
afterAll(async () => {
  await w.dispose();
});

const runClearing = (id: number) =>
  call(w.app, 'runClearing', { token: w.tokens.teacher, params: { id } });
const roundOf = (id: number) =>
  w.db.selectFrom('round').select('status').where('id', '=', id).executeTakeFirstOrThrow();
const demoRound = (type: number) =>
  w.db
    .selectFrom('round')
    .select('id')
    .where('courseId', '=', w.courseId)
    .where('type', '=', type)
    .where('status', '=', 0)
    .where('isInterProvincial', '=', 0)
    .orderBy('id')
    .executeTakeFirstOrThrow();

describe('runClearing', () => {
  it('clears a centralised-bidding round after quotation stopped, not before', async () => {
    const [unitA = 0] = await sellerUnitIds(w);
    const roundId = await openMonthlyRound(w, '2026年7月省内集中竞价', 7);
    await declareBids(w, w.tokens.seller, {
      roundId,
      enterpriseId: w.sellerId,
      direction: 1,
      bids: [{ unitId: unitA, objId: 1, price: 380, volume: 200 }],
    });
    await declareBids(w, w.tokens.buyer, {
      roundId,
      enterpriseId: w.buyerId,
      direction: 0,
      bids: [{ objId: 1, price: 450, volume: 150 }],
    });
    expectAbpError(await runClearing(roundId), 400);
    await call(w.app, 'stopQuotation', { token: w.tokens.teacher, body: { roundId } });
    const summary = expectContractOk<Summary>('runClearing', await runClearing(roundId));
    // Uniform price between the marginal offer (380) and bid (450): 150 MWh at 415.
    expect(summary).toMatchObject({ roundId, clearedVolume: 150, averagePrice: 415 });
    expect(summary.tradeCount).toBeGreaterThan(0);
    expect((await roundOf(roundId)).status).toBe(3);
  });

  it('closes a bilateral round with its agreed contracts and withdraws the unanswered proposals', async () => {
    const { id } = await demoRound(1);
    const summary = expectContractOk<Summary>('runClearing', await runClearing(id));
    // The demo's one agreed contract: 80 MWh at 405 and 60 at 310.
    expect(summary).toMatchObject({
      roundId: id,
      clearedVolume: 140,
      averagePrice: 364.29,
      tradeCount: 1,
    });
    expect((await roundOf(id)).status).toBe(3);
    const pending = await w.db
      .selectFrom('bilateral_proposal')
      .select('id')
      .where('roundId', '=', id)
      .where('status', '=', 0)
      .execute();
    expect(pending).toEqual([]);
    expectAbpError(await runClearing(id), 409);
  });

  it('refuses day-ahead spot, whose clearings run in steps', async () => {
    const { id } = await demoRound(11);
    const refused = expectAbpError(await runClearing(id), 400);
    expect(refused.message).toContain('现货出清步骤');
  });
});

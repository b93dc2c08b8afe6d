import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectContractOk, openApiWorld, type ApiWorld } from './apiHarness';
import { readCases } from './apiCases';

// The same routes on PostgreSQL (run with scripts/with-postgres.sh): every read operation's happy
// path, a declaration round trip and the teacher's view of who declared.
describe.runIf(process.env.TEST_DATABASE_URL)('API on PostgreSQL', () => {
  let w: ApiWorld;
  beforeAll(async () => {
    w = await openApiWorld('postgres');
  }, 120_000);
  afterAll(async () => {
    await w?.dispose();
  });

  it('answers every read operation with a body matching the contract', async () => {
    for (const c of readCases.filter((r) => r.op !== 'getUserCoursesByUser')) {
      expectContractOk(c.op, await call(w.app, c.op, c.ok(w)));
    }
  });

  it('stores a declaration and shows the teacher that the enterprise declared', async () => {
    const submitted = await call(w.app, 'submitCenterTradeBids', {
      token: w.tokens.buyer,
      body: {
        roundId: w.roundId,
        enterpriseId: w.buyerId,
        direction: 0,
        bids: [{ objId: 2, price: 401.5, volume: 80 }],
      },
    });
    expectContractOk('submitCenterTradeBids', submitted);
    const status = expectContractOk<{ items: Array<{ enterpriseId: number; isPrice: boolean }> }>(
      'getDeclarationStatus',
      await call(w.app, 'getDeclarationStatus', {
        token: w.tokens.teacher,
        params: { id: w.roundId },
      }),
    );
    expect(status.items.filter((i) => i.isPrice).map((i) => i.enterpriseId)).toEqual([w.buyerId]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectContractOk, okItems, openApiWorld, type ApiWorld } from './apiHarness';
import { disclosureCases } from './apiDisclosureCases';

// The disclosure, curve, holding and extra operations on PostgreSQL (run with
// scripts/with-postgres.sh): every happy path, and a reserve figure computed by hand from the seed.
describe.runIf(process.env.TEST_DATABASE_URL)('disclosure API on PostgreSQL', () => {
  let w: ApiWorld;
  beforeAll(async () => {
    w = await openApiWorld('postgres');
  }, 120_000);
  afterAll(async () => {
    await w?.dispose();
  });

  it('answers every operation with a body matching the contract', async () => {
    for (const c of disclosureCases) {
      expectContractOk(c.op, await call(w.app, c.op, c.ok(w)));
    }
  });

  it('computes the same reserve as on SQLite', async () => {
    const rows = await okItems<{ positive: number; negative: number }>(w.app, 'getReserve', {
      token: w.tokens.seller,
      query: { roundId: w.roundId },
    });
    expect(rows[0]).toEqual({ timeId: 0, positive: 1883.79, negative: 536.21 });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectAbpError, expectContractOk, openApiWorld, type ApiWorld } from './apiHarness';

let w: ApiWorld;
let unitId: number;
let otherUnitId: number;
beforeAll(async () => {
  w = await openApiWorld();
  const units = await w.db
    .selectFrom('generator_unit')
    .select(['id', 'enterpriseId'])
    .orderBy('id')
    .execute();
  unitId = units.find((u) => u.enterpriseId === w.sellerId)?.id ?? 0;
  otherUnitId = units.find((u) => u.enterpriseId !== w.sellerId)?.id ?? 0;
}, 120_000);
afterAll(async () => {
  await w.dispose();
});

const sell = (w: ApiWorld, bids: Array<Record<string, unknown>>) => ({
  roundId: w.roundId,
  enterpriseId: w.sellerId,
  direction: 1,
  bids,
});

describe('centralised-bidding declarations', () => {
  it("stores a seller's bids durably and returns them; a resubmission replaces them", async () => {
    const first = await call(w.app, 'submitCenterTradeBids', {
      token: w.tokens.seller,
      body: sell(w, [
        { unitId, objId: 1, price: 380, volume: 200 },
        { unitId, objId: 3, price: 355, volume: 150.5 },
      ]),
    });
    expect(
      expectContractOk<{ totalCount: number }>('submitCenterTradeBids', first).totalCount,
    ).toBe(2);
    await call(w.app, 'submitCenterTradeBids', {
      token: w.tokens.seller,
      body: sell(w, [{ unitId, objId: 2, price: 390, volume: 120 }]),
    });
    const read = expectContractOk<{
      items: Array<{ objId: number; price: number; volume: number }>;
    }>(
      'getCenterTradeBids',
      await call(w.app, 'getCenterTradeBids', {
        token: w.tokens.seller,
        query: { roundId: w.roundId, enterpriseId: w.sellerId },
      }),
    );
    expect(read.items.map(({ objId, price, volume }) => ({ objId, price, volume }))).toEqual([
      { objId: 2, price: 390, volume: 120 },
    ]);
  });

  it("never shows a trainee another enterprise's bids before clearing (403), but shows the teacher", async () => {
    const query = { roundId: w.roundId, enterpriseId: w.sellerId };
    expectAbpError(await call(w.app, 'getCenterTradeBids', { token: w.tokens.buyer, query }), 403);
    const teacher = expectContractOk<{ totalCount: number }>(
      'getCenterTradeBids',
      await call(w.app, 'getCenterTradeBids', { token: w.tokens.teacher, query }),
    );
    expect(teacher.totalCount).toBeGreaterThan(0);
  });

  it('answers 400 naming the field for a price above the cap, a foreign unit, the wrong direction and a non-positive volume', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [sell(w, [{ unitId, objId: 1, price: 1600, volume: 10 }]), 'bids[0].price'],
      [sell(w, [{ unitId, objId: 1, price: -1, volume: 10 }]), 'bids[0].price'],
      [sell(w, [{ unitId: otherUnitId, objId: 1, price: 400, volume: 10 }]), 'bids[0].unitId'],
      [{ ...sell(w, [{ unitId, objId: 1, price: 400, volume: 10 }]), direction: 0 }, 'direction'],
      [sell(w, [{ unitId, objId: 1, price: 400, volume: 0 }]), 'bids.0.volume'],
      [sell(w, [{ unitId, objId: 4, price: 400, volume: 10 }]), 'bids.0.objId'],
    ];
    for (const [body, member] of cases) {
      const error = expectAbpError(
        await call(w.app, 'submitCenterTradeBids', { token: w.tokens.seller, body }),
        400,
      );
      expect(error.members, JSON.stringify(body)).toContain(member);
      expect(error.message).toMatch(/[\u4e00-\u9fa5]/);
    }
  });

  it('refuses a segment volume above the quota with the limit in the message', async () => {
    const quota = await w.db
      .selectFrom('quota')
      .select(['upper', 'used'])
      .where('roundId', '=', w.roundId)
      .where('entityId', '=', w.sellerId)
      .where('timeId', '=', 1)
      .where('month', '=', 3)
      .executeTakeFirstOrThrow();
    const error = expectAbpError(
      await call(w.app, 'submitCenterTradeBids', {
        token: w.tokens.seller,
        body: sell(w, [{ unitId, objId: 1, price: 400, volume: quota.upper - quota.used + 1 }]),
      }),
      400,
    );
    expect(error.message).toContain('超过可申报上限');
  });

  it('answers 401 without a token and 403 for another enterprise or a teacher', async () => {
    const body = sell(w, [{ unitId, objId: 1, price: 400, volume: 10 }]);
    expectAbpError(await call(w.app, 'submitCenterTradeBids', { body }), 401);
    expectAbpError(
      await call(w.app, 'submitCenterTradeBids', { token: w.tokens.buyer, body }),
      403,
    );
    expectAbpError(
      await call(w.app, 'submitCenterTradeBids', { token: w.tokens.teacher, body }),
      403,
    );
    expectAbpError(
      await call(w.app, 'submitCenterTradeBids', { token: w.tokens.outsider, body }),
      403,
    );
  });

  it('lets a trainee withdraw only their own bid (204 / 403 / 401 / 400)', async () => {
    const stored = expectContractOk<{ items: Array<{ id: number }> }>(
      'submitCenterTradeBids',
      await call(w.app, 'submitCenterTradeBids', {
        token: w.tokens.seller,
        body: sell(w, [{ unitId, objId: 3, price: 360, volume: 50 }]),
      }),
    );
    const id = stored.items[0]?.id ?? 0;
    expectAbpError(
      await call(w.app, 'deleteCenterTradeBid', { token: w.tokens.buyer, params: { id } }),
      403,
    );
    expectAbpError(await call(w.app, 'deleteCenterTradeBid', { params: { id } }), 401);
    expectAbpError(
      await call(w.app, 'deleteCenterTradeBid', { token: w.tokens.seller, params: { id: 'x' } }),
      400,
    );
    const deleted = await call(w.app, 'deleteCenterTradeBid', {
      token: w.tokens.seller,
      params: { id },
    });
    expect(deleted.statusCode).toBe(204);
    expectAbpError(
      await call(w.app, 'deleteCenterTradeBid', { token: w.tokens.seller, params: { id } }),
      404,
    );
  });

  it('refuses declarations once the teacher stopped quotation', async () => {
    await call(w.app, 'stopQuotation', { token: w.tokens.teacher, body: { roundId: w.roundId } });
    const error = expectAbpError(
      await call(w.app, 'submitCenterTradeBids', {
        token: w.tokens.seller,
        body: sell(w, [{ unitId, objId: 1, price: 400, volume: 10 }]),
      }),
      400,
    );
    expect(error.message).toContain('已停止报价');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectAbpError, expectContractOk, openApiWorld, type ApiWorld } from './apiHarness';
import { sellerUnitIds } from './centerTradeSteps';

// Declaring in the demo course's open centralised-bidding round (quotas on, price floor 0, cap 1500):
// the exact Chinese 400 messages a trainee sees, and who may declare for whom.
let w: ApiWorld;
let unitId: number;
beforeAll(async () => {
  w = await openApiWorld();
  [unitId = 0] = await sellerUnitIds(w);
}, 60_000);
afterAll(async () => {
  await w.dispose();
});

const sell = (bids: Array<Record<string, unknown>>) => ({
  body: { roundId: w.roundId, enterpriseId: w.sellerId, direction: 1, bids },
});
const declare = (token: string | undefined, body: { body: unknown }) =>
  call(w.app, 'submitCenterTradeBids', { ...(token ? { token } : {}), ...body });
const peak = (price: number, volume: number) => [{ unitId, objId: 1, price, volume }];

describe('centralised-bidding declarations: messages and ownership', () => {
  it('stores a valid bid durably: it is read back from a fresh query', async () => {
    const stored = await declare(w.tokens.seller, sell(peak(401.125, 12.5)));
    expect(
      expectContractOk<{ totalCount: number }>('submitCenterTradeBids', stored).totalCount,
    ).toBe(1);
    const rows = await w.db
      .selectFrom('declaration')
      .select(['price', 'volume', 'unitId'])
      .where('roundId', '=', w.roundId)
      .where('enterpriseId', '=', w.sellerId)
      .execute();
    expect(rows).toEqual([{ price: 401.125, volume: 12.5, unitId }]);
  });

  it('rejects a price above the cap and below the floor with the bound in Chinese', async () => {
    const high = expectAbpError(await declare(w.tokens.seller, sell(peak(1600, 10))), 400);
    expect(high.message).toBe('申报价格最大为1500元/MWh');
    const low = expectAbpError(await declare(w.tokens.seller, sell(peak(-5, 10))), 400);
    expect(low.message).toBe('申报价格最小为0元/MWh');
  });

  it('rejects a price or volume finer than the clearing grid (0.001 元/MWh, 0.01 MWh)', async () => {
    const price = expectAbpError(await declare(w.tokens.seller, sell(peak(400.1234, 10))), 400);
    expect(price).toEqual({ message: '注意保留3位小数', members: ['bids[0].price'] });
    const volume = expectAbpError(await declare(w.tokens.seller, sell(peak(400, 10.005))), 400);
    expect(volume).toEqual({ message: '注意保留2位小数', members: ['bids[0].volume'] });
  });

  it('rejects a segment total above the remaining quota, naming the segment and the limit', async () => {
    const quota = await w.db
      .selectFrom('quota')
      .select(['upper', 'used'])
      .where('roundId', '=', w.roundId)
      .where('entityId', '=', w.sellerId)
      .where('timeId', '=', 1)
      .executeTakeFirstOrThrow();
    const room = Math.round((quota.upper - quota.used) * 1e4) / 1e4;
    const over = expectAbpError(await declare(w.tokens.seller, sell(peak(400, room + 1))), 400);
    expect(over.message).toBe(`峰时段申报电量${room + 1}MWh超过可申报上限${room}MWh`);
  });

  it("rejects selling where the segment's quota is a buy quota ('-' on the sell side)", async () => {
    const flat = () =>
      w.db
        .updateTable('quota')
        .where('roundId', '=', w.roundId)
        .where('entityId', '=', w.sellerId)
        .where('timeId', '=', 2);
    await flat().set({ obj: 0 }).execute();
    const bids = [{ unitId, objId: 2, price: 400, volume: 1 }];
    const blocked = expectAbpError(await declare(w.tokens.seller, sell(bids)), 400);
    expect(blocked).toEqual({ message: '当前额度方向不允许售电', members: ['bids[0].volume'] });
    await flat().set({ obj: 1 }).execute();
    expectContractOk('submitCenterTradeBids', await declare(w.tokens.seller, sell(bids)));
  });

  it("answers 401 without a token and 403 when declaring for another trainee's enterprise", async () => {
    expectAbpError(await declare(undefined, sell(peak(400, 10))), 401);
    expectAbpError(await declare(w.tokens.buyer, sell(peak(400, 10))), 403);
    expectAbpError(await declare(w.tokens.outsider, sell(peak(400, 10))), 403);
  });

  it("never lets the buyer read the seller's bids before clearing (403), only its own (none)", async () => {
    const other = { roundId: w.roundId, enterpriseId: w.sellerId };
    expectAbpError(
      await call(w.app, 'getCenterTradeBids', { token: w.tokens.buyer, query: other }),
      403,
    );
    const own = await call(w.app, 'getCenterTradeBids', {
      token: w.tokens.buyer,
      query: { roundId: w.roundId, enterpriseId: w.buyerId },
    });
    expect(expectContractOk<{ totalCount: number }>('getCenterTradeBids', own).totalCount).toBe(0);
  });

  it('rejects declarations after the teacher stopped quotation with 该轮次已停止报价，不能再申报', async () => {
    await call(w.app, 'stopQuotation', { token: w.tokens.teacher, body: { roundId: w.roundId } });
    const late = expectAbpError(await declare(w.tokens.seller, sell(peak(400, 10))), 400);
    expect(late.message).toBe('该轮次已停止报价，不能再申报');
  });
});

describe('two teacher clicks on 启动出清 at once', () => {
  it('clear the round once: one 200, one 409, and the result stays ready', async () => {
    const body = { roundId: w.roundId };
    const replies = await Promise.all([
      call(w.app, 'openCenterEngine', { token: w.tokens.teacher, body }),
      call(w.app, 'openCenterEngine', { token: w.tokens.teacher, body }),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const ready = await call(w.app, 'getCenterTradeReadiness', {
      token: w.tokens.seller,
      params: { roundId: w.roundId },
    });
    expect(expectContractOk<{ code: number }>('getCenterTradeReadiness', ready).code).toBe(1);
  });
});

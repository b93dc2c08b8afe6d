// What the centralised-bidding screens read besides bids and prices: each round carries the course's
// declaration rules (so the screen checks what the server checks), results name the seller's units, and
// inter-provincial markets name their channel.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectAbpError, expectContractOk, openApiWorld, type ApiWorld } from './apiHarness';

let w: ApiWorld;

interface Rules {
  priceMin: number;
  priceMax: number | null;
  priceDecimals: number;
  volumeDecimals: number;
}

beforeAll(async () => {
  w = await openApiWorld();
}, 60_000);
afterAll(async () => {
  await w.dispose();
});

const roundRules = async () =>
  expectContractOk<{ declarationRules?: Rules }>(
    'getRound',
    await call(w.app, 'getRound', { token: w.tokens.seller, params: { id: w.roundId } }),
  ).declarationRules;

describe('declaration rules on rounds', () => {
  it('gives the demo course floor 0, cap 1500, 3 price decimals and 2 volume decimals', async () => {
    expect(await roundRules()).toEqual({
      priceMin: 0,
      priceMax: 1500,
      priceDecimals: 3,
      volumeMin: 0,
      volumeMax: null,
      volumeDecimals: 2,
    });
    const list = expectContractOk<{ items: Array<{ declarationRules?: Rules }> }>(
      'getRoundsByCourse',
      await call(w.app, 'getRoundsByCourse', {
        token: w.tokens.seller,
        params: { id: w.courseId },
      }),
    );
    expect(list.items.every((r) => r.declarationRules?.priceMax === 1500)).toBe(true);
  });

  it('follows the PriceDecimals argument the bid check enforces', async () => {
    await w.db
      .insertInto('course_argument')
      .values({ courseId: w.courseId, name: 'PriceDecimals', value: '1' })
      .execute();
    expect((await roundRules())?.priceDecimals).toBe(1);
    const bids = [{ objId: 1, price: 400.25, volume: 10 }];
    const refused = await call(w.app, 'submitCenterTradeBids', {
      token: w.tokens.buyer,
      body: { roundId: w.roundId, enterpriseId: w.buyerId, direction: 0, bids },
    });
    expect(expectAbpError(refused, 400).message).toBe('注意保留1位小数');
    await w.db
      .deleteFrom('course_argument')
      .where('courseId', '=', w.courseId)
      .where('name', '=', 'PriceDecimals')
      .execute();
  });
});

describe('names on centralised-bidding results', () => {
  it("names the seller's units and the inter-provincial channel", async () => {
    const round = await w.db
      .selectFrom('round')
      .select('id')
      .where('courseId', '=', w.courseId)
      .where('name', '=', '2026年3月省间集中竞价')
      .executeTakeFirstOrThrow();
    const channel = await w.db
      .selectFrom('province_channel')
      .select(['id', 'name'])
      .where('sceneId', '=', w.sceneId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const unit = await w.db
      .selectFrom('generator_unit')
      .select(['id', 'name'])
      .where('enterpriseId', '=', w.sellerId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const bids = [{ objId: 1, unitId: unit.id, channelId: channel.id, price: 300, volume: 100 }];
    const declared = await call(w.app, 'submitCenterTradeBids', {
      token: w.tokens.seller,
      body: { roundId: round.id, enterpriseId: w.sellerId, direction: 1, bids },
    });
    expect(declared.statusCode, declared.body).toBe(200);
    await call(w.app, 'stopQuotation', { token: w.tokens.teacher, body: { roundId: round.id } });
    await call(w.app, 'openCenterEngine', { token: w.tokens.teacher, body: { roundId: round.id } });
    const view = expectContractOk<{
      items: Array<{ enterpriseId?: number | null; unitId?: number | null; unitName?: string }>;
      markets: Array<{ channelId?: number | null; channelName?: string | null }>;
    }>(
      'getCenterTradeResults',
      await call(w.app, 'getCenterTradeResults', {
        token: w.tokens.seller,
        query: { roundId: round.id },
      }),
    );
    const own = view.items.filter((r) => r.enterpriseId === w.sellerId);
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((r) => r.unitId === unit.id && r.unitName === unit.name)).toBe(true);
    const named = view.markets.filter((m) => m.channelId === channel.id);
    expect(named.length).toBe(3);
    expect(named.every((m) => m.channelName === channel.name)).toBe(true);
  });
});

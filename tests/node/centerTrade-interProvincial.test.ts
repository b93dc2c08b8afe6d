import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../../server/seed/seedDemo';
import { call, expectAbpError, expectContractOk, openApiWorld, type ApiWorld } from './apiHarness';
import { sellerUnitIds } from './centerTradeSteps';
import { passwordToken } from './identityTestApp';

// The demo inter-provincial round on channel 鲁苏一通道 (Shandong → Jiangsu, tariff 28 元/MWh):
// a Shandong seller offers 100 MWh at 300, a Jiangsu buyer bids 80 MWh at 350 in the peak segment.
// Offers are compared at 300 + 28 = 328 ≤ 350, so 80 MWh clear; the uniform receiving price is
// (350 + 328) / 2 = 339 元/MWh, and the seller gets 339 − 28 = 311 元/MWh.
let w: ApiWorld;
let roundId: number;
let channelId: number;
let unitId: number;
let jiangsuBuyer: { enterpriseId: number; token: string };

beforeAll(async () => {
  w = await openApiWorld();
  const round = await w.db
    .selectFrom('round')
    .select('id')
    .where('courseId', '=', w.courseId)
    .where('name', '=', '2026年3月省间集中竞价')
    .executeTakeFirstOrThrow();
  roundId = round.id;
  const channel = await w.db
    .selectFrom('province_channel')
    .select('id')
    .where('name', '=', '鲁苏一通道')
    .where('sceneId', '=', w.sceneId)
    .executeTakeFirstOrThrow();
  channelId = channel.id;
  [unitId = 0] = await sellerUnitIds(w);
  const buyer = await w.db
    .selectFrom('user_course')
    .innerJoin('enterprise', 'enterprise.id', 'user_course.enterpriseId')
    .innerJoin('users', 'users.id', 'user_course.userId')
    .innerJoin('province_channel', 'province_channel.toProvince', 'enterprise.province')
    .select(['users.userName', 'enterprise.id'])
    .where('province_channel.id', '=', channelId)
    .where('enterprise.isBuyer', '=', 1)
    .where('user_course.courseId', '=', w.courseId)
    .executeTakeFirstOrThrow();
  jiangsuBuyer = {
    enterpriseId: buyer.id,
    token: await passwordToken(w.app, { userName: buyer.userName, password: demoPassword }),
  };
}, 60_000);
afterAll(async () => {
  await w.dispose();
});

const declare = (token: string, enterpriseId: number, direction: number, bid: object) =>
  call(w.app, 'submitCenterTradeBids', {
    token,
    body: { roundId, enterpriseId, direction, bids: [{ objId: 1, ...bid }] },
  });

describe('inter-provincial centralised bidding per channel', () => {
  it('requires a channel with the enterprise at the right end, with the Chinese reason', async () => {
    const none = await declare(w.tokens.seller, w.sellerId, 1, { unitId, price: 300, volume: 100 });
    expect(expectAbpError(none, 400)).toEqual({
      message: '省间交易须选择输电通道',
      members: ['bids[0].channelId'],
    });
    const wrongEnd = await declare(w.tokens.buyer, w.buyerId, 0, {
      channelId,
      price: 350,
      volume: 80,
    });
    expect(expectAbpError(wrongEnd, 400).message).toBe('购方须位于通道的受端省份');
    const provincial = await call(w.app, 'submitCenterTradeBids', {
      token: w.tokens.buyer,
      body: {
        roundId: w.roundId,
        enterpriseId: w.buyerId,
        direction: 0,
        bids: [{ objId: 1, channelId, price: 350, volume: 80 }],
      },
    });
    expect(expectAbpError(provincial, 400).message).toBe('省内交易不能指定输电通道');
  });

  it('stores and returns the channel of each bid', async () => {
    const sold = await declare(w.tokens.seller, w.sellerId, 1, {
      unitId,
      channelId,
      price: 300,
      volume: 100,
    });
    const bought = await declare(jiangsuBuyer.token, jiangsuBuyer.enterpriseId, 0, {
      channelId,
      price: 350,
      volume: 80,
    });
    for (const [response, id] of [
      [sold, w.sellerId],
      [bought, jiangsuBuyer.enterpriseId],
    ] as const) {
      const items = expectContractOk<{
        items: Array<{ channelId: number | null; enterpriseId: number }>;
      }>('submitCenterTradeBids', response).items;
      expect(items.map((b) => [b.enterpriseId, b.channelId])).toEqual([[id, channelId]]);
    }
  });

  it('clears on the channel with the tariff: 80 MWh, buyers pay 339, sellers get 311', async () => {
    await call(w.app, 'stopQuotation', { token: w.tokens.teacher, body: { roundId } });
    expect(
      expectContractOk<{ code: number }>(
        'getProvincialCenterTradeResultStatus',
        await call(w.app, 'getProvincialCenterTradeResultStatus', {
          token: jiangsuBuyer.token,
          query: { roundId, courseId: w.courseId },
        }),
      ).code,
    ).toBe(0);
    const summary = expectContractOk<{ clearedVolume: number; averagePrice: number }>(
      'openCenterEngine',
      await call(w.app, 'openCenterEngine', { token: w.tokens.teacher, body: { roundId } }),
    );
    expect(summary).toMatchObject({ clearedVolume: 80, averagePrice: 311 });
    const view = expectContractOk<{
      items: Array<{
        enterpriseId?: number | null;
        objId: number;
        clearedVolume: number;
        clearedPrice: number;
      }>;
      markets: Array<{
        channelId: number | null;
        objId: number;
        clearingPrice: number | null;
        receivingPrice: number | null;
      }>;
    }>(
      'getCenterTradeResults',
      await call(w.app, 'getCenterTradeResults', { token: jiangsuBuyer.token, query: { roundId } }),
    );
    const peak = view.markets.find((m) => m.channelId === channelId && m.objId === 1);
    expect(peak).toMatchObject({ clearingPrice: 311, receivingPrice: 339 });
    const own = view.items.filter((r) => r.enterpriseId !== null && r.objId === 1);
    expect(own.map((r) => [r.enterpriseId, r.clearedVolume, r.clearedPrice])).toEqual([
      [jiangsuBuyer.enterpriseId, 80, 339],
    ]);
  });

  it('asks only volume questions for an inter-provincial round, answered from the result', async () => {
    const rows = await w.db
      .selectFrom('center_trade_question')
      .innerJoin('question', 'question.id', 'center_trade_question.questionId')
      .select(['center_trade_question.kind', 'center_trade_question.timeId', 'question.answer'])
      .where('center_trade_question.roundId', '=', roundId)
      .where('center_trade_question.enterpriseId', '=', w.sellerId)
      .orderBy('timeId')
      .execute();
    expect(rows.map((r) => [r.kind, r.timeId, r.answer])).toEqual([
      ['volume', 1, '80'],
      ['volume', 2, '0'],
      ['volume', 3, '0'],
    ]);
  });
});

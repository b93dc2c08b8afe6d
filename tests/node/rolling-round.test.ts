import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../../server/seed/seedDemo';
import {
  call,
  expectAbpError,
  expectContractOk,
  okItems,
  openApiWorld,
  type ApiWorld,
} from './apiHarness';
import { passwordToken } from './identityTestApp';

// The demo course's type-3 rounds: 2026年3月滚动撮合 (monthly, quotas, two sessions 第1场/第2场 open),
// 2026年3月15日分时段滚动撮合 (hourly books, no quota); and a listing shared pro rata.
let w: ApiWorld;
let monthly: number;
let sessions: number[];
let hourly: number;
let buyer2: string;

interface Order {
  id: number;
  status: number;
  dealVolume: number;
  openVolume?: number;
  pendingVolume?: number;
  cancelVolume?: number;
  cancelledBySystem?: boolean;
  sessionId?: number | null;
}

const roundNamed = async (name: string) =>
  (
    await w.db
      .selectFrom('round')
      .select('id')
      .where('name', '=', name)
      .where('courseId', '=', w.courseId)
      .executeTakeFirstOrThrow()
  ).id;
const place = (token: string, body: Record<string, unknown>) =>
  call(w.app, 'placeListingOrder', { token, body });
const placeOk = async (token: string, body: Record<string, unknown>) =>
  expectContractOk<Order>('placeListingOrder', await place(token, body));
const roundQuestions = async (token: string, roundName: string) =>
  expectContractOk<{ items: { name: string; category: number; answerCount: number }[] }>(
    'getCourseQuestions',
    await call(w.app, 'getCourseQuestions', { token, params: { courseId: w.courseId } }),
  ).items.filter((q) => q.name.includes(roundName));
const mine = (token: string, roundId: number) =>
  okItems<Order>(w.app, 'getMyListingOrders', { token, query: { roundId } });

beforeAll(async () => {
  w = await openApiWorld();
  buyer2 = await passwordToken(w.app, { userName: 'trainee6', password: demoPassword });
  monthly = await roundNamed('2026年3月滚动撮合');
  sessions = [
    await roundNamed('2026年3月滚动撮合第1场'),
    await roundNamed('2026年3月滚动撮合第2场'),
  ];
  hourly = await roundNamed('2026年3月15日分时段滚动撮合');
}, 60_000);
afterAll(async () => {
  await w.dispose();
});

describe('quotas', () => {
  it('refuses more than the remaining quota, counting what is already placed', async () => {
    const quota = await w.db
      .selectFrom('quota')
      .select(['upper', 'used'])
      .where('roundId', '=', monthly)
      .where('entityId', '=', w.buyerId)
      .where('timeId', '=', 3)
      .executeTakeFirstOrThrow();
    const room = Math.floor((quota.upper - quota.used) * 100) / 100;
    const body = { roundId: monthly, direction: 0, objId: 3, price: 200 };
    await placeOk(w.tokens.buyer, { ...body, volume: room - 1 });
    const over = await place(w.tokens.buyer, { ...body, volume: 2 });
    expect(expectAbpError(over, 400).message).toBe('申报电量超过剩余额度');
    const hours = await okItems<{ timeId: number; upper: number; used: number; freezed: number }>(
      w.app,
      'getListing24Quotas',
      { token: w.tokens.buyer, query: { roundId: monthly } },
    );
    // Valley hours 0-8 share the segment's quota and its open (freezed, not yet used) volume evenly.
    const valley = hours.filter((h) => h.timeId <= 8);
    expect(valley).toHaveLength(9);
    expect(valley.reduce((s, h) => s + h.freezed, 0)).toBeCloseTo(room - 1, 2);
    expect(valley.reduce((s, h) => s + h.used, 0)).toBeCloseTo(quota.used, 2);
  });
});

describe('sessions (场次) of the monthly round', () => {
  it('puts orders in the first open session; its end cancels them as the system', async () => {
    const sell = await placeOk(w.tokens.seller, {
      roundId: monthly,
      direction: 1,
      objId: 1,
      price: 420,
      volume: 10,
    });
    expect(sell.sessionId).toBe(sessions[0]);
    const closed = await call(w.app, 'closeRound', {
      token: w.tokens.teacher,
      params: { id: sessions[0] ?? 0 },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const [after] = (await mine(w.tokens.seller, monthly)).filter((o) => o.id === sell.id);
    expect(after).toMatchObject({ status: 3, cancelVolume: 10, cancelledBySystem: true });
    const next = await placeOk(w.tokens.seller, {
      roundId: monthly,
      direction: 1,
      objId: 1,
      price: 420,
      volume: 10,
    });
    expect(next.sessionId).toBe(sessions[1]);
  });

  it('refuses orders once no session is open, and a trainee cannot stop a session', async () => {
    expectAbpError(
      await call(w.app, 'closeRound', { token: w.tokens.seller, params: { id: sessions[1] ?? 0 } }),
      403,
    );
    await call(w.app, 'stopQuotation', {
      token: w.tokens.teacher,
      body: { roundId: sessions[1] ?? 0 },
    });
    const refused = await place(w.tokens.seller, {
      roundId: monthly,
      direction: 1,
      objId: 1,
      price: 420,
      volume: 1,
    });
    expect(expectAbpError(refused, 400).message).toBe(
      '当前没有进行中的交易场次，请等待教师开启场次',
    );
  });
});

describe('listing (挂牌/摘牌) and the close of the hourly round', () => {
  let listingId = 0;

  it('shows an open listing without its poster and shares an oversubscribed one pro rata at close', async () => {
    // 华鲁 posts 100 MWh at 380 for hour 10; 齐鲁 asks 60 and 泉城 90 → 40 and 60 at 380.
    const posted = await placeOk(w.tokens.seller, {
      roundId: hourly,
      orderType: 1,
      direction: 1,
      timeId: 10,
      price: 380,
      volume: 100,
    });
    listingId = posted.id;
    const open = await okItems<Record<string, unknown>>(w.app, 'getListingOrders', {
      token: w.tokens.buyer,
      query: { roundId: hourly },
    });
    expect(open).toHaveLength(1);
    expect(open[0]).not.toHaveProperty('enterpriseId');
    expect(open[0]).toMatchObject({ id: listingId, price: 380, openVolume: 100 });
    const take = (token: string, volume: number) =>
      placeOk(token, { roundId: hourly, listingId, direction: 0, price: 0, volume });
    expect(await take(w.tokens.buyer, 60)).toMatchObject({ status: 0, pendingVolume: 60 });
    await take(buyer2, 90);
    const own = await call(w.app, 'placeListingOrder', {
      token: w.tokens.seller,
      body: { roundId: hourly, listingId, direction: 0, price: 0, volume: 1 },
    });
    expect(expectAbpError(own, 400).message).toBe('委托方向与本轮挂牌角色不符');
  });

  it('keeps hourly books apart and shows them by hour (V8)', async () => {
    await placeOk(w.tokens.seller, {
      roundId: hourly,
      direction: 1,
      timeId: 11,
      price: 300,
      volume: 5,
    });
    const h11 = await okItems<{ timeId: number; price: number; volume: number }>(
      w.app,
      'getSellOrdersV8',
      { token: w.tokens.buyer, query: { roundId: hourly, timeId: 11 } },
    );
    expect(h11.map((l) => [l.timeId, l.price, l.volume])).toEqual([[11, 300, 5]]);
    const h12 = await okItems(w.app, 'getSellOrdersV8', {
      token: w.tokens.buyer,
      query: { roundId: hourly, timeId: 12 },
    });
    expect(h12).toEqual([]);
  });

  it('puts two waiting category-3 questions on the paper of a trainee who ordered', async () => {
    const waiting = await roundQuestions(w.tokens.buyer, '2026年3月15日分时段滚动撮合');
    expect(waiting.map((q) => [q.category, q.answerCount])).toEqual([
      [3, 0],
      [3, 0],
    ]);
  });

  it('is not ready before the close; the close allocates, cancels the rest and builds results', async () => {
    const readiness = async () =>
      expectContractOk<{ code: number }>(
        'getRollingMatchingResultStatus',
        await call(w.app, 'getRollingMatchingResultStatus', {
          token: w.tokens.buyer,
          params: { roundId: hourly },
        }),
      ).code;
    expect(await readiness()).toBe(0);
    const early = await call(w.app, 'buildListingDemandReport', {
      token: w.tokens.teacher,
      params: { roundId: hourly },
    });
    expect(expectAbpError(early, 400).message).toBe('本轮交易尚未结束，不能生成报告');
    await call(w.app, 'closeRound', { token: w.tokens.teacher, params: { id: hourly } });
    expect(await readiness()).toBe(1);
    const takes = (await mine(w.tokens.buyer, hourly)).map((o) => o.dealVolume);
    expect(takes).toEqual([40]);
    expect((await mine(buyer2, hourly)).map((o) => [o.dealVolume, o.cancelVolume])).toEqual([
      [60, 30],
    ]);
    const results = await okItems<{
      direction: number;
      timeId: number;
      volume: number;
      money: number;
    }>(w.app, 'getListingResults', { token: w.tokens.seller, query: { roundId: hourly } });
    expect(results.map((r) => [r.direction, r.timeId, r.volume, r.money])).toEqual([
      [1, 10, 100, 38000],
    ]);
    // The unfilled hour-11 offer was cancelled by the system at close.
    const cancels = await okItems<{ volume: number; cancelledBySystem: boolean; timeId: number }>(
      w.app,
      'getCanceledListings',
      { token: w.tokens.seller, query: { roundId: hourly } },
    );
    expect(cancels.map((c) => [c.volume, c.cancelledBySystem, c.timeId])).toEqual([[5, true, 11]]);
    const report = expectContractOk<{ count: number }>(
      'buildListingGeneratorReport',
      await call(w.app, 'buildListingGeneratorReport', {
        token: w.tokens.teacher,
        params: { roundId: hourly },
      }),
    );
    expect(report.count).toBe(1);
    expectAbpError(
      await call(w.app, 'buildListingGeneratorReport', {
        token: w.tokens.seller,
        params: { roundId: hourly },
      }),
      403,
    );
  });

  it('answers the questions from each trainee’s own trades once the round has results', async () => {
    const answered = await roundQuestions(w.tokens.buyer, '2026年3月15日分时段滚动撮合');
    expect(answered.map((q) => q.answerCount)).toEqual([1, 1]);
    const answers = await w.db
      .selectFrom('rolling_question')
      .innerJoin('question', 'question.id', 'rolling_question.questionId')
      .select(['rolling_question.enterpriseId', 'rolling_question.kind', 'question.answer'])
      .where('rolling_question.roundId', '=', hourly)
      .orderBy('rolling_question.enterpriseId')
      .orderBy('rolling_question.kind')
      .execute();
    // 华鲁 sold the whole listing, 100 MWh at 380; 齐鲁 got 40 of it; 泉城 60.
    const of = (enterpriseId: number) =>
      answers.filter((a) => a.enterpriseId === enterpriseId).map((a) => [a.kind, a.answer]);
    expect(of(w.sellerId)).toEqual([
      ['price', '380'],
      ['volume', '100'],
    ]);
    expect(of(w.buyerId)).toEqual([
      ['price', '380'],
      ['volume', '40'],
    ]);
    expect(answers).toHaveLength(6);
  });

  it('puts the listing trades into holdings (省内滚动撮合), spread over the segment', async () => {
    const rows = await okItems<{ tradeType: number; longDealVolumeAndPrice: { volume: number }[] }>(
      w.app,
      'getHoldingsByEnterprise',
      { token: w.tokens.buyer, query: { courseId: w.courseId, enterpriseId: w.buyerId, month: 3 } },
    );
    const series = rows.find((r) => r.tradeType === 3);
    const total = series?.longDealVolumeAndPrice.reduce((s, d) => s + d.volume, 0) ?? 0;
    expect(total).toBeCloseTo(40, 2);
  });
});

describe('roles and the default-role job', () => {
  it('sets a role before the first order only, and the job gives everyone else their own side', async () => {
    const id = expectContractOk<{ id: number }>(
      'createRound',
      await call(w.app, 'createRound', {
        token: w.tokens.teacher,
        body: {
          courseId: w.courseId,
          name: '2026年8月滚动撮合',
          type: 3,
          cycle: 1,
          year: 2026,
          month: 8,
        },
      }),
    ).id;
    await call(w.app, 'openRound', { token: w.tokens.teacher, params: { id } });
    const role = () =>
      call(w.app, 'getListingRole', { token: w.tokens.seller, query: { roundId: id } });
    expect(expectContractOk('getListingRole', await role())).toBeNull();
    const set = await call(w.app, 'setListingRole', {
      token: w.tokens.seller,
      body: { roundId: id, role: 0 },
    });
    expectContractOk('setListingRole', set);
    await placeOk(w.tokens.seller, { roundId: id, direction: 0, objId: 2, price: 100, volume: 1 });
    const again = await call(w.app, 'setListingRole', {
      token: w.tokens.seller,
      body: { roundId: id, role: 1 },
    });
    expect(expectAbpError(again, 400).message).toBe('本轮已有委托，不能更改挂牌角色');
    const job = await call(w.app, 'startBuildDefaultDeclareJob', {
      token: w.tokens.teacher,
      body: { roundId: id },
    });
    expect(job.statusCode, job.body).toBe(204);
    const roles = await okItems<{ enterpriseId: number; role: number }>(w.app, 'getListingRoles', {
      token: w.tokens.teacher,
      query: { roundId: id },
    });
    expect(roles.find((r) => r.enterpriseId === w.sellerId)?.role).toBe(0);
    expect(roles.find((r) => r.enterpriseId === w.buyerId)?.role).toBe(0);
    expect(roles.length).toBeGreaterThanOrEqual(8);
    const visible = await okItems(w.app, 'getListingRoles', {
      token: w.tokens.buyer,
      query: { roundId: id },
    });
    expect(visible).toHaveLength(1);
  });
});

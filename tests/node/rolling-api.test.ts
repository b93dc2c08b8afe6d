import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RollingService } from '../../server/domain/rollingMatching/rollingService';
import { demoPassword } from '../../server/seed/seedDemo';
import {
  call,
  expectAbpError,
  expectContractOk,
  okItems,
  openApiWorld,
  type ApiWorld,
} from './apiHarness';
import { recordPushes } from './apiRecordingHubs';
import { passwordToken } from './identityTestApp';
import { openRollingRound } from './rollingRounds';

// A monthly rolling-matching round (type 3, cycle 1, no sessions, no quota) in 山东, computed by hand:
// seller 华鲁 (trainee1) sells 50 @ 350 and 鲁能 (trainee2) 40 @ 348 in the peak segment; buyer 齐鲁
// (trainee5) buys 60 @ 355 → fills 40 @ 348 (鲁能, best ask) then 20 @ 350 (华鲁), at the resting prices.
// Book after: asks 350 × 30 (1 order), no bids.
let w: ApiWorld;
let pushes: ReturnType<typeof recordPushes>;
let roundId: number;
let seller2: string;
let buyer2: string;

interface Order {
  id: number;
  status: number;
  dealVolume: number;
  openVolume?: number;
  cancelVolume?: number;
  enterpriseId?: number;
}
interface Level {
  province: number;
  objId: number | null;
  price: number;
  volume: number;
  orderCount: number;
}

const place = (token: string, body: Record<string, unknown>) =>
  call(w.app, 'placeListingOrder', { token, body: { roundId, objId: 1, ...body } });
const placeOk = async (token: string, body: Record<string, unknown>): Promise<Order> =>
  expectContractOk<Order>('placeListingOrder', await place(token, body));

const createRound = (body: Record<string, unknown>) => openRollingRound(w, body);

beforeAll(async () => {
  w = await openApiWorld();
  pushes = recordPushes();
  seller2 = await passwordToken(w.app, { userName: 'trainee2', password: demoPassword });
  buyer2 = await passwordToken(w.app, { userName: 'trainee6', password: demoPassword });
  roundId = await createRound({ name: '2026年5月滚动撮合', month: 5 });
}, 60_000);
afterAll(async () => {
  pushes.detach();
  await w.dispose();
});

describe('rolling matching through the API', () => {
  it('matches at the resting prices, best price first, and keeps the partial fill open', async () => {
    await placeOk(w.tokens.seller, { direction: 1, price: 350, volume: 50 });
    await placeOk(seller2, { direction: 1, price: 348, volume: 40 });
    const buy = await placeOk(w.tokens.buyer, { direction: 0, price: 355, volume: 60 });
    expect(buy).toMatchObject({ status: 2, dealVolume: 60, openVolume: 0 });
    const trades = await okItems<{ price: number; volume: number }>(w.app, 'getListingTrades', {
      token: w.tokens.buyer,
      query: { roundId },
    });
    expect(trades.map((t) => [t.volume, t.price])).toEqual([
      [40, 348],
      [20, 350],
    ]);
    const asks = await okItems<Level>(w.app, 'getSellOrders', {
      token: w.tokens.buyer,
      query: { roundId },
    });
    expect(asks).toEqual([
      {
        province: asks[0]?.province,
        objId: 1,
        timeId: null,
        price: 350,
        volume: 30,
        orderCount: 1,
      },
    ]);
    expect(
      await okItems(w.app, 'getBuyOrders', { token: w.tokens.buyer, query: { roundId } }),
    ).toEqual([]);
  });

  it('counts an order as a declaration: the enterprise choice tags its enterprise 已申报', async () => {
    const mine = await okItems<{ id: number; isPrice: boolean }>(w.app, 'getCourseEnterprises', {
      token: w.tokens.seller,
      query: { courseId: w.courseId, roundId },
    });
    expect(mine.find((e) => e.id === w.sellerId)?.isPrice).toBe(true);
    const all = await okItems<{ enterpriseId: number; isPrice: boolean }>(
      w.app,
      'getDeclarationStatus',
      { token: w.tokens.teacher, params: { id: roundId } },
    );
    const declared = all.filter((r) => r.isPrice).map((r) => r.enterpriseId);
    expect(declared).toEqual(expect.arrayContaining([w.sellerId, w.buyerId]));
    // 鲁苏发电集团 (trainee9) placed nothing.
    expect(declared).toHaveLength(3);
  });

  it('shows a trainee only its own orders, and trade parties only on its own side', async () => {
    const mine = await okItems<Order>(w.app, 'getMyListingOrders', {
      token: w.tokens.seller,
      query: { roundId },
    });
    expect(mine.map((o) => [o.enterpriseId, o.status, o.dealVolume, o.openVolume])).toEqual([
      [w.sellerId, 1, 20, 30],
    ]);
    const denied = await call(w.app, 'getMyListingOrders', {
      token: w.tokens.buyer,
      query: { roundId, enterpriseId: w.sellerId },
    });
    expectAbpError(denied, 403);
    const tape = await okItems<Record<string, unknown>>(w.app, 'getListingTrades', {
      token: w.tokens.seller,
      query: { roundId },
    });
    // 华鲁 sold only in the second trade: it sees its own sell side there and no buyer anywhere.
    expect(tape.map((t) => [t.sellerName ?? null, t.buyerName ?? null])).toEqual([
      [null, null],
      ['华鲁发电有限公司', null],
    ]);
    const volumes = await okItems(w.app, 'getListingIngVolume', {
      token: w.tokens.seller,
      query: { roundId },
    });
    expect(volumes).toEqual([{ objId: 1, timeId: null, buyVolume: 0, sellVolume: 20 }]);
  });

  it('refuses with the section-5 messages, the wrong side, the teacher and anonymous callers', async () => {
    const message = async (body: Record<string, unknown>) =>
      expectAbpError(await place(w.tokens.buyer, body), 400).message;
    expect(await message({ direction: 0, price: 1600, volume: 1 })).toBe(
      '申报价格最大值为1500元/MWh',
    );
    // A negative price never reaches the rules: the contract's minimum refuses it first.
    expect(await message({ direction: 0, price: -1, volume: 1 })).toBe(
      '请求参数验证失败：price 不能小于 0',
    );
    expect(await message({ direction: 0, price: 300.1234, volume: 1 })).toBe('注意保留3位小数');
    expect(await message({ direction: 0, price: 300, volume: 1.234 })).toBe('注意保留2位小数');
    expect(await message({ direction: 1, price: 300, volume: 1 })).toBe(
      '委托方向与本轮挂牌角色不符',
    );
    expect(await message({ direction: 0, price: 300, volume: 1, objId: 9 })).toBe('时段不存在：9');
    expectAbpError(await place(w.tokens.teacher, { direction: 0, price: 300, volume: 1 }), 403);
    expectAbpError(
      await call(w.app, 'placeListingOrder', {
        body: { roundId, direction: 0, price: 1, volume: 1 },
      }),
      401,
    );
  });

  it('cancels only its own open volume, records it, and refuses a second cancel', async () => {
    const [open] = await okItems<Order>(w.app, 'getWaitOrders', {
      token: w.tokens.seller,
      query: { roundId },
    });
    const orderId = open?.id ?? 0;
    expectAbpError(
      await call(w.app, 'cancelListingOrder', { token: w.tokens.buyer, body: { orderId } }),
      403,
    );
    const cancelled = expectContractOk<{ volume: number }>(
      'cancelListingOrder',
      await call(w.app, 'cancelListingOrder', { token: w.tokens.seller, body: { orderId } }),
    );
    expect(cancelled.volume).toBe(30);
    const again = await call(w.app, 'cancelListingOrder', {
      token: w.tokens.seller,
      body: { orderId },
    });
    expect(expectAbpError(again, 400).message).toBe('该申报已撤销');
    const list = await okItems<{
      orderId: number;
      volume: number;
      cancelledBySystem: boolean;
      objId: number | null;
    }>(w.app, 'getCanceledListings', { token: w.tokens.seller, query: { roundId } });
    // With the book the volume left (the peak segment), which the 已撤单 tab shows.
    expect(list.map((c) => [c.orderId, c.volume, c.cancelledBySystem, c.objId])).toEqual([
      [orderId, 30, false, 1],
    ]);
    expect(
      await okItems(w.app, 'getSellOrders', { token: w.tokens.buyer, query: { roundId } }),
    ).toEqual([]);
  });

  it('pushes OnDataChanged on the titan hub naming the changed operations, with no data', async () => {
    const before = pushes.titan.sent.length;
    await placeOk(w.tokens.seller, { direction: 1, price: 360, volume: 5 });
    const sent = pushes.titan.sent.slice(before).filter((p) => p.target === 'OnDataChanged');
    expect(sent).toHaveLength(1);
    const [payload] = sent[0]?.args ?? [];
    expect(Object.keys(payload as object).sort()).toEqual(['courseId', 'operations', 'roundId']);
    expect(payload).toMatchObject({ courseId: w.courseId, roundId });
    expect((payload as { operations: string[] }).operations).toEqual(
      // The quota rows too: they count the round's waiting and traded volume.
      expect.arrayContaining([
        'getBuyOrders',
        'getSellOrders',
        'getMyListingOrders',
        'getListingQuota',
        'getListing24Quotas',
      ]),
    );
    expect((payload as { operations: string[] }).operations).not.toContain('getListingTrades');
  });
});

describe('one writer per book', () => {
  it('fills no order twice when many clients send at once, and the stored trades balance', async () => {
    const id = await createRound({ name: '2026年7月滚动撮合', month: 7 });
    const body = (direction: number, price: number) => ({
      roundId: id,
      objId: 2,
      direction,
      price,
      volume: 3,
    });
    const replies = await Promise.all([
      ...Array.from({ length: 20 }, (_, i) =>
        call(w.app, 'placeListingOrder', {
          token: i % 2 ? seller2 : w.tokens.seller,
          body: body(1, 300 + (i % 3)),
        }),
      ),
      ...Array.from({ length: 20 }, (_, i) =>
        call(w.app, 'placeListingOrder', {
          token: i % 2 ? buyer2 : w.tokens.buyer,
          body: body(0, 301 + (i % 3)),
        }),
      ),
    ]);
    for (const r of replies) expect(r.statusCode, r.body).toBe(200);
    const trades = await w.db
      .selectFrom('rolling_trade')
      .selectAll()
      .where('roundId', '=', id)
      .execute();
    const orders = await Promise.all(
      [w.tokens.seller, seller2, w.tokens.buyer, buyer2].map((token) =>
        okItems<Order & { volume: number; direction: number }>(w.app, 'getMyListingOrders', {
          token,
          query: { roundId: id },
        }),
      ),
    );
    const all = orders.flat();
    const tradedOf = (orderId: number) =>
      trades
        .filter((t) => t.buyOrderId === orderId || t.sellOrderId === orderId)
        .reduce((s, t) => s + t.volume, 0);
    for (const o of all) {
      expect(o.dealVolume).toBeLessThanOrEqual(o.volume);
      expect(o.dealVolume).toBeCloseTo(tradedOf(o.id), 6);
    }
    const bought = all.filter((o) => o.direction === 0).reduce((s, o) => s + o.dealVolume, 0);
    const sold = all.filter((o) => o.direction === 1).reduce((s, o) => s + o.dealVolume, 0);
    expect(bought).toBeCloseTo(sold, 6);
    expect(bought).toBeGreaterThan(0);
    // Never crossed afterwards.
    const bids = await okItems<Level>(w.app, 'getBuyOrders', {
      token: w.tokens.teacher,
      query: { roundId: id },
    });
    const asks = await okItems<Level>(w.app, 'getSellOrders', {
      token: w.tokens.teacher,
      query: { roundId: id },
    });
    if (bids[0] && asks[0]) expect(bids[0].price).toBeLessThan(asks[0].price);
  });

  it('rebuilds the same books and orders from storage after a restart', async () => {
    const snapshot = async () => ({
      bids: await okItems(w.app, 'getBuyOrders', { token: w.tokens.teacher, query: { roundId } }),
      asks: await okItems(w.app, 'getSellOrders', { token: w.tokens.teacher, query: { roundId } }),
      mine: await okItems(w.app, 'getMyListingOrders', {
        token: w.tokens.teacher,
        query: { roundId },
      }),
    });
    await placeOk(w.tokens.buyer, { direction: 0, price: 340, volume: 7 });
    const before = await snapshot();
    expect(before.bids).toHaveLength(1);
    RollingService.of(w.db).reset();
    expect(await snapshot()).toEqual(before);
    // Trading goes on after the rebuild: the 360 ask still takes a crossing bid.
    const buy = await placeOk(w.tokens.buyer, { direction: 0, price: 365, volume: 5 });
    expect(buy.dealVolume).toBe(5);
  });

  it('closes once under two parallel clicks, and the close survives a restart', async () => {
    const close = () =>
      call(w.app, 'closeRound', { token: w.tokens.teacher, params: { id: roundId } });
    const codes = (await Promise.all([close(), close()])).map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    RollingService.of(w.db).reset();
    expect(
      await okItems(w.app, 'getBuyOrders', { token: w.tokens.teacher, query: { roundId } }),
    ).toEqual([]);
    const late = await place(w.tokens.buyer, { direction: 0, price: 300, volume: 1 });
    expect(expectAbpError(late, 400).message).toBe('本轮交易申报已结束，不能再申报');
    const cancels = await okItems<{ cancelledBySystem: boolean }>(w.app, 'getCanceledListings', {
      token: w.tokens.buyer,
      query: { roundId },
    });
    // The buyer's resting 340 × 7 bid was cancelled by the system at close.
    expect(cancels.filter((c) => c.cancelledBySystem)).toHaveLength(1);
  });
});

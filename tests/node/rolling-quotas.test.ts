import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  expectAbpError,
  expectContractOk,
  okItems,
  openApiWorld,
  type ApiWorld,
} from './apiHarness';
import { openRollingRound } from './rollingRounds';

// A monthly type-3 round (cycle 1, quotas, no sessions). The quotas of the peak segment (1) are set
// by hand: 华鲁 (seller) may sell 100 and already used 10 elsewhere; 齐鲁 (buyer) may buy 80.
// 华鲁 sells 50 @ 350, 齐鲁 buys 30 @ 355 → one trade 30 @ 350, 20 left open in the book.
// Seller: used 10 + 30 = 40, freezed 20, maxSell 100 − 40 − 20 = 40. Buyer: used 30, maxBuy 50.
// After 华鲁 cancels its 20: freezed 0, maxSell 60. In the 24-hour view the segment's quota and its
// trading are spread evenly over the segment's hours (n): upper 100/n, used 40/n.
let w: ApiWorld;
let roundId: number;
let peakHours: number;

interface Limit {
  objId: number;
  upper: number;
  used: number;
  freezed: number;
  maxBuy: number | null;
  maxSell: number | null;
}
interface HourQuota {
  timeId: number;
  upper: number;
  used: number;
  freezed: number;
}

const setQuota = (entityId: number, upper: number, used: number) =>
  w.db
    .updateTable('quota')
    .set({ upper, used, freezed: 0 })
    .where('roundId', '=', roundId)
    .where('entityId', '=', entityId)
    .where('timeId', '=', 1)
    .execute();
const peak = async (token: string) =>
  (await okItems<Limit>(w.app, 'getListingQuota', { token, query: { roundId } })).find(
    (q) => q.objId === 1,
  );
const hours = async (token: string) =>
  (await okItems<HourQuota>(w.app, 'getListing24Quotas', { token, query: { roundId } })).filter(
    (h) => h.upper > 0 && Math.abs(h.upper * peakHours - 100) < 0.01,
  );
const place = (token: string, body: Record<string, unknown>) =>
  call(w.app, 'placeListingOrder', { token, body: { roundId, objId: 1, ...body } });

beforeAll(async () => {
  w = await openApiWorld();
  roundId = await openRollingRound(w, { month: 6, name: '2026年6月滚动撮合', enableQuota: true });
  await setQuota(w.sellerId, 100, 10);
  await setQuota(w.buyerId, 80, 0);
  const segment = await w.db
    .selectFrom('object_solution')
    .select('hours')
    .where('courseId', '=', w.courseId)
    .where('itemId', '=', 1)
    .executeTakeFirstOrThrow();
  peakHours = segment.hours.split(',').filter((h) => h.trim() !== '').length;
}, 60_000);
afterAll(async () => {
  await w.dispose();
});

describe('quotas of a monthly rolling round', () => {
  it('count traded volume as used and open volume as freezed on both sides', async () => {
    expectContractOk(
      'placeListingOrder',
      await place(w.tokens.seller, { direction: 1, price: 350, volume: 50 }),
    );
    expectContractOk(
      'placeListingOrder',
      await place(w.tokens.buyer, { direction: 0, price: 355, volume: 30 }),
    );
    expect(await peak(w.tokens.seller)).toMatchObject({
      upper: 100,
      used: 40,
      freezed: 20,
      maxBuy: null,
      maxSell: 40,
    });
    expect(await peak(w.tokens.buyer)).toMatchObject({
      upper: 80,
      used: 30,
      freezed: 0,
      maxBuy: 50,
    });
  });

  it('refuses what the shown room does not cover, and frees cancelled volume', async () => {
    const over = await place(w.tokens.buyer, { direction: 0, price: 100, volume: 50.01 });
    expect(expectAbpError(over, 400).message).toBe('申报电量超过剩余额度');
    const [open] = await okItems<{ id: number; status: number }>(w.app, 'getMyListingOrders', {
      token: w.tokens.seller,
      query: { roundId },
    });
    await call(w.app, 'cancelListingOrder', {
      token: w.tokens.seller,
      body: { orderId: open?.id ?? 0 },
    });
    expect(await peak(w.tokens.seller)).toMatchObject({ used: 40, freezed: 0, maxSell: 60 });
  });

  it('spreads a segment trade evenly over the segment hours in the 24-hour view', async () => {
    const seller = await hours(w.tokens.seller);
    expect(seller).toHaveLength(peakHours);
    for (const h of seller) {
      expect(h.used).toBeCloseTo(40 / peakHours, 3);
      expect(h.freezed).toBe(0);
    }
    const buyer = (
      await okItems<HourQuota>(w.app, 'getListing24Quotas', {
        token: w.tokens.buyer,
        query: { roundId },
      })
    ).filter((h) => Math.abs(h.upper * peakHours - 80) < 0.01);
    expect(buyer).toHaveLength(peakHours);
    expect(buyer.reduce((s, h) => s + h.used, 0)).toBeCloseTo(30, 2);
  });
});

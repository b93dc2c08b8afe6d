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
import { openRollingRound } from './rollingRounds';

// Takes (摘牌) of listings in a monthly type-3 round with quotas and no sessions, pro rata (the demo
// course). Every quota of the round is 200 MWh. 华鲁 (trainee1, seller) posts 50 MWh at 380 in 平
// (segment 2); 齐鲁 (trainee5) and 泉城 (trainee6) take it whole: 100 MWh asked of 50 posted.
let w: ApiWorld;
let roundId: number;
let buyer2: string;
let listingId: number;

interface Order {
  id: number;
  status: number;
  dealVolume: number;
  pendingVolume?: number;
  cancelVolume?: number;
}
interface Limit {
  objId: number;
  freezed: number;
  maxSell: number | null;
}

const place = (token: string, body: Record<string, unknown>) =>
  call(w.app, 'placeListingOrder', { token, body: { roundId, objId: 2, ...body } });
const placeOk = async (token: string, body: Record<string, unknown>) =>
  expectContractOk<Order>('placeListingOrder', await place(token, body));
const take = (token: string, volume: number, listing = listingId) =>
  place(token, { listingId: listing, orderType: 2, direction: 0, price: 380, volume });
const flat = async (token: string) =>
  (await okItems<Limit>(w.app, 'getListingQuota', { token, query: { roundId } })).find(
    (q) => q.objId === 2,
  );

beforeAll(async () => {
  w = await openApiWorld();
  buyer2 = await passwordToken(w.app, { userName: 'trainee6', password: demoPassword });
  roundId = await openRollingRound(w, { month: 8, name: '2026年8月挂牌', enableQuota: true });
  await w.db
    .updateTable('quota')
    .set({ upper: 200, used: 0, freezed: 0 })
    .where('roundId', '=', roundId)
    .execute();
}, 60_000);
afterAll(async () => {
  await w.dispose();
});

describe('a listing with waiting takes', () => {
  it('freezes only the poster’s own remaining volume, whatever the takers ask', async () => {
    listingId = (
      await placeOk(w.tokens.seller, { orderType: 1, direction: 1, price: 380, volume: 50 })
    ).id;
    expect(await flat(w.tokens.seller)).toMatchObject({ freezed: 50, maxSell: 150 });
    expectContractOk('placeListingOrder', await take(w.tokens.buyer, 50));
    expectContractOk('placeListingOrder', await take(buyer2, 50));
    // 100 MWh of takes wait, but the listing can never sell more than its own 50.
    expect(await flat(w.tokens.seller)).toMatchObject({ freezed: 50, maxSell: 150 });
  });

  it('refuses a firm a further take once its waiting takes ask the whole listing', async () => {
    const again = await take(w.tokens.buyer, 50);
    expect(expectAbpError(again, 400).message).toBe('已摘取该挂牌的全部可摘电量，请等待分配');
    expect(expectAbpError(await take(buyer2, 0.01), 400).message).toBe(
      '已摘取该挂牌的全部可摘电量，请等待分配',
    );
  });

  it('lets a firm ask in parts up to the listing’s open volume', async () => {
    const second = await placeOk(w.tokens.seller, {
      orderType: 1,
      direction: 1,
      price: 390,
      volume: 50,
    });
    expectContractOk('placeListingOrder', await take(w.tokens.buyer, 30, second.id));
    expect(expectAbpError(await take(w.tokens.buyer, 30, second.id), 400).message).toBe(
      '摘牌电量超过该挂牌的可摘电量，本企业最多还可摘 20.00 MWh',
    );
    expectContractOk('placeListingOrder', await take(w.tokens.buyer, 20, second.id));
  });
});

describe('the teacher’s live card', () => {
  it('reads every open listing with its province, poster and waiting takes', async () => {
    const read = (token: string) =>
      okItems<Record<string, unknown>>(w.app, 'getListingOrders', { token, query: { roundId } });
    const listings = await read(w.tokens.teacher);
    expect(listings.map((l) => [l.price, l.openVolume, l.pendingVolume])).toEqual([
      [380, 50, 100],
      [390, 50, 50],
    ]);
    expect(listings[0]).toMatchObject({ enterpriseName: '华鲁发电有限公司', objId: 2 });
    expect(typeof listings[0]?.province).toBe('number');
    // A taker still sees them without their poster.
    const anonymous = await read(buyer2);
    expect(anonymous[0]).not.toHaveProperty('enterpriseName');
    expect(anonymous[0]).not.toHaveProperty('enterpriseId');
  });
});

describe('the statuses after the close', () => {
  it('say a partly filled order’s rest was cancelled, for a take and for a book order', async () => {
    await placeOk(w.tokens.seller, { direction: 1, price: 300, volume: 100 });
    await placeOk(w.tokens.buyer, { direction: 0, price: 300, volume: 95 });
    await call(w.app, 'closeRound', { token: w.tokens.teacher, params: { id: roundId } });
    const mine = (token: string) =>
      okItems<Order>(w.app, 'getMyListingOrders', { token, query: { roundId } });
    // The first listing's 50 shared pro rata between two takes of 50: 25 each, 25 cancelled.
    expect((await mine(buyer2)).map((o) => [o.status, o.dealVolume, o.cancelVolume])).toEqual([
      [4, 25, 25],
    ]);
    const seller = await mine(w.tokens.seller);
    // Listings taken whole, and the 100 MWh offer 95 traded with 5 cancelled by the system.
    expect(seller.map((o) => [o.status, o.dealVolume, o.cancelVolume])).toEqual([
      [2, 50, 0],
      [2, 50, 0],
      [4, 95, 5],
    ]);
  });
});

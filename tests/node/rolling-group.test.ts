// Rolling matching for a trainee who plays two enterprises (the demo's generation group, trainee9: a
// 山东 and a 江苏 plant): the book, the listings and the trade tape follow the plant the calls name,
// not the trainee's first plant (docs/market-rules.md, books per province).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../../server/seed/seedDemo';
import { call, expectContractOk, okItems, openApiWorld, type ApiWorld } from './apiHarness';
import { passwordToken } from './identityTestApp';

interface Level {
  province: number;
  price: number;
  volume: number;
}
interface Listing {
  id: number;
  price: number;
}
interface Trade {
  price: number;
  volume: number;
  sellerName?: string;
}

let w: ApiWorld;
let group: string;
let jiangsuBuyer: string;
let roundId: number;
/** The group's plants: 山东 (its first) and 江苏. */
let shandong: number;
let jiangsu: number;

beforeAll(async () => {
  w = await openApiWorld();
  group = await passwordToken(w.app, { userName: 'trainee9', password: demoPassword });
  // 金陵售电, a 江苏 retailer.
  jiangsuBuyer = await passwordToken(w.app, { userName: 'trainee7', password: demoPassword });
  const mine = await okItems<{ id: number }>(w.app, 'getCourseEnterprises', {
    token: group,
    query: { courseId: w.courseId, roundId: w.roundId },
  });
  [shandong, jiangsu] = mine.map((e) => e.id) as [number, number];
  const created = expectContractOk<{ id: number }>(
    'createRound',
    await call(w.app, 'createRound', {
      token: w.tokens.teacher,
      body: { courseId: w.courseId, type: 3, cycle: 1, year: 2026, month: 5, name: '集团滚动撮合' },
    }),
  );
  roundId = created.id;
  await call(w.app, 'openRound', { token: w.tokens.teacher, params: { id: roundId } });
  const place = async (token: string, body: Record<string, unknown>) =>
    expectContractOk('placeListingOrder', {
      ...(await call(w.app, 'placeListingOrder', {
        token,
        body: { roundId, objId: 1, orderType: 0, ...body },
      })),
    });
  // The 江苏 plant sells 20 @ 390 on the book and lists 15 @ 400; 金陵 buys 5 of the book order.
  await place(group, { enterpriseId: jiangsu, direction: 1, price: 390, volume: 20 });
  await place(group, { enterpriseId: jiangsu, direction: 1, price: 400, volume: 15, orderType: 1 });
  await place(jiangsuBuyer, { direction: 0, price: 395, volume: 5 });
}, 120_000);
afterAll(async () => {
  await w.dispose();
});

const asks = (enterpriseId?: number) =>
  okItems<Level>(w.app, 'getSellOrders', {
    token: group,
    query: { roundId, ...(enterpriseId === undefined ? {} : { enterpriseId }) },
  });

describe('a group trainee switched to its 江苏 plant', () => {
  it('sees the 江苏 book when it names the plant, the 山东 one without', async () => {
    expect((await asks(jiangsu)).map((l) => [l.price, l.volume])).toEqual([[390, 15]]);
    expect(await asks(shandong)).toEqual([]);
    expect(await asks()).toEqual([]);
  });

  it('sees the 江苏 listings and tape, and its own trades with its name', async () => {
    const listings = await okItems<Listing>(w.app, 'getListingOrders', {
      token: group,
      query: { roundId, enterpriseId: jiangsu },
    });
    expect(listings.map((l) => l.price)).toEqual([400]);
    const shandongListings = await okItems<Listing>(w.app, 'getListingOrders', {
      token: group,
      query: { roundId, enterpriseId: shandong },
    });
    expect(shandongListings).toEqual([]);
    const tape = await okItems<Trade>(w.app, 'getListingTrades', {
      token: group,
      query: { roundId, enterpriseId: jiangsu },
    });
    expect(tape.map((t) => [t.price, t.volume, t.sellerName])).toEqual([
      [390, 5, '鲁苏发电集团江苏分公司'],
    ]);
    const shandongTape = await okItems<Trade>(w.app, 'getListingTrades', {
      token: group,
      query: { roundId, enterpriseId: shandong },
    });
    expect(shandongTape).toEqual([]);
  });

  it('lists only the plant’s own trades with own, and the whole province tape without', async () => {
    const own = (enterpriseId: number) =>
      okItems<Trade>(w.app, 'getListingTrades', {
        token: jiangsuBuyer,
        query: { roundId, enterpriseId, own: true },
      });
    const [buyer] = await okItems<{ id: number }>(w.app, 'getCourseEnterprises', {
      token: jiangsuBuyer,
      query: { courseId: w.courseId, roundId: w.roundId },
    });
    expect((await own(buyer!.id)).map((t) => t.volume)).toEqual([5]);
    const groupOwn = await okItems<Trade>(w.app, 'getListingTrades', {
      token: group,
      query: { roundId, enterpriseId: shandong, own: true },
    });
    expect(groupOwn).toEqual([]);
  });
});

// Shared set-up of the rolling-matching screen tests (config/screens/rollingMatching/): a monthly and a
// time-segmented type-3 round, depth levels, orders and trades of the contract, and request capture.
import { screen } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { components } from '../../src/api/schema.gen';
import { testApiBaseUrl } from '../../src/api/testing/http';
import { storageKeys } from '../../src/session/storage';
import { ids, list, openRound, seller } from './centerTradeHarness';
import { server } from './shellHarness';

type Schemas = components['schemas'];

/** The open monthly rolling-matching round of the tests. */
export const monthlyRound: Schemas['Round'] = {
  ...openRound,
  id: ids.roundId + 30,
  name: '2026年3月滚动撮合',
  type: 3,
  cycle: 1,
};

/** The open time-segmented (hourly) rolling-matching round of the tests. */
export const hourlyRound: Schemas['Round'] = {
  ...monthlyRound,
  id: ids.roundId + 31,
  name: '3月15日分时段滚动撮合',
  cycle: 3,
  day: 15,
};

/** One anonymous price level of a monthly book. */
export function level(objId: number, price: number, volume: number, orderCount = 1) {
  return { province: seller.province, objId, timeId: null, price, volume, orderCount };
}

/** One anonymous price level of an hourly book (time-segmented rounds). */
export function hourLevel(timeId: number, price: number, volume: number, orderCount = 1) {
  return { province: seller.province, objId: null, timeId, price, volume, orderCount };
}

/** A price level of either kind of book. */
type Level = ReturnType<typeof level> | ReturnType<typeof hourLevel>;

/** One of the seller's orders in the monthly round. */
export function order(
  id: number,
  fields: Partial<Schemas['ListingOrder']> = {},
): Schemas['ListingOrder'] {
  return {
    id,
    roundId: monthlyRound.id,
    enterpriseId: seller.id,
    province: Number(seller.province),
    direction: 1,
    objId: 1,
    timeId: null,
    price: 420,
    volume: 50,
    dealVolume: 20,
    openVolume: 30,
    status: 1,
    orderType: 0,
    creationTime: '2026-03-01T09:30:00',
    ...fields,
  };
}

/** Answers GET `path` with the bodies in turn (the last repeats); returns how many calls came. */
export function answerInTurn(path: string, bodies: JsonBodyType[]): { calls: number } {
  const seen = { calls: 0 };
  server.use(
    http.get(`${testApiBaseUrl}${path}`, () => {
      const body = bodies[Math.min(seen.calls, bodies.length - 1)]!;
      seen.calls += 1;
      return HttpResponse.json(body);
    }),
  );
  return seen;
}

/** Records the JSON bodies POSTed to `path`, answering each with `answer` (a response or a body). */
export function capturePosts(
  path: string,
  answer: () => Response | JsonBodyType = () => ({}),
): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.post(`${testApiBaseUrl}${path}`, async ({ request }) => {
      bodies.push(await request.json());
      const reply = answer();
      return reply instanceof Response ? reply : HttpResponse.json(reply);
    }),
  );
  return bodies;
}

/** Answers the books and the listing role; empty lists unless given. */
export function answerMarket(market: {
  role?: 0 | 1 | null;
  bids?: Level[];
  asks?: Level[];
  mine?: Schemas['ListingOrder'][];
  listings?: Schemas['ListingOrder'][];
  trades?: Schemas['ListingTrade'][];
}): void {
  const role = market.role === undefined ? 1 : market.role;
  const get = (path: string, body: JsonBodyType) =>
    server.use(http.get(`${testApiBaseUrl}${path}`, () => HttpResponse.json(body)));
  get(
    '/api/app/listingRole/role',
    role === null ? null : { roundId: monthlyRound.id, enterpriseId: seller.id, role },
  );
  get('/api/app/listing/buyOrders', list(market.bids ?? []));
  get('/api/app/listing/sellOrders', list(market.asks ?? []));
  get('/api/app/listing/mine', list(market.mine ?? []));
  get('/api/app/listing', list(market.listings ?? []));
  get('/api/app/listing/trades', list(market.trades ?? []));
  answerRounds();
}

/**
 * Answers getRound with the stored round of that id, as the server would (the contract's fixture has
 * another id), `status` replacing its status when given, and its sessions (none unless given): the
 * order entry follows the status loaded from the server, not the stored list.
 */
export function answerRounds(
  fresh: { status?: Schemas['Round']['status']; sessions?: Schemas['Round'][] } = {},
): void {
  server.use(
    http.get(`${testApiBaseUrl}/api/app/roundApi/subRoundList/:id`, () =>
      HttpResponse.json(list(fresh.sessions ?? [])),
    ),
    http.get(`${testApiBaseUrl}/api/app/roundApi/:id`, ({ params }) => {
      const stored = JSON.parse(
        localStorage.getItem(storageKeys.rounds) ?? '[]',
      ) as Schemas['Round'][];
      const round = stored.find((r) => String(r.id) === params.id);
      if (!round) return undefined;
      return HttpResponse.json(
        fresh.status === undefined ? round : { ...round, status: fresh.status },
      );
    }),
  );
}

/** The card of a block by its title. */
export function card(title: string): HTMLElement {
  const head = screen.getByText(title, { selector: '.ant-card-head-title' });
  return head.closest('.ant-card') as HTMLElement;
}

// Shared set-up of the bilateral negotiation tests (config/screens/bilateral/, the bilateralProposal
// widget): a type-1 round, proposals of the contract between the fixture seller and buyers, and
// request capture for the proposal calls.
import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { components } from '../../src/api/schema.gen';
import { testApiBaseUrl } from '../../src/api/testing/http';
import { buyer, ids, list, openRound, seller } from './centerTradeHarness';
import { server } from './shellHarness';

type Schemas = components['schemas'];

/** The open intra-provincial bilateral round of the tests (prices 0–1500, 2 decimals). */
export const bilateralRound: Schemas['Round'] = {
  ...openRound,
  id: ids.roundId + 40,
  name: '6 月双边协商',
  type: 1,
};

/** A second retailer the seller may propose to. */
export const otherBuyer: Schemas['Enterprise'] = {
  ...buyer,
  id: ids.buyerId + 100,
  name: '城北售电有限公司',
  province: '2',
  provinceName: '乙省',
};

/** A proposal of the seller to the buyer (峰 and 谷), with fields overridden. */
export function proposal(
  id: number,
  fields: Partial<Schemas['BilateralProposal']> = {},
): Schemas['BilateralProposal'] {
  return {
    id,
    roundId: bilateralRound.id,
    fromEnterpriseId: seller.id,
    fromEnterpriseName: seller.name,
    toEnterpriseId: buyer.id,
    toEnterpriseName: buyer.name,
    unitId: ids.coalUnitId,
    unitName: '东方 1 号机组',
    direction: 1,
    items: [
      { objId: 1, volume: 1000, price: 430 },
      { objId: 3, volume: 600, price: 360 },
    ],
    totalVolume: 1600,
    averagePrice: 403.75,
    totalMoney: 646000,
    status: 0,
    reason: null,
    creationTime: '2025-06-03T09:30:00',
    answerTime: null,
    ...fields,
  };
}

/** A proposal the buyer sent to the seller. */
export function received(
  id: number,
  fields: Partial<Schemas['BilateralProposal']> = {},
): Schemas['BilateralProposal'] {
  return proposal(id, {
    fromEnterpriseId: buyer.id,
    fromEnterpriseName: buyer.name,
    toEnterpriseId: seller.id,
    toEnterpriseName: seller.name,
    direction: 0,
    ...fields,
  });
}

/** Answers the proposal list and each proposal by id; returns how many list calls came. */
export function answerProposals(items: Schemas['BilateralProposal'][]): { calls: number } {
  const seen = { calls: 0 };
  server.use(
    http.get(`${testApiBaseUrl}/api/app/bilateral/proposals`, () => {
      seen.calls += 1;
      return HttpResponse.json(list(items));
    }),
    http.get(`${testApiBaseUrl}/api/app/bilateral/proposals/:id`, ({ params }) =>
      HttpResponse.json(items.find((p) => String(p.id) === params.id) ?? null),
    ),
  );
  return seen;
}

/** Answers the counterparty list. */
export function answerCounterparties(items: Schemas['Enterprise'][]): void {
  server.use(
    http.get(`${testApiBaseUrl}/api/app/bilateral/counterparties`, () =>
      HttpResponse.json(list(items)),
    ),
  );
}

/** Counts the quota calls (invalidated by every proposal change). */
export function countQuotaCalls(): { calls: number } {
  const seen = { calls: 0 };
  server.use(
    http.get(`${testApiBaseUrl}/api/app/listing/quota`, () => {
      seen.calls += 1;
      return HttpResponse.json(list([]));
    }),
  );
  return seen;
}

/** One POST as the server saw it: its path and JSON body (undefined when it had none). */
export interface Posted {
  path: string;
  body: unknown;
}

/** Records the POSTs to `path` (msw pattern), answering each with `answer` (a response or a body). */
export function capturePosts(
  path: string,
  answer: () => Response | JsonBodyType = () => proposal(9000),
): Posted[] {
  const posts: Posted[] = [];
  server.use(
    http.post(`${testApiBaseUrl}${path}`, async ({ request }) => {
      const text = await request.text();
      posts.push({
        path: new URL(request.url).pathname,
        body: text ? (JSON.parse(text) as unknown) : undefined,
      });
      const reply = answer();
      return reply instanceof Response ? reply : HttpResponse.json(reply);
    }),
  );
  return posts;
}

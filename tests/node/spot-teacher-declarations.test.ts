// The teacher's view of a day-ahead round's declarations (getSpotRoundDeclarations): only the course's
// teacher may read it (401 without a token, 403 for a trainee and for another course's teacher, 400 for
// a round that is not day-ahead), and it gives back exactly what the trainees declared.
//
// Hand-written declarations on the demo course: the seller's unit A offers per time range (00:00–08:00
// at 280 and 350, 08:00–24:00 at 300, 420 and 500, submitted in reverse order, so stored sorted), unit B
// one curve all day (600 MW at 0) and 200 MW at 310 into the inter-provincial session; the buyer's
// first load bids 80 MW for the first 48 slots and 120 MW for the rest. Everything else is undeclared.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema.gen';
import {
  call,
  expectAbpError,
  expectContractOk,
  okItems,
  openApiWorld,
  type ApiWorld,
} from './apiHarness';
import { sellerUnitIds } from './centerTradeSteps';
import { openSpotRound } from './spotSteps';

type Result = components['schemas']['SpotEnterpriseDeclarationListResult'];

let w: ApiWorld;
let roundId: number;
let unitA: number;
let unitB: number;
let demandId: number;

const morning = {
  startTimeId: 0,
  endTimeId: 31,
  steps: [
    { volume: 300, price: 280 },
    { volume: 600, price: 350 },
  ],
};
const day = {
  startTimeId: 32,
  endTimeId: 95,
  steps: [
    { volume: 200, price: 300 },
    { volume: 400, price: 420 },
    { volume: 600, price: 500 },
  ],
};
const bid = (timeId: number) => (timeId < 48 ? 80 : 120);

beforeAll(async () => {
  w = await openApiWorld();
  [unitA = 0, unitB = 0] = await sellerUnitIds(w);
  ({ id: demandId } = await w.db
    .selectFrom('demand')
    .select('id')
    .where('enterpriseId', '=', w.buyerId)
    .orderBy('id')
    .executeTakeFirstOrThrow());
  roundId = await openSpotRound(w, 3);
  const offer = (body: Record<string, unknown>) =>
    call(w.app, 'submitDayAheadOffer', { token: w.tokens.seller, body: { roundId, ...body } });
  expectContractOk('submitDayAheadOffer', await offer({ unitId: unitA, ranges: [day, morning] }));
  expectContractOk(
    'submitDayAheadOffer',
    await offer({ unitId: unitB, steps: [{ volume: 600, price: 0 }] }),
  );
  expectContractOk(
    'submitDayAheadOffer',
    await offer({ unitId: unitB, province: '37', steps: [{ volume: 200, price: 310 }] }),
  );
  const points = Array.from({ length: 96 }, (_, timeId) => ({ timeId, volume: bid(timeId) }));
  expectContractOk(
    'submitDayAheadDemandBid',
    await call(w.app, 'submitDayAheadDemandBid', {
      token: w.tokens.buyer,
      body: { roundId, demandId, points },
    }),
  );
}, 60_000);
afterAll(async () => {
  await w.dispose();
});

const ask = (token: string | undefined, id = roundId) =>
  call(w.app, 'getSpotRoundDeclarations', { ...(token ? { token } : {}), params: { id } });

describe("the teacher's view of a day-ahead round's declarations", () => {
  it('asks for a token (401), the course teacher (403 for a trainee or another teacher), a day-ahead round (400)', async () => {
    expectAbpError(await ask(undefined), 401);
    expectAbpError(await ask(w.tokens.seller), 403);
    expectAbpError(await ask(w.tokens.buyer), 403);
    expectAbpError(await ask(w.tokens.otherTeacher), 403);
    expect(expectAbpError(await ask(w.tokens.teacher, w.roundId), 400).message).toBe(
      '该轮次不是日前现货轮次',
    );
  });

  it('lists the same enterprises as the declaration status, in id order', async () => {
    const result = expectContractOk<Result>(
      'getSpotRoundDeclarations',
      await ask(w.tokens.teacher),
    );
    const status = await okItems<{ enterpriseId: number; isBuyer?: boolean }>(
      w.app,
      'getDeclarationStatus',
      { token: w.tokens.teacher, params: { id: roundId } },
    );
    expect(result.items.map((e) => [e.enterpriseId, e.isBuyer])).toEqual(
      status.map((s) => [s.enterpriseId, s.isBuyer === true]),
    );
    expect(result.totalCount).toBe(result.items.length);
  });

  it("gives the seller's offers as declared: ranges sorted by start, the inter-provincial offer apart", async () => {
    const result = expectContractOk<Result>(
      'getSpotRoundDeclarations',
      await ask(w.tokens.teacher),
    );
    const seller = result.items.find((e) => e.enterpriseId === w.sellerId);
    expect(seller?.isBuyer).toBe(false);
    expect(seller?.demands).toEqual([]);
    const [a, b] = seller?.units ?? [];
    expect(a).toMatchObject({
      unitId: unitA,
      capacity: 600,
      interProvincialOffer: null,
      offer: { kind: 'provincial', ranges: [morning, day], steps: morning.steps },
    });
    expect(b).toMatchObject({
      unitId: unitB,
      offer: { kind: 'provincial', ranges: null, steps: [{ volume: 600, price: 0 }] },
      interProvincialOffer: {
        kind: 'interProvincial',
        province: '37',
        ranges: null,
        steps: [{ volume: 200, price: 310 }],
      },
    });
    expect(a?.unitName).toBe(a?.offer?.unitName);
  });

  it("gives the buyer's 96 points with their times, and null for everything not declared", async () => {
    const result = expectContractOk<Result>(
      'getSpotRoundDeclarations',
      await ask(w.tokens.teacher),
    );
    const buyer = result.items.find((e) => e.enterpriseId === w.buyerId);
    expect(buyer?.isBuyer).toBe(true);
    const load = buyer?.demands.find((d) => d.demandId === demandId);
    const points = load?.bid?.points ?? [];
    expect(points).toHaveLength(96);
    expect(points.map((p) => p.volume)).toEqual(Array.from({ length: 96 }, (_, t) => bid(t)));
    expect(points[47]).toMatchObject({
      timeId: 47,
      startTime: '11:45',
      endTime: '12:00',
      volume: 80,
    });
    expect(points[48]).toMatchObject({ timeId: 48, startTime: '12:00', volume: 120 });
    // Only these three units and one load declared.
    const declaredUnits = result.items.flatMap((e) =>
      e.units.filter((u) => u.offer || u.interProvincialOffer).map((u) => u.unitId),
    );
    expect(declaredUnits).toEqual([unitA, unitB]);
    const declaredLoads = result.items.flatMap((e) =>
      e.demands.filter((d) => d.bid).map((d) => d.demandId),
    );
    expect(declaredLoads).toEqual([demandId]);
  });
});

// The steps of a centralised-bidding round that several API tests walk through before checking
// what they are about: the seller's units, a new opened round, declarations and the teacher's clearing.
import { expect } from 'vitest';
import { call, expectContractOk, type ApiWorld } from './apiHarness';

/** The ids of the demo seller's generator units, in id order (the seed gives it two). */
export async function sellerUnitIds(w: ApiWorld): Promise<number[]> {
  const units = await w.db
    .selectFrom('generator_unit')
    .select('id')
    .where('enterpriseId', '=', w.sellerId)
    .orderBy('id')
    .execute();
  return units.map((u) => u.id);
}

/** The teacher creates a round of the course (`body` without courseId) and opens it; returns its id. */
export async function openNewRound(w: ApiWorld, body: Record<string, unknown>): Promise<number> {
  const { id } = expectContractOk<{ id: number }>(
    'createRound',
    await call(w.app, 'createRound', {
      token: w.tokens.teacher,
      body: { courseId: w.courseId, ...body },
    }),
  );
  await call(w.app, 'openRound', { token: w.tokens.teacher, params: { id } });
  return id;
}

/** Creates a monthly intra-provincial centralised-bidding round of 2026 and opens it. */
export function openMonthlyRound(w: ApiWorld, name: string, month: number): Promise<number> {
  return openNewRound(w, { name, type: 15, cycle: 1, year: 2026, month });
}

/** Submits one enterprise's bids (direction 1 sells, 0 buys) and expects them accepted. */
export async function declareBids(
  w: ApiWorld,
  token: string,
  body: { roundId: number; enterpriseId: number; direction: number; bids: object[] },
): Promise<void> {
  const reply = await call(w.app, 'submitCenterTradeBids', { token, body });
  expect(reply.statusCode, reply.body).toBe(200);
}

/** The teacher stops quotation and clears; returns the clearing summary. */
export async function stopAndClear(
  w: ApiWorld,
  roundId: number,
): Promise<{ clearedVolume: number; averagePrice: number }> {
  await call(w.app, 'stopQuotation', { token: w.tokens.teacher, body: { roundId } });
  return expectContractOk<{ clearedVolume: number; averagePrice: number }>(
    'openCenterEngine',
    await call(w.app, 'openCenterEngine', { token: w.tokens.teacher, body: { roundId } }),
  );
}

/**
 * June's hand-computed market (uniform price): the seller sells 200 MWh (unit A) and 50 of 100
 * (unit B) in the peak at 435 and 90 (unit A) in the valley at 325; the retailer buys 250 and 90.
 * Holdings and settlement tests read what it stores.
 */
export async function clearJuneBidding(w: ApiWorld, unitA: number, unitB: number): Promise<number> {
  const roundId = await openMonthlyRound(w, '2026年6月省内集中竞价', 6);
  await declareBids(w, w.tokens.seller, {
    roundId,
    enterpriseId: w.sellerId,
    direction: 1,
    bids: [
      { unitId: unitA, objId: 1, price: 380, volume: 200 },
      { unitId: unitB, objId: 1, price: 420, volume: 100 },
      { unitId: unitA, objId: 3, price: 320, volume: 90 },
    ],
  });
  await declareBids(w, w.tokens.buyer, {
    roundId,
    enterpriseId: w.buyerId,
    direction: 0,
    bids: [
      { objId: 1, price: 450, volume: 250 },
      { objId: 3, price: 330, volume: 90 },
    ],
  });
  await stopAndClear(w, roundId);
  return roundId;
}

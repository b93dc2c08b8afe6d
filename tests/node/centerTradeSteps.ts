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

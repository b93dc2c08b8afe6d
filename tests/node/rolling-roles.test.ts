// The listing role (挂牌角色) through the API: when the server still takes a change. Once quotation has
// stopped no order can follow a role, so a change is refused as after the round's end.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectAbpError, expectContractOk, openApiWorld, type ApiWorld } from './apiHarness';

let w: ApiWorld;

beforeAll(async () => {
  w = await openApiWorld();
}, 120_000);
afterAll(async () => {
  await w.dispose();
});

/** Creates and opens a monthly rolling round of the test course. */
async function openRollingRound(month: number): Promise<number> {
  const { id } = expectContractOk<{ id: number }>(
    'createRound',
    await call(w.app, 'createRound', {
      token: w.tokens.teacher,
      body: { courseId: w.courseId, type: 3, cycle: 1, year: 2026, month, name: `角色${month}` },
    }),
  );
  await call(w.app, 'openRound', { token: w.tokens.teacher, params: { id } });
  return id;
}

const setRole = (roundId: number, role: 0 | 1) =>
  call(w.app, 'setListingRole', { token: w.tokens.seller, body: { roundId, role } });

describe('changing the listing role', () => {
  it('is taken while the round trades and refused once quotation has stopped', async () => {
    const roundId = await openRollingRound(9);
    expectContractOk('setListingRole', await setRole(roundId, 1));
    const stopped = await call(w.app, 'stopQuotation', {
      token: w.tokens.teacher,
      body: { roundId },
    });
    expect(expectContractOk<{ status: number }>('stopQuotation', stopped).status).toBe(2);
    expect(expectAbpError(await setRole(roundId, 0), 400).message).toBe(
      '本轮已停止报价，不能再更改挂牌角色',
    );
  });
});

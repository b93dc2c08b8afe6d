// The listing role (挂牌角色) through the API: when the server still takes a change (once quotation has
// stopped no order can follow a role, so a change is refused as after the round's end), and which
// listings it lets an enterprise take (the other side's, never its own).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  expectAbpError,
  expectContractOk,
  okItems,
  openApiWorld,
  type ApiWorld,
} from './apiHarness';

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

describe('the listings a trainee may take', () => {
  it('are the other side’s: canTake follows the role and is never set on one’s own', async () => {
    const roundId = await openRollingRound(10);
    const place = (token: string, direction: 0 | 1, price: number) =>
      call(w.app, 'placeListingOrder', {
        token,
        body: { roundId, objId: 1, orderType: 1, direction, price, volume: 10 },
      });
    // 华鲁 (seller) lists a sale, 齐鲁 (buyer) a purchase, each on its own side.
    expectContractOk('placeListingOrder', await place(w.tokens.seller, 1, 420));
    expectContractOk('placeListingOrder', await place(w.tokens.buyer, 0, 380));
    const canTake = async (token: string) =>
      (
        await okItems<{ price: number; canTake?: boolean }>(w.app, 'getListingOrders', {
          token,
          query: { roundId },
        })
      ).map((l) => [l.price, l.canTake]);
    expect(await canTake(w.tokens.seller)).toEqual([
      [420, false],
      [380, true],
    ]);
    expect(await canTake(w.tokens.buyer)).toEqual([
      [420, true],
      [380, false],
    ]);
    // The teacher takes nothing: no flag.
    expect(await canTake(w.tokens.teacher)).toEqual([
      [420, undefined],
      [380, undefined],
    ]);
  });
});

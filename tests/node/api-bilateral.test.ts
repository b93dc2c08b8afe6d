import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  expectAbpError,
  expectContractOk,
  okItems,
  openApiWorld,
  type ApiWorld,
} from './apiHarness';
import { openNewRound, sellerUnitIds } from './centerTradeSteps';

// Bilateral negotiation (双边协商) through the API, in a fresh April round with quotas: the
// generator of trainee1 (山东) and the retailer of trainee5 (山东) negotiate; docs/market-rules.md.
let w: ApiWorld;
let roundId: number;
let unitA: number;
let otherBuyer: number;
let jiangsuBuyer: number;

interface Proposal {
  id: number;
  status: number;
  fromEnterpriseId: number;
  toEnterpriseId: number;
  unitName: string | null;
  reason: string | null;
  totalVolume: number;
  averagePrice: number;
  totalMoney: number;
  items: Array<{ objId: number; volume: number; price: number }>;
}
interface Limit {
  objId: number;
  upper: number;
  used: number;
  freezed: number;
  maxBuy: number | null;
  maxSell: number | null;
}

const enterpriseNamed = async (name: string) =>
  (
    await w.db
      .selectFrom('enterprise')
      .select('id')
      .where('courseId', '=', w.courseId)
      .where('name', '=', name)
      .executeTakeFirstOrThrow()
  ).id;

beforeAll(async () => {
  w = await openApiWorld();
  [unitA = 0] = await sellerUnitIds(w);
  otherBuyer = await enterpriseNamed('泉城售电有限公司');
  jiangsuBuyer = await enterpriseNamed('金陵售电有限公司');
  roundId = await openNewRound(w, {
    name: '2026年4月双边协商',
    type: 1,
    cycle: 1,
    year: 2026,
    month: 4,
    enableQuota: true,
  });
}, 120_000);
afterAll(async () => {
  await w.dispose();
});

const propose = (token: string, body: Record<string, unknown>) =>
  call(w.app, 'createBilateralProposal', { token, body: { roundId, ...body } });
const sellerProposal = (items: object[], to = w.buyerId, extra: object = {}) =>
  propose(w.tokens.seller, {
    fromEnterpriseId: w.sellerId,
    toEnterpriseId: to,
    unitId: unitA,
    items,
    ...extra,
  });
const answer = (token: string, id: number, body: object) =>
  call(w.app, 'answerBilateralProposal', { token, params: { id }, body });
const withdraw = (token: string, id: number) =>
  call(w.app, 'withdrawBilateralProposal', { token, params: { id } });
const quota = (token: string, enterpriseId: number) =>
  okItems<Limit>(w.app, 'getListingQuota', { token, query: { roundId, enterpriseId } });
const peak = async (token: string, enterpriseId: number) =>
  (await quota(token, enterpriseId)).find((q) => q.objId === 1);
const declared = async () => {
  const rows = await okItems<{ enterpriseId: number; isPrice: boolean }>(
    w.app,
    'getDeclarationStatus',
    { token: w.tokens.teacher, params: { id: roundId } },
  );
  const of = (id: number) => rows.find((r) => r.enterpriseId === id)?.isPrice;
  return { seller: of(w.sellerId), buyer: of(w.buyerId) };
};
const sent = async (items: object[], to = w.buyerId) =>
  expectContractOk<Proposal>('createBilateralProposal', await sellerProposal(items, to));

describe('counterparties', () => {
  it('offers a generator the tradable retailers of its own province only', async () => {
    const parties = await okItems<{ id: number; name: string; isBuyer: boolean }>(
      w.app,
      'getBilateralCounterparties',
      { token: w.tokens.seller, query: { roundId, enterpriseId: w.sellerId } },
    );
    expect(parties.map((p) => p.name)).toEqual(['齐鲁售电有限公司', '泉城售电有限公司']);
    expect(parties.every((p) => p.isBuyer)).toBe(true);
  });

  it('refuses another enterprise than the caller’s own', async () => {
    const reply = await call(w.app, 'getBilateralCounterparties', {
      token: w.tokens.seller,
      query: { roundId, enterpriseId: w.buyerId },
    });
    expectAbpError(reply, 403);
  });
});

describe('sending a proposal', () => {
  it('stores the segments with their totals and reserves the sender’s quota', async () => {
    const before = await peak(w.tokens.seller, w.sellerId);
    const p = await sent([
      { objId: 1, volume: 100, price: 420.5 },
      { objId: 3, volume: 50, price: 300 },
    ]);
    expect(p).toMatchObject({
      status: 0,
      fromEnterpriseId: w.sellerId,
      toEnterpriseId: w.buyerId,
      totalVolume: 150,
      totalMoney: 57050,
      averagePrice: 380.333,
    });
    expect(p.unitName).not.toBeNull();
    const after = await peak(w.tokens.seller, w.sellerId);
    expect(after?.freezed).toBeCloseTo((before?.freezed ?? 0) + 100, 4);
    expect(after?.maxSell).toBeCloseTo((before?.maxSell ?? 0) - 100, 4);
    // Sending is declaring: the teacher's status card and the choice modal's tag say so.
    expect(await declared()).toEqual({ seller: true, buyer: false });
    // Both parties list it; the retailer sees it as received.
    for (const [token, id] of [
      [w.tokens.seller, w.sellerId],
      [w.tokens.buyer, w.buyerId],
    ] as const) {
      const list = await okItems<Proposal>(w.app, 'getBilateralProposals', {
        token,
        query: { roundId, enterpriseId: id },
      });
      expect(list.map((x) => x.id)).toContain(p.id);
    }
  });

  it('refuses bad numbers with the spec wording and names the field', async () => {
    const error = expectAbpError(
      await sellerProposal([
        { objId: 1, volume: 10, price: 99999 },
        { objId: 2, volume: 1.234, price: 300 },
      ]),
      400,
    );
    expect(error.message).toMatch(/^峰时段：申报价格最大值为\d+元\/MWh$/);
    expect(error.members).toEqual(['items[0].price', 'items[1].volume']);
  });

  it('refuses a volume beyond the room the sender has left', async () => {
    const room = (await peak(w.tokens.seller, w.sellerId))?.maxSell ?? 0;
    const error = expectAbpError(
      await sellerProposal([{ objId: 1, volume: Math.floor(room) + 1, price: 400 }]),
      400,
    );
    expect(error.message).toBe('峰时段：申报电量超过剩余额度');
  });

  it('refuses a counterparty of another province or side, a foreign unit and an empty proposal', async () => {
    expect(
      expectAbpError(await sellerProposal([{ objId: 1, volume: 1, price: 400 }], jiangsuBuyer), 400)
        .message,
    ).toBe('请选择可协商的对方企业');
    expect(
      expectAbpError(
        await sellerProposal([{ objId: 1, volume: 1, price: 400 }], w.buyerId, { unitId: null }),
        400,
      ).message,
    ).toBe('请选择本企业的机组');
    expect(expectAbpError(await sellerProposal([]), 400).message).toBe(
      '请至少填写一个时段的电量和价格',
    );
  });

  it('lets no trainee send for another enterprise and no teacher send at all', async () => {
    expectAbpError(
      await propose(w.tokens.buyer, {
        fromEnterpriseId: w.sellerId,
        toEnterpriseId: w.buyerId,
        items: [{ objId: 1, volume: 1, price: 400 }],
      }),
      403,
    );
    expectAbpError(
      await propose(w.tokens.teacher, {
        fromEnterpriseId: w.sellerId,
        toEnterpriseId: w.buyerId,
        unitId: unitA,
        items: [{ objId: 1, volume: 1, price: 400 }],
      }),
      403,
    );
  });
});

describe('answering and withdrawing', () => {
  it('makes an accepted proposal a contract: quotas used on both sides, holdings of both', async () => {
    const p = await sent([{ objId: 1, volume: 40, price: 410 }]);
    const sellerBefore = await peak(w.tokens.seller, w.sellerId);
    const buyerBefore = await peak(w.tokens.buyer, w.buyerId);
    const done = expectContractOk<Proposal>(
      'answerBilateralProposal',
      await answer(w.tokens.buyer, p.id, { accept: true }),
    );
    expect(done.status).toBe(1);
    expect(await declared()).toEqual({ seller: true, buyer: true });
    const sellerAfter = await peak(w.tokens.seller, w.sellerId);
    const buyerAfter = await peak(w.tokens.buyer, w.buyerId);
    expect(sellerAfter?.used).toBeCloseTo((sellerBefore?.used ?? 0) + 40, 4);
    expect(sellerAfter?.freezed).toBeCloseTo((sellerBefore?.freezed ?? 0) - 40, 4);
    expect(buyerAfter?.used).toBeCloseTo((buyerBefore?.used ?? 0) + 40, 4);
    const holdings = await okItems<{ tradeType: number; tradeTypeName: string }>(
      w.app,
      'getHoldingsByEnterprise',
      { token: w.tokens.buyer, query: { courseId: w.courseId, enterpriseId: w.buyerId, month: 4 } },
    );
    expect(holdings.map((h) => h.tradeTypeName)).toContain('省内双边协商');
    const rows = await w.db
      .selectFrom('clearing_result')
      .select(['enterpriseId', 'unitId', 'direction', 'timeId', 'volume', 'price'])
      .where('roundId', '=', roundId)
      .orderBy('direction')
      .execute();
    expect(rows).toEqual([
      { enterpriseId: w.buyerId, unitId: null, direction: 0, timeId: 1, volume: 40, price: 410 },
      { enterpriseId: w.sellerId, unitId: unitA, direction: 1, timeId: 1, volume: 40, price: 410 },
    ]);
    // Answered once: a second answer is refused and nothing changes.
    expect(expectAbpError(await answer(w.tokens.buyer, p.id, { accept: false }), 400).message).toBe(
      '该意向已被接受，不能再答复',
    );
  });

  it('gives the reserved volume back on a rejection with its reason, and on a withdrawal', async () => {
    const start = (await peak(w.tokens.seller, w.sellerId))?.freezed ?? 0;
    const rejected = await sent([{ objId: 1, volume: 5, price: 400 }]);
    const done = expectContractOk<Proposal>(
      'answerBilateralProposal',
      await answer(w.tokens.buyer, rejected.id, { accept: false, reason: ' 价格偏高 ' }),
    );
    expect([done.status, done.reason]).toEqual([2, '价格偏高']);
    const withdrawn = await sent([{ objId: 1, volume: 6, price: 400 }]);
    expect(
      expectContractOk<Proposal>(
        'withdrawBilateralProposal',
        await withdraw(w.tokens.seller, withdrawn.id),
      ).status,
    ).toBe(3);
    expect((await peak(w.tokens.seller, w.sellerId))?.freezed).toBeCloseTo(start, 4);
  });

  it('lets only the addressee answer and only the sender withdraw', async () => {
    const p = await sent([{ objId: 2, volume: 3, price: 400 }]);
    expect(expectAbpError(await answer(w.tokens.seller, p.id, { accept: true }), 400).message).toBe(
      '只能答复发给本企业的意向',
    );
    expect(expectAbpError(await withdraw(w.tokens.buyer, p.id), 400).message).toBe(
      '只能撤回本企业发出的意向',
    );
    expectAbpError(await answer(w.tokens.teacher, p.id, { accept: true }), 403);
  });

  it('refuses an acceptance beyond the addressee’s quota and leaves everything as it was', async () => {
    // The retailer's valley room, less 1 MWh, goes to a first contract; a second of 2 MWh cannot fit.
    const valley = async () => (await quota(w.tokens.buyer, w.buyerId)).find((q) => q.objId === 3);
    const room = (await valley())?.maxBuy ?? 0;
    const sellerRoom =
      (await quota(w.tokens.seller, w.sellerId)).find((q) => q.objId === 3)?.maxSell ?? 0;
    expect(sellerRoom).toBeGreaterThan(room);
    const first = await sent([
      { objId: 3, volume: Math.round((room - 1) * 100) / 100, price: 300 },
    ]);
    expectContractOk(
      'answerBilateralProposal',
      await answer(w.tokens.buyer, first.id, { accept: true }),
    );
    const second = await sent([{ objId: 3, volume: 2, price: 300 }]);
    const before = await valley();
    expect(
      expectAbpError(await answer(w.tokens.buyer, second.id, { accept: true }), 400).message,
    ).toMatch(/^谷时段意向电量2MWh超过本企业剩余额度1(\.0+)?MWh，不能接受$/);
    expect(await valley()).toEqual(before);
    const again = expectContractOk<Proposal>(
      'getBilateralProposal',
      await call(w.app, 'getBilateralProposal', {
        token: w.tokens.buyer,
        params: { id: second.id },
      }),
    );
    expect(again.status).toBe(0);
  });
});

describe('privacy', () => {
  it('shows a proposal only to its two parties and the teacher', async () => {
    const p = await sent([{ objId: 1, volume: 2, price: 400 }], otherBuyer);
    expectAbpError(
      await call(w.app, 'getBilateralProposal', { token: w.tokens.buyer, params: { id: p.id } }),
      403,
    );
    const list = await okItems<Proposal>(w.app, 'getBilateralProposals', {
      token: w.tokens.buyer,
      query: { roundId, enterpriseId: w.buyerId },
    });
    expect(list.map((x) => x.id)).not.toContain(p.id);
    expectContractOk(
      'getBilateralProposal',
      await call(w.app, 'getBilateralProposal', { token: w.tokens.teacher, params: { id: p.id } }),
    );
    // Without an enterprise the teacher reads the whole round, a trainee their own enterprise's.
    const all = await okItems<Proposal>(w.app, 'getBilateralProposals', {
      token: w.tokens.teacher,
      query: { roundId },
    });
    expect(all.map((x) => x.id)).toContain(p.id);
    const own = await okItems<Proposal>(w.app, 'getBilateralProposals', {
      token: w.tokens.buyer,
      query: { roundId },
    });
    expect(own.map((x) => x.id)).not.toContain(p.id);
    expect(
      own.every((x) => x.toEnterpriseId === w.buyerId || x.fromEnterpriseId === w.buyerId),
    ).toBe(true);
  });
});

describe('when quotation stops', () => {
  it('withdraws every pending proposal, gives back its reservation and refuses new steps', async () => {
    const pending = await sent([{ objId: 2, volume: 4, price: 400 }]);
    const stop = await call(w.app, 'stopQuotation', { token: w.tokens.teacher, body: { roundId } });
    expect(stop.statusCode, stop.body).toBe(200);
    const after = expectContractOk<Proposal>(
      'getBilateralProposal',
      await call(w.app, 'getBilateralProposal', {
        token: w.tokens.seller,
        params: { id: pending.id },
      }),
    );
    expect([after.status, after.reason]).toEqual([3, '交易已停止报价，系统撤回未答复的意向']);
    const flat = (await quota(w.tokens.seller, w.sellerId)).find((q) => q.objId === 2);
    expect(flat?.freezed).toBeCloseTo(0, 4);
    expect(
      expectAbpError(await sellerProposal([{ objId: 1, volume: 1, price: 400 }]), 400).message,
    ).toBe('本轮交易已停止报价，不能再申报');
    expect(
      expectAbpError(await answer(w.tokens.buyer, pending.id, { accept: true }), 400).message,
    ).toBe('该意向已撤回，不能再答复');
  });
});

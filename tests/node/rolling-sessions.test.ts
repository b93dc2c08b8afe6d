// getRollingSessions, the teacher's list of a type-3 round's sessions (场次): status, whether trainees
// can see the session, and its order and trade counts; teacher-only (401 / 403), 400 for other types.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  expectAbpError,
  expectContractOk,
  okItems,
  openApiWorld,
  type ApiWorld,
} from './apiHarness';

interface Session {
  id: number;
  name: string;
  status: number;
  hidden: boolean;
  orderCount: number;
  tradeCount: number;
  tradedVolume: number;
}

let w: ApiWorld;
let monthly: number;

const roundNamed = async (name: string) =>
  (
    await w.db
      .selectFrom('round')
      .select('id')
      .where('name', '=', name)
      .where('courseId', '=', w.courseId)
      .executeTakeFirstOrThrow()
  ).id;
const sessions = (roundId: number) =>
  okItems<Session>(w.app, 'getRollingSessions', {
    token: w.tokens.teacher,
    params: { id: roundId },
  });

/** A createRound body adding a session to `parentId` (the market fields are the round's own). */
const sessionBody = (parentId: number, name: string) => ({
  courseId: w.courseId,
  parentId,
  name,
  type: 3,
  cycle: 1,
  year: 2026,
  month: 3,
});

beforeAll(async () => {
  w = await openApiWorld();
  monthly = await roundNamed('2026年3月滚动撮合');
}, 60_000);
afterAll(async () => {
  await w.dispose();
});

describe('getRollingSessions', () => {
  it('answers 401 without a token and 403 to a trainee or another course’s teacher', async () => {
    const params = { id: monthly };
    expect((await call(w.app, 'getRollingSessions', { params })).statusCode).toBe(401);
    expectAbpError(
      await call(w.app, 'getRollingSessions', { token: w.tokens.seller, params }),
      403,
    );
    expectAbpError(
      await call(w.app, 'getRollingSessions', { token: w.tokens.otherTeacher, params }),
      403,
    );
  });

  it('refuses a round that is not rolling matching', async () => {
    const bidding = await roundNamed('2026年3月省内集中竞价');
    const answer = await call(w.app, 'getRollingSessions', {
      token: w.tokens.teacher,
      params: { id: bidding },
    });
    expect(expectAbpError(answer, 400).message).toBe('该轮次不是滚动撮合轮次');
  });

  it('counts the orders and trades of the open session and shows a stopped one as status 2', async () => {
    const before = await sessions(monthly);
    expect(before.map((s) => [s.name, s.status, s.hidden, s.orderCount, s.tradeCount])).toEqual([
      ['2026年3月滚动撮合第1场', 1, false, 0, 0],
      ['2026年3月滚动撮合第2场', 1, false, 0, 0],
    ]);
    const order = (token: string, direction: number, volume: number) =>
      call(w.app, 'placeListingOrder', {
        token,
        body: { roundId: monthly, direction, objId: 1, price: 420, volume },
      });
    expectContractOk('placeListingOrder', await order(w.tokens.seller, 1, 10));
    expectContractOk('placeListingOrder', await order(w.tokens.buyer, 0, 6.25));
    const stopped = await call(w.app, 'stopQuotation', {
      token: w.tokens.teacher,
      body: { roundId: before[0]?.id ?? 0 },
    });
    expect(stopped.statusCode, stopped.body).toBe(200);
    // Asked by a session's id, the answer is its market round's sessions.
    const after = await sessions(before[1]?.id ?? 0);
    expect(after.map((s) => [s.status, s.orderCount, s.tradeCount, s.tradedVolume])).toEqual([
      [2, 2, 1, 6.25],
      [1, 0, 0, 0],
    ]);
  });

  it('shows a session the teacher created as hidden until it is opened', async () => {
    const created = expectContractOk<{ id: number }>(
      'createRound',
      await call(w.app, 'createRound', {
        token: w.tokens.teacher,
        body: {
          courseId: w.courseId,
          parentId: monthly,
          name: '2026年3月滚动撮合第3场',
          type: 3,
          cycle: 1,
          year: 2026,
          month: 3,
        },
      }),
    );
    const third = async () => (await sessions(monthly)).find((s) => s.id === created.id);
    expect(await third()).toMatchObject({ hidden: true, status: 0 });
    const opened = await call(w.app, 'openRound', {
      token: w.tokens.teacher,
      params: { id: created.id },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(await third()).toMatchObject({ hidden: false, status: 0 });
  });

  it('gives a new session its round’s market and days and queues it last, whatever the body says', async () => {
    const created = expectContractOk<{ id: number; month: number; type: number; parentId: number }>(
      'createRound',
      await call(w.app, 'createRound', {
        token: w.tokens.teacher,
        body: { ...sessionBody(monthly, '2026年3月滚动撮合第4场'), month: 7, cycle: 3, day: 9 },
      }),
    );
    expect(created).toMatchObject({ month: 3, type: 3, parentId: monthly });
    const stored = await w.db
      .selectFrom('round')
      .select(['month', 'cycle', 'enableQuota', 'isHide'])
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ month: 3, cycle: 1, enableQuota: 0, isHide: 1 });
    expect((await sessions(monthly)).at(-1)?.id).toBe(created.id);
  });

  it('refuses a session of a round that is not rolling matching, or of a session, naming parentId', async () => {
    const bidding = await roundNamed('2026年3月省内集中竞价');
    const [first] = await sessions(monthly);
    for (const [parentId, message] of [
      [bidding, '只有滚动撮合轮次可以新增场次'],
      [first?.id ?? 0, '只有滚动撮合轮次可以新增场次'],
      [999_999, '本课程没有编号为 999999 的轮次'],
      [
        await roundNamed('2026年3月10日-16日多日滚动撮合'),
        '该轮次已停止报价或已闭市，不能再新增场次',
      ],
    ] as const) {
      const refused = expectAbpError(
        await call(w.app, 'createRound', {
          token: w.tokens.teacher,
          body: sessionBody(parentId, '多余的场次'),
        }),
        400,
      );
      expect(refused).toEqual({ message, members: ['parentId'] });
    }
    const stray = await w.db
      .selectFrom('round')
      .select('id')
      .where('name', '=', '多余的场次')
      .execute();
    expect(stray).toEqual([]);
  });
});

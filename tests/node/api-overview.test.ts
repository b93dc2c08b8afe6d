import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  expectAbpError,
  expectContractOk,
  okItems,
  openApiWorld,
  type ApiWorld,
} from './apiHarness';
import { overviewPushDelayMs } from '../../server/realtime/overviewPush';
import { recordPushes } from './apiRecordingHubs';
import { clearJuneBidding, declareBids, openMonthlyRound, sellerUnitIds } from './centerTradeSteps';
import { createRound, roundStatus } from '../../server/domain/rounds';

// 我的交易 and the course overview from June's hand-cleared centralised bidding (centerTradeSteps:
// the seller sells 200 MWh of unit A and 50 of unit B in the peak at 435 and 90 of unit A in the
// valley at 325; the retailer buys 250 and 90), and the teacher's list of paper grades.
let w: ApiWorld;
let unitA: number;
let unitB: number;
let juneId: number;

interface Trade {
  id: string;
  roundId: number;
  tradeType: number;
  tradeTypeName: string;
  firstDay: number;
  lastDay: number;
  unitId: number | null;
  unitName: string;
  direction: number;
  timeName: string;
  volume: number;
  price: number;
  money: number;
}
interface RoundFigures {
  id: number;
  status: number;
  tradeType: number;
  enterpriseCount: number;
  declaredCount: number;
  clearedVolume: number;
  averagePrice: number | null;
  money: number;
  series: Array<{ tradeType: number; tradeTypeName: string; clearedVolume: number; money: number }>;
}
interface Overview {
  traineeCount: number;
  enterpriseCount: number;
  rounds: RoundFigures[];
}

beforeAll(async () => {
  w = await openApiWorld();
  [unitA = 0, unitB = 0] = await sellerUnitIds(w);
  juneId = await clearJuneBidding(w, unitA, unitB);
}, 120_000);
afterAll(async () => {
  await w.dispose();
});

const trades = (token: string, query: Record<string, number>) =>
  okItems<Trade>(w.app, 'getMyTrades', { token, query: { courseId: w.courseId, ...query } });
const overview = async (token: string, query: Record<string, boolean> = {}) =>
  expectContractOk<Overview>(
    'getCourseOverview',
    await call(w.app, 'getCourseOverview', { token, params: { id: w.courseId }, query }),
  );
const brief = (t: Trade) => [t.unitId, t.direction, t.timeName, t.volume, t.price, t.money];

describe('my trades', () => {
  it("lists the seller's cleared lines of a round per unit and segment, with the delivery month", async () => {
    const rows = await trades(w.tokens.seller, { roundId: juneId });
    expect(rows.map(brief)).toEqual([
      [unitA, 1, '峰', 200, 435, 87000],
      [unitA, 1, '谷', 90, 325, 29250],
      [unitB, 1, '峰', 50, 435, 21750],
    ]);
    expect(rows[0]).toMatchObject({ tradeType: 15, tradeTypeName: '省内集中竞价' });
    expect([rows[0]?.firstDay, rows[0]?.lastDay]).toEqual([1, 30]);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
  });

  it('gives a retailer its purchases under its own name (no unit)', async () => {
    const rows = await trades(w.tokens.buyer, { roundId: juneId });
    expect(rows.map((r) => [r.unitId, r.direction, r.timeName, r.volume])).toEqual([
      [null, 0, '峰', 250],
      [null, 0, '谷', 90],
    ]);
    const buyer = await w.db
      .selectFrom('enterprise')
      .select('name')
      .where('id', '=', w.buyerId)
      .executeTakeFirstOrThrow();
    expect(rows[0]?.unitName).toBe(buyer.name);
  });

  it('filters by trade series: 15 keeps the June lines, 11 (day-ahead spot) has none of them', async () => {
    const bidding = await trades(w.tokens.seller, { tradeType: 15 });
    expect(bidding.filter((r) => r.roundId === juneId)).toHaveLength(3);
    expect(bidding.every((r) => r.tradeType === 15)).toBe(true);
    const spot = await trades(w.tokens.seller, { tradeType: 11 });
    expect(spot.some((r) => r.roundId === juneId)).toBe(false);
  });

  it("refuses another enterprise's trades to a trainee; the teacher must name the enterprise", async () => {
    expectAbpError(
      await call(w.app, 'getMyTrades', {
        token: w.tokens.seller,
        query: { courseId: w.courseId, enterpriseId: w.buyerId },
      }),
      403,
    );
    const unnamed = expectAbpError(
      await call(w.app, 'getMyTrades', {
        token: w.tokens.teacher,
        query: { courseId: w.courseId },
      }),
      400,
    );
    expect(unnamed.message).toBe('请指定要查看的企业');
    const teacher = await trades(w.tokens.teacher, { enterpriseId: w.buyerId, roundId: juneId });
    expect(teacher).toHaveLength(2);
  });
});

describe('trade report readiness', () => {
  const code = async (token: string, roundId: number, enterpriseId?: number) =>
    expectContractOk<{ code: number }>(
      'getTradeReportResultStatus',
      await call(w.app, 'getTradeReportResultStatus', {
        token,
        query: { roundId, ...(enterpriseId === undefined ? {} : { enterpriseId }) },
      }),
    ).code;

  it('is ready for an ended round and not for a trading round without a contract of the caller', async () => {
    expect(await code(w.tokens.seller, juneId)).toBe(1);
    expect(await code(w.tokens.seller, w.roundId)).toBe(0);
  });

  it("is ready in a trading bilateral round once the caller's enterprise has a contract", async () => {
    const bilateral = await w.db
      .selectFrom('round')
      .innerJoin('clearing_result', 'clearing_result.roundId', 'round.id')
      .select(['round.id', 'clearing_result.enterpriseId'])
      .where('round.type', '=', 1)
      .where('round.status', '=', 0)
      .executeTakeFirstOrThrow();
    expect(await code(w.tokens.teacher, bilateral.id, bilateral.enterpriseId)).toBe(1);
    expect(await code(w.tokens.teacher, bilateral.id)).toBe(1);
  });
});

describe('course overview', () => {
  it('gives an ended round its declared enterprises and its cleared volume, money and average price', async () => {
    const view = await overview(w.tokens.seller);
    const june = view.rounds.find((r) => r.id === juneId);
    expect(june).toMatchObject({ status: 3, tradeType: 15, clearedVolume: 340, money: 138000 });
    expect(june?.averagePrice).toBeCloseTo(405.88, 2);
    expect(june?.declaredCount).toBeGreaterThanOrEqual(2);
    expect(june?.enterpriseCount).toBe(view.enterpriseCount);
    expect(view.traineeCount).toBeGreaterThan(0);
  });

  it('pushes the overview once a second at most while enterprises declare, and counts them', async () => {
    const before = (await overview(w.tokens.teacher)).rounds.find((r) => r.id === w.roundId);
    // A push an earlier test set off leaves first.
    await new Promise((resolve) => setTimeout(resolve, overviewPushDelayMs + 100));
    const pushes = recordPushes();
    // When each overview push left: a busy machine may take more than a second over two declarations.
    const pushedAt: number[] = [];
    const send = pushes.titan.send.bind(pushes.titan);
    pushes.titan.send = (courseId, target, args) => {
      if (JSON.stringify(args).includes('"operations":["getCourseOverview"]'))
        pushedAt.push(Date.now());
      return send(courseId, target, args);
    };
    try {
      const started = Date.now();
      for (const volume of [10, 20]) {
        await declareBids(w, w.tokens.seller, {
          roundId: w.roundId,
          enterpriseId: w.sellerId,
          direction: 1,
          bids: [{ unitId: unitA, objId: 1, price: 380, volume }],
        });
      }
      const declared = Date.now();
      await new Promise((resolve) => setTimeout(resolve, overviewPushDelayMs + 200));
      // Coalesced: one push per second of declaring at most, a second apart, and one after the last.
      expect(pushedAt.length).toBeGreaterThanOrEqual(1);
      expect(pushedAt.length).toBeLessThanOrEqual(
        1 + Math.floor((declared - started) / overviewPushDelayMs),
      );
      for (let i = 1; i < pushedAt.length; i += 1)
        expect((pushedAt[i] ?? 0) - (pushedAt[i - 1] ?? 0)).toBeGreaterThanOrEqual(
          overviewPushDelayMs - 25,
        );
      const overviewPushes = pushes.titan.sent.filter((p) =>
        JSON.stringify(p.args).includes('"operations":["getCourseOverview"]'),
      );
      expect(overviewPushes[0]).toEqual({
        courseId: w.courseId,
        target: 'OnDataChanged',
        args: [{ courseId: w.courseId, roundId: null, operations: ['getCourseOverview'] }],
      });
    } finally {
      pushes.detach();
    }
    const after = (await overview(w.tokens.teacher)).rounds.find((r) => r.id === w.roundId);
    expect(after?.declaredCount).toBe((before?.declaredCount ?? 0) + 1);
  });

  it('pushes the overview on every round status change, the centralised clearing included', async () => {
    const roundId = await openMonthlyRound(w, '2026年7月省内集中竞价', 7);
    await call(w.app, 'stopQuotation', { token: w.tokens.teacher, body: { roundId } });
    await new Promise((resolve) => setTimeout(resolve, overviewPushDelayMs + 100));
    const pushes = recordPushes();
    try {
      expectContractOk(
        'openCenterEngine',
        await call(w.app, 'openCenterEngine', { token: w.tokens.teacher, body: { roundId } }),
      );
      await new Promise((resolve) => setTimeout(resolve, overviewPushDelayMs + 200));
      const named = pushes.titan.sent.flatMap((p) =>
        p.target === 'OnDataChanged' ? [JSON.stringify(p.args)] : [],
      );
      expect(named.some((args) => args.includes('"operations":["getCourseOverview"]'))).toBe(true);
    } finally {
      pushes.detach();
    }
  });

  it('hides unopened rounds from trainees and shows them to the teacher', async () => {
    const trainee = await overview(w.tokens.seller);
    const teacher = await overview(w.tokens.teacher);
    expect(trainee.rounds.some((r) => r.id === w.hiddenRoundId)).toBe(false);
    expect(teacher.rounds.some((r) => r.id === w.hiddenRoundId)).toBe(true);
  });

  it("keeps a trading round's contract totals from trainees until it ends (the teacher sees them)", async () => {
    // The demo's March bilateral round trades with one accepted contract already stored.
    const teacher = await overview(w.tokens.teacher);
    const trading = teacher.rounds.find((r) => r.tradeType === 1 && r.status === 0);
    expect(trading?.clearedVolume).toBeGreaterThan(0);
    const trainee = await overview(w.tokens.seller);
    const same = trainee.rounds.find((r) => r.id === trading?.id);
    expect(same).toMatchObject({ clearedVolume: 0, money: 0, averagePrice: null });
    expect(same?.declaredCount).toBe(trading?.declaredCount);
  });

  it('splits a 省间现货 day-ahead round into 省内现货 and 省间现货 as my trades does', async () => {
    // The round clears the province's own market (series 11) and the session's export (111).
    const round = await createRound(w.db, {
      courseId: w.courseId,
      name: '9月20日省间现货',
      type: 11,
      cycle: 3,
      year: 2026,
      month: 9,
      day: 20,
      isInterProvincial: true,
      status: roundStatus.ended,
    });
    const row = { roundId: round.id, enterpriseId: w.sellerId, unitId: unitA, month: 9 };
    await w.db
      .insertInto('clearing_result')
      .values([
        { ...row, direction: 1, timeId: 8, volume: 100, price: 300, interProvincial: 0 },
        { ...row, direction: 1, timeId: 9, volume: 40, price: 350, interProvincial: 1 },
      ])
      .execute();
    const figures = (await overview(w.tokens.seller)).rounds.find((r) => r.id === round.id);
    expect(figures).toMatchObject({ tradeType: 111, clearedVolume: 140, money: 44000 });
    expect(figures?.series).toEqual([
      { tradeType: 11, tradeTypeName: '省内现货', clearedVolume: 100, money: 30000 },
      { tradeType: 111, tradeTypeName: '省间现货', clearedVolume: 40, money: 14000 },
    ]);
    const mine = await trades(w.tokens.seller, { roundId: round.id });
    expect(mine.map((t) => [t.tradeType, t.volume, t.money])).toEqual([
      [11, 100, 30000],
      [111, 40, 14000],
    ]);
  });

  it('answers the teacher as the trainees see it for the classroom board (asTrainee)', async () => {
    const board = await overview(w.tokens.teacher, { asTrainee: true });
    const trainee = await overview(w.tokens.seller);
    expect(board.rounds).toEqual(trainee.rounds);
    expect(board.rounds.some((r) => r.id === w.hiddenRoundId)).toBe(false);
    // A trainee asking so sees what they always see.
    expect((await overview(w.tokens.seller, { asTrainee: true })).rounds).toEqual(trainee.rounds);
  });
});

describe('course grades', () => {
  it('lists every enrolled trainee with score, full marks and whether they submitted', async () => {
    const before = await okItems<{ userName: string; isSubmitted: boolean; totalScore: number }>(
      w.app,
      'getCourseGrades',
      { token: w.tokens.teacher, params: { courseId: w.courseId } },
    );
    const enrolled = await w.db
      .selectFrom('user_course')
      .select('userId')
      .where('courseId', '=', w.courseId)
      .execute();
    expect(before).toHaveLength(enrolled.length);
    const trainee1 = before.find((g) => g.userName === 'trainee1');
    expect(trainee1?.isSubmitted).toBe(false);
    expect(trainee1?.totalScore).toBeGreaterThan(0);
    const ownPaper = async () =>
      expectContractOk<{ isSubmitted?: boolean }>(
        'getCourseQuestions',
        await call(w.app, 'getCourseQuestions', {
          token: w.tokens.seller,
          params: { courseId: w.courseId },
        }),
      ).isSubmitted;
    await expect(ownPaper()).resolves.toBe(false);
    const pushes = recordPushes();
    const submit = await call(w.app, 'submitPaper', {
      token: w.tokens.seller,
      params: { courseId: w.courseId },
    });
    pushes.detach();
    expect(submit.statusCode, submit.body).toBe(204);
    // The teacher's card reloads on this push; it names the operation, never a score.
    expect(pushes.titan.sent).toEqual([
      {
        courseId: w.courseId,
        target: 'OnDataChanged',
        args: [{ courseId: w.courseId, roundId: null, operations: ['getCourseGrades'] }],
      },
    ]);
    const after = await okItems<{ userName: string; isSubmitted: boolean; submitTime: string }>(
      w.app,
      'getCourseGrades',
      { token: w.tokens.teacher, params: { courseId: w.courseId } },
    );
    const submitted = after.find((g) => g.userName === 'trainee1');
    expect(submitted?.isSubmitted).toBe(true);
    expect(submitted?.submitTime).toBeTruthy();
    // The trainee's paper page opens it read-only from now on.
    await expect(ownPaper()).resolves.toBe(true);
  });

  it('is for the teacher only', async () => {
    expectAbpError(
      await call(w.app, 'getCourseGrades', {
        token: w.tokens.seller,
        params: { courseId: w.courseId },
      }),
      403,
    );
  });
});

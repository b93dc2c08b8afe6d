import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectAbpError, expectContractOk, openApiWorld, type ApiWorld } from './apiHarness';

let w: ApiWorld;
beforeAll(async () => {
  w = await openApiWorld();
}, 120_000);
afterAll(async () => {
  await w.dispose();
});

const courseBody = (name: string) => ({
  name,
  courseType: 1,
  sceneId: 0,
  startDate: '2026-03-01T00:00:00Z',
  endDate: '2026-12-31T00:00:00Z',
  isHideSettlement: true,
  arguments: [{ name: 'EnableChat', value: '1' }],
});

const roundBody = (courseId: number, month: number) => ({
  courseId,
  name: `2026年${month}月省内集中竞价`,
  type: 15,
  cycle: 1,
  year: 2026,
  month,
  enableQuota: true,
});

describe('editing a course', () => {
  it('renames the course and changes its flags and arguments', async () => {
    const updated = expectContractOk<{
      name: string;
      isHideSettlement: boolean;
      arguments: Array<{ name: string; value: string }>;
    }>(
      'updateCourse',
      await call(w.app, 'updateCourse', {
        token: w.tokens.teacher,
        params: { id: w.courseId },
        body: courseBody('改名后的课程'),
      }),
    );
    expect(updated.name).toBe('改名后的课程');
    expect(updated.isHideSettlement).toBe(true);
    expect(updated.arguments).toContainEqual({ name: 'EnableChat', value: '1' });
  });

  it('answers 400 for an empty name, 401 anonymously, 403 for a trainee or another teacher', async () => {
    const bad = expectAbpError(
      await call(w.app, 'updateCourse', {
        token: w.tokens.teacher,
        params: { id: w.courseId },
        body: courseBody(''),
      }),
      400,
    );
    expect(bad.members).toContain('name');
    expectAbpError(
      await call(w.app, 'updateCourse', { params: { id: w.courseId }, body: courseBody('x') }),
      401,
    );
    expectAbpError(
      await call(w.app, 'updateCourse', {
        token: w.tokens.seller,
        params: { id: w.courseId },
        body: courseBody('x'),
      }),
      403,
    );
    expectAbpError(
      await call(w.app, 'updateCourse', {
        token: w.tokens.otherTeacher,
        params: { id: w.courseId },
        body: courseBody('x'),
      }),
      403,
    );
  });
  it('refuses an end before the start and a price cap below the floor, keeping the stored course', async () => {
    const edit = (body: ReturnType<typeof courseBody>) =>
      call(w.app, 'updateCourse', { token: w.tokens.teacher, params: { id: w.courseId }, body });
    const early = expectAbpError(
      await edit({ ...courseBody('倒置的课程'), endDate: '2026-02-28T00:00:00Z' }),
      400,
    );
    expect(early).toEqual({ message: '结束日期不能早于开始日期', members: ['endDate'] });
    const limits = [
      { name: 'PriceCap', value: '300' },
      { name: 'PriceFloor', value: '500' },
    ];
    const inverted = expectAbpError(
      await edit({ ...courseBody('倒置的课程'), arguments: limits }),
      400,
    );
    expect(inverted).toEqual({
      message: '价格上限（300）不能低于价格下限（500）',
      members: ['arguments'],
    });
    const stored = await w.db
      .selectFrom('course')
      .select('name')
      .where('id', '=', w.courseId)
      .executeTakeFirstOrThrow();
    expect(stored.name).not.toBe('倒置的课程');
  });
});

describe('editing a round', () => {
  it('changes a round nobody declared in and rebuilds its quotas for the new month', async () => {
    const created = expectContractOk<{ id: number }>(
      'createRound',
      await call(w.app, 'createRound', { token: w.tokens.teacher, body: roundBody(w.courseId, 5) }),
    );
    const updated = expectContractOk<{ month: number; months: number[] }>(
      'updateRound',
      await call(w.app, 'updateRound', {
        token: w.tokens.teacher,
        params: { id: created.id },
        body: roundBody(w.courseId, 6),
      }),
    );
    expect(updated).toMatchObject({ month: 6, months: [6] });
    const months = await w.db
      .selectFrom('quota')
      .select('month')
      .distinct()
      .where('roundId', '=', created.id)
      .execute();
    expect(months.map((m) => m.month)).toEqual([6]);
  });

  it('refuses to change a round once someone declared in it (409)', async () => {
    expectContractOk(
      'submitCenterTradeBids',
      await call(w.app, 'submitCenterTradeBids', {
        token: w.tokens.buyer,
        body: {
          roundId: w.roundId,
          enterpriseId: w.buyerId,
          direction: 0,
          bids: [{ objId: 3, price: 300, volume: 20 }],
        },
      }),
    );
    const error = expectAbpError(
      await call(w.app, 'updateRound', {
        token: w.tokens.teacher,
        params: { id: w.roundId },
        body: roundBody(w.courseId, 3),
      }),
      409,
    );
    expect(error.message).toContain('已有企业申报');
  });

  it('keeps one day-ahead round per trading day, whether created or moved there', async () => {
    // A type-11 round clears its whole day (provincial and inter-provincial): a second would count it twice.
    const spotDay = (day: number, isInterProvincial: boolean) => ({
      courseId: w.courseId,
      name: `2026年7月${day}日${isInterProvincial ? '省间现货' : '日前现货'}`,
      type: 11,
      cycle: 3,
      year: 2026,
      month: 7,
      day,
      isInterProvincial,
    });
    const create = (day: number, inter: boolean) =>
      call(w.app, 'createRound', { token: w.tokens.teacher, body: spotDay(day, inter) });
    const first = expectContractOk<{ id: number }>('createRound', await create(10, false));
    const sameDay = expectAbpError(await create(10, true), 400);
    expect(sameDay).toEqual({
      message:
        '2026年7月10日已有现货轮次「2026年7月10日日前现货」：' +
        '一个现货轮次包含当日的预出清、省间现货和正式出清，同一交易日不能再建第二个',
      members: ['day'],
    });
    const next = expectContractOk<{ id: number }>('createRound', await create(11, true));
    // A round of another market on that day is no clash.
    expectContractOk(
      'createRound',
      await call(w.app, 'createRound', {
        token: w.tokens.teacher,
        body: { ...spotDay(10, false), type: 3, name: '2026年7月10日分时段滚动撮合' },
      }),
    );
    const edit = (id: number, day: number) =>
      call(w.app, 'updateRound', {
        token: w.tokens.teacher,
        params: { id },
        body: spotDay(day, true),
      });
    expect(expectAbpError(await edit(next.id, 10), 400).members).toEqual(['day']);
    // Saving a round on its own day is not a clash with itself.
    expectContractOk('updateRound', await edit(first.id, 10));
    expectContractOk('updateRound', await edit(next.id, 12));
  });

  it('answers 400 for a bad month, 401 anonymously, 403 for a trainee or another teacher', async () => {
    const bad = expectAbpError(
      await call(w.app, 'updateRound', {
        token: w.tokens.teacher,
        params: { id: w.roundId },
        body: roundBody(w.courseId, 13),
      }),
      400,
    );
    expect(bad.members).toContain('month');
    expectAbpError(
      await call(w.app, 'updateRound', {
        params: { id: w.roundId },
        body: roundBody(w.courseId, 3),
      }),
      401,
    );
    expectAbpError(
      await call(w.app, 'updateRound', {
        token: w.tokens.seller,
        params: { id: w.roundId },
        body: roundBody(w.courseId, 3),
      }),
      403,
    );
    expectAbpError(
      await call(w.app, 'updateRound', {
        token: w.tokens.otherTeacher,
        params: { id: w.roundId },
        body: roundBody(w.courseId, 3),
      }),
      403,
    );
  });
});

describe('a round trades inside its course (docs/market-rules.md, rounds and their periods)', () => {
  // A course of its own, April to June 2026, so the demo course's rounds play no part.
  const spring = {
    name: '春季课程',
    courseType: 1,
    sceneId: 0,
    startDate: '2026-04-01T00:00:00.000Z',
    endDate: '2026-06-30T23:59:59.000Z',
  };
  let springId = 0;
  const createIn = (body: object) =>
    call(w.app, 'createRound', {
      token: w.tokens.teacher,
      body: { ...roundBody(springId, 4), ...body },
    });
  const editCourse = (dates: { startDate?: string; endDate?: string }) =>
    call(w.app, 'updateCourse', {
      token: w.tokens.teacher,
      params: { id: springId },
      body: { ...spring, sceneId: w.sceneId, ...dates },
    });
  const outside = '轮次的交易月份应在课程期间（2026年4月至2026年6月）内';

  beforeAll(async () => {
    springId = expectContractOk<{ id: number }>(
      'createCourse',
      await call(w.app, 'createCourse', {
        token: w.tokens.teacher,
        body: { ...spring, sceneId: w.sceneId },
      }),
    ).id;
  });

  it('refuses a round dated outside the course, naming year, month or months', async () => {
    const before = await w.db.selectFrom('round').select('id').execute();
    expect(
      expectAbpError(await createIn({ year: 2030, name: '2030年4月省内集中竞价' }), 400),
    ).toEqual({ message: outside, members: ['year'] });
    expect(expectAbpError(await createIn({ month: 7 }), 400)).toEqual({
      message: outside,
      members: ['month'],
    });
    expect(expectAbpError(await createIn({ month: 3, cycle: 3, day: 31 }), 400).members).toEqual([
      'month',
    ]);
    // A monthly round trades each month of its list.
    expect(expectAbpError(await createIn({ month: 6, months: [6, 7] }), 400)).toEqual({
      message: outside,
      members: ['months'],
    });
    expect(await w.db.selectFrom('round').select('id').execute()).toHaveLength(before.length);
    // The course's first and last months are in.
    expectContractOk('createRound', await createIn({ month: 4, months: [4, 5] }));
    const june = expectContractOk<{ id: number }>(
      'createRound',
      await createIn({ month: 6, name: '2026年6月省内集中竞价' }),
    );
    const moved = expectAbpError(
      await call(w.app, 'updateRound', {
        token: w.tokens.teacher,
        params: { id: june.id },
        body: { ...roundBody(springId, 7), name: '2026年6月省内集中竞价' },
      }),
      400,
    );
    expect(moved).toEqual({ message: outside, members: ['month'] });
  });

  it('refuses a course period that leaves out a month its rounds trade, naming the round', async () => {
    expect(expectAbpError(await editCourse({ endDate: '2026-05-31T23:59:59.000Z' }), 400)).toEqual({
      message: '课程期间应包含已有轮次的交易月份：「2026年6月省内集中竞价」交易 2026年6月',
      members: ['endDate'],
    });
    // The April round trades April and May: it is the first round a course ending in April leaves
    // out, and a course starting in May leaves its April out.
    expect(
      expectAbpError(await editCourse({ endDate: '2026-04-30T23:59:59.000Z' }), 400).message,
    ).toBe('课程期间应包含已有轮次的交易月份：「2026年4月省内集中竞价」交易 2026年5月');
    expect(
      expectAbpError(await editCourse({ startDate: '2026-05-01T00:00:00.000Z' }), 400),
    ).toEqual({
      message: '课程期间应包含已有轮次的交易月份：「2026年4月省内集中竞价」交易 2026年4月',
      members: ['startDate'],
    });
    const stored = await w.db
      .selectFrom('course')
      .select(['startDate', 'endDate'])
      .where('id', '=', springId)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ startDate: spring.startDate, endDate: spring.endDate });
    // Days within the first and last months are enough.
    expectContractOk(
      'updateCourse',
      await editCourse({
        startDate: '2026-04-20T00:00:00.000Z',
        endDate: '2026-06-10T23:59:59.000Z',
      }),
    );
  });

  it('keeps the type and scope of a round trainees can see, and changes a hidden one', async () => {
    const round = expectContractOk<{ id: number }>(
      'createRound',
      await createIn({ month: 5, name: '2026年5月省内集中竞价' }),
    );
    const edit = (body: object) =>
      call(w.app, 'updateRound', {
        token: w.tokens.teacher,
        params: { id: round.id },
        body: { ...roundBody(springId, 5), ...body },
      });
    // Hidden: the teacher may still turn it into another market.
    expectContractOk('updateRound', await edit({ type: 1, name: '2026年5月省内双边协商' }));
    expectContractOk('updateRound', await edit({ name: '2026年5月省内集中竞价' }));
    expectContractOk(
      'openRound',
      await call(w.app, 'openRound', { token: w.tokens.teacher, params: { id: round.id } }),
    );
    const published = { message: '轮次已向学员发布，不能修改交易类型', members: ['type'] };
    expect(expectAbpError(await edit({ type: 11, cycle: 3, day: 5 }), 400)).toEqual(published);
    expect(expectAbpError(await edit({ isInterProvincial: true }), 400)).toEqual(published);
    const stored = await w.db
      .selectFrom('round')
      .select(['type', 'isInterProvincial'])
      .where('id', '=', round.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ type: 15, isInterProvincial: 0 });
    // Its name and period may still change while nobody has declared.
    const renamed = expectContractOk<{ name: string; month: number }>(
      'updateRound',
      await edit({ month: 6, name: '2026年6月省内集中竞价（二）' }),
    );
    expect(renamed).toMatchObject({ name: '2026年6月省内集中竞价（二）', month: 6 });
  });
});

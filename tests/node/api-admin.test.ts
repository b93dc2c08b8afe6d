import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectAbpError, expectContractOk, openApiWorld, type ApiWorld } from './apiHarness';
import { recordPushes } from './apiRecordingHubs';

let w: ApiWorld;
let pushes: ReturnType<typeof recordPushes>;
beforeAll(async () => {
  w = await openApiWorld();
  pushes = recordPushes();
}, 120_000);
afterAll(async () => {
  pushes.detach();
  await w.dispose();
});

const newRound = (courseId: number) => ({
  courseId,
  name: '2026年5月省内集中竞价',
  type: 15,
  cycle: 1,
  year: 2026,
  month: 5,
  enableQuota: true,
});

describe('teacher course operations', () => {
  it('creates a course from the demo scene with its enterprises, arguments and time segments', async () => {
    const created = expectContractOk<{
      id: number;
      arguments: Array<{ name: string; value: string }>;
    }>(
      'createCourse',
      await call(w.app, 'createCourse', {
        token: w.tokens.otherTeacher,
        body: {
          name: '新课程',
          courseType: 1,
          sceneId: w.sceneId,
          startDate: '2026-05-01T00:00:00Z',
          endDate: '2026-05-31T00:00:00Z',
          arguments: [{ name: 'IsBuildQuestions', value: '0' }],
        },
      }),
    );
    expect(created.arguments).toContainEqual({ name: 'IsBuildQuestions', value: '0' });
    const enterprises = expectContractOk<{ totalCount: number }>(
      'getEnterprisesByCourse',
      await call(w.app, 'getEnterprisesByCourse', {
        token: w.tokens.otherTeacher,
        params: { id: created.id },
      }),
    );
    expect(enterprises.totalCount).toBe(8);
    const mine = expectContractOk<{ items: Array<{ id: number }> }>(
      'getAdminCourseList',
      await call(w.app, 'getAdminCourseList', { token: w.tokens.otherTeacher }),
    );
    expect(mine.items.map((c) => c.id)).toEqual([created.id]);
    // The teacher's open pages hear the new course's pushes on both hubs without reconnecting.
    const teacher = await w.db
      .selectFrom('users')
      .select('id')
      .where('userName', '=', 'teacher2')
      .executeTakeFirstOrThrow();
    for (const hub of [pushes.notice, pushes.titan]) {
      expect(hub.joined).toContainEqual({ userId: teacher.id, courseId: created.id });
    }
  });

  it('lists the scenes a new course may be built on, to teachers only', async () => {
    const scenes = expectContractOk<{
      items: Array<{ id: number; name?: string; hasInterTrade: boolean }>;
      totalCount: number;
    }>('getSceneList', await call(w.app, 'getSceneList', { token: w.tokens.otherTeacher }));
    expect(scenes.items).toContainEqual({
      id: w.sceneId,
      name: '鲁苏两省电力市场仿真场景',
      hasInterTrade: true,
    });
    expect(scenes.totalCount).toBe(scenes.items.length);
    expectAbpError(await call(w.app, 'getSceneList', { token: w.tokens.seller }), 403);
    expectAbpError(await call(w.app, 'getSceneList', {}), 401);
  });

  it('rejects a course without a name (400), without a token (401) and from a trainee (403)', async () => {
    const body = {
      courseType: 1,
      sceneId: w.sceneId,
      startDate: '2026-05-01T00:00:00Z',
      endDate: '2026-05-31T00:00:00Z',
    };
    const bad = expectAbpError(
      await call(w.app, 'createCourse', { token: w.tokens.teacher, body }),
      400,
    );
    expect(bad.members).toContain('name');
    // A course ending before it starts is refused on the end date, and nothing is created.
    const before = await w.db.selectFrom('course').select('id').execute();
    const early = expectAbpError(
      await call(w.app, 'createCourse', {
        token: w.tokens.teacher,
        body: { ...body, name: '倒置的课程', endDate: '2026-04-30T00:00:00Z' },
      }),
      400,
    );
    expect(early.members).toEqual(['endDate']);
    expect(await w.db.selectFrom('course').select('id').execute()).toHaveLength(before.length);
    expectAbpError(await call(w.app, 'createCourse', { body: { ...body, name: 'x' } }), 401);
    expectAbpError(
      await call(w.app, 'createCourse', { token: w.tokens.seller, body: { ...body, name: 'x' } }),
      403,
    );
    expectAbpError(await call(w.app, 'getAdminCourseList', { token: w.tokens.seller }), 403);
  });
});

describe('round control', () => {
  it('creates a hidden round, opens it, stops quotation and closes it, pushing updateRound each time', async () => {
    const round = expectContractOk<{ id: number; status: number }>(
      'createRound',
      await call(w.app, 'createRound', { token: w.tokens.teacher, body: newRound(w.courseId) }),
    );
    const visible = async () =>
      expectContractOk<{ items: Array<{ id: number }> }>(
        'getRoundsByCourse',
        await call(w.app, 'getRoundsByCourse', {
          token: w.tokens.seller,
          params: { id: w.courseId },
        }),
      ).items.some((r) => r.id === round.id);
    expect(await visible()).toBe(false);
    expectAbpError(
      await call(w.app, 'getRound', { token: w.tokens.seller, params: { id: round.id } }),
      404,
    );

    pushes.notice.sent.length = 0;
    const opened = await call(w.app, 'openRound', {
      token: w.tokens.teacher,
      params: { id: round.id },
    });
    expect(expectContractOk<{ status: number }>('openRound', opened).status).toBe(0);
    expect(await visible()).toBe(true);
    const stopped = await call(w.app, 'stopQuotation', {
      token: w.tokens.teacher,
      body: { roundId: round.id },
    });
    expect(expectContractOk<{ status: number }>('stopQuotation', stopped).status).toBe(2);
    const closed = await call(w.app, 'closeRound', {
      token: w.tokens.teacher,
      params: { id: round.id },
    });
    expect(expectContractOk<{ status: number }>('closeRound', closed).status).toBe(3);
    expect(pushes.notice.sent.map((s) => [s.courseId, s.target, s.args[2]])).toEqual([
      [w.courseId, 'OnReceiveNoticeMsg', 'updateRound'],
      [w.courseId, 'OnReceiveNoticeMsg', 'updateRound'],
      [w.courseId, 'OnReceiveNoticeMsg', 'updateRound'],
    ]);
    // Status only moves forward: stopping a closed round is a conflict, not a silent success.
    expectAbpError(
      await call(w.app, 'stopQuotation', { token: w.tokens.teacher, body: { roundId: round.id } }),
      409,
    );
    expectAbpError(
      await call(w.app, 'openRound', { token: w.tokens.teacher, params: { id: round.id } }),
      409,
    );
  });

  it('refuses round days outside the month or an end before the start, naming the field', async () => {
    const create = async (days: object) =>
      expectAbpError(
        await call(w.app, 'createRound', {
          token: w.tokens.teacher,
          body: { ...newRound(w.courseId), year: 2026, month: 6, cycle: 2, ...days },
        }),
        400,
      );
    expect(await create({ startDay: 1, endDay: 31 })).toEqual({
      message: '2026年6月只有30天，日期应在1至30之间',
      members: ['endDay'],
    });
    expect(await create({ startDay: 20, endDay: 10 })).toEqual({
      message: '结束日不能早于开始日',
      members: ['endDay'],
    });
    const multiDay = expectContractOk<{ startDay: number; endDay: number }>(
      'createRound',
      await call(w.app, 'createRound', {
        token: w.tokens.teacher,
        body: { ...newRound(w.courseId), year: 2026, month: 6, cycle: 2, startDay: 10, endDay: 30 },
      }),
    );
    expect([multiDay.startDay, multiDay.endDay]).toEqual([10, 30]);
  });

  it('refuses a 滚动撮合 round where the deployment switched listing off (ENABLE_LISTING=false)', async () => {
    const rolling = { ...newRound(w.courseId), type: 3, cycle: 1, name: '2026年6月滚动撮合' };
    const before = process.env.ENABLE_LISTING;
    process.env.ENABLE_LISTING = 'false';
    try {
      expect(
        expectAbpError(
          await call(w.app, 'createRound', { token: w.tokens.teacher, body: rolling }),
          400,
        ),
      ).toEqual({
        message: '本平台未开放滚动撮合（挂牌）交易，不能新建该类轮次',
        members: ['type'],
      });
    } finally {
      if (before === undefined) delete process.env.ENABLE_LISTING;
      else process.env.ENABLE_LISTING = before;
    }
    expectContractOk(
      'createRound',
      await call(w.app, 'createRound', { token: w.tokens.teacher, body: rolling }),
    );
  });

  it('rejects bad round input (400), anonymous calls (401), trainees and other teachers (403)', async () => {
    const bad = expectAbpError(
      await call(w.app, 'createRound', {
        token: w.tokens.teacher,
        body: { ...newRound(w.courseId), type: 7 },
      }),
      400,
    );
    expect(bad.members.join(',')).toContain('type');
    expect(
      expectAbpError(await call(w.app, 'stopQuotation', { token: w.tokens.teacher, body: {} }), 400)
        .members,
    ).toContain('roundId');
    expectAbpError(
      await call(w.app, 'closeRound', { token: w.tokens.teacher, params: { id: 'x' } }),
      400,
    );
    expectAbpError(await call(w.app, 'openRound', { params: { id: w.roundId } }), 401);
    expectAbpError(await call(w.app, 'stopQuotation', { body: { roundId: w.roundId } }), 401);
    expectAbpError(
      await call(w.app, 'createRound', { token: w.tokens.seller, body: newRound(w.courseId) }),
      403,
    );
    expectAbpError(
      await call(w.app, 'createRound', {
        token: w.tokens.otherTeacher,
        body: newRound(w.courseId),
      }),
      403,
    );
    expectAbpError(
      await call(w.app, 'openRound', { token: w.tokens.seller, params: { id: w.roundId } }),
      403,
    );
    expectAbpError(
      await call(w.app, 'stopQuotation', { token: w.tokens.buyer, body: { roundId: w.roundId } }),
      403,
    );
    expectAbpError(
      await call(w.app, 'closeRound', { token: w.tokens.otherTeacher, params: { id: w.roundId } }),
      403,
    );
  });

  it('shows the teacher who has declared in a round, and only the teacher', async () => {
    const bids = await call(w.app, 'submitCenterTradeBids', {
      token: w.tokens.buyer,
      body: {
        roundId: w.roundId,
        enterpriseId: w.buyerId,
        direction: 0,
        bids: [{ objId: 1, price: 420, volume: 100 }],
      },
    });
    expectContractOk('submitCenterTradeBids', bids);
    const status = expectContractOk<{
      items: Array<{ enterpriseId: number; isPrice: boolean; declaredAt: string | null }>;
    }>(
      'getDeclarationStatus',
      await call(w.app, 'getDeclarationStatus', {
        token: w.tokens.teacher,
        params: { id: w.roundId },
      }),
    );
    // The eight scene enterprises and the two plants of the demo's generation group.
    expect(status.items).toHaveLength(10);
    expect(status.items.filter((i) => i.isPrice).map((i) => i.enterpriseId)).toEqual([w.buyerId]);
    expectAbpError(
      await call(w.app, 'getDeclarationStatus', {
        token: w.tokens.buyer,
        params: { id: w.roundId },
      }),
      403,
    );
    expectAbpError(await call(w.app, 'getDeclarationStatus', { params: { id: w.roundId } }), 401);
    expectAbpError(
      await call(w.app, 'getDeclarationStatus', { token: w.tokens.teacher, params: { id: 'x' } }),
      400,
    );
  });
});

describe('notices', () => {
  const notice = (courseId: number, roundId: number) => ({
    courseId,
    roundId,
    month: 3,
    announcementContent: '<p>3月20日起省内集中竞价价格上限调整为1200元/MWh</p>',
    events: [{ id: 0, provinceName: '山东', message: '山东电网负荷预计偏高' }],
  });

  it('publishes a notice that trainees then read, pushed live on both hubs', async () => {
    pushes.notice.sent.length = 0;
    pushes.titan.sent.length = 0;
    const published = expectContractOk<{ id: number }>(
      'publishNotice',
      await call(w.app, 'publishNotice', {
        token: w.tokens.teacher,
        body: notice(w.courseId, w.roundId),
      }),
    );
    expect(pushes.notice.sent).toEqual([
      {
        courseId: w.courseId,
        target: 'OnReceiveNoticeMsg',
        args: [w.courseId, notice(0, 0).announcementContent, 'notice'],
      },
    ]);
    expect(JSON.parse(String(pushes.titan.sent[0]?.args[0]))).toMatchObject({
      id: published.id,
      CourseId: w.courseId,
      RoundId: w.roundId,
    });
    const list = expectContractOk<{ items: Array<{ id: number; eventContent: string }> }>(
      'getCourseAnnouncementList',
      await call(w.app, 'getCourseAnnouncementList', {
        token: w.tokens.seller,
        query: { courseId: w.courseId, roundId: w.roundId },
      }),
    );
    const mine = list.items.find((n) => n.id === published.id);
    expect(JSON.parse(mine?.eventContent ?? '[]')).toMatchObject([
      { provinceName: '山东', message: '山东电网负荷预计偏高' },
    ]);
    const admin = expectContractOk<{ totalCount: number }>(
      'getAdminNoticeList',
      await call(w.app, 'getAdminNoticeList', {
        token: w.tokens.teacher,
        query: { courseId: w.courseId },
      }),
    );
    expect(admin.totalCount).toBeGreaterThanOrEqual(3);
  });

  it('rejects a notice for month 13 (400), anonymous (401), a trainee or another teacher (403)', async () => {
    const bad = expectAbpError(
      await call(w.app, 'publishNotice', {
        token: w.tokens.teacher,
        body: { ...notice(w.courseId, w.roundId), month: 13 },
      }),
      400,
    );
    expect(bad.members).toContain('month');
    expectAbpError(
      await call(w.app, 'publishNotice', { body: notice(w.courseId, w.roundId) }),
      401,
    );
    expectAbpError(
      await call(w.app, 'publishNotice', {
        token: w.tokens.seller,
        body: notice(w.courseId, w.roundId),
      }),
      403,
    );
    expectAbpError(
      await call(w.app, 'publishNotice', {
        token: w.tokens.otherTeacher,
        body: notice(w.courseId, w.roundId),
      }),
      403,
    );
    expectAbpError(
      await call(w.app, 'getAdminNoticeList', {
        token: w.tokens.buyer,
        query: { courseId: w.courseId },
      }),
      403,
    );
  });
  it('saves a draft without a push, releases it by editing with a push, and deletes it', async () => {
    pushes.notice.sent.length = 0;
    const draft = expectContractOk<{ id: number; isRelease: boolean }>(
      'publishNotice',
      await call(w.app, 'publishNotice', {
        token: w.tokens.teacher,
        body: { ...notice(w.courseId, 0), isRelease: false },
      }),
    );
    expect(draft.isRelease).toBe(false);
    expect(pushes.notice.sent).toEqual([]);
    const traineeIds = async () =>
      expectContractOk<{ items: Array<{ id: number; announcementContent: string }> }>(
        'getCourseAnnouncementList',
        await call(w.app, 'getCourseAnnouncementList', {
          token: w.tokens.seller,
          query: { courseId: w.courseId, roundId: w.roundId },
        }),
      ).items;
    expect((await traineeIds()).map((n) => n.id)).not.toContain(draft.id);

    const corrected = '<p>3月20日起省内集中竞价价格上限调整为1100元/MWh</p>';
    const released = expectContractOk<{ id: number; isRelease: boolean; eventContent: string }>(
      'updateNotice',
      await call(w.app, 'updateNotice', {
        token: w.tokens.teacher,
        params: { id: draft.id },
        body: {
          ...notice(w.courseId, w.roundId),
          announcementContent: corrected,
          events: [{ id: 0, provinceName: '江苏', message: '江苏受入电力需求较大' }],
          isRelease: true,
        },
      }),
    );
    expect(released).toMatchObject({ id: draft.id, isRelease: true });
    // The messages are replaced, not added to.
    expect(JSON.parse(released.eventContent)).toMatchObject([{ provinceName: '江苏' }]);
    expect(pushes.notice.sent).toEqual([
      {
        courseId: w.courseId,
        target: 'OnReceiveNoticeMsg',
        args: [w.courseId, corrected, 'notice'],
      },
    ]);
    expect(await traineeIds()).toContainEqual(
      expect.objectContaining({ id: draft.id, announcementContent: corrected }),
    );

    const deleted = await call(w.app, 'deleteNotice', {
      token: w.tokens.teacher,
      params: { id: draft.id },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await traineeIds()).map((n) => n.id)).not.toContain(draft.id);
    expectAbpError(
      await call(w.app, 'deleteNotice', { token: w.tokens.teacher, params: { id: draft.id } }),
      404,
    );
  });

  it('refuses to edit or delete a notice for anyone but its course’s teacher, or to move it to another course', async () => {
    const stored = expectContractOk<{ id: number }>(
      'publishNotice',
      await call(w.app, 'publishNotice', {
        token: w.tokens.teacher,
        body: { ...notice(w.courseId, 0), isRelease: false },
      }),
    );
    const edit = (token: string | undefined, body = notice(w.courseId, 0)) =>
      call(w.app, 'updateNotice', { ...(token ? { token } : {}), params: { id: stored.id }, body });
    expectAbpError(await edit(undefined), 401);
    expectAbpError(await edit(w.tokens.seller), 403);
    expectAbpError(await edit(w.tokens.otherTeacher), 403);
    expectAbpError(
      await call(w.app, 'deleteNotice', {
        token: w.tokens.otherTeacher,
        params: { id: stored.id },
      }),
      403,
    );
    expectAbpError(
      await call(w.app, 'deleteNotice', { token: w.tokens.buyer, params: { id: stored.id } }),
      403,
    );
    const moved = expectAbpError(await edit(w.tokens.teacher, notice(w.courseId + 1000, 0)), 400);
    expect(moved.members).toContain('courseId');
    // A round of another course of the same teacher is refused on publishing and on editing.
    const other = expectContractOk<{ id: number }>(
      'createCourse',
      await call(w.app, 'createCourse', {
        token: w.tokens.teacher,
        body: {
          name: '另一门课程',
          courseType: 1,
          sceneId: w.sceneId,
          startDate: '2026-05-01T00:00:00Z',
          endDate: '2026-05-31T00:00:00Z',
        },
      }),
    );
    const otherRound = expectContractOk<{ id: number }>(
      'createRound',
      await call(w.app, 'createRound', {
        token: w.tokens.teacher,
        body: { ...newRound(other.id) },
      }),
    );
    const foreign = notice(w.courseId, otherRound.id);
    expect(expectAbpError(await edit(w.tokens.teacher, foreign), 400).members).toContain('roundId');
    expect(
      expectAbpError(
        await call(w.app, 'publishNotice', { token: w.tokens.teacher, body: foreign }),
        400,
      ).members,
    ).toContain('roundId');
  });
});

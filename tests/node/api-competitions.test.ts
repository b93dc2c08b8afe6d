import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourseFromScene } from '../../server/domain/courseFactory';
import { call, expectAbpError, expectContractOk, openApiWorld, type ApiWorld } from './apiHarness';

// Competition sign-ups (exam-type courses) and the round extras: custom objects by round and the
// teacher's reset of a round's trading clock.
let w: ApiWorld;
let upcoming: number;
let started: number;
let ended: number;
const day = 24 * 3600 * 1000;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * day).toISOString();

beforeAll(async () => {
  w = await openApiWorld();
  const teacherId = (
    await w.db
      .selectFrom('course')
      .select('teacherId')
      .where('id', '=', w.courseId)
      .executeTakeFirstOrThrow()
  ).teacherId;
  const competition = (name: string, start: number, end: number) =>
    createCourseFromScene(w.db, {
      sceneId: w.sceneId,
      teacherId,
      name,
      courseType: 2,
      startDate: iso(start),
      endDate: iso(end),
    });
  upcoming = await competition('鲁苏电力市场交易竞赛（下月）', 10, 20);
  started = await competition('鲁苏电力市场交易竞赛（进行中）', -1, 5);
  ended = await competition('鲁苏电力市场交易竞赛（已结束）', -20, -10);
}, 120_000);
afterAll(async () => {
  await w.dispose();
});

const signUp = (token: string, courseId: number) =>
  call(w.app, 'signupCompetition', { token, body: { courseId } });
const list = async (token: string) =>
  expectContractOk<{
    items: Array<{ id: number; courseId: number; courseName: string; userName?: string }>;
  }>('getUserCompetitionList', await call(w.app, 'getUserCompetitionList', { token })).items;

describe('competition sign-ups', () => {
  it('signs a trainee up once for a competition that has not ended', async () => {
    const row = expectContractOk<{ id: number; courseName: string; signupTime: string }>(
      'signupCompetition',
      await signUp(w.tokens.seller, upcoming),
    );
    expect(row.courseName).toBe('鲁苏电力市场交易竞赛（下月）');
    expect(Date.now() - new Date(row.signupTime).getTime()).toBeLessThan(60_000);
    expect((await list(w.tokens.seller)).map((c) => c.courseId)).toEqual([upcoming]);
    const again = expectAbpError(await signUp(w.tokens.seller, upcoming), 400);
    expect(again.message).toBe('您已报名该竞赛');
  });

  it('refuses a teaching course, an ended competition, an unknown course and a teacher', async () => {
    expect(expectAbpError(await signUp(w.tokens.buyer, w.courseId), 400).message).toBe(
      '该课程不是竞赛，不能报名',
    );
    expect(expectAbpError(await signUp(w.tokens.buyer, ended), 400).message).toBe(
      '该竞赛已结束，不能报名',
    );
    expect(expectAbpError(await signUp(w.tokens.buyer, 999_999), 400).members).toEqual([
      'courseId',
    ]);
    expectAbpError(await signUp(w.tokens.teacher, upcoming), 403);
  });

  it('shows the teacher the sign-ups to their own courses only, with who signed up', async () => {
    expect((await list(w.tokens.teacher)).map((c) => c.courseId)).toContain(upcoming);
    const signup = (await list(w.tokens.teacher)).find((c) => c.courseId === upcoming);
    expect(signup).toMatchObject({ userName: 'trainee1' });
    expect((signup as { traineeName?: string }).traineeName).toBeTruthy();
    expect(await list(w.tokens.otherTeacher)).toEqual([]);
    expect(await list(w.tokens.buyer)).toEqual([]);
  });

  it('lets only the trainee withdraw before the start, and the teacher at any time', async () => {
    const [mine] = await list(w.tokens.seller);
    const withdraw = (token: string, id: number) =>
      call(w.app, 'deleteUserCompetition', { token, params: { id } });
    expectAbpError(await withdraw(w.tokens.buyer, mine?.id ?? 0), 403);
    expectAbpError(await withdraw(w.tokens.otherTeacher, mine?.id ?? 0), 403);
    expect((await withdraw(w.tokens.seller, mine?.id ?? 0)).statusCode).toBe(204);
    expectAbpError(await withdraw(w.tokens.seller, mine?.id ?? 0), 404);
    expectAbpError(await withdraw(w.tokens.seller, 0), 404);
    const late = expectContractOk<{ id: number }>(
      'signupCompetition',
      await signUp(w.tokens.buyer, started),
    );
    expect(expectAbpError(await withdraw(w.tokens.buyer, late.id), 400).message).toBe(
      '竞赛已开始，不能取消报名',
    );
    expect((await withdraw(w.tokens.teacher, late.id)).statusCode).toBe(204);
    expectAbpError(await call(w.app, 'deleteUserCompetition', { params: { id: late.id } }), 401);
    expectAbpError(
      await call(w.app, 'deleteUserCompetition', { token: w.tokens.seller, params: { id: 'x' } }),
      400,
    );
  });
});

describe('round extras', () => {
  it("lists a round's object solution and its visible sub-rounds'", async () => {
    const parent = await w.db
      .selectFrom('round')
      .select('id')
      .where('name', '=', '2026年3月滚动撮合')
      .executeTakeFirstOrThrow();
    const objects = expectContractOk<{
      items: Array<{ roundId: number; name: string; items: Array<{ id: number; day: string }> }>;
    }>(
      'getCustomObjectsByRound',
      await call(w.app, 'getCustomObjectsByRound', {
        token: w.tokens.buyer,
        params: { roundId: parent.id },
      }),
    ).items;
    expect(objects).toHaveLength(3);
    expect(objects[0]?.roundId).toBe(parent.id);
    expect(objects[0]?.name).toBe('峰/平/谷');
    expect(objects[0]?.items.map((s) => [s.id, s.day])).toEqual([
      [1, '10,11,12,14,15,16,17,18,19'],
      [2, '9,13,20,21,22,23'],
      [3, '0,1,2,3,4,5,6,7,8'],
    ]);
  });

  it('moves the trading clock of a round for its teacher only', async () => {
    const moved = expectContractOk<{ id: number }>(
      'updateRoundCreateTime',
      await call(w.app, 'updateRoundCreateTime', {
        token: w.tokens.teacher,
        params: { id: w.roundId },
        body: { createTime: '2026-03-02T09:30:00+08:00' },
      }),
    );
    expect(moved.id).toBe(w.roundId);
    const row = await w.db
      .selectFrom('round')
      .select('creationTime')
      .where('id', '=', w.roundId)
      .executeTakeFirstOrThrow();
    expect(row.creationTime).toBe('2026-03-02T01:30:00.000Z');
    const other = await call(w.app, 'updateRoundCreateTime', {
      token: w.tokens.otherTeacher,
      params: { id: w.roundId },
      body: { createTime: '2026-03-02T09:30:00+08:00' },
    });
    expectAbpError(other, 403);
  });
});

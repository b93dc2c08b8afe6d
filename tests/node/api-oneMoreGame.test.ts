// Restarting a course ("one more game"): who may ask, what the copy holds, and the restart limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replayLimit } from '../../server/domain/oneMoreGame';
import { call, expectAbpError, expectContractOk, openApiWorld, type ApiWorld } from './apiHarness';
import { checkCourseKeepsRounds } from '../../server/domain/roundPeriod';

let w: ApiWorld;
beforeAll(async () => {
  w = await openApiWorld();
}, 120_000);
afterAll(async () => {
  await w.dispose();
});

const left = async (token: string, id: number) =>
  expectContractOk<{ count: number }>(
    'getOneMoreGameNum',
    await call(w.app, 'getOneMoreGameNum', { token, params: { id } }),
  ).count;

const restart = (token: string, courseId: number, isBuyer: boolean) =>
  call(w.app, 'copyOneMoreGame', { token, params: { courseId }, query: { isBuyer } });

const countRows = async (table: 'round' | 'enterprise' | 'notice' | 'quota', courseId: number) =>
  Number(
    (
      await w.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('courseId', '=', courseId)
        .executeTakeFirstOrThrow()
    ).n,
  );

const enrolmentOf = (userName: string, courseId: number) =>
  w.db
    .selectFrom('user_course')
    .innerJoin('users', 'users.id', 'user_course.userId')
    .innerJoin('enterprise', 'enterprise.id', 'user_course.enterpriseId')
    .select([
      'user_course.isCurrent',
      'enterprise.id',
      'enterprise.isBuyer',
      'enterprise.province',
      'enterprise.courseId',
    ])
    .where('users.userName', '=', userName)
    .where('user_course.courseId', '=', courseId)
    .executeTakeFirst();

describe('who may restart a course', () => {
  it('refuses anonymous callers (401), outsiders (403) and teachers (403)', async () => {
    expectAbpError(await restart('', w.courseId, true), 401);
    expectAbpError(await restart(w.tokens.outsider, w.courseId, true), 403);
    expectAbpError(await restart(w.tokens.teacher, w.courseId, true), 403);
    expectAbpError(
      await call(w.app, 'getOneMoreGameNum', {
        token: w.tokens.teacher,
        params: { id: w.courseId },
      }),
      403,
    );
    expectAbpError(
      await call(w.app, 'getOneMoreGameCourseId', {
        token: w.tokens.outsider,
        query: { courseId: w.courseId },
      }),
      403,
    );
    expectAbpError(await restart(w.tokens.seller, 999_999, true), 404);
  });
});

describe('a trainee restarting the demo course', () => {
  let copyId = 0;

  it('starts with every restart left and no copy', async () => {
    expect(await left(w.tokens.seller, w.courseId)).toBe(replayLimit);
    const none = expectContractOk<{ courseId: number | null }>(
      'getOneMoreGameCourseId',
      await call(w.app, 'getOneMoreGameCourseId', {
        token: w.tokens.seller,
        query: { courseId: w.courseId },
      }),
    );
    expect(none.courseId).toBeNull();
  });

  it('copies the course for the trainee, playing the chosen role in the same province', async () => {
    // An answer on the old paper must not follow the trainee into the copy.
    await w.db
      .updateTable('course_question')
      .set({ userAnswer: 'A' })
      .where('courseId', '=', w.courseId)
      .execute();
    const course = expectContractOk<{ id: number; name: string; current: boolean }>(
      'copyOneMoreGame',
      await restart(w.tokens.seller, w.courseId, true),
    );
    copyId = course.id;
    expect(copyId).not.toBe(w.courseId);
    expect(course.name).toContain('重新开始1');
    expect(course.current).toBe(true);
    const before = await enrolmentOf('trainee1', w.courseId);
    const after = await enrolmentOf('trainee1', copyId);
    expect(after).toMatchObject({ isCurrent: 1, isBuyer: 1, province: before?.province });
    expect(before).toMatchObject({ isCurrent: 0, isBuyer: 0, id: w.sellerId });
    const current = expectContractOk<{ courseId: number }>(
      'getCurrentUserCourse',
      await call(w.app, 'getCurrentUserCourse', { token: w.tokens.seller }),
    );
    expect(current.courseId).toBe(copyId);
  });

  it('runs from now on (a fresh countdown) while its period still holds the months its rounds trade', async () => {
    const copy = await w.db
      .selectFrom('course')
      .select(['startDate', 'endDate'])
      .where('id', '=', copyId)
      .executeTakeFirstOrThrow();
    expect(Date.parse(copy.endDate)).toBeGreaterThan(Date.now());
    // The rule a teacher's edit of the copy's dates meets: every round's months inside the period.
    await expect(checkCourseKeepsRounds(w.db, copyId, copy)).resolves.toBeUndefined();
  });

  it('holds the same set-up with every round open again and no trading history', async () => {
    for (const table of ['round', 'enterprise', 'notice'] as const) {
      expect(await countRows(table, copyId), table).toBe(await countRows(table, w.courseId));
    }
    expect(await countRows('quota', copyId)).toBeGreaterThan(0);
    const rounds = await w.db
      .selectFrom('round')
      .select(['status', 'isHide', 'parentId'])
      .where('courseId', '=', copyId)
      .execute();
    expect(new Set(rounds.map((r) => r.status))).toEqual(new Set([0]));
    expect(rounds.filter((r) => r.isHide === 1)).toHaveLength(1);
    const parents = await w.db
      .selectFrom('round')
      .select('id')
      .where('courseId', '=', copyId)
      .execute();
    for (const r of rounds.filter((r) => r.parentId !== null)) {
      expect(parents.map((p) => p.id)).toContain(r.parentId);
    }
    const paper = await w.db
      .selectFrom('course_question')
      .select('userAnswer')
      .where('courseId', '=', copyId)
      .execute();
    expect(paper.length).toBeGreaterThan(0);
    expect(paper.every((q) => q.userAnswer === null)).toBe(true);
    const declared = await w.db
      .selectFrom('declaration')
      .innerJoin('round', 'round.id', 'declaration.roundId')
      .select('declaration.id')
      .where('round.courseId', '=', copyId)
      .execute();
    expect(declared).toHaveLength(0);
  });

  it('keeps the copy private and the original course as it was', async () => {
    expectAbpError(
      await call(w.app, 'getCourse', { token: w.tokens.buyer, params: { id: copyId } }),
      403,
    );
    expectContractOk(
      'getCourse',
      await call(w.app, 'getCourse', { token: w.tokens.buyer, params: { id: w.courseId } }),
    );
    expect(await enrolmentOf('trainee5', w.courseId)).toMatchObject({ id: w.buyerId });
    // The demo's ended rounds stay ended: only the copy is open again.
    const ended = await w.db
      .selectFrom('round')
      .select('status')
      .where('courseId', '=', w.courseId)
      .where('status', '=', 3)
      .execute();
    expect(ended.length).toBeGreaterThan(0);
  });

  it('names the copy and counts restarts against the original course', async () => {
    const latest = expectContractOk<{ courseId: number | null }>(
      'getOneMoreGameCourseId',
      await call(w.app, 'getOneMoreGameCourseId', {
        token: w.tokens.seller,
        query: { courseId: w.courseId },
      }),
    );
    expect(latest.courseId).toBe(copyId);
    expect(await left(w.tokens.seller, w.courseId)).toBe(replayLimit - 1);
    expect(await left(w.tokens.seller, copyId)).toBe(replayLimit - 1);
    expect(await left(w.tokens.buyer, w.courseId)).toBe(replayLimit);
  });

  it('restarts a copy as a seller, and refuses once the restarts are used up', async () => {
    const again = expectContractOk<{ id: number }>(
      'copyOneMoreGame',
      await restart(w.tokens.seller, copyId, false),
    );
    expect(await enrolmentOf('trainee1', again.id)).toMatchObject({ isBuyer: 0, isCurrent: 1 });
    expectContractOk('copyOneMoreGame', await restart(w.tokens.seller, w.courseId, true));
    expect(await left(w.tokens.seller, w.courseId)).toBe(0);
    const refused = expectAbpError(await restart(w.tokens.seller, w.courseId, true), 400);
    expect(refused.message).toBe(`本课程最多可重新开始${replayLimit}次`);
  });
});

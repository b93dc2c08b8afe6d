import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectAbpError, expectContractOk, openApiWorld, type ApiWorld } from './apiHarness';

let w: ApiWorld;
let outsiderId: string;
beforeAll(async () => {
  w = await openApiWorld();
  const row = await w.db
    .selectFrom('users')
    .select('id')
    .where('userName', '=', 'outsider')
    .executeTakeFirstOrThrow();
  outsiderId = row.id;
}, 120_000);
afterAll(async () => {
  await w.dispose();
});

describe('registering and switching courses', () => {
  it('enrols a trainee, makes the course current, and is idempotent', async () => {
    expectAbpError(
      await call(w.app, 'getCourse', { token: w.tokens.outsider, params: { id: w.courseId } }),
      403,
    );
    const first = expectContractOk<{ courseId: number; isCurrent: boolean }>(
      'registerCourse',
      await call(w.app, 'registerCourse', {
        token: w.tokens.outsider,
        params: { courseId: w.courseId },
      }),
    );
    expect(first).toMatchObject({ courseId: w.courseId, isCurrent: true });
    expectContractOk(
      'registerCourse',
      await call(w.app, 'registerCourse', {
        token: w.tokens.outsider,
        params: { courseId: w.courseId },
      }),
    );
    const mine = expectContractOk<{ totalCount: number }>(
      'getUserCoursesByUser',
      await call(w.app, 'getUserCoursesByUser', {
        token: w.tokens.outsider,
        params: { userId: outsiderId },
      }),
    );
    expect(mine.totalCount).toBe(1);
    expectContractOk(
      'getCourse',
      await call(w.app, 'getCourse', { token: w.tokens.outsider, params: { id: w.courseId } }),
    );
    const current = expectContractOk<{ courseId: number }>(
      'getCurrentUserCourse',
      await call(w.app, 'getCurrentUserCourse', { token: w.tokens.outsider }),
    );
    expect(current.courseId).toBe(w.courseId);
  });

  it('rejects registering with a bad id (400), anonymously (401) or as a teacher (403)', async () => {
    expect(
      expectAbpError(
        await call(w.app, 'registerCourse', { token: w.tokens.seller, params: { courseId: 'x' } }),
        400,
      ).members,
    ).toContain('courseId');
    expectAbpError(await call(w.app, 'registerCourse', { params: { courseId: w.courseId } }), 401);
    expectAbpError(
      await call(w.app, 'registerCourse', {
        token: w.tokens.teacher,
        params: { courseId: w.courseId },
      }),
      403,
    );
    expectAbpError(
      await call(w.app, 'registerCourse', { token: w.tokens.seller, params: { courseId: 999999 } }),
      404,
    );
  });

  it('switches to an enrolled course and refuses a course the trainee is not in', async () => {
    const info = expectContractOk<{ currentCourseId: number | null }>(
      'switchStudentCourse',
      await call(w.app, 'switchStudentCourse', {
        token: w.tokens.outsider,
        params: { id: outsiderId },
        body: { courseId: w.courseId },
      }),
    );
    expect(info.currentCourseId).toBe(w.courseId);
    const other = await w.db
      .insertInto('course')
      .values({
        name: '别人的课程',
        courseType: 1,
        sceneId: w.sceneId,
        teacherId: 'x',
        startDate: '',
        endDate: '',
        isHideSettlement: 0,
        isPublicGrade: 0,
        typeCurveId: null,
        creationTime: '',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expectAbpError(
      await call(w.app, 'switchStudentCourse', {
        token: w.tokens.outsider,
        params: { id: outsiderId },
        body: { courseId: other.id },
      }),
      403,
    );
    expectAbpError(
      await call(w.app, 'switchStudentCourse', {
        token: w.tokens.seller,
        params: { id: outsiderId },
        body: { courseId: w.courseId },
      }),
      403,
    );
    expect(
      expectAbpError(
        await call(w.app, 'switchStudentCourse', {
          token: w.tokens.outsider,
          params: { id: outsiderId },
          body: {},
        }),
        400,
      ).members,
    ).toContain('courseId');
    expectAbpError(
      await call(w.app, 'switchStudentCourse', {
        params: { id: outsiderId },
        body: { courseId: w.courseId },
      }),
      401,
    );
  });

  it('lets a trainee read only their own enrolments', async () => {
    expectAbpError(
      await call(w.app, 'getUserCoursesByUser', {
        token: w.tokens.seller,
        params: { userId: outsiderId },
      }),
      403,
    );
  });
});

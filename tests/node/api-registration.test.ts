import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCourseFromScene } from '../../server/domain/courseFactory';
import { call, expectAbpError, expectContractOk, openApiWorld, type ApiWorld } from './apiHarness';

// registerCourse: a course is joinable only while its teacher keeps registration open; a
// competition only with a sign-up its teacher admitted.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

let w: ApiWorld;
let teacherId: string;
let closedCourse: number;
let competition: number;
let endedCourse: number;
let endedCompetition: number;
const iso = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

beforeAll(async () => {
  w = await openApiWorld();
  teacherId = (
    await w.db
      .selectFrom('course')
      .select('teacherId')
      .where('id', '=', w.courseId)
      .executeTakeFirstOrThrow()
  ).teacherId;
  const course = (name: string, courseType: number, endDate = iso(30)) =>
    createCourseFromScene(w.db, {
      sceneId: w.sceneId,
      teacherId,
      name,
      courseType,
      startDate: iso(-60),
      endDate,
    });
  closedCourse = await course('未开放报名的课程', 1);
  competition = await course('需审核的竞赛', 2);
  endedCourse = await course('已结束的课程', 1, iso(-1));
  endedCompetition = await course('已结束的竞赛', 2, iso(-1));
});
afterAll(() => w.dispose());

const register = (token: string, courseId: number) =>
  call(w.app, 'registerCourse', { token, params: { courseId } });

describe('registration is the teacher’s to open', () => {
  it('the demo course is open: a trainee joins it', async () => {
    expectContractOk('registerCourse', await register(w.tokens.outsider, w.courseId));
  });

  it('a new course refuses trainees until its teacher opens registration, and again once closed', async () => {
    const refused = expectAbpError(await register(w.tokens.seller, closedCourse), 403);
    expect(refused.message).toBe('该课程未开放报名，请联系授课教师');
    const setOpen = async (value: string) =>
      expectContractOk(
        'updateCourse',
        await call(w.app, 'updateCourse', {
          token: w.tokens.teacher,
          params: { id: closedCourse },
          body: {
            name: '未开放报名的课程',
            courseType: 1,
            sceneId: w.sceneId,
            startDate: iso(-1),
            endDate: iso(30),
            arguments: [{ name: 'OpenRegistration', value }],
          },
        }),
      );
    await setOpen('1');
    expectContractOk('registerCourse', await register(w.tokens.seller, closedCourse));
    await setOpen('0');
    expectAbpError(await register(w.tokens.buyer, closedCourse), 403);
  });

  it('a competition needs a sign-up the teacher admitted', async () => {
    expectAbpError(await register(w.tokens.buyer, competition), 403);
    const signup = expectContractOk<{ id: number; isAdmitted: boolean }>(
      'signupCompetition',
      await call(w.app, 'signupCompetition', {
        token: w.tokens.buyer,
        body: { courseId: competition },
      }),
    );
    expect(signup.isAdmitted).toBe(false);
    const notYet = expectAbpError(await register(w.tokens.buyer, competition), 403);
    expect(notYet.message).toBe('该竞赛需报名并经教师审核通过后才能加入');
    const admit = (token: string) =>
      call(w.app, 'updateUserCompetitionAdmission', {
        token,
        params: { id: signup.id },
        body: { isAdmitted: true },
      });
    expectAbpError(await admit(w.tokens.buyer), 403);
    expectAbpError(await admit(w.tokens.otherTeacher), 403);
    const admitted = expectContractOk<{ isAdmitted: boolean }>(
      'updateUserCompetitionAdmission',
      await admit(w.tokens.teacher),
    );
    expect(admitted.isAdmitted).toBe(true);
    // 我的仿真 reads the admission from the trainee's own list and the join from their courses.
    const mine = expectContractOk<{ items: Array<{ courseId: number; isAdmitted: boolean }> }>(
      'getUserCompetitionList',
      await call(w.app, 'getUserCompetitionList', { token: w.tokens.buyer }),
    ).items;
    expect(mine.find((s) => s.courseId === competition)?.isAdmitted).toBe(true);
    const courseIds = async () =>
      expectContractOk<{ items: Array<{ id: number }> }>(
        'getCourseList',
        await call(w.app, 'getCourseList', {
          token: w.tokens.buyer,
          query: { skipCount: 0, maxResultCount: 1000 },
        }),
      ).items.map((c) => c.id);
    expect(await courseIds()).not.toContain(competition);
    const currentCourse = async () =>
      expectContractOk<{ courseId: number }>(
        'getCurrentUserCourse',
        await call(w.app, 'getCurrentUserCourse', { token: w.tokens.buyer }),
      ).courseId;
    expect(await currentCourse()).toBe(w.courseId);
    const joined = expectContractOk<{ isCurrent: boolean }>(
      'registerCourse',
      await register(w.tokens.buyer, competition),
    );
    expect(await courseIds()).toContain(competition);
    // Joining enrols; the trainee still plays the course they are in until they enter the new one
    // (the browser holds that course: a silent switch made 我的仿真 offer 切换课程 on the wrong card).
    expect(joined.isCurrent).toBe(false);
    expect(await currentCourse()).toBe(w.courseId);
    // Another trainee without a sign-up still cannot join.
    expectAbpError(await register(w.tokens.seller, competition), 403);
  });
});

describe('a course that has ended takes nobody', () => {
  it('refuses joining it though registration was left open (403), and an admitted competition too', async () => {
    await w.db
      .updateTable('course_argument')
      .set({ value: '1' })
      .where('courseId', '=', endedCourse)
      .where('name', '=', 'OpenRegistration')
      .execute();
    const refused = expectAbpError(await register(w.tokens.outsider, endedCourse), 403);
    expect(refused.message).toBe('该课程已结束，不能报名');
    // A sign-up admitted before the competition ended does not let anyone in after it.
    const outsider = await w.db
      .selectFrom('users')
      .select('id')
      .where('userName', '=', 'outsider')
      .executeTakeFirstOrThrow();
    await w.db
      .insertInto('user_competition')
      .values({
        userId: outsider.id,
        courseId: endedCompetition,
        signupTime: iso(-10),
        isAdmitted: 1,
      })
      .execute();
    const late = expectAbpError(await register(w.tokens.outsider, endedCompetition), 403);
    expect(late.message).toBe('该课程已结束，不能报名');
    const enrolled = await w.db
      .selectFrom('user_course')
      .select('id')
      .where('courseId', 'in', [endedCourse, endedCompetition])
      .execute();
    expect(enrolled).toEqual([]);
  });
});

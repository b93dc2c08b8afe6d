import type { Kysely, Selectable } from 'kysely';
import { HttpError } from '../auth/identity';
import type { UserCourseTable } from '../db/domainSchema';
import type { Database } from '../db/schema';
import { setUserCourses } from '../identity/users';
import { getCourseRow } from './access';
import { competitionCourseType } from './competitions';
import { nowIso, type Db } from './db';
import { courseArgument } from './courseArgument';

/** An enrolment row. */
export type Enrolment = Selectable<UserCourseTable>;

/** Makes `courseId` the user's current course (in user_course and on the account). */
export async function makeCurrent(
  db: Kysely<Database>,
  userId: string,
  courseId: number,
): Promise<void> {
  await db.updateTable('user_course').set({ isCurrent: 0 }).where('userId', '=', userId).execute();
  await db
    .updateTable('user_course')
    .set({ isCurrent: 1 })
    .where('userId', '=', userId)
    .where('courseId', '=', courseId)
    .execute();
  await setUserCourses(db, userId, { currentCourseId: courseId });
}

/**
 * Throws 403 unless a trainee may join the course now: never once it has ended (its end date has
 * passed, registration left open or not: docs/market-rules.md, "Courses and enrolment"); a
 * competition (courseType 2) only with a sign-up its teacher admitted, any other course only while
 * its teacher keeps registration open (course argument OpenRegistration = '1').
 */
async function assertJoinable(db: Db, userId: string, courseId: number): Promise<void> {
  const course = await getCourseRow(db, courseId);
  if (Date.parse(course.endDate) < Date.now()) {
    throw new HttpError(403, '该课程已结束，不能报名', 'RegistrationClosed');
  }
  if (course.courseType === competitionCourseType) {
    const signup = await db
      .selectFrom('user_competition')
      .select('isAdmitted')
      .where('userId', '=', userId)
      .where('courseId', '=', courseId)
      .executeTakeFirst();
    if (signup?.isAdmitted !== 1) {
      throw new HttpError(403, '该竞赛需报名并经教师审核通过后才能加入', 'RegistrationClosed');
    }
    return;
  }
  if ((await courseArgument(db, courseId, openRegistrationArgument)) !== '1') {
    throw new HttpError(403, '该课程未开放报名，请联系授课教师', 'RegistrationClosed');
  }
}

/** Course argument a teacher sets to '1' to let trainees join the course (registerCourse). */
export const openRegistrationArgument = 'OpenRegistration';

/**
 * Enrols a trainee in a course (idempotent), current when they have no current course; a new enrolment needs the course
 * to be joinable (see assertJoinable). The trainee gets the first tradable enterprise nobody plays
 * yet (as primary or further enterprise), or none when all are taken.
 */
export async function registerCourse(
  db: Kysely<Database>,
  userId: string,
  courseId: number,
): Promise<Enrolment> {
  await getCourseRow(db, courseId);
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('user_course')
      .select('id')
      .where('userId', '=', userId)
      .where('courseId', '=', courseId)
      .executeTakeFirst();
    if (!existing) {
      await assertJoinable(trx, userId, courseId);
      const free = await trx
        .selectFrom('enterprise')
        .select('enterprise.id')
        .where('enterprise.courseId', '=', courseId)
        .where('enterprise.isTrade', '=', 1)
        .where((eb) =>
          eb.and([
            eb.not(
              eb.exists(
                eb
                  .selectFrom('user_course')
                  .select('user_course.id')
                  .whereRef('user_course.enterpriseId', '=', 'enterprise.id'),
              ),
            ),
            // Nor one a trainee plays besides their primary enterprise.
            eb.not(
              eb.exists(
                eb
                  .selectFrom('user_course_enterprise')
                  .select('user_course_enterprise.id')
                  .whereRef('user_course_enterprise.enterpriseId', '=', 'enterprise.id'),
              ),
            ),
          ]),
        )
        .orderBy('enterprise.id')
        .executeTakeFirst();
      await trx
        .insertInto('user_course')
        .values({
          userId,
          courseId,
          enterpriseId: free?.id ?? null,
          isCurrent: 0,
          creationTime: nowIso(),
        })
        .execute();
    }
    // A trainee already in a course stays there until they enter the new one (切换课程 / 进入): the
    // browser holds the course it plays, so a silent switch here left the two disagreeing.
    const inCourse = await trx
      .selectFrom('user_course')
      .select('id')
      .where('userId', '=', userId)
      .where('isCurrent', '=', 1)
      .executeTakeFirst();
    if (!inCourse) await makeCurrent(trx, userId, courseId);
    return trx
      .selectFrom('user_course')
      .selectAll()
      .where('userId', '=', userId)
      .where('courseId', '=', courseId)
      .executeTakeFirstOrThrow();
  });
}

/** Switches the trainee's current course; 403 when not enrolled in it. */
export async function switchCourse(
  db: Kysely<Database>,
  userId: string,
  courseId: number,
): Promise<void> {
  await getCourseRow(db, courseId);
  await db.transaction().execute(async (trx) => {
    const enrolled = await trx
      .selectFrom('user_course')
      .select('id')
      .where('userId', '=', userId)
      .where('courseId', '=', courseId)
      .executeTakeFirst();
    if (!enrolled) throw new HttpError(403, '您未加入该课程，无法切换', 'Forbidden');
    await makeCurrent(trx, userId, courseId);
  });
}

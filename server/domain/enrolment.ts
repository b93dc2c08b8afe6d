import type { Kysely, Selectable } from 'kysely';
import { HttpError } from '../auth/identity';
import type { UserCourseTable } from '../db/domainSchema';
import type { Database } from '../db/schema';
import { setUserCourses } from '../identity/users';
import { getCourseRow } from './access';
import { nowIso } from './db';

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
 * Enrols a trainee in a course (idempotent) and makes it current. The trainee gets the first
 * tradable enterprise nobody plays yet (as primary or further enterprise), or none when all are taken.
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
    await makeCurrent(trx, userId, courseId);
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

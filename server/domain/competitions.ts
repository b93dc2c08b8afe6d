// Competition sign-ups. A competition is an exam-type course (courseType 2): a trainee signs up for
// it before it ends and may withdraw until it starts; its teacher sees and may remove the sign-ups.
// Signing up does not enrol: the teacher admits a sign-up (admitSignup), and only then may the
// trainee join the competition (registerCourse), as ABP training platforms separate registration
// from admission.
import { HttpError, isAdmin, type Identity } from '../auth/identity';
import type { Db } from './db';
import { nowIso } from './db';
import { invalidField } from './disclosureAccess';

/** courseType of an exam / competition course. */
export const competitionCourseType = 2;

/** Sign-ups joined with their course, as the contract's UserCompetition. */
function signups(db: Db) {
  return db
    .selectFrom('user_competition')
    .innerJoin('course', 'course.id', 'user_competition.courseId')
    .innerJoin('users', 'users.id', 'user_competition.userId')
    .select([
      'user_competition.id',
      'user_competition.userId',
      'users.userName',
      'users.name as traineeName',
      'user_competition.courseId',
      'course.name as courseName',
      'user_competition.signupTime',
      'user_competition.isAdmitted',
    ]);
}

/** A trainee's own sign-ups, or every sign-up to a teacher's courses. */
export async function listCompetitions(db: Db, identity: Identity) {
  const query = isAdmin(identity)
    ? signups(db).where('course.teacherId', '=', identity.userId)
    : signups(db).where('user_competition.userId', '=', identity.userId);
  return query.orderBy('user_competition.id').execute();
}

/** Signs a trainee up for a competition course that has not ended (once). */
export async function signUp(db: Db, identity: Identity, courseId: number) {
  if (isAdmin(identity)) throw new HttpError(403, '只有学员可以报名竞赛', 'Forbidden');
  const course = await db
    .selectFrom('course')
    .select(['id', 'courseType', 'endDate'])
    .where('id', '=', courseId)
    .executeTakeFirst();
  if (!course) throw invalidField('courseId', `课程 ${courseId} 不存在`);
  if (course.courseType !== competitionCourseType) {
    throw invalidField('courseId', '该课程不是竞赛，不能报名');
  }
  if (new Date(course.endDate).getTime() <= Date.now()) {
    throw invalidField('courseId', '该竞赛已结束，不能报名');
  }
  const existing = await db
    .selectFrom('user_competition')
    .select('id')
    .where('userId', '=', identity.userId)
    .where('courseId', '=', courseId)
    .executeTakeFirst();
  if (existing) throw invalidField('courseId', '您已报名该竞赛');
  const { id } = await db
    .insertInto('user_competition')
    .values({ userId: identity.userId, courseId, signupTime: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return signups(db).where('user_competition.id', '=', id).executeTakeFirstOrThrow();
}

/**
 * Removes a sign-up: the trainee's own before the competition starts, or any sign-up to the
 * teacher's own course.
 */
export async function withdraw(db: Db, identity: Identity, id: number): Promise<void> {
  const row = await db
    .selectFrom('user_competition')
    .innerJoin('course', 'course.id', 'user_competition.courseId')
    .select(['user_competition.userId', 'course.teacherId', 'course.startDate'])
    .where('user_competition.id', '=', id)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, `报名记录 ${id} 不存在`, 'NotFound');
  const teacher = isAdmin(identity) && row.teacherId === identity.userId;
  if (!teacher && row.userId !== identity.userId) {
    throw new HttpError(403, '只能取消本人的报名', 'Forbidden');
  }
  if (!teacher && new Date(row.startDate).getTime() <= Date.now()) {
    throw invalidField('id', '竞赛已开始，不能取消报名');
  }
  await db.deleteFrom('user_competition').where('id', '=', id).execute();
}

/** Admits (or un-admits) a sign-up to the teacher's own competition; returns it. */
export async function admitSignup(db: Db, identity: Identity, id: number, admitted: boolean) {
  const row = await db
    .selectFrom('user_competition')
    .innerJoin('course', 'course.id', 'user_competition.courseId')
    .select(['course.teacherId'])
    .where('user_competition.id', '=', id)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, `报名记录 ${id} 不存在`, 'NotFound');
  if (!isAdmin(identity) || row.teacherId !== identity.userId) {
    throw new HttpError(403, '只有该竞赛的授课教师可以审核报名', 'Forbidden');
  }
  await db
    .updateTable('user_competition')
    .set({ isAdmitted: admitted ? 1 : 0 })
    .where('id', '=', id)
    .execute();
  return signups(db).where('user_competition.id', '=', id).executeTakeFirstOrThrow();
}

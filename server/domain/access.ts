import type { Selectable } from 'kysely';
import { HttpError, isAdmin, type Identity } from '../auth/identity';
import type { CourseTable, UserCourseTable } from '../db/domainSchema';
import { memoRead } from '../db/readMemo';
import type { Db } from './db';
import { keptRound, type RoundRow } from './rounds';

/** What the caller may do in a course: a teacher owns it, a trainee is enrolled in it. */
export interface CourseAccess {
  course: Selectable<CourseTable>;
  identity: Identity;
  isTeacher: boolean;
  /** The trainee's enrolment (undefined for the teacher). */
  enrolment?: Selectable<UserCourseTable>;
  /** Every enterprise the trainee plays in the course, the primary one first (empty for the teacher). */
  enterpriseIds: number[];
}

/** Reads a course or throws 404. */
export async function getCourseRow(db: Db, courseId: number): Promise<Selectable<CourseTable>> {
  const course = await db
    .selectFrom('course')
    .selectAll()
    .where('id', '=', courseId)
    .executeTakeFirst();
  if (!course) throw new HttpError(404, `课程 ${courseId} 不存在`, 'NotFound');
  return course;
}

/** What accessCourse reads: the course, and for a trainee the enrolment and its enterprises. */
interface CourseReach {
  course: Selectable<CourseTable>;
  enrolment?: Selectable<UserCourseTable>;
  enterpriseIds: number[];
}

async function loadReach(
  db: Db,
  identity: Identity,
  courseId: number,
  teacher: boolean,
): Promise<CourseReach> {
  const course = Object.freeze(await getCourseRow(db, courseId));
  if (teacher) {
    if (course.teacherId !== identity.userId) {
      throw new HttpError(403, '您不是该课程的授课教师，无权访问', 'Forbidden');
    }
    return { course, enterpriseIds: Object.freeze([]) as unknown as number[] };
  }
  const enrolment = await db
    .selectFrom('user_course')
    .selectAll()
    .where('userId', '=', identity.userId)
    .where('courseId', '=', courseId)
    .executeTakeFirst();
  if (!enrolment) throw new HttpError(403, '您未加入该课程，无权访问', 'Forbidden');
  const enterpriseIds = await enrolmentEnterpriseIds(db, enrolment);
  // Kept and shared by the caller's next calls (db/readMemo.ts): frozen so none can change them.
  return {
    course,
    enrolment: Object.freeze(enrolment),
    enterpriseIds: Object.freeze(enterpriseIds) as number[],
  };
}

/**
 * Checks that the caller may reach the course: teachers only their own courses, trainees only
 * courses they are enrolled in (403 otherwise, 404 when there is no such course). What it reads is
 * kept until the course or enrolment tables are written, so a trainee's busy calls skip the reads.
 */
export async function accessCourse(
  db: Db,
  identity: Identity,
  courseId: number,
): Promise<CourseAccess> {
  const teacher = isAdmin(identity);
  const reach = await memoRead(
    db,
    `access:${teacher ? 'teacher' : 'trainee'}:${identity.userId}:${courseId}`,
    ['course', 'user_course', 'user_course_enterprise'],
    () => loadReach(db, identity, courseId, teacher),
  );
  if (teacher) return { course: reach.course, identity, isTeacher: true, enterpriseIds: [] };
  return {
    course: reach.course,
    identity,
    isTeacher: false,
    ...(reach.enrolment ? { enrolment: reach.enrolment } : {}),
    enterpriseIds: reach.enterpriseIds,
  };
}

/**
 * The enterprises an enrolment plays: its primary one (user_course.enterpriseId) first, then the
 * further ones of user_course_enterprise in id order. Empty while none was chosen.
 */
export async function enrolmentEnterpriseIds(
  db: Db,
  enrolment: Pick<Selectable<UserCourseTable>, 'id' | 'enterpriseId'>,
): Promise<number[]> {
  const extra = await db
    .selectFrom('user_course_enterprise')
    .select('enterpriseId')
    .where('userCourseId', '=', enrolment.id)
    .orderBy('enterpriseId')
    .execute();
  const primary = enrolment.enterpriseId;
  if (primary === null) return [];
  return [primary, ...extra.map((e) => e.enterpriseId).filter((id) => id !== primary)];
}

/** Like accessCourse, for the course of a round; trainees never see a hidden (unopened) round. */
export async function accessRound(
  db: Db,
  identity: Identity,
  roundId: number,
): Promise<CourseAccess & { round: RoundRow }> {
  const round = await keptRound(db, roundId);
  const access = await accessCourse(db, identity, round.courseId);
  if (!access.isTeacher && round.isHide) {
    throw new HttpError(404, `交易轮次 ${roundId} 不存在`, 'NotFound');
  }
  return { ...access, round };
}

/**
 * accessCourse, and when a round is named, the rules of accessRound for it too (404 for a hidden or
 * nonexistent round to a trainee, 403 for a round of a course the caller may not reach) and 404
 * when it belongs to another course than the one asked for.
 */
export async function accessCourseRound(
  db: Db,
  identity: Identity,
  courseId: number,
  roundId: number | undefined,
): Promise<CourseAccess> {
  const access = await accessCourse(db, identity, courseId);
  if (roundId === undefined) return access;
  const { round } = await accessRound(db, identity, roundId);
  if (round.courseId !== courseId) {
    throw new HttpError(404, `交易轮次 ${roundId} 不在该课程中`, 'NotFound');
  }
  return access;
}

/** Only the course's teacher passes (403 for trainees, even enrolled ones). */
export function assertTeacher(access: CourseAccess): void {
  if (!access.isTeacher) throw new HttpError(403, '您没有执行此操作的权限', 'Forbidden');
}

/** The 403 for another enterprise's data; an action names what may be done instead. */
const readOwnOnly = '只能查看本企业的数据';

/**
 * The trainee's enterprise in the course a call means: the asked one when it is one of theirs (403
 * with `denied` for any other), else their primary one; 403 when they play none yet.
 */
export function ownEnterpriseId(
  access: CourseAccess,
  asked?: number,
  denied: string = readOwnOnly,
): number {
  const primary = access.enterpriseIds[0];
  if (primary === undefined) {
    throw new HttpError(403, '请先选择企业角色后再进行操作', 'NoEnterprise');
  }
  if (asked === undefined) return primary;
  if (!access.enterpriseIds.includes(asked)) {
    throw new HttpError(403, denied, 'Forbidden');
  }
  return asked;
}

/**
 * Checks that the caller may see an enterprise's private data (bids, quotas, costs): a teacher for
 * any enterprise of their course, a trainee only for the enterprises of their enrolment (else 403
 * with `denied`). Returns the enterprise id to use (a trainee's primary one when none was asked for).
 */
export async function accessEnterprise(
  db: Db,
  access: CourseAccess,
  enterpriseId: number | undefined,
  denied: string = readOwnOnly,
): Promise<number | undefined> {
  if (enterpriseId !== undefined) {
    const courseId = access.course.id;
    // Asked on most data calls; kept until the enterprise table is written (db/readMemo.ts).
    const row = await memoRead(
      db,
      `enterpriseInCourse:${enterpriseId}:${courseId}`,
      ['enterprise'],
      () =>
        db
          .selectFrom('enterprise')
          .select(['id'])
          .where('id', '=', enterpriseId)
          .where('courseId', '=', courseId)
          .executeTakeFirst(),
    );
    if (!row) throw new HttpError(404, `企业 ${enterpriseId} 不在该课程中`, 'NotFound');
  }
  if (access.isTeacher) return enterpriseId;
  return ownEnterpriseId(access, enterpriseId, denied);
}

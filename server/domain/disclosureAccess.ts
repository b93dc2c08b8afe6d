// Who may read public disclosure data and of which course: everyone of the course (trainees enrolled
// in it, its teacher); scene data through a course on that scene the caller reaches.
import { HttpError, isAdmin, validationError, type Identity } from '../auth/identity';
import { accessCourse, accessRound, type CourseAccess } from './access';
import type { Db } from './db';
import { loadCourseGrid, type CourseGrid } from './gridData';
import type { RoundRow } from './rounds';

/** A 400 naming one field, as the contract validation answers. */
export function invalidField(member: string, message: string): HttpError {
  return validationError(message, member);
}

/**
 * The province key a call asked for: undefined when left out, else a province of the grid's scene
 * (400 naming `member` otherwise; keys are text in the contract).
 */
export function provinceParam(
  grid: CourseGrid,
  text: string | undefined,
  member = 'province',
): number | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const key = Number(text);
  if (!Number.isInteger(key) || !grid.sceneProvinces.some((p) => p.province === key)) {
    throw invalidField(member, `省份 ${text} 不在该课程的场景中`);
  }
  return key;
}

/** The grid of a course the caller reaches. */
export async function courseGrid(
  db: Db,
  identity: Identity,
  courseId: number,
): Promise<{ access: CourseAccess; grid: CourseGrid }> {
  const access = await accessCourse(db, identity, courseId);
  return { access, grid: await loadCourseGrid(db, access.course) };
}

/** The grid of a round's course the caller reaches (trainees never reach a hidden round). */
export async function roundGrid(
  db: Db,
  identity: Identity,
  roundId: number,
): Promise<{ access: CourseAccess & { round: RoundRow }; grid: CourseGrid }> {
  const access = await accessRound(db, identity, roundId);
  return { access, grid: await loadCourseGrid(db, access.course) };
}

/**
 * A course on the scene that the caller reaches (a teacher's own, a trainee's enrolled one, the
 * current one first); 403 when there is none, 404 when the scene does not exist.
 */
export async function courseOnScene(db: Db, identity: Identity, sceneId: number) {
  const scene = await db
    .selectFrom('scene')
    .select('id')
    .where('id', '=', sceneId)
    .executeTakeFirst();
  if (!scene) throw new HttpError(404, `场景 ${sceneId} 不存在`, 'NotFound');
  const course = isAdmin(identity)
    ? await db
        .selectFrom('course')
        .select(['id', 'sceneId'])
        .where('sceneId', '=', sceneId)
        .where('teacherId', '=', identity.userId)
        .orderBy('id')
        .executeTakeFirst()
    : await db
        .selectFrom('course')
        .innerJoin('user_course', 'user_course.courseId', 'course.id')
        .select(['course.id', 'course.sceneId'])
        .where('course.sceneId', '=', sceneId)
        .where('user_course.userId', '=', identity.userId)
        .orderBy('user_course.isCurrent', 'desc')
        .orderBy('course.id')
        .executeTakeFirst();
  if (!course) throw new HttpError(403, '您没有参与使用该场景的课程，无权访问', 'Forbidden');
  return course;
}

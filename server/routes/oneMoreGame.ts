import type { FastifyInstance } from 'fastify';
import { HttpError, requireIdentity } from '../auth/identity';
import { accessCourse, getCourseRow, type CourseAccess } from '../domain/access';
import { latestReplay, replaysLeft, restartCourse } from '../domain/oneMoreGame';
import { contractRoute } from '../http/contract';
import type { DomainRouteOptions } from './context';
import { coursesWithDetails } from './dto/course';

/**
 * Restarting a course ("one more game", see server/domain/oneMoreGame.ts). Only a trainee enrolled in
 * the course may ask: restarts copy the trainee's own enrolment, so a teacher has none to copy.
 */
export async function oneMoreGameRoutes(
  app: FastifyInstance,
  { db, moveUser }: DomainRouteOptions,
): Promise<void> {
  const ownEnrolment = (access: CourseAccess) => {
    if (access.isTeacher) throw new HttpError(403, '教师账号无需重新开始仿真', 'Forbidden');
    return access;
  };

  contractRoute(app, 'getOneMoreGameNum', async (request) => {
    const access = ownEnrolment(
      await accessCourse(db, requireIdentity(request), request.params.id),
    );
    return { count: await replaysLeft(db, access.identity.userId, access.course.id) };
  });

  contractRoute(app, 'getOneMoreGameCourseId', async (request) => {
    const identity = requireIdentity(request);
    let courseId = request.query.courseId;
    if (courseId === undefined) {
      // Without a course: the trainee's current one.
      const current = await db
        .selectFrom('user_course')
        .select('courseId')
        .where('userId', '=', identity.userId)
        .where('isCurrent', '=', 1)
        .executeTakeFirst();
      if (!current) return { courseId: null };
      courseId = current.courseId;
    }
    const access = ownEnrolment(await accessCourse(db, identity, courseId));
    return { courseId: await latestReplay(db, identity.userId, access.course.id) };
  });

  contractRoute(app, 'copyOneMoreGame', async (request) => {
    const identity = requireIdentity(request);
    const access = ownEnrolment(await accessCourse(db, identity, request.params.courseId));
    const courseId = await db
      .transaction()
      .execute((trx) =>
        restartCourse(trx, identity.userId, access.course.id, request.query.isBuyer),
      );
    moveUser?.(identity.userId, courseId);
    const [course] = await coursesWithDetails(db, [await getCourseRow(db, courseId)], courseId);
    if (!course) throw new Error('课程映射失败');
    return course;
  });
}

import type { FastifyInstance } from 'fastify';
import { HttpError, isAdmin, requireIdentity } from '../auth/identity';
import { registerCourse, switchCourse } from '../domain/enrolment';
import { contractRoute } from '../http/contract';
import { findUserById } from '../identity/users';
import type { DomainRouteOptions } from './context';
import { coursesWithDetails, userCourseDto } from './dto/course';
import { listOf } from './dto/types';
import { userInfoOf } from './user';

/** Enrolment routes: a user's courses, the current one, registering and switching. */
export async function userCourseRoutes(
  app: FastifyInstance,
  { db, moveUser }: DomainRouteOptions,
): Promise<void> {
  const withCourse = async (rows: Awaited<ReturnType<typeof registerCourse>>[]) => {
    const courses = await coursesWithDetails(
      db,
      rows.length === 0
        ? []
        : await db
            .selectFrom('course')
            .selectAll()
            .where(
              'id',
              'in',
              rows.map((r) => r.courseId),
            )
            .execute(),
      rows.find((r) => r.isCurrent === 1)?.courseId,
    );
    return rows.map((r) =>
      userCourseDto(
        r,
        courses.find((c) => c.id === r.courseId),
      ),
    );
  };

  contractRoute(app, 'getUserCoursesByUser', async (request) => {
    const identity = requireIdentity(request);
    if (request.params.userId !== identity.userId && !isAdmin(identity)) {
      throw new HttpError(403, '只能查看自己的课程', 'Forbidden');
    }
    let query = db
      .selectFrom('user_course')
      .selectAll('user_course')
      .where('user_course.userId', '=', request.params.userId);
    if (request.params.userId !== identity.userId) {
      // A teacher sees a trainee's enrolments only in the teacher's own courses.
      query = query
        .innerJoin('course', 'course.id', 'user_course.courseId')
        .where('course.teacherId', '=', identity.userId);
    }
    return listOf(await withCourse(await query.orderBy('user_course.id').execute()));
  });

  contractRoute(app, 'getCurrentUserCourse', async (request) => {
    const identity = requireIdentity(request);
    const row = await db
      .selectFrom('user_course')
      .selectAll()
      .where('userId', '=', identity.userId)
      .where('isCurrent', '=', 1)
      .executeTakeFirst();
    if (!row) throw new HttpError(404, '您当前没有课程', 'NotFound');
    const [dto] = await withCourse([row]);
    if (!dto) throw new Error('课程映射失败');
    return dto;
  });

  contractRoute(app, 'registerCourse', async (request) => {
    const identity = requireIdentity(request);
    if (isAdmin(identity)) throw new HttpError(403, '教师账号无需报名课程', 'Forbidden');
    const row = await registerCourse(db, identity.userId, request.params.courseId);
    const [dto] = await withCourse([row]);
    if (!dto) throw new Error('课程映射失败');
    return dto;
  });

  contractRoute(app, 'switchStudentCourse', async (request) => {
    const identity = requireIdentity(request);
    if (request.params.id !== identity.userId) {
      throw new HttpError(403, '只能切换自己的课程', 'Forbidden');
    }
    await switchCourse(db, identity.userId, request.body.courseId);
    moveUser?.(identity.userId, request.body.courseId);
    const user = await findUserById(db, identity.userId);
    if (!user) throw new HttpError(401, '未授权，请重新登录后再次尝试', 'Unauthorized');
    return userInfoOf(user);
  });
}

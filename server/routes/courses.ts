import type { FastifyInstance } from 'fastify';
import { HttpError, isAdmin, requireIdentity } from '../auth/identity';
import { accessCourse, accessRound } from '../domain/access';
import { courseObjectSolutions } from '../domain/objectSolution';
import { memoTracked } from '../db/readMemo';
import { contractRoute } from '../http/contract';
import type { DomainRouteOptions } from './context';
import { coursesWithDetails, provinceDto } from './dto/course';
import { enumValue, listOf } from './dto/types';

/** Course routes: lists, one course, arguments, object solutions, provinces and channels. */
export async function courseRoutes(
  app: FastifyInstance,
  { db }: DomainRouteOptions,
): Promise<void> {
  /** A teacher's own courses, or the courses a trainee is enrolled in (current one flagged). */
  const myCourses = async (userId: string, teacher: boolean) => {
    const courses = teacher
      ? await db
          .selectFrom('course')
          .selectAll()
          .where('teacherId', '=', userId)
          .orderBy('id')
          .execute()
      : await db
          .selectFrom('course')
          .innerJoin('user_course', 'user_course.courseId', 'course.id')
          .selectAll('course')
          .where('user_course.userId', '=', userId)
          .orderBy('course.id')
          .execute();
    const current = teacher
      ? undefined
      : await db
          .selectFrom('user_course')
          .select('courseId')
          .where('userId', '=', userId)
          .where('isCurrent', '=', 1)
          .executeTakeFirst();
    return coursesWithDetails(db, courses, current?.courseId);
  };

  contractRoute(app, 'getCourseList', async (request) => {
    const identity = requireIdentity(request);
    const all = await myCourses(identity.userId, isAdmin(identity));
    const skip = request.query.skipCount ?? 0;
    const take = request.query.maxResultCount ?? 10;
    return { items: all.slice(skip, skip + take), totalCount: all.length };
  });

  contractRoute(app, 'getMyCourseList', async (request) => {
    const identity = requireIdentity(request);
    return listOf(await myCourses(identity.userId, isAdmin(identity)));
  });

  contractRoute(app, 'getCourse', async (request) => {
    const access = await accessCourse(db, requireIdentity(request), request.params.id);
    const current = access.enrolment?.isCurrent ? access.course.id : null;
    // Kept until a table it read (or the course row passed in) is written (db/readMemo.ts).
    const [course] = await memoTracked(
      db,
      `getCourse:${access.course.id}:${current}`,
      ['course'],
      (t) => coursesWithDetails(t, [access.course], current),
    );
    if (!course) throw new Error('课程映射失败');
    return course;
  });

  contractRoute(app, 'getCourseByRound', async (request) => {
    const access = await accessRound(db, requireIdentity(request), request.params.roundId);
    const [course] = await coursesWithDetails(db, [access.course]);
    if (!course) throw new Error('课程映射失败');
    return course;
  });

  contractRoute(app, 'getCourseArguments', async (request) => {
    await accessCourse(db, requireIdentity(request), request.params.id);
    const rows = await db
      .selectFrom('course_argument')
      .select(['name', 'value'])
      .where('courseId', '=', request.params.id)
      .orderBy('id')
      .execute();
    return listOf(rows);
  });

  contractRoute(app, 'getCourseObjectSolutions', async (request) => {
    await accessCourse(db, requireIdentity(request), request.params.id);
    const items = await courseObjectSolutions(db, request.params.id);
    return listOf(
      items.map((s) => ({
        id: enumValue(s.id, [1, 2, 3] as const),
        name: s.name,
        day: s.day.join(','),
      })),
    );
  });

  /** A scene is reachable when the caller reaches one of its courses. */
  const assertSceneAccess = async (userId: string, teacher: boolean, sceneId: number) => {
    const course = teacher
      ? await db
          .selectFrom('course')
          .select('id')
          .where('sceneId', '=', sceneId)
          .where('teacherId', '=', userId)
          .executeTakeFirst()
      : await db
          .selectFrom('course')
          .innerJoin('user_course', 'user_course.courseId', 'course.id')
          .select('course.id')
          .where('course.sceneId', '=', sceneId)
          .where('user_course.userId', '=', userId)
          .executeTakeFirst();
    if (!course) throw new HttpError(403, '您没有参与使用该场景的课程，无权访问', 'Forbidden');
  };

  contractRoute(app, 'getProvincesByScene', async (request) => {
    const identity = requireIdentity(request);
    await assertSceneAccess(identity.userId, isAdmin(identity), request.params.sceneId);
    const rows = await db
      .selectFrom('scene_province')
      .selectAll()
      .where('sceneId', '=', request.params.sceneId)
      .orderBy('id')
      .execute();
    return listOf(rows.map(provinceDto));
  });

  contractRoute(app, 'getProvinceChannelList', async (request) => {
    const identity = requireIdentity(request);
    const teacher = isAdmin(identity);
    let sceneId = request.query.sceneId;
    if (sceneId === undefined) {
      // Without a scene: the scene of the caller's current (or own) course.
      const [course] = await myCourses(identity.userId, teacher);
      sceneId = course?.sceneId;
    }
    if (sceneId === undefined) return listOf([]);
    await assertSceneAccess(identity.userId, teacher, sceneId);
    const [channels, provinces] = await Promise.all([
      db
        .selectFrom('province_channel')
        .selectAll()
        .where('sceneId', '=', sceneId)
        .orderBy('id')
        .execute(),
      db.selectFrom('scene_province').selectAll().where('sceneId', '=', sceneId).execute(),
    ]);
    const nameOf = (key: number) => provinces.find((p) => p.province === key)?.name ?? String(key);
    const items = channels.map((c) => ({
      id: c.id,
      name: c.name,
      fromProvince: String(c.fromProvince),
      fromProvinceName: nameOf(c.fromProvince),
      toProvince: String(c.toProvince),
      toProvinceName: nameOf(c.toProvince),
      capacity: c.limitMw,
      tariff: c.tariff,
    }));
    const skip = request.query.skipCount ?? 0;
    const take = request.query.maxResultCount ?? 1000;
    return { items: items.slice(skip, skip + take), totalCount: items.length };
  });
}

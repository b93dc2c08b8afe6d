import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../auth/identity';
import { accessCourse, accessRound, assertTeacher } from '../domain/access';
import { updateCourse } from '../domain/courseEdit';
import { checkCoursePeriod } from '../domain/coursePeriod';
import { updateRound } from '../domain/roundEdit';
import { checkRoundDays } from '../domain/roundDays';
import { checkCourseKeepsRounds, checkRoundInCourse } from '../domain/roundPeriod';
import { checkSpotDayFree } from '../domain/spot/spotDayFree';
import { contractRoute } from '../http/contract';
import type { DomainRouteOptions } from './context';
import { coursesWithDetails } from './dto/course';
import { roundDto } from './dto/round';

/** Teacher edits (admin tag): a course's settings and arguments, a round's settings before declaring. */
export async function adminEditRoutes(
  app: FastifyInstance,
  { db, events }: DomainRouteOptions,
): Promise<void> {
  contractRoute(app, 'updateCourse', async (request) => {
    const access = await accessCourse(db, requireAdmin(request), request.params.id);
    assertTeacher(access);
    checkCoursePeriod(request.body);
    await db.transaction().execute(async (trx) => {
      await checkCourseKeepsRounds(trx, access.course.id, request.body);
      await updateCourse(trx, access.course.id, request.body);
    });
    const rows = await db
      .selectFrom('course')
      .selectAll()
      .where('id', '=', access.course.id)
      .execute();
    const [dto] = await coursesWithDetails(db, rows);
    if (!dto) throw new Error('课程映射失败');
    return dto;
  });

  contractRoute(app, 'updateRound', async (request) => {
    const access = await accessRound(db, requireAdmin(request), request.params.id);
    assertTeacher(access);
    const { objectSolution: _unused, ...input } = request.body;
    checkRoundDays(input);
    const round = await db.transaction().execute(async (trx) => {
      await checkRoundInCourse(trx, { ...input, courseId: access.round.courseId });
      await checkSpotDayFree(trx, input, access.round.id);
      return updateRound(trx, access.round.id, input);
    });
    events.notice(
      round.courseId,
      JSON.stringify({ roundId: round.id, status: round.status }),
      'updateRound',
    );
    return roundDto(round);
  });
}

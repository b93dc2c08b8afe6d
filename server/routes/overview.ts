import type { FastifyInstance } from 'fastify';
import { HttpError, requireIdentity } from '../auth/identity';
import { accessCourse, accessCourseRound, accessEnterprise, accessRound } from '../domain/access';
import { courseFigures } from '../domain/overview/courseOverview';
import { myTrades, tradeReportReady } from '../domain/overview/myTrades';
import { contractRoute } from '../http/contract';
import type { DomainRouteOptions } from './context';
import { enumValue, listOf } from './dto/types';

/**
 * 我的交易 and the course overview behind 数据面板 and 监控大屏: a trainee reads only their own
 * enterprises' trades, and a round's cleared totals only once it ended; the teacher reads any.
 */
export async function overviewRoutes(
  app: FastifyInstance,
  { db }: DomainRouteOptions,
): Promise<void> {
  contractRoute(app, 'getMyTrades', async (request) => {
    const { courseId, enterpriseId, tradeType, roundId } = request.query;
    const access = await accessCourseRound(db, requireIdentity(request), courseId, roundId);
    const own = await accessEnterprise(db, access, enterpriseId);
    if (own === undefined) throw new HttpError(400, '请指定要查看的企业');
    return listOf(
      await myTrades(db, {
        courseId,
        enterpriseId: own,
        ...(tradeType === undefined ? {} : { tradeType }),
        ...(roundId === undefined ? {} : { roundId }),
      }),
    );
  });

  contractRoute(app, 'getCourseOverview', async (request) => {
    const access = await accessCourse(db, requireIdentity(request), request.params.id);
    // The classroom board asks as the trainees see it, so a projected screen shows nothing hidden.
    const asTeacher = access.isTeacher && request.query.asTrainee !== true;
    const figures = await courseFigures(db, access.course.id, { isTeacher: asTeacher });
    return {
      courseId: access.course.id,
      courseName: access.course.name,
      traineeCount: figures.traineeCount,
      enterpriseCount: figures.enterpriseCount,
      rounds: figures.rounds.map(({ round, ...f }) => ({
        id: round.id,
        name: round.name,
        type: enumValue(round.type, [1, 3, 11, 15] as const),
        isInterProvincial: round.isInterProvincial === 1,
        status: enumValue(round.status, [0, 1, 2, 3] as const),
        year: round.year,
        month: round.month,
        day: round.cycle === 3 ? round.day : null,
        cycle: enumValue(round.cycle, [1, 2, 3] as const),
        ...f,
      })),
    };
  });

  // The round's trade report (its lines of my trades): ready once the round ended or, before
  // that, once the enterprise has a contract in it (a bilateral acceptance is stored at once).
  contractRoute(app, 'getTradeReportResultStatus', async (request) => {
    const { roundId, enterpriseId } = request.query;
    const access = await accessRound(db, requireIdentity(request), roundId);
    const own = await accessEnterprise(db, access, enterpriseId);
    return (await tradeReportReady(db, access.round, own))
      ? { code: 1 as const, message: '交易报告已生成' }
      : { code: 0 as const, message: '交易报告结果尚未生成，请稍后查询' };
  });
}

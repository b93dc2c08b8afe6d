import type { FastifyInstance } from 'fastify';
import { HttpError, requireIdentity } from '../auth/identity';
import {
  accessCourse,
  accessCourseRound,
  accessEnterprise,
  accessRound,
  type CourseAccess,
} from '../domain/access';
import {
  declaredUnitsOf,
  enterpriseBases,
  enterpriseViews,
  withDeclarations,
} from '../domain/enterprises';
import { memoTracked } from '../db/readMemo';
import { contractRoute } from '../http/contract';
import type { DomainRouteOptions } from './context';
import { demandDtos, enterpriseDto, generatorDtos } from './dto/enterprise';
import { listOf } from './dto/types';

/** Enterprise routes: a course's enterprises, the caller's own, buyers, sellers, units, loads. */
export async function enterpriseRoutes(
  app: FastifyInstance,
  { db }: DomainRouteOptions,
): Promise<void> {
  /**
   * The enterprises whose private data (declared flag, costs) the caller may see: every one of the
   * course for its teacher (undefined), those of their enrolment for a trainee.
   */
  const privateIds = (access: CourseAccess): number[] | undefined =>
    access.isTeacher ? undefined : access.enterpriseIds;

  /** Public list: names, provinces and units of every enterprise; isPrice only where allowed. */
  const publicList = async (access: CourseAccess, isBuyer?: boolean, roundId?: number) => {
    const views = await enterpriseViews(db, {
      courseId: access.course.id,
      ...(isBuyer === undefined ? {} : { isBuyer }),
      ...(roundId === undefined ? {} : { roundId }),
    });
    const mine = privateIds(access);
    // Whether another enterprise has declared is not a trainee's business before clearing.
    return views.map((v) =>
      enterpriseDto(mine && !mine.includes(v.id) ? { ...v, isPrice: false } : v),
    );
  };

  contractRoute(app, 'getEnterprisesByCourse', async (request) => {
    const access = await accessCourse(db, requireIdentity(request), request.params.id);
    return listOf(await publicList(access));
  });

  contractRoute(app, 'getEnterprisesByRound', async (request) => {
    const { courseId, roundId, isBuyer } = request.query;
    const access = await accessRound(db, requireIdentity(request), roundId);
    if (access.course.id !== courseId)
      throw new HttpError(400, '该轮次不属于该课程', 'ValidationError');
    return listOf(await publicList(access, isBuyer, roundId));
  });

  contractRoute(app, 'getBuyers', async (request) => {
    const { courseId, roundId } = request.query;
    const access = await accessCourseRound(db, requireIdentity(request), courseId, roundId);
    return listOf(await publicList(access, true, request.query.roundId));
  });

  contractRoute(app, 'getSellers', async (request) => {
    const { courseId, roundId } = request.query;
    const access = await accessCourseRound(db, requireIdentity(request), courseId, roundId);
    return listOf(await publicList(access, false, request.query.roundId));
  });

  /** The caller's tradable enterprises (all of the course for its teacher), with isPrice. */
  const own = async (courseId: number, roundId: number | undefined, identityReq: CourseAccess) => {
    const ids = privateIds(identityReq);
    // The enterprises, units and loads are kept until a table they were read from is written
    // (db/readMemo.ts); the declarations, written all through a round, are read on every call.
    const bases = await memoTracked(db, `ownEnterprises:${courseId}:${ids?.join(',')}`, [], (t) =>
      enterpriseBases(t, { courseId, ...(ids ? { ids } : {}) }),
    );
    const views = await withDeclarations(db, bases, roundId);
    if (roundId === undefined) return listOf(views.map(enterpriseDto));
    // The caller's own units: which have declared in the round (the enterprise choice's tags).
    const declared = await declaredUnitsOf(
      db,
      roundId,
      views.map((v) => v.id),
    );
    const none = { units: new Set<number>(), demands: new Set<number>() };
    return listOf(
      views.map((v) => enterpriseDto({ ...v, declaredUnits: declared.get(v.id) ?? none })),
    );
  };

  contractRoute(app, 'getMyEnterprises', async (request) => {
    const { courseId, roundId } = request.query;
    const access = await accessCourseRound(db, requireIdentity(request), courseId, roundId);
    return own(request.query.courseId, request.query.roundId, access);
  });

  contractRoute(app, 'getCourseEnterprises', async (request) => {
    const { courseId, roundId } = request.query;
    const access = await accessCourseRound(db, requireIdentity(request), courseId, roundId);
    return own(request.query.courseId, request.query.roundId, access);
  });

  contractRoute(app, 'getGenerators', async (request) => {
    const access = await accessCourse(db, requireIdentity(request), request.query.courseId);
    const asked = request.query.enterpriseId;
    if (asked !== undefined) await accessEnterprise(db, access, asked);
    const views = await enterpriseViews(db, {
      courseId: access.course.id,
      isBuyer: false,
      ...(asked === undefined ? {} : { ids: [asked] }),
    });
    const mine = privateIds(access);
    return listOf(views.flatMap((v) => generatorDtos(v, !mine || mine.includes(v.id))));
  });

  contractRoute(app, 'getDemands', async (request) => {
    const access = await accessCourse(db, requireIdentity(request), request.query.courseId);
    const asked = request.query.enterpriseId;
    if (asked !== undefined) await accessEnterprise(db, access, asked);
    const views = await enterpriseViews(db, {
      courseId: access.course.id,
      isBuyer: true,
      ...(asked === undefined ? {} : { ids: [asked] }),
    });
    return listOf(views.flatMap(demandDtos));
  });

  contractRoute(app, 'getEnterpriseDetails', async (request) => {
    const access = await accessCourse(db, requireIdentity(request), request.params.courseId);
    const ids = privateIds(access);
    const views = await enterpriseViews(db, {
      courseId: access.course.id,
      ...(ids ? { ids } : {}),
    });
    return listOf(
      views.map((v) => ({
        enterprise: enterpriseDto(v),
        generators: generatorDtos(v, true),
        demands: demandDtos(v),
      })),
    );
  });
}

import type { FastifyInstance } from 'fastify';
import { requireIdentity } from '../auth/identity';
import { accessRound, ownEnterpriseId, type CourseAccess } from '../domain/access';
import { courseGrid, courseOnScene, invalidField } from '../domain/disclosureAccess';
import { curvePoints, demandCurve, sumCurves, unitCurve } from '../domain/gridCurves';
import { contractRoute } from '../http/contract';
import type { DomainRouteOptions } from './context';
import { listOf } from './dto/types';

/**
 * Which units or loads a call without an id means: the trainee's primary enterprise's (these calls
 * name no enterprise, so one playing several gets the primary one's), every one of the course for
 * its teacher. An id names one unit or load of the course (their typical days are computed from
 * public data, so any of the course may be read); with an enterprise too, it must be that
 * enterprise's and the enterprise one the caller may see.
 */
function pick<T extends { id: number; enterpriseId: number }>(
  access: CourseAccess,
  all: readonly T[],
  id: number | undefined,
  member: string,
  enterpriseId?: number,
): T[] {
  if (id !== undefined) {
    const one = all.find((x) => x.id === id);
    if (!one) throw invalidField(member, `编号 ${id} 不在该课程中`);
    if (enterpriseId !== undefined) {
      // The enterprise named must be one the caller may see, and the unit or load one of its own.
      if (!access.isTeacher) ownEnterpriseId(access, enterpriseId);
      if (one.enterpriseId !== enterpriseId) {
        throw invalidField(member, `编号 ${id} 不属于企业 ${enterpriseId}`);
      }
    }
    return [one];
  }
  if (access.isTeacher) {
    return enterpriseId === undefined
      ? [...all]
      : all.filter((x) => x.enterpriseId === enterpriseId);
  }
  // A trainee playing several enterprises sees the one chosen in the enterprise choice.
  const own = ownEnterpriseId(access, enterpriseId);
  return all.filter((x) => x.enterpriseId === own);
}

/** Typical-day curves of units and loads, and the typical curve ratios of a course. */
export async function enterpriseCurveRoutes(
  app: FastifyInstance,
  { db }: DomainRouteOptions,
): Promise<void> {
  contractRoute(app, 'getGeneratorMeanCurve', async (request) => {
    const { courseId, unitId, enterpriseId } = request.query;
    const { access, grid } = await courseGrid(db, requireIdentity(request), courseId);
    const units = pick(access, grid.units, unitId, 'unitId', enterpriseId);
    if (units.length === 0) return listOf([]);
    return listOf(curvePoints(sumCurves(units.map((u) => unitCurve(grid, u)))));
  });

  contractRoute(app, 'getDemandMeanCurve', async (request) => {
    const { courseId, demandId, enterpriseId } = request.query;
    const { access, grid } = await courseGrid(db, requireIdentity(request), courseId);
    const demands = pick(access, grid.demands, demandId, 'demandId', enterpriseId);
    if (demands.length === 0) return listOf([]);
    return listOf(curvePoints(sumCurves(demands.map((d) => demandCurve(grid, d)))));
  });

  contractRoute(app, 'getGeneratorCurveLine', async (request) => {
    const { sceneId, roundId, unitIds } = request.query;
    const identity = requireIdentity(request);
    let course;
    if (roundId !== undefined) {
      course = (await accessRound(db, identity, roundId)).course;
      if (course.sceneId !== sceneId) throw invalidField('roundId', '该轮次不属于该场景的课程');
    } else {
      course = await courseOnScene(db, identity, sceneId);
    }
    const { access, grid } = await courseGrid(db, identity, course.id);
    const ids = parseIdList(unitIds, 'unitIds');
    const units =
      ids === undefined
        ? pick(access, grid.units, undefined, 'unitIds')
        : ids.flatMap((id) => pick(access, grid.units, id, 'unitIds'));
    return listOf(
      units.map((u) => ({ unitId: u.id, name: u.name, points: curvePoints(unitCurve(grid, u)) })),
    );
  });

  // Ratio of each slot's system load to the day's mean load: contract energy spread over the day
  // by these ratios follows the typical load shape (mean ratio 1).
  contractRoute(app, 'getTypeCurveRatio', async (request) => {
    const { courseId, roundId } = request.query;
    const identity = requireIdentity(request);
    const { grid } = await courseGrid(db, identity, courseId);
    if (roundId !== undefined) {
      const { course } = await accessRound(db, identity, roundId);
      if (course.id !== courseId) throw invalidField('roundId', '该轮次不属于该课程');
    }
    const load = sumCurves(grid.provinces.map((p) => p.load)).volume;
    const mean = load.reduce((s, v) => s + v, 0) / Math.max(1, load.length);
    return listOf(
      load.map((v, t) => ({ timeId: t, ratio: mean > 0 ? Math.round((v / mean) * 1e4) / 1e4 : 0 })),
    );
  });
}

/** "1,2,3" → [1, 2, 3]; undefined when left out; 400 naming `member` when malformed. */
function parseIdList(text: string | undefined, member: string): number[] | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const parts = text.split(',').map((s) => s.trim());
  if (parts.some((p) => !/^\d+$/.test(p))) {
    throw invalidField(member, `${member} 应为以逗号分隔的编号`);
  }
  return parts.map(Number);
}

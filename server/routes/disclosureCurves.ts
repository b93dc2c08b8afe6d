import type { FastifyInstance } from 'fastify';
import { requireIdentity } from '../auth/identity';
import { accessRound } from '../domain/access';
import { courseGrid, invalidField, provinceParam, roundGrid } from '../domain/disclosureAccess';
import { coalLine } from '../domain/coalLine';
import { curvePoints, reserveRows, sumCurves } from '../domain/gridCurves';
import { provincesOf, type ProvinceGrid } from '../domain/gridData';
import { midCurveChart } from '../domain/midCurves';
import { contractRoute } from '../http/contract';
import type { DomainRouteOptions } from './context';
import { listOf } from './dto/types';

/** Disclosure curves: reserve, system load and renewable, interchange, mid curves, fuel price. */
export async function disclosureCurveRoutes(
  app: FastifyInstance,
  { db }: DomainRouteOptions,
): Promise<void> {
  /** The round's grid and the provinces asked for (all trading provinces when none). */
  const provincesOfRound = async (
    identity: ReturnType<typeof requireIdentity>,
    roundId: number,
    province: string | undefined,
  ): Promise<ProvinceGrid[]> => {
    const { grid } = await roundGrid(db, identity, roundId);
    return provincesOf(grid, provinceParam(grid, province));
  };

  contractRoute(app, 'getReserve', async (request) => {
    const { roundId, province } = request.query;
    const provinces = await provincesOfRound(requireIdentity(request), roundId, province);
    return listOf(reserveRows(provinces));
  });

  contractRoute(app, 'getGlobalDemand', async (request) => {
    const { roundId, province } = request.query;
    const provinces = await provincesOfRound(requireIdentity(request), roundId, province);
    return listOf(curvePoints(sumCurves(provinces.map((p) => p.load))));
  });

  contractRoute(app, 'getGlobalClean', async (request) => {
    const { roundId, province } = request.query;
    const provinces = await provincesOfRound(requireIdentity(request), roundId, province);
    return listOf(curvePoints(sumCurves(provinces.map((p) => p.renewable))));
  });

  // Net import per province: positive 受入 (receiving), negative 外送 (sending).
  contractRoute(app, 'getProvinceCurves', async (request) => {
    const identity = requireIdentity(request);
    const { grid } = await courseGrid(db, identity, request.params.courseId);
    if (request.query.roundId !== undefined) {
      const { course } = await accessRound(db, identity, request.query.roundId);
      if (course.id !== grid.courseId) throw roundOfOtherCourse();
    }
    return listOf(
      grid.provinces.map((p) => ({
        province: String(p.province),
        name: p.name,
        points: curvePoints({ volume: p.interchange, upper: p.interchange }, false),
      })),
    );
  });

  // Both mid-curve calls take a round in the path and an optional province.
  contractRoute(app, 'getDaMidCurveChart', async (request) =>
    midCurveChart(
      await provincesOfRound(
        requireIdentity(request),
        request.params.roundId,
        request.query.province,
      ),
      'dayAhead',
    ),
  );
  contractRoute(app, 'getRtMidCurveChart', async (request) =>
    midCurveChart(
      await provincesOfRound(
        requireIdentity(request),
        request.params.roundId,
        request.query.province,
      ),
      'realTime',
    ),
  );

  contractRoute(app, 'getCoalLine', async (request) => {
    const { courseId, roundId, province, bus, type } = request.query;
    const identity = requireIdentity(request);
    const { access, grid } = await courseGrid(db, identity, courseId);
    let month = Number(access.course.startDate.slice(5, 7)) || 1;
    let year = Number(access.course.startDate.slice(0, 4));
    if (roundId !== undefined) {
      const { course, round } = await accessRound(db, identity, roundId);
      if (course.id !== courseId) throw roundOfOtherCourse();
      month = round.month;
      year = round.year;
    }
    const rows = await coalLine(db, access, grid, {
      province: provinceParam(grid, province),
      bus,
      type,
      year,
      month,
    });
    return listOf(rows);
  });
}

/** 400 for a round of another course than the one named. */
function roundOfOtherCourse() {
  return invalidField('roundId', '该轮次不属于该课程');
}

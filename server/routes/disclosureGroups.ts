import type { FastifyInstance } from 'fastify';
import { requireIdentity } from '../auth/identity';
import { accessRound } from '../domain/access';
import { courseGrid, invalidField, provinceParam, roundGrid } from '../domain/disclosureAccess';
import { curvePoints, demandCurve } from '../domain/gridCurves';
import { busName, provinceName, type CourseGrid } from '../domain/gridData';
import { isRenewable } from '../domain/gridDispatch';
import { generatorInfo, tradingDay, virtualGenerators } from '../domain/gridUnits';
import { contractRoute } from '../http/contract';
import type { DomainRouteOptions } from './context';
import { enumValue, listOf } from './dto/types';

const energyTypes = [1, 2, 3, 4, 5] as const;

/** Disclosure of units and loads: who is where, node forecasts, initial states, virtual units. */
export async function disclosureGroupRoutes(
  app: FastifyInstance,
  { db }: DomainRouteOptions,
): Promise<void> {
  const place = (grid: CourseGrid, province: number, busId: number | null) => ({
    province: String(province),
    provinceName: provinceName(grid, province),
    busName: busName(grid, busId),
  });

  contractRoute(app, 'getGeneratorGroups', async (request) => {
    const { grid } = await roundGrid(db, requireIdentity(request), request.query.roundId);
    const province = provinceParam(grid, request.query.province);
    const units = grid.units.filter((u) => province === undefined || u.province === province);
    return listOf(
      units.map((u) => ({
        id: u.id,
        name: u.name,
        ...place(grid, u.province, u.busId),
        type: enumValue(u.energyType, energyTypes),
        capacity: u.capacityMw,
      })),
    );
  });

  contractRoute(app, 'getDemandGroups', async (request) => {
    const { grid } = await roundGrid(db, requireIdentity(request), request.query.roundId);
    const province = provinceParam(grid, request.query.province);
    const demands = grid.demands.filter((d) => province === undefined || d.province === province);
    return listOf(
      demands.map((d) => ({
        id: d.id,
        name: d.name,
        ...place(grid, d.province, d.busId),
        capacity: d.peakMw,
        points: curvePoints(demandCurve(grid, d)),
      })),
    );
  });

  // One group per node with wind or solar units: the node's renewable forecast.
  contractRoute(app, 'getCleanGeneratorGroups', async (request) => {
    const { grid } = await roundGrid(db, requireIdentity(request), request.query.roundId);
    const province = provinceParam(grid, request.query.province);
    const groups = grid.buses
      .filter((b) => province === undefined || b.province === province)
      .flatMap((bus) => {
        const units = grid.units.filter((u) => u.busId === bus.id && isRenewable(u.energyType));
        const curve = grid.busCurves.get(`renewable:${bus.id}`);
        if (units.length === 0 || !curve) return [];
        const types = [...new Set(units.map((u) => u.energyType))];
        return [
          {
            id: bus.id,
            name: `${bus.name}新能源`,
            ...place(grid, bus.province, bus.id),
            ...(types.length === 1 ? { type: enumValue(types[0] ?? 0, energyTypes) } : {}),
            capacity: units.reduce((s, u) => s + u.capacityMw, 0),
            points: curvePoints(curve),
          },
        ];
      });
    return listOf(groups);
  });

  contractRoute(app, 'getGeneratorInfo', async (request) => {
    const identity = requireIdentity(request);
    const { courseId, roundId } = request.query;
    const { grid } = await courseGrid(db, identity, courseId);
    let round;
    if (roundId !== undefined) {
      round = (await accessRound(db, identity, roundId)).round;
      if (round.courseId !== courseId) throw invalidField('roundId', '该轮次不属于该课程');
    }
    return listOf(generatorInfo(grid, tradingDay(round)));
  });

  contractRoute(app, 'getVirtualGenerators', async (request) => {
    const { grid } = await courseGrid(db, requireIdentity(request), request.query.course);
    const open = await db
      .selectFrom('course_argument')
      .select('value')
      .where('courseId', '=', grid.courseId)
      .where('name', '=', 'IsOpenVirtual')
      .executeTakeFirst();
    return listOf(open?.value === '1' ? virtualGenerators(grid) : []);
  });
}

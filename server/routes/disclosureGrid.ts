import type { FastifyInstance } from 'fastify';
import { requireIdentity } from '../auth/identity';
import { accessCourse, accessRound } from '../domain/access';
import { courseOnScene } from '../domain/disclosureAccess';
import { loadCourseGrid, provinceName } from '../domain/gridData';
import { channelLimits, sceneChannels } from '../domain/gridLimits';
import { contractRoute } from '../http/contract';
import type { DomainRouteOptions } from './context';
import { listOf } from './dto/types';

/** Disclosure of the network: lines, buses, tie-line channels and their limits. */
export async function disclosureGridRoutes(
  app: FastifyInstance,
  { db }: DomainRouteOptions,
): Promise<void> {
  contractRoute(app, 'getNetworkByScene', async (request) => {
    const { sceneId } = request.params;
    await courseOnScene(db, requireIdentity(request), sceneId);
    const lines = await db
      .selectFrom('scene_line')
      .selectAll()
      .where('sceneId', '=', sceneId)
      .orderBy('id')
      .execute();
    return listOf(
      lines.map((l) => ({
        id: l.id,
        name: l.name,
        fromBus: l.fromBusId,
        toBus: l.toBusId,
        reactance: l.reactance,
        limit: l.limitMw,
      })),
    );
  });

  // The demo scene has two provinces; every bus is listed with its province, as a one-province
  // scene would list all of its own.
  contractRoute(app, 'getBusesBySingleProvince', async (request) => {
    const { sceneId } = request.params;
    await courseOnScene(db, requireIdentity(request), sceneId);
    const buses = await db
      .selectFrom('scene_bus')
      .selectAll()
      .where('sceneId', '=', sceneId)
      .orderBy('id')
      .execute();
    return listOf(
      buses.map((b) => ({
        id: b.id,
        name: b.name,
        province: String(b.province),
        voltage: b.baseKv,
      })),
    );
  });

  contractRoute(app, 'getProvinceLimits', async (request) => {
    const { course } = await accessRound(db, requireIdentity(request), request.params.id);
    const grid = await loadCourseGrid(db, course);
    const channels = await sceneChannels(db, course.sceneId);
    return listOf(
      channels.map((c) => ({
        id: c.id,
        channelName: c.name,
        fromProvinceName: provinceName(grid, c.fromProvince),
        toProvinceName: provinceName(grid, c.toProvince),
        upper: c.limitMw,
        // A flow bound, as the line limits give theirs: the reverse direction is negative.
        lower: -c.reverseLimitMw,
      })),
    );
  });

  // Medium/long-term: the tie-line channels (省间断面) and the 500 kV lines, for the whole period.
  contractRoute(app, 'getCenterLimits', async (request) => {
    const { course } = await accessCourse(db, requireIdentity(request), request.params.courseId);
    const [channels, lines] = await Promise.all([
      sceneChannels(db, course.sceneId),
      db
        .selectFrom('scene_line')
        .selectAll()
        .where('sceneId', '=', course.sceneId)
        .orderBy('id')
        .execute(),
    ]);
    return listOf([
      ...channels.map((c) => ({
        id: c.id,
        name: c.name,
        timeId: null,
        upper: c.limitMw,
        lower: -c.reverseLimitMw,
      })),
      ...lines.map((l) => ({
        id: l.id,
        name: l.name,
        timeId: null,
        upper: l.limitMw,
        lower: -l.limitMw,
      })),
    ]);
  });

  contractRoute(app, 'getDaLimits', async (request) => {
    const { course } = await accessCourse(db, requireIdentity(request), request.params.courseId);
    const grid = await loadCourseGrid(db, course);
    return listOf(channelLimits(grid, await sceneChannels(db, course.sceneId)));
  });
}

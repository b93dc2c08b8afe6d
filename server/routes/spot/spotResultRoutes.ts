import type { FastifyInstance } from 'fastify';
import { requireIdentity } from '../../auth/identity';
import { accessRound, type CourseAccess } from '../../domain/access';
import type { Db } from '../../domain/db';
import type { RoundRow } from '../../domain/rounds';
import { stageResult, stageRow, spotState } from '../../domain/spot/spotClearingRun';
import { spotExplanation } from '../../domain/spot/spotExplanation';
import {
  lineFlowRows,
  pathFlowRows,
  provincialUnitRows,
  resultRows,
  roundGrid,
} from '../../domain/spot/spotResults';
import { contractRoute } from '../../http/contract';
import type { DomainRouteOptions } from '../context';
import { listOf } from '../dto/types';
import { visibleEnterprises } from './spotDeclarationRoutes';
import { slotLabel } from './spotSlots';

/** The formal result as the caller may see it: trainees only once the teacher published it. */
async function formalFor(db: Db, access: CourseAccess & { round: RoundRow }) {
  const row = await stageRow(db, access.round.id, 'formal');
  if (!access.isTeacher && row?.published !== 1) return null;
  return stageResult(db, access.round.id, 'formal');
}

/** Spot readiness codes (spec section 4): 3 not generated, 2 being generated, 1 ready. */
async function spotReadiness(db: Db, access: CourseAccess & { round: RoundRow }) {
  const row = await stageRow(db, access.round.id, 'formal');
  if (row?.state === spotState.generating)
    return { code: 2 as const, message: '现货结果缓存生成中，加载中...' };
  const visible = row?.state === spotState.ready && (access.isTeacher || row.published === 1);
  return visible
    ? { code: 1 as const }
    : { code: 3 as const, message: '现货结果尚未生成，请稍后查询' };
}

/** Day-ahead results, flows, pre-clearing and readiness: a trainee's own rows, flows once public. */
export async function spotResultRoutes(
  app: FastifyInstance,
  { db }: DomainRouteOptions,
): Promise<void> {
  contractRoute(app, 'getDayAheadResults', async (request) => {
    const access = await accessRound(db, requireIdentity(request), request.query.roundId);
    const ids = await visibleEnterprises(db, access, request.query.enterpriseId);
    const stored = await formalFor(db, access);
    if (!stored) return listOf([]);
    const grid = await roundGrid(db, access.round);
    return listOf(resultRows(stored, grid, access.round, ids, 'both', request.query.unitId));
  });

  /** A pre-clearing result of the caller's units or loads; null (falsy: 'not generated') before it is ready. */
  const preRows = async (
    access: CourseAccess & { round: RoundRow },
    side: 'units' | 'demands',
    province: string | undefined,
  ) => {
    const ids = await visibleEnterprises(db, access, undefined);
    const stored = await stageResult(db, access.round.id, 'pre');
    if (!stored) return null;
    const grid = await roundGrid(db, access.round);
    const key = province === undefined ? undefined : Number(province);
    const inProvince = (unitId: number) =>
      key === undefined ||
      [...grid.units, ...grid.demands].some((u) => u.id === unitId && u.province === key);
    const rows = resultRows(stored, grid, access.round, ids, side).filter((r) =>
      inProvince(r.unitId),
    );
    return {
      roundId: access.round.id,
      ...(province === undefined ? {} : { province }),
      rows: rows.map(({ unitId, unitName, timeId, volume, price }) => ({
        unitId,
        unitName,
        timeId,
        volume,
        price,
      })),
    };
  };
  contractRoute(app, 'getPreClearingResult', async (request) => {
    const access = await accessRound(db, requireIdentity(request), request.params.roundId);
    return preRows(access, 'units', request.query.province);
  });
  contractRoute(app, 'getPreClearingDemandResult', async (request) => {
    const access = await accessRound(db, requireIdentity(request), request.params.roundId);
    return preRows(access, 'demands', request.query.province);
  });

  // Why the caller's unit was or was not dispatched in one slot (own units only; see the domain file).
  contractRoute(app, 'getSpotDispatchExplanation', async (request) => {
    const { roundId, unitId, timeId } = request.query;
    const access = await accessRound(db, requireIdentity(request), roundId);
    return spotExplanation(db, access, unitId, timeId);
  });

  contractRoute(app, 'getDaLineFlows', async (request) => {
    const access = await accessRound(db, requireIdentity(request), request.params.roundId);
    const stored = await formalFor(db, access);
    if (!stored) return listOf([]);
    return listOf(await lineFlowRows(db, await roundGrid(db, access.round), stored));
  });

  contractRoute(app, 'getDaPathFlows', async (request) => {
    const access = await accessRound(db, requireIdentity(request), request.params.roundId);
    const stored = await stageResult(db, access.round.id, 'interProvincial');
    if (!stored) return listOf([]);
    return listOf(await pathFlowRows(db, await roundGrid(db, access.round), stored));
  });

  // Each of the caller's units: what it sold over each channel per slot and the price it earns.
  contractRoute(app, 'getProvincialUnitResults', async (request) => {
    const access = await accessRound(db, requireIdentity(request), request.params.roundId);
    const ids = await visibleEnterprises(db, access, request.query.enterpriseId);
    const stored = await stageResult(db, access.round.id, 'interProvincial');
    if (!stored) return listOf([]);
    const grid = await roundGrid(db, access.round);
    return listOf(await provincialUnitRows(db, grid, stored, ids));
  });

  contractRoute(app, 'getDaGeneratorResultStatus', async (request) => {
    const access = await accessRound(db, requireIdentity(request), request.query.roundId);
    await visibleEnterprises(db, access, request.query.enterpriseId);
    return spotReadiness(db, access);
  });

  contractRoute(app, 'getSpotReadiness', async (request) => {
    const access = await accessRound(db, requireIdentity(request), request.params.roundId);
    await visibleEnterprises(db, access, request.query.enterpriseId);
    return spotReadiness(db, access);
  });

  contractRoute(app, 'getProvincialSpotStatus', async (request) => {
    const access = await accessRound(db, requireIdentity(request), request.params.roundId);
    const row = await stageRow(db, access.round.id, 'interProvincial');
    // Inter-provincial spot codes (spec section 4): 0 not generated, 2 being generated, 1 ready.
    if (row?.state === spotState.generating)
      return { code: 2 as const, message: '省间现货结果缓存生成中，加载中...' };
    return row?.state === spotState.ready
      ? { code: 1 as const }
      : { code: 0 as const, message: '省间现货结果尚未生成，请稍后查询' };
  });

  contractRoute(app, 'getProvincialGroupNum', async (request) => {
    const access = await accessRound(db, requireIdentity(request), request.params.roundId);
    // One group per tie-line channel: the inter-provincial spot clears each channel's offers together.
    const channels = await db
      .selectFrom('province_channel')
      .innerJoin('course', 'course.sceneId', 'province_channel.sceneId')
      .select('province_channel.id')
      .where('course.id', '=', access.round.courseId)
      .execute();
    return { groupNum: channels.length };
  });

  // Sending-end quota: the channels' capacity out of the province per slot (volume = what the
  // inter-provincial clearing used, when it ran). Receiving-end demand: the province's planned import.
  contractRoute(app, 'getProvincialQuotaCurve', async (request) => {
    const access = await accessRound(db, requireIdentity(request), request.query.roundId);
    const grid = await roundGrid(db, access.round);
    const province =
      request.query.province === undefined ? undefined : Number(request.query.province);
    const channels = await db
      .selectFrom('province_channel')
      .selectAll()
      .where('sceneId', '=', grid.sceneId)
      .execute();
    const stored = await stageResult(db, access.round.id, 'interProvincial');
    const out = channels.filter((c) => province === undefined || c.fromProvince === province);
    const points = Array.from({ length: 96 }, (_, t) => {
      const used = out.reduce(
        (s, c) =>
          s + Math.max(0, stored?.result.lines.find((l) => l.lineId === c.id)?.flowMw[t] ?? 0),
        0,
      );
      return {
        timeId: t,
        volume: Math.round(used * 1000) / 1000,
        upper: out.reduce((s, c) => s + c.limitMw, 0),
        ...slotLabel(t),
      };
    });
    return listOf(points);
  });

  contractRoute(app, 'getProvincialDemandCurve', async (request) => {
    const access = await accessRound(db, requireIdentity(request), request.query.roundId);
    const grid = await roundGrid(db, access.round);
    const province =
      request.query.province === undefined ? undefined : Number(request.query.province);
    const provinces = grid.provinces.filter(
      (p) => province === undefined || p.province === province,
    );
    return listOf(
      Array.from({ length: 96 }, (_, t) => ({
        timeId: t,
        volume:
          Math.round(provinces.reduce((s, p) => s + Math.max(0, p.interchange[t] ?? 0), 0) * 1000) /
          1000,
        ...slotLabel(t),
      })),
    );
  });
}

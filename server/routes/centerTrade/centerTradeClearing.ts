import type { FastifyInstance } from 'fastify';
import { HttpError, requireAdmin, requireIdentity } from '../../auth/identity';
import { accessEnterprise, accessRound, assertTeacher } from '../../domain/access';
import {
  runCenterTradeClearing,
  storedSummary,
} from '../../domain/centerTrade/centerTradeClearing';
import { centerTradeResults } from '../../domain/centerTrade/centerTradeResults';
import { centerTradeReadiness } from '../../domain/centerTrade/readinessCenterTrade';
import { contractRoute } from '../../http/contract';
import type { DomainRouteOptions } from '../context';
import { enumValue, type Schemas } from '../dto/types';

const segments = [1, 2, 3] as const;
const directions = [0, 1] as const;

/** Centralised-bidding clearing (teacher), its results (scoped to the caller) and readiness. */
export async function centerTradeClearingRoutes(
  app: FastifyInstance,
  { db, events }: DomainRouteOptions,
): Promise<void> {
  contractRoute(app, 'openCenterEngine', async (request) => {
    const access = await accessRound(db, requireAdmin(request), request.body.roundId);
    assertTeacher(access);
    const { summary, round } = await runCenterTradeClearing(db, access.round);
    // Same push as every other status change, so open pages reload the round and its results.
    events.notice(
      round.courseId,
      JSON.stringify({ roundId: round.id, status: round.status }),
      'updateRound',
    );
    return summary;
  });

  // The totals the clearing answered, for the teacher's round card after the fact.
  contractRoute(app, 'getCenterTradeClearingSummary', async (request) => {
    const access = await accessRound(db, requireAdmin(request), request.params.id);
    assertTeacher(access);
    if (access.round.type !== 15) throw new HttpError(400, '该轮次不是集中竞价轮次');
    return storedSummary(db, access.round.id);
  });

  contractRoute(app, 'getCenterTradeResults', async (request) => {
    const access = await accessRound(db, requireIdentity(request), request.query.roundId);
    const enterpriseId = await accessEnterprise(db, access, request.query.enterpriseId);
    const { items, markets } = await centerTradeResults(db, access.round, { enterpriseId });
    const rows: Schemas['CenterTradeResult'][] = items.map(({ direction, ...r }) => ({
      ...r,
      objId: enumValue(r.objId, segments),
      ...(direction === undefined ? {} : { direction: enumValue(direction, directions) }),
    }));
    return {
      items: rows,
      totalCount: rows.length,
      markets: markets.map((m) => ({ ...m, objId: enumValue(m.objId, segments) })),
    };
  });

  contractRoute(app, 'getCenterTradeResultStatus', async (request) => {
    const access = await accessRound(db, requireIdentity(request), request.params.roundId);
    // The intra-provincial screen reads a falsy code as 'not generated', so 'being generated' is 0 too.
    const readiness = await centerTradeReadiness(db, access.round.id, false);
    return readiness.code === 1 ? readiness : { ...readiness, code: 0 as const };
  });

  contractRoute(app, 'getProvincialCenterTradeResultStatus', async (request) => {
    const { roundId, courseId } = request.query;
    const access = await accessRound(db, requireIdentity(request), roundId);
    if (access.round.courseId !== courseId) {
      throw new HttpError(400, `交易轮次 ${roundId} 不属于课程 ${courseId}`);
    }
    return centerTradeReadiness(db, roundId, true);
  });

  contractRoute(app, 'getCenterTradeReadiness', async (request) => {
    const access = await accessRound(db, requireIdentity(request), request.params.roundId);
    await accessEnterprise(db, access, request.query.enterpriseId);
    return centerTradeReadiness(db, access.round.id, access.round.isInterProvincial === 1);
  });
}

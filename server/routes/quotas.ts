import type { FastifyInstance } from 'fastify';
import { requireIdentity } from '../auth/identity';
import { accessEnterprise, accessRound } from '../domain/access';
import { roundQuotas } from '../domain/quotas';
import { contractRoute } from '../http/contract';
import type { DomainRouteOptions } from './context';
import { enumValue, listOf } from './dto/types';

const round4 = (n: number) => Math.round(n * 1e4) / 1e4;

/** Quota routes: a round's quotas and an enterprise's remaining volume limits per time segment. */
export async function quotaRoutes(app: FastifyInstance, { db }: DomainRouteOptions): Promise<void> {
  contractRoute(app, 'getListingQuotas', async (request) => {
    const access = await accessRound(db, requireIdentity(request), request.query.roundId);
    const enterpriseId = await accessEnterprise(db, access, request.query.enterpriseId);
    const rows = await roundQuotas(db, request.query.roundId, enterpriseId);
    return listOf(rows);
  });

  contractRoute(app, 'getListingQuota', async (request) => {
    const access = await accessRound(db, requireIdentity(request), request.query.roundId);
    const enterpriseId = await accessEnterprise(db, access, request.query.enterpriseId);
    if (enterpriseId === undefined) return listOf([]);
    const rows = (await roundQuotas(db, request.query.roundId, enterpriseId)).filter(
      (q) => q.month === access.round.month,
    );
    // Spec rule: buyers may buy (upper - used); sellers may sell it; the other side shows '-'.
    return listOf(
      rows.map((q) => ({
        objId: enumValue(q.timeId, [1, 2, 3] as const),
        upper: q.upper,
        used: q.used,
        freezed: q.freezed,
        direction: enumValue(q.obj, [0, 1] as const),
        maxBuy: q.obj === 0 ? round4(q.upper - q.used) : null,
        maxSell: q.obj === 1 ? round4(q.upper - q.used) : null,
      })),
    );
  });
}

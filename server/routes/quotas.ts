import type { FastifyInstance } from 'fastify';
import { requireIdentity } from '../auth/identity';
import { accessEnterprise, accessRound } from '../domain/access';
import { courseSegments } from '../domain/centerTrade/centerTradeInput';
import { roundQuotas } from '../domain/quotas';
import { withRoundUse } from '../domain/rollingMatching/rollingQuotas';
import { marketRoundOf } from '../domain/rollingMatching/rollingRules';
import { RollingService } from '../domain/rollingMatching/rollingService';
import { volumeLimitViews } from '../domain/volumeLimits';
import { memoTracked } from '../db/readMemo';
import { contractRoute } from '../http/contract';
import type { DomainRouteOptions } from './context';
import { listOf } from './dto/types';

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
    const { roundId } = request.query;
    const month = access.round.month;
    // A type-3 round's trading lives in its engine, not in the quota table: added on every read.
    if (access.round.type === 3) {
      const market = await marketRoundOf(db, access.round);
      const [rows, segments, engine] = await Promise.all([
        roundQuotas(db, market.id, enterpriseId),
        courseSegments(db, market.courseId),
        RollingService.of(db).engine(market),
      ]);
      const mine = rows.filter((q) => q.month === market.month);
      return listOf(volumeLimitViews(withRoundUse(mine, engine, segments)));
    }
    // Kept until a table it read is written (db/readMemo.ts).
    return memoTracked(db, `listingQuota:${roundId}:${enterpriseId}:${month}`, [], async (t) => {
      const rows = (await roundQuotas(t, roundId, enterpriseId)).filter((q) => q.month === month);
      return listOf(volumeLimitViews(rows));
    });
  });
}

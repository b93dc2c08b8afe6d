import type { FastifyInstance } from 'fastify';
import { HttpError, requireAdmin, requireIdentity, validationError } from '../../auth/identity';
import { accessEnterprise, accessRound, assertTeacher } from '../../domain/access';
import { courseSegments } from '../../domain/centerTrade/centerTradeInput';
import { buildRollingResults, rollingReadiness } from '../../domain/rollingMatching/rollingResults';
import { rolesOf, setRole, writeDefaultRoles } from '../../domain/rollingMatching/rollingRoles';
import { hourQuotas } from '../../domain/rollingMatching/rollingQuotas';
import { marketRoundOf } from '../../domain/rollingMatching/rollingRules';
import { RollingService } from '../../domain/rollingMatching/rollingService';
import { roundStatus } from '../../domain/rounds';
import { contractRoute } from '../../http/contract';
import type { DomainRouteOptions } from '../context';
import { enumValue, listOf } from '../dto/types';
import { pushChanges } from './rollingDto';

const directions = [0, 1] as const;

/** Roles, results, readiness, the 24-hour quotas and the teacher's report and default-role steps. */
export async function rollingRoundRoutes(
  app: FastifyInstance,
  { db }: DomainRouteOptions,
): Promise<void> {
  contractRoute(app, 'getListingRole', async (request) => {
    const access = await accessRound(db, requireIdentity(request), request.query.roundId);
    const market = await marketRoundOf(db, access.round);
    const enterpriseId = await accessEnterprise(db, access, request.query.enterpriseId);
    if (enterpriseId === undefined) return null;
    const [row] = await rolesOf(db, market.id, enterpriseId);
    return row ? { ...row, role: enumValue(row.role, directions) } : null;
  });

  contractRoute(app, 'setListingRole', async (request) => {
    const access = await accessRound(db, requireIdentity(request), request.body.roundId);
    if (access.isTeacher) throw new HttpError(403, '教师不能代替企业选择角色', 'Forbidden');
    const market = await marketRoundOf(db, access.round);
    const enterpriseId = await accessEnterprise(db, access, request.body.enterpriseId);
    if (enterpriseId === undefined) throw validationError('请先选择企业', 'enterpriseId');
    await setRole(db, market, enterpriseId, request.body.role);
    return { roundId: market.id, enterpriseId, role: request.body.role };
  });

  contractRoute(app, 'getListingRoles', async (request) => {
    const access = await accessRound(db, requireIdentity(request), request.query.roundId);
    const market = await marketRoundOf(db, access.round);
    const rows = await rolesOf(db, market.id);
    const mine = rows.filter(
      (r) => access.isTeacher || access.enterpriseIds.includes(r.enterpriseId),
    );
    return listOf(mine.map((r) => ({ ...r, role: enumValue(r.role, directions) })));
  });

  contractRoute(app, 'getListingResults', async (request) => {
    const access = await accessRound(db, requireIdentity(request), request.query.roundId);
    const market = await marketRoundOf(db, access.round);
    const enterpriseId = await accessEnterprise(db, access, request.query.enterpriseId);
    let query = db
      .selectFrom('rolling_result')
      .innerJoin('enterprise', 'enterprise.id', 'rolling_result.enterpriseId')
      .selectAll('rolling_result')
      .select('enterprise.name as enterpriseName')
      .where('rolling_result.roundId', '=', market.id);
    if (enterpriseId !== undefined)
      query = query.where('rolling_result.enterpriseId', '=', enterpriseId);
    const rows = await query.orderBy('rolling_result.id').execute();
    return listOf(
      rows.map((r) => ({
        enterpriseId: r.enterpriseId,
        enterpriseName: r.enterpriseName,
        objId: r.objId,
        timeId: r.timeId,
        direction: enumValue(r.direction, directions),
        volume: r.volume,
        price: r.price,
        money: r.money,
      })),
    );
  });

  // Each segment's quota shared evenly over its hours, with the round's own trading (rollingQuotas.ts).
  contractRoute(app, 'getListing24Quotas', async (request) => {
    const access = await accessRound(db, requireIdentity(request), request.query.roundId);
    const market = await marketRoundOf(db, access.round);
    const enterpriseId = await accessEnterprise(db, access, request.query.enterpriseId);
    if (enterpriseId === undefined) return listOf([]);
    const [quotas, segments, engine] = await Promise.all([
      db
        .selectFrom('quota')
        .selectAll()
        .where('roundId', '=', market.id)
        .where('entityId', '=', enterpriseId)
        .where('month', '=', market.month)
        .execute(),
      courseSegments(db, market.courseId),
      RollingService.of(db).engine(market),
    ]);
    const items = hourQuotas(quotas, engine, segments).map((q) => ({ ...q, roundId: market.id }));
    return listOf(items.sort((a, b) => a.timeId - b.timeId));
  });

  contractRoute(app, 'getRollingMatchingReadiness', async (request) => {
    const access = await accessRound(db, requireIdentity(request), request.params.roundId);
    await accessEnterprise(db, access, request.query.enterpriseId);
    return rollingReadiness(db, (await marketRoundOf(db, access.round)).id);
  });

  contractRoute(app, 'getRollingMatchingResultStatus', async (request) => {
    const access = await accessRound(db, requireIdentity(request), request.params.roundId);
    return rollingReadiness(db, (await marketRoundOf(db, access.round)).id);
  });

  const buildReport = async (
    roundId: number,
    identity: ReturnType<typeof requireAdmin>,
    side: 'demand' | 'generator',
  ) => {
    const access = await accessRound(db, identity, roundId);
    assertTeacher(access);
    const market = await marketRoundOf(db, access.round);
    if (market.status < roundStatus.ended) {
      throw validationError('本轮交易尚未结束，不能生成报告', 'roundId');
    }
    const count = await buildRollingResults(db, market, side);
    pushChanges(market.courseId, market.id, { results: true });
    return { roundId: market.id, count };
  };
  contractRoute(app, 'buildListingDemandReport', (request) =>
    buildReport(request.params.roundId, requireAdmin(request), 'demand'),
  );
  contractRoute(app, 'buildListingGeneratorReport', (request) =>
    buildReport(request.params.roundId, requireAdmin(request), 'generator'),
  );

  contractRoute(app, 'startBuildDefaultDeclareJob', async (request) => {
    const access = await accessRound(db, requireAdmin(request), request.body.roundId);
    assertTeacher(access);
    const market = await marketRoundOf(db, access.round);
    if (market.status >= roundStatus.ended) {
      throw validationError('本轮交易申报已结束，不能启动默认申报', 'roundId');
    }
    await writeDefaultRoles(db, market);
    return undefined;
  });
}

import type { FastifyInstance } from 'fastify';
import { requireIdentity } from '../auth/identity';
import { accessCourse, accessEnterprise, accessRound } from '../domain/access';
import { courseGrid, invalidField, provinceParam } from '../domain/disclosureAccess';
import {
  holdingSlices,
  holdingsBySeries,
  holdingUnitId,
  netPowerByHour,
  wholeEnterpriseUnitId,
  type HoldingQuery,
} from '../domain/holdings';
import { loadCourseGrid } from '../domain/gridData';
import { roundQuotas } from '../domain/quotas';
import { settledMonths } from '../domain/settlement/settlementRun';
import { volumeLimitViews } from '../domain/volumeLimits';
import { contractRoute } from '../http/contract';
import type { DomainRouteOptions } from './context';
import { listOf } from './dto/types';

/** An enterprise's own position: holdings, net contract power, volume limits, settled months. */
export async function holdingRoutes(
  app: FastifyInstance,
  { db }: DomainRouteOptions,
): Promise<void> {
  contractRoute(app, 'getHoldingsByEnterprise', async (request) => {
    const { courseId, enterpriseId, month, day, province } = request.query;
    const { access, grid } = await courseGrid(db, requireIdentity(request), courseId);
    const own = (await accessEnterprise(db, access, enterpriseId)) ?? enterpriseId;
    const query: HoldingQuery = {
      courseId,
      enterpriseId: own,
      ...(month === undefined ? {} : { month }),
      ...(day === undefined ? {} : { day }),
      ...optionalProvince(provinceParam(grid, province)),
    };
    return listOf(holdingsBySeries(await holdingSlices(db, query), query));
  });

  contractRoute(app, 'getLongDealChartData', async (request) => {
    const { courseId, enterpriseId, unitId, month, day } = request.query;
    const access = await accessCourse(db, requireIdentity(request), courseId);
    const own = await accessEnterprise(db, access, enterpriseId);
    // A teacher names the enterprise: the net of every enterprise of a market is zero.
    if (own === undefined) throw invalidField('enterpriseId', '请指定企业');
    const all = await holdingSlices(db, { courseId, enterpriseId: own });
    if (unitId !== undefined && !(await tradingUnitOf(own, unitId))) {
      throw invalidField('unitId', `机组 ${unitId} 不属于该企业`);
    }
    // Without a month: the latest month the enterprise holds contracts in.
    const shown = month ?? Math.max(0, ...all.map((s) => s.month));
    const query: HoldingQuery = {
      courseId,
      enterpriseId: own,
      month: shown,
      ...(day === undefined ? {} : { day }),
    };
    const slices = (await holdingSlices(db, query)).filter(
      (s) => unitId === undefined || holdingUnitId(s) === unitId,
    );
    return listOf(all.length === 0 ? [] : netPowerByHour(slices, query));
  });

  /** One of the enterprise's units, or the enterprise as a whole (unit 0 in the holdings). */
  const tradingUnitOf = async (enterpriseId: number, unitId: number) =>
    unitId === wholeEnterpriseUnitId || (await unitOf(enterpriseId, unitId)) !== undefined;

  const unitOf = async (enterpriseId: number, unitId: number) =>
    db
      .selectFrom('generator_unit')
      .select('id')
      .where('id', '=', unitId)
      .where('enterpriseId', '=', enterpriseId)
      .executeTakeFirst();

  contractRoute(app, 'getVolumeLimits', async (request) => {
    const { roundId, provinceId, month, enterpriseId } = request.query;
    const access = await accessRound(db, requireIdentity(request), roundId);
    const own = await accessEnterprise(db, access, enterpriseId);
    const grid = await loadCourseGrid(db, access.course);
    const province = provinceParam(grid, provinceId, 'provinceId');
    if (own === undefined) return listOf([]);
    if (province !== undefined) {
      const enterprise = await db
        .selectFrom('enterprise')
        .select('province')
        .where('id', '=', own)
        .executeTakeFirstOrThrow();
      if (enterprise.province !== province) return listOf([]);
    }
    const shown = month ?? access.round.month;
    const rows = (await roundQuotas(db, roundId, own)).filter((q) => q.month === shown);
    return listOf(volumeLimitViews(rows));
  });

  // Empty until a settlement run records a month: the screen then says "not generated yet".
  contractRoute(app, 'getSettlementMonths', async (request) => {
    const { courseId } = request.params;
    const access = await accessCourse(db, requireIdentity(request), courseId);
    const own = await accessEnterprise(db, access, request.query.enterpriseId);
    const rows = await settledMonths(db, courseId, own === undefined ? {} : { enterpriseId: own });
    // Without an enterprise (the teacher), each month once with every enterprise settled in it: one
    // trainee settling their own enterprise leaves the others' reports still not generated.
    const months = new Map<number, { year: number; month: number; enterpriseIds: number[] }>();
    for (const m of rows) {
      const key = m.year * 100 + m.month;
      const month = months.get(key) ?? { year: m.year, month: m.month, enterpriseIds: [] };
      month.enterpriseIds.push(m.enterpriseId);
      months.set(key, month);
    }
    return listOf([...months.values()]);
  });
}

function optionalProvince(province: number | undefined): { province?: number } {
  return province === undefined ? {} : { province };
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, requireAdmin, requireIdentity } from '../../auth/identity';
import {
  accessCourse,
  accessEnterprise,
  assertTeacher,
  type CourseAccess,
} from '../../domain/access';
import { loadCourseGrid, type CourseGrid } from '../../domain/gridData';
import { enterpriseMonth, type SettledEnterprise } from '../../domain/settlement/settlementInputs';
import {
  dailyChart,
  detailRows,
  reportRows,
  unitChart,
} from '../../domain/settlement/settlementReport';
import {
  runSettlement,
  settledEnterprises,
  settledMonths,
} from '../../domain/settlement/settlementRun';
import { contractRoute } from '../../http/contract';
import type { DomainRouteOptions } from '../context';
import { listOf } from '../dto/types';

type Side = 'generator' | 'demand';
const sideName: Record<Side, string> = { generator: '发电', demand: '售电' };

/** The month asked for. */
interface MonthQuery {
  courseId: number;
  enterpriseId?: number;
  year?: number;
  month?: number;
}

/**
 * Settlement reports (结算报告) of generators and retailers, and the runs that settle a month. A
 * trainee reads only their own enterprise's, never while the course hides settlement; the teacher
 * any enterprise of their course. A month shows once it was settled (settlement_month).
 */
export async function settlementRoutes(
  app: FastifyInstance,
  { db }: DomainRouteOptions,
): Promise<void> {
  /** Caller's access, the enterprises meant (one, or the teacher's whole side) and the grid. */
  const reach = async (request: FastifyRequest, q: MonthQuery, side: Side) => {
    const access = await accessCourse(db, requireIdentity(request), q.courseId);
    assertSettlementVisible(access);
    const own = await accessEnterprise(db, access, q.enterpriseId);
    const enterprises = (
      await settledEnterprises(db, q.courseId, own === undefined ? undefined : [own])
    ).filter((e) => own !== undefined || e.isBuyer === (side === 'demand'));
    const wrong = enterprises.find((e) => e.isBuyer !== (side === 'demand'));
    if (wrong) {
      const other: Side = side === 'demand' ? 'generator' : 'demand';
      throw new HttpError(
        400,
        `企业 ${wrong.name} 不是${sideName[side]}企业，请查看${sideName[other]}结算报告`,
        'WrongSide',
      );
    }
    return { access, enterprises, grid: await loadCourseGrid(db, access.course) };
  };

  /** The settled months of those enterprises, each with its computed month. */
  const settled = async (grid: CourseGrid, enterprises: SettledEnterprise[], q: MonthQuery) => {
    const [only] = enterprises;
    const months = await settledMonths(db, q.courseId, {
      ...(only && enterprises.length === 1 ? { enterpriseId: only.id } : {}),
      ...(q.year === undefined ? {} : { year: q.year }),
      ...(q.month === undefined ? {} : { month: q.month }),
    });
    const byId = new Map(enterprises.map((e) => [e.id, e]));
    return Promise.all(
      months.flatMap((m) => {
        const e = byId.get(m.enterpriseId);
        return e ? [enterpriseMonth(db, grid, e, m.year, m.month)] : [];
      }),
    );
  };

  /** One enterprise's month for the details and charts: the asked one, else its latest settled. */
  const oneMonth = async (request: FastifyRequest, q: MonthQuery, side: Side) => {
    const { enterprises, grid } = await reach(request, q, side);
    const [enterprise] = enterprises;
    if (enterprise === undefined || enterprises.length > 1) {
      throw new HttpError(400, '请指定企业', 'EnterpriseRequired');
    }
    return (await settled(grid, [enterprise], q)).at(-1);
  };

  const report = (side: Side) => async (request: FastifyRequest, q: MonthQuery) => {
    const { enterprises, grid } = await reach(request, q, side);
    return listOf((await settled(grid, enterprises, q)).flatMap(reportRows));
  };
  const details =
    (side: Side) =>
    async (request: FastifyRequest, q: MonthQuery & { day?: number; unitId?: number }) => {
      const m = await oneMonth(request, q, side);
      if (!m) return listOf([]);
      if (q.day !== undefined && q.day > m.days) {
        throw new HttpError(400, `${m.year}年${m.month}月没有${q.day}日`, 'InvalidDay');
      }
      const rows = detailRows(m, q.day);
      return listOf(q.unitId === undefined ? rows : rows.filter((r) => r.unitId === q.unitId));
    };
  const emptyChart = { xAxis: [], series: [] };

  contractRoute(app, 'getGeneratorSettlement', (request) =>
    report('generator')(request, request.query),
  );
  contractRoute(app, 'getDemandSettlement', (request) => report('demand')(request, request.query));
  contractRoute(app, 'getGeneratorSettlementDetails', (request) =>
    details('generator')(request, request.query),
  );
  contractRoute(app, 'getDemandSettlementDetails', (request) =>
    details('demand')(request, request.query),
  );
  contractRoute(app, 'getGeneratorSettlementChart', async (request) => {
    const m = await oneMonth(request, request.query, 'generator');
    return m ? dailyChart(m) : emptyChart;
  });
  contractRoute(app, 'getDemandSettlementChart', async (request) => {
    const m = await oneMonth(request, request.query, 'demand');
    return m ? dailyChart(m) : emptyChart;
  });
  contractRoute(app, 'getGeneratorSettlementChartByEnterprise', async (request) => {
    const m = await oneMonth(request, request.query, 'generator');
    return m ? unitChart(m) : emptyChart;
  });

  // A trainee settles their own enterprise (teaching mode), the teacher any of the course.
  contractRoute(app, 'executeSettlementByTeach', async (request) => {
    const { courseId, enterpriseId, year, month } = request.body;
    const access = await accessCourse(db, requireIdentity(request), courseId);
    assertSettlementVisible(access);
    const own =
      (await accessEnterprise(db, access, enterpriseId, '只能结算本企业的报告')) ?? enterpriseId;
    const grid = await loadCourseGrid(db, access.course);
    return runSettlement(db, grid, await settledEnterprises(db, courseId, [own]), year, month);
  });

  contractRoute(app, 'settleCourse', async (request) => {
    const { courseId } = request.params;
    const access = await accessCourse(db, requireAdmin(request), courseId);
    assertTeacher(access);
    const { year, month } = request.body;
    const grid = await loadCourseGrid(db, access.course);
    return runSettlement(db, grid, await settledEnterprises(db, courseId), year, month);
  });
}

/** A course that hides settlement (isHideSettlement) shows its trainees no report. */
function assertSettlementVisible(access: CourseAccess): void {
  if (!access.isTeacher && access.course.isHideSettlement === 1) {
    throw new HttpError(403, '本课程不开放结算报告', 'SettlementHidden');
  }
}

// Running a month's settlement (the teacher's act) and finding what was settled. A run checks the
// month has traded and nothing of it still declares, records the month per enterprise and answers
// its players' settlement questions (questionsSettlement.ts); the reports are computed from the
// cleared results whenever they are read, so they never disagree with them. Rules:
// docs/market-rules.md, "Settlement".
import { HttpError } from '../../auth/identity';
import { nowIso, type Db } from '../db';
import type { CourseGrid } from '../gridData';
import { answerSettlementQuestions } from './questionsSettlement';
import { reportRows } from './settlementReport';
import { enterpriseMonth, type EnterpriseMonth, type SettledEnterprise } from './settlementInputs';

/** An enterprise of the course as the settlement reads it. */
export async function settledEnterprises(
  db: Db,
  courseId: number,
  ids?: readonly number[],
): Promise<SettledEnterprise[]> {
  let query = db
    .selectFrom('enterprise')
    .select(['id', 'name', 'province', 'isBuyer'])
    .where('courseId', '=', courseId);
  if (ids) query = query.where('id', 'in', ids.length > 0 ? [...ids] : [-1]);
  const rows = await query.orderBy('id').execute();
  return rows.map((e) => ({ ...e, isBuyer: e.isBuyer === 1 }));
}

/**
 * 400 unless the month had rounds in the course and none of them still takes declarations. Hidden
 * (unpublished) rounds are not part of the trading yet: they neither count nor block, and their
 * names never reach a trainee.
 */
async function assertMonthTraded(db: Db, courseId: number, year: number, month: number) {
  const rounds = await db
    .selectFrom('round')
    .select(['name', 'status', 'month', 'months'])
    .where('courseId', '=', courseId)
    .where('year', '=', year)
    .where('parentId', 'is', null)
    .where('isHide', '=', 0)
    .execute();
  const ofMonth = rounds.filter(
    (r) => r.month === month || r.months.split(',').map(Number).includes(month),
  );
  if (ofMonth.length === 0) {
    throw new HttpError(400, `${year}年${month}月没有交易轮次，无法结算`, 'NothingToSettle');
  }
  const open = ofMonth.filter((r) => r.status < 2);
  if (open.length > 0) {
    const names = open.map((r) => r.name).join('、');
    throw new HttpError(400, `${year}年${month}月仍有正在申报的交易轮次：${names}`, 'RoundsOpen');
  }
}

/** What a run answers: SettlementRunResult. */
export interface SettlementRun {
  courseId: number;
  year: number;
  month: number;
  enterpriseCount: number;
  /** Sum of the settled enterprises' totals (合计): income of generators plus payments of retailers. */
  totalMoney: number;
}

/** Settles the month for the given enterprises and records it; answers the count and totals. */
export async function runSettlement(
  db: Db,
  grid: CourseGrid,
  enterprises: readonly SettledEnterprise[],
  year: number,
  month: number,
): Promise<SettlementRun> {
  await assertMonthTraded(db, grid.courseId, year, month);
  const months = await Promise.all(
    enterprises.map((e) => enterpriseMonth(db, grid, e, year, month)),
  );
  const totalOf = (m: EnterpriseMonth) =>
    reportRows(m)
      // The enterprise's own total: a retailer's only rows, a generator's all-units rows.
      .filter((r) => r.itemName === '合计' && r.unitId === null)
      .reduce((s, r) => s + r.money, 0);
  const creationTime = nowIso();
  if (enterprises.length > 0) {
    await db
      .insertInto('settlement_month')
      .values(
        enterprises.map((e) => ({
          courseId: grid.courseId,
          enterpriseId: e.id,
          year,
          month,
          creationTime,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['enterpriseId', 'year', 'month']).doUpdateSet({ creationTime }),
      )
      .execute();
  }
  const totals = months.map((m) => ({ enterprise: m.enterprise, total: totalOf(m) }));
  await answerSettlementQuestions(db, grid.courseId, totals, year, month);
  return {
    courseId: grid.courseId,
    year,
    month,
    enterpriseCount: enterprises.length,
    totalMoney: Math.round(totals.reduce((s, t) => s + t.total, 0) * 100) / 100,
  };
}

/** The settled months of an enterprise (or of every enterprise), narrowed by year and month. */
export async function settledMonths(
  db: Db,
  courseId: number,
  filter: { enterpriseId?: number; year?: number; month?: number },
): Promise<Array<{ enterpriseId: number; year: number; month: number }>> {
  let query = db
    .selectFrom('settlement_month')
    .select(['enterpriseId', 'year', 'month'])
    .where('courseId', '=', courseId);
  if (filter.enterpriseId !== undefined)
    query = query.where('enterpriseId', '=', filter.enterpriseId);
  if (filter.year !== undefined) query = query.where('year', '=', filter.year);
  if (filter.month !== undefined) query = query.where('month', '=', filter.month);
  return query.orderBy('year').orderBy('month').orderBy('enterpriseId').execute();
}

// The teacher's settlement calls: the months of the course's published rounds, the months already
// settled with the enterprises settled in each, the course's enterprises, and the runs that settle one
// month for every enterprise or for one (server: docs/market-rules.md, "Settlement"). Failures come
// back as Chinese messages.
import type { ApiClient } from '../../api/client';
import { withoutLoading } from '../../api/types';
import { LoadError } from '../adminApi';
import { callStep, stepHeaders } from '../steps/callStep';
import type { AdminRound, StepOutcome } from '../steps/types';

/** A calendar month of the course. */
export interface YearMonth {
  year: number;
  month: number;
}

/** A settled month and the enterprises settled in it (a trainee may have settled only their own). */
export interface SettledMonth extends YearMonth {
  enterpriseIds: number[];
}

/** An enterprise the teacher may settle alone. */
export interface SettlementEnterprise {
  id: number;
  name: string;
  provinceName: string;
}

/** `2026年3月` */
export const monthLabel = (m: YearMonth) => `${m.year}年${m.month}月`;

/** `202603`: a month as one number, to key and sort by. */
export const monthKey = (m: YearMonth) => m.year * 100 + m.month;

/** The months the course's published rounds trade, earliest first (hidden rounds are not traded yet). */
export function tradedMonths(rounds: readonly AdminRound[]): YearMonth[] {
  const keys = new Set<number>();
  for (const r of rounds.filter((x) => !x.hidden)) {
    const months = r.months && r.months.length > 0 ? r.months : [r.month];
    for (const month of months) keys.add(r.year * 100 + month);
  }
  return [...keys]
    .sort((a, b) => a - b)
    .map((k) => ({ year: Math.floor(k / 100), month: k % 100 }));
}

/** The months settled for any enterprise of the course, earliest first. */
export async function loadSettledMonths(api: ApiClient, courseId: number): Promise<SettledMonth[]> {
  const { data } = await api.GET('/api/app/generatorSettlement/settlementMonth/{courseId}', {
    params: { path: { courseId } },
    headers: withoutLoading,
  });
  if (!data) throw new LoadError('已结算月份加载失败，请稍后重试');
  return [...data.items].sort((a, b) => monthKey(a) - monthKey(b));
}

/** Every enterprise of the course, as the server lists them. */
export async function loadSettlementEnterprises(
  api: ApiClient,
  courseId: number,
): Promise<SettlementEnterprise[]> {
  const { data } = await api.GET('/api/app/enterprise/{id}/course', {
    params: { path: { id: courseId } },
    headers: withoutLoading,
  });
  if (!data) throw new LoadError('课程企业加载失败，请稍后重试');
  return data.items.map((e) => ({ id: e.id, name: e.name, provinceName: e.provinceName ?? '' }));
}

/** `华鲁发电（山东）`: an enterprise with its province, as the choice lists it. */
export const enterpriseLabel = (e: SettlementEnterprise) =>
  e.provinceName ? `${e.name}（${e.provinceName}）` : e.name;

/** Settles a month for every enterprise of the course; the notice counts them. */
export function settleMonth(api: ApiClient, courseId: number, m: YearMonth): Promise<StepOutcome> {
  return callStep(
    () =>
      api.POST('/api/app/admin/settlement/{courseId}', {
        params: { path: { courseId } },
        body: { year: m.year, month: m.month },
        headers: stepHeaders,
      }),
    (run) => `${monthLabel(m)}已结算：${run.enterpriseCount} 家企业`,
  );
}

/** Settles a month for one enterprise (teaching mode); the notice names it. */
export function settleEnterprise(
  api: ApiClient,
  courseId: number,
  m: YearMonth,
  enterprise: SettlementEnterprise,
): Promise<StepOutcome> {
  return callStep(
    () =>
      api.POST('/api/app/generatorSettlement/executeSettlementByTeach', {
        body: { courseId, year: m.year, month: m.month, enterpriseId: enterprise.id },
        headers: stepHeaders,
      }),
    () => `${enterprise.name}${monthLabel(m)}已结算`,
  );
}

// The teacher's settlement calls: the months of the course's published rounds, the months already
// settled, and the run that settles one month for every enterprise (server: docs/market-rules.md,
// "Settlement"). Failures come back as Chinese messages.
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

/** `2026年3月` */
export const monthLabel = (m: YearMonth) => `${m.year}年${m.month}月`;

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

/** The months settled for any enterprise of the course, each once. */
export async function loadSettledMonths(api: ApiClient, courseId: number): Promise<YearMonth[]> {
  const { data } = await api.GET('/api/app/generatorSettlement/settlementMonth/{courseId}', {
    params: { path: { courseId } },
    headers: withoutLoading,
  });
  if (!data) throw new LoadError('已结算月份加载失败，请稍后重试');
  const keys = new Set(data.items.map((m) => m.year * 100 + m.month));
  return [...keys]
    .sort((a, b) => a - b)
    .map((k) => ({ year: Math.floor(k / 100), month: k % 100 }));
}

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

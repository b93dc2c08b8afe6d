// The choices of the holdings modal (headless): months the course trades in, the days of a month, and
// the markets an enterprise holds contracts in (its province, and 省间 on a scene with inter-provincial
// trade).
import type { Course, Enterprise, Round } from '../../engine/env';

/** A month of the course. */
export interface MonthOption {
  year: number;
  month: number;
}

/** A market tag: `undefined` province means every market. */
export interface MarketOption {
  label: string;
  province?: string;
}

/** Key of the inter-provincial pseudo-province (spec section 3). */
export const interProvincialKey = '-1';

/** Distinct months of the course's rounds in calendar order. */
export function monthOptions(rounds: readonly Round[]): MonthOption[] {
  const seen = new Map<string, MonthOption>();
  for (const r of rounds)
    for (const month of r.months?.length ? r.months : [r.month])
      seen.set(`${r.year}-${month}`, { year: r.year, month });
  return [...seen.values()].sort((a, b) => a.year - b.year || a.month - b.month);
}

/** The month shown first: the current round's month, else the latest month of the course. */
export function initialMonth(
  months: readonly MonthOption[],
  round: Round | null,
): MonthOption | undefined {
  return (
    months.find((m) => round && m.year === round.year && m.month === round.month) ?? months.at(-1)
  );
}

/** Days of a calendar month (1 … 28–31). */
export function daysOf({ year, month }: MonthOption): number[] {
  const count = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => i + 1);
}

/** Market tags: all, the enterprise's province, and 省间 when the scene trades between provinces. */
export function marketOptions(course: Course | null, enterprise: Enterprise): MarketOption[] {
  const options: MarketOption[] = [{ label: '全部' }];
  if (enterprise.province)
    options.push({
      label: enterprise.provinceName ?? enterprise.province,
      province: enterprise.province,
    });
  if (course?.scene?.hasInterTrade) options.push({ label: '省间', province: interProvincialKey });
  return options;
}

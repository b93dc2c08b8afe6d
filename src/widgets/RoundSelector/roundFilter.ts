// The round selector's filter (spec section 5): type equals the requested type, isInterProvincial
// matches the isProvince parameter, cycle matches when given. A page may prefer one scope without
// filtering (preferProvince): day-ahead pages offer every type-11 round, as one round holds a whole
// trading day, but the 省间现货 pages list and open inter-provincial rounds first.
import type { Round } from '../../engine/env';

/** Query parameters of trade routes that narrow the rounds offered. */
export interface RoundQuery {
  type?: string | null;
  isProvince?: string | null;
  cycle?: string | null;
  /** '1' lists inter-provincial rounds first and opens on one, '0' intra-provincial ones. */
  prefer?: string | null;
}

const text = (value: unknown) =>
  value === undefined || value === null || value === '' ? null : String(value);

/**
 * The selector's query: `provinceDefault` stands in for a missing `isProvince`, so the intra-provincial
 * entry (whose menu link has no isProvince) offers intra-provincial rounds only.
 */
export function widgetQuery(props: Record<string, unknown>): RoundQuery {
  return {
    type: text(props.type),
    isProvince: text(props.isProvince) ?? text(props.provinceDefault),
    cycle: text(props.cycle),
    prefer: text(props.preferProvince),
  };
}

const inScope = (round: Round, flag: string) => round.isInterProvincial === (flag === '1');

/**
 * The round a round scope opens on: the linked one (`roundId`), else the current one when offered
 * (and of the preferred scope, when one of that scope is offered), else the first offered, preferred
 * ones listed first; the route-data prefetch predicts the scope's round with it.
 */
export function initialRound(
  offered: readonly Round[],
  currentId: unknown,
  linkedId: string | null,
  prefer: string | null = null,
): Round | undefined {
  const current = offered.find((r) => r.id === currentId);
  const keepCurrent =
    prefer === null ||
    !offered.some((r) => inScope(r, prefer)) ||
    (current && inScope(current, prefer));
  return (
    offered.find((r) => String(r.id) === linkedId) ??
    (keepCurrent ? current : undefined) ??
    offered[0]
  );
}

/** The rounds a trade page offers, those of the preferred scope first. */
export function filterRounds(rounds: readonly Round[], query: RoundQuery): Round[] {
  const offered = rounds.filter((r) => {
    if (query.type && r.type !== Number(query.type)) return false;
    if (query.isProvince !== undefined && query.isProvince !== null)
      if (!inScope(r, query.isProvince)) return false;
    if (query.cycle && r.cycle !== Number(query.cycle)) return false;
    return true;
  });
  const { prefer } = query;
  if (prefer === undefined || prefer === null) return offered;
  return [
    ...offered.filter((r) => inScope(r, prefer)),
    ...offered.filter((r) => !inScope(r, prefer)),
  ];
}

/** The round's period by its cycle: monthly "2026年3月", multi-day "2026年3月10日-16日", daily "2026年3月5日". */
export function roundPeriod(
  round: Pick<Round, 'year' | 'month' | 'cycle'> & {
    day?: number | null;
    startDay?: number | null;
    endDay?: number | null;
  },
): string {
  const month = `${round.year}年${round.month}月`;
  if (round.cycle === 2) return `${month}${round.startDay ?? 1}日-${round.endDay ?? ''}日`;
  if (round.cycle === 3) return `${month}${round.day ?? 1}日`;
  // A monthly round carries day 1 from the server; showing it would read as a daily round.
  return month;
}

// The round selector's filter (spec section 5): type equals the requested type, isInterProvincial
// matches the isProvince parameter, cycle matches when given.
import type { Round } from '../../engine/env';

/** Query parameters of trade routes that narrow the rounds offered. */
export interface RoundQuery {
  type?: string | null;
  isProvince?: string | null;
  cycle?: string | null;
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
  };
}

/**
 * The round a round scope opens on: the linked one (`roundId`), else the current one when offered,
 * else the first offered; the route-data prefetch predicts the scope's round with it.
 */
export function initialRound(
  offered: readonly Round[],
  currentId: unknown,
  linkedId: string | null,
): Round | undefined {
  return (
    offered.find((r) => String(r.id) === linkedId) ??
    offered.find((r) => r.id === currentId) ??
    offered[0]
  );
}

/** The rounds a trade page offers. */
export function filterRounds(rounds: readonly Round[], query: RoundQuery): Round[] {
  return rounds.filter((r) => {
    if (query.type && r.type !== Number(query.type)) return false;
    if (query.isProvince !== undefined && query.isProvince !== null)
      if (r.isInterProvincial !== (query.isProvince === '1')) return false;
    if (query.cycle && r.cycle !== Number(query.cycle)) return false;
    return true;
  });
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

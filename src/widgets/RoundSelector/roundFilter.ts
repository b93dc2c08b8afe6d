// The round selector's filter (spec section 5): type equals the requested type, isInterProvincial
// matches the isProvince parameter, cycle matches when given.
import type { Round } from '../../session/courseStore';

/** Query parameters of trade routes that narrow the rounds offered. */
export interface RoundQuery {
  type?: string | null;
  isProvince?: string | null;
  cycle?: string | null;
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

/** "2026年3月" or "2026年3月5日" for the round's period. */
export function roundPeriod(round: Round): string {
  return round.day
    ? `${round.year}年${round.month}月${round.day}日`
    : `${round.year}年${round.month}月`;
}

// Where a round of the overview leads: the trade menu's entries (config/menus/trade.json, filtered by
// their rules as the menu shows them) whose round selector would offer the round, each opened on the
// round itself (the `:id` deep link). One source with the menu: a market the menu hides (listing
// turned off, another role's page) gets no link either.
import type { MenuItem } from '../../engine/config/files';
import type { RoundOverview } from './figures';

/** A link of a round: the menu entry's label, its route and query, and the round as `:id`. */
export interface RoundLink {
  key: string;
  label: string;
  route: string;
  params: { id: number };
  query: Record<string, string | number>;
}

/** The entries of a menu that open a route, depth first. */
function leaves(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((item) => (item.children ? leaves(item.children) : [item]));
}

/**
 * Whether the entry's page offers the round: the round selector's filter (spec section 5) on the
 * entry's query: type equal, inter-provincial exactly when `isProvince` is '1', cycle equal when given.
 */
export function offersRound(
  item: MenuItem,
  round: Pick<RoundOverview, 'type' | 'cycle' | 'isInterProvincial'>,
): boolean {
  const query = item.query ?? {};
  if (!item.route || query.type === undefined || Number(query.type) !== round.type) return false;
  if ((String(query.isProvince ?? '') === '1') !== round.isInterProvincial) return false;
  return query.cycle === undefined || Number(query.cycle) === round.cycle;
}

/** The round's links, in menu order, from the trade menu as the user sees it. */
export function roundLinks(
  tradeMenu: readonly MenuItem[],
  round: Pick<RoundOverview, 'id' | 'type' | 'cycle' | 'isInterProvincial'>,
): RoundLink[] {
  return leaves(tradeMenu)
    .filter((item) => offersRound(item, round))
    .map((item) => ({
      key: item.key,
      label: item.label ?? item.key,
      route: item.route ?? '',
      params: { id: round.id },
      query: item.query ?? {},
    }));
}

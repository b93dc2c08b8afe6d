// Titles a page takes from its route query: one screen serves several menu entries that differ only by
// a query value (滚动撮合 and 分时段滚动撮合 are cycle 1 and 3 of /user/compound/:id), and the title
// and breadcrumb should name the entry the trainee chose.

/** Other titles of a page by the value of one route query parameter. */
export interface TitleByQuery {
  /** Route query parameter read, e.g. `cycle`. */
  param: string;
  /** Title for each value of the parameter, e.g. `{"3": "分时段滚动撮合"}`; `title` for any other. */
  titles: Record<string, string>;
}

/** The page's title for the route query it is shown with. */
export function titleForQuery(
  title: string,
  byQuery: TitleByQuery | undefined,
  query: Readonly<Record<string, string | undefined>>,
): string {
  if (!byQuery) return title;
  const value = query[byQuery.param];
  return (value === undefined ? undefined : byQuery.titles[value]) ?? title;
}

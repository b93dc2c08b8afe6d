// Which configured route a location is on, for the breadcrumb, the rule context and the guard.
import type { RouteEntry } from '../engine/config/files';
import { matchesPattern } from './pathPattern';
import { routesFile } from './routesFile';

/** Answers by route table and pathname: the layout, menu, breadcrumb, guard and rule context each ask
 *  for the same location (45 routes). */
const matched = new WeakMap<readonly RouteEntry[], Map<string, RouteEntry | undefined>>();
/** Paths can carry ids (spec section 2's timestamps), so a long session's answers are dropped now and then. */
const maxHeld = 64;

/** The first route of config/routes.json whose path matches, as the router picks it. */
export function matchRoute(
  pathname: string,
  routes: readonly RouteEntry[] = routesFile.routes,
): RouteEntry | undefined {
  let held = matched.get(routes);
  if (!held) matched.set(routes, (held = new Map()));
  if (held.has(pathname)) return held.get(pathname);
  if (held.size >= maxHeld) held.clear();
  const route = firstMatch(pathname, routes);
  held.set(pathname, route);
  return route;
}

function firstMatch(pathname: string, routes: readonly RouteEntry[]): RouteEntry | undefined {
  // react-router ranks static segments above params; `/user/compound/order` must beat `/user/compound/:id`.
  const matches = routes.filter((r) => r.path !== '*' && matchesPattern(r.path, pathname));
  const staticFirst = matches.sort((a, b) => countParams(a.path) - countParams(b.path));
  return staticFirst[0] ?? routes.find((r) => r.path === '*');
}

function countParams(path: string): number {
  return (path.match(/:/g) ?? []).length;
}

/** The path of a named route without parameters (redirect targets have none). */
export function pathOfRoute(
  name: string,
  routes: readonly RouteEntry[] = routesFile.routes,
): string {
  const route = routes.find((r) => r.name === name);
  if (!route) throw new Error(`未知的路由名 "${name}"`);
  return route.path;
}

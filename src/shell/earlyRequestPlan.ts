// The requests index.html's early script may start for a signed-in page (public/app-config-early.js),
// as data the build writes into index.html (scripts/earlyRequests.ts): per route, the GET calls the
// route-data prefetch makes (src/shell/routePrefetch.ts), with their parameters as paths into what the
// early script can read (the URL, the held course, round and enterprise). The screens' calls are read
// from their configs by firstQueries itself, run on a context whose values are their own paths. A round
// selector's scope (the result pages) is planned too: its round is chosen in the early script from the
// held rounds by the selector's props, as the selector chooses it (src/widgets/RoundSelector/roundFilter.ts).
import type { FirstQuery } from '../engine/query/firstQueries';
import { firstQueries } from '../engine/query/firstQueries';
import type { DisclosureTabsFile, RouteEntry, ScreenFile } from '../engine/config/files';
import type { BindingContext } from '../engine/env';
import { disclosureTabKeys } from '../engine/config/names';
import { layoutFrame } from './layoutRoutes';

/** A parameter's value: a path into the early script's context, or a literal. */
export type EarlyBinding = string | { value: string | number | boolean };

/** One GET call: the contract's path (with `{name}` parameters) and its parameters. */
export interface EarlyRequest {
  path: string;
  pathParams: Record<string, EarlyBinding>;
  query: Record<string, EarlyBinding>;
}

/**
 * A round selector's scope: the early script binds `name` to the round the selector opens on (from the
 * held rounds and round, by the props `type`, `isProvince`, `provinceDefault`, `preferProvince`, `cycle`,
 * `roundId`),
 * and the scope's requests read it as `<name>.*`.
 */
export interface EarlyRoundScope {
  name: string;
  props: Record<string, EarlyBinding>;
}

/** A route as the early script matches it, and what it asks for there. */
export interface EarlyRoute {
  path: string;
  /**
   * Route parameters this entry needs (a disclosure tab's key, and its group's); entries with more
   * come first.
   */
  when?: Record<string, string>;
  /** The prefetch runs on this route (a signed-in screen): the shell's calls are asked for too. */
  prefetch: boolean;
  requests: EarlyRequest[];
  /** The round selectors' scopes the requests read (none: left out). */
  roundScopes?: EarlyRoundScope[];
  /**
   * The main layout's frame on this route (after its redirect), which index.html draws as the starting
   * frame while the scripts load (src/shell/startingFrame.tsx); none: a page outside the layout.
   */
  frame?: 'sider' | 'wide';
}

export interface EarlyRequestPlan {
  /** The layout's calls the prefetch makes on every screen route (routePrefetch.ts shellQueries). */
  shell: EarlyRequest[];
  routes: EarlyRoute[];
}

/** What the plan needs of the contract: each operation's method, path and parameter names. */
export type OperationTable = Record<
  string,
  { method: string; path: string; pathParams: readonly string[]; queryParams: readonly string[] }
>;

const pathOf = Symbol('binding path');

/**
 * The roots the early script binds (app-config-early.js heldContext): listed as the context's own keys,
 * so a copy of the context (a round scope's `{ ...context, round }`) keeps them.
 */
const heldRoots = ['route', 'course', 'round', 'currentRound', 'enterprise'];

/** A context whose every value is an object naming its own path (`course.id`), or `fixed`'s value. */
function symbolic(path: string, fixed: Record<string, string>): unknown {
  if (path in fixed) return fixed[path];
  const child = (key: string) => symbolic(path ? `${path}.${key}` : key, fixed);
  return new Proxy(
    {},
    {
      get: (_, key) => (key === pathOf ? path : typeof key === 'string' ? child(key) : undefined),
      ownKeys: () => (path ? [] : heldRoots),
      getOwnPropertyDescriptor: (_, key) =>
        !path && typeof key === 'string' && heldRoots.includes(key)
          ? { value: child(key), enumerable: true, configurable: true, writable: true }
          : undefined,
    },
  );
}

function bindingOf(value: unknown): EarlyBinding | null {
  if (value !== null && typeof value === 'object') {
    const path = (value as { [pathOf]?: unknown })[pathOf];
    return typeof path === 'string' ? path : null;
  }
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? { value }
    : null;
}

/** The call as a GET request template, or null when the early script cannot make it. */
function requestOf(call: FirstQuery, operations: OperationTable): EarlyRequest | null {
  const route = operations[call.operation];
  if (!route || route.method !== 'GET' || call.body !== undefined) return null;
  const request: EarlyRequest = { path: route.path, pathParams: {}, query: {} };
  for (const [name, value] of Object.entries(call.params)) {
    const binding = bindingOf(value);
    if (binding === null) return null;
    if (route.pathParams.includes(name)) request.pathParams[name] = binding;
    else if (route.queryParams.includes(name)) request.query[name] = binding;
    else return null;
  }
  return request;
}

/** The selector props the early script chooses a round by, as bindings; others are left out. */
const roundProps = ['type', 'isProvince', 'provinceDefault', 'preferProvince', 'cycle', 'roundId'];

function scopeProps(props: Record<string, unknown>): Record<string, EarlyBinding> {
  const bound: Record<string, EarlyBinding> = {};
  for (const name of roundProps) {
    const binding = props[name] === undefined ? null : bindingOf(props[name]);
    if (binding !== null) bound[name] = binding;
  }
  return bound;
}

/** A screen's early requests and the round scopes they read. */
function requestsOf(
  screen: ScreenFile,
  fixed: Record<string, string>,
  disclosure: DisclosureTabsFile,
  operations: OperationTable,
): Pick<EarlyRoute, 'requests' | 'roundScopes'> {
  const context = symbolic('', fixed) as BindingContext;
  const roundScopes: EarlyRoundScope[] = [];
  const roundScope = (props: Record<string, unknown>) => {
    const name = `roundScope${roundScopes.length}`;
    roundScopes.push({ name, props: scopeProps(props) });
    return symbolic(name, fixed) as Record<string, unknown>;
  };
  const requests = firstQueries(screen, context, { disclosure, roundScope })
    .map((call) => requestOf(call, operations))
    .filter((r): r is EarlyRequest => r !== null);
  // Two blocks may read the same call (one answer serves both).
  const seen = new Set<string>();
  const unique = requests.filter(
    (r) => !seen.has(JSON.stringify(r)) && !!seen.add(JSON.stringify(r)),
  );
  const read = roundScopes.filter((scope) => JSON.stringify(unique).includes(`"${scope.name}.`));
  return read.length > 0 ? { requests: unique, roundScopes: read } : { requests: unique };
}

function routeParams(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] ?? '');
}

/** The disclosure groups that show some tab their own way (tabs.json `groups`). */
function disclosureGroups(disclosure: DisclosureTabsFile): string[] {
  return [
    ...new Set(Object.values(disclosure.tabs).flatMap((tab) => Object.keys(tab.groups ?? {}))),
  ];
}

/**
 * The early requests of every route: a route parameter that chooses a disclosure tab gives one entry
 * per tab whose calls differ, and another parameter that chooses the tab's disclosure group one per
 * group whose calls differ again (each listed before the one it refines, the route's own entry last).
 */
export function earlyRequestPlan(
  routes: readonly RouteEntry[],
  screens: Record<string, ScreenFile>,
  disclosure: DisclosureTabsFile,
  operations: OperationTable,
): EarlyRequestPlan {
  const shell = [
    requestOf({ operation: 'getApplicationConfiguration', params: {} }, operations),
    requestOf({ operation: 'getRound', params: { id: symbolic('round.id', {}) } }, operations),
  ].filter((r): r is EarlyRequest => r !== null);
  const byName = new Map(routes.map((route) => [route.name, route]));
  const frameOf = (route: RouteEntry): Pick<EarlyRoute, 'frame'> => {
    const shown = (route.redirect && byName.get(route.redirect)) || route;
    const frame = shown.redirect ? 'none' : layoutFrame(shown);
    return frame === 'none' ? {} : { frame };
  };
  const entries = routes
    .filter((route) => route.path !== '*')
    .flatMap((route): EarlyRoute[] => {
      const screen = route.screen === undefined ? undefined : screens[route.screen];
      if (!screen || route.public || route.redirect)
        return [{ path: route.path, prefetch: false, requests: [], ...frameOf(route) }];
      const own = { ...requestsOf(screen, {}, disclosure, operations), ...frameOf(route) };
      const params = routeParams(route.path);
      /** The entry for `when` if its calls differ from `than`'s. */
      const entry = (when: Record<string, string>, than: EarlyRequest[]): EarlyRoute[] => {
        const fixed = Object.fromEntries(
          Object.entries(when).map(([param, value]) => [`route.params.${param}`, value]),
        );
        const planned = requestsOf(screen, fixed, disclosure, operations);
        // A route parameter read by a round scope's props only (a linked round) makes no variant.
        return JSON.stringify(planned.requests) === JSON.stringify(than)
          ? []
          : [{ path: route.path, when, prefetch: true, ...planned, ...frameOf(route) }];
      };
      const variants = params.flatMap((param) =>
        disclosureTabKeys.flatMap((key): EarlyRoute[] => {
          const tab = entry({ [param]: key }, own.requests);
          const tabRequests = tab[0]?.requests ?? own.requests;
          const inGroups = params
            .filter((other) => other !== param)
            .flatMap((other) =>
              disclosureGroups(disclosure).flatMap((group) =>
                entry({ [param]: key, [other]: group }, tabRequests),
              ),
            );
          return [...inGroups, ...tab];
        }),
      );
      return [...variants, { path: route.path, prefetch: true, ...own }];
    });
  return { shell, routes: entries };
}

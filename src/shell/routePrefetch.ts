// The route-data prefetch: as soon as the app starts on a screen route with a held, unexpired token, the
// screen's first queries (from its JSON config, with the route's parameters and the held course,
// round and enterprise) start in parallel with the session checks, into the app's one query cache
// under the keys the blocks read, so the page's first render finds its data. It loads in its own chunk
// beside the screen page's, never with the login page.
import { createApiClient } from '../api/client';
import { resolveApiBaseUrl } from '../api/baseUrl';
import { createOperationCaller } from '../api/operationCaller';
import type { ApiNotifier } from '../api/types';
import { disclosureTabs } from '../engine/config/load';
import { screens } from '../engine/config/screens';
import type { BindingContext, Round } from '../engine/env';
import { askedAtMeta } from '../engine/query/askedAt';
import { firstQueries, type FirstQuery } from '../engine/query/firstQueries';
import { createQueryClient, operationKey } from '../engine/query/queryClient';
import { dropEarlyAnswers } from '../runtime/earlyAnswers';
import { earlyAskedAt } from '../runtime/earlyAskedAt';
import type { RuntimeConfig } from '../runtime/runtimeConfig';
import { loadToken, readPersisted } from '../session/storage';
import { filterRounds, initialRound, widgetQuery } from '../widgets/RoundSelector/roundFilter';
import { settingsOperation } from './prefetchedSettings';
import { claimQueryCache, type QueryCacheSlot } from './queryCacheSlot';

/** Nothing to show: a failed prefetch is dropped, and the page's own call reports its failure. */
const silent: ApiNotifier = {
  notify: () => undefined,
  openModal: () => ({ close: () => undefined }),
};

/** Object values of the held state as binding roots; anything else is left out. */
function record(value: unknown): Record<string, unknown> | undefined {
  return value && typeof value === 'object' ? { ...(value as Record<string, unknown>) } : undefined;
}

/** The held round list, as far as it reads as rounds. */
function heldRounds(storage: Storage): Round[] {
  const list = readPersisted(storage).roundList;
  return Array.isArray(list)
    ? list.filter((r): r is Round => typeof record(r)?.['id'] === 'number')
    : [];
}

/**
 * The round a round selector's scope opens on with the held rounds and round, as the selector
 * chooses it (src/widgets/RoundSelector), so the scope's readiness check and rows start here.
 */
function roundScopeOf(rounds: readonly Round[], current: unknown) {
  return (props: Record<string, unknown>): Record<string, unknown> | undefined => {
    const linked =
      props.roundId === undefined || props.roundId === null ? null : String(props.roundId);
    const query = widgetQuery(props);
    const round = initialRound(filterRounds(rounds, query), current, linked, query.prefer);
    return round ? { ...round } : undefined;
  };
}

/** The bindings the page will have, from the route and the held course state (no user yet). */
function heldBindings(
  params: Record<string, string | undefined>,
  search: string,
  storage: Storage,
): BindingContext {
  const held = readPersisted(storage);
  const course = record(held.course);
  const round = record(held.round);
  const enterprise = record(held.enterprise);
  return {
    route: { params, query: Object.fromEntries(new URLSearchParams(search)) },
    ...(course ? { course } : {}),
    ...(round ? { round, currentRound: round } : {}),
    ...(enterprise ? { enterprise } : {}),
  };
}

/**
 * The layout's first calls: the application settings (the header's app name, the footer's company
 * and filing record: the footer's text is the page's largest paint, src/shell/appSettings.tsx), and
 * the course actor's call that the held state decides, the held round's status (the header and the
 * pages that wait on the round), asked for after the session checks otherwise.
 */
function shellQueries(context: BindingContext): FirstQuery[] {
  const id = context.round?.['id'];
  const settings: FirstQuery = { operation: settingsOperation, params: {} };
  return typeof id === 'number'
    ? [settings, { operation: 'getRound', params: { id } }]
    : [settings];
}

/** Where and with what the prefetch runs. */
export interface RoutePrefetch {
  /** The screen the route shows and the route's parameters. */
  screen: string;
  params: Record<string, string | undefined>;
  /** The address bar's query string. */
  search: string;
  config: RuntimeConfig;
  slot: QueryCacheSlot;
  storage?: Storage;
  now?: number;
  /** Called once the screen's own calls have settled (the course actor's round status may be out). */
  onScreenSettled?: () => void;
}

/**
 * Starts the screen's first queries; resolves when they settled (tests wait on it). Without a held,
 * unexpired token it does nothing. A failed call (a 401 included) is removed from the cache unless a
 * block already shows it, so the page calls again through the app's client, whose 401 handling
 * (clearing the session, the login redirect) runs as it would without the prefetch. Then the early
 * script's answers it did not take are dropped: they were the route's first calls' only.
 */
export async function prefetchRouteData(options: RoutePrefetch): Promise<void> {
  try {
    await prefetchScreen(options);
  } finally {
    dropEarlyAnswers();
  }
}

async function prefetchScreen(options: RoutePrefetch): Promise<void> {
  const { screen: name, params, search, config, slot } = options;
  const storage = options.storage ?? localStorage;
  const token = loadToken(storage);
  const screen = screens[name];
  if (!token || token.expiresAt <= (options.now ?? Date.now()) || !screen) return;
  let context: BindingContext;
  let rounds: Round[];
  try {
    context = heldBindings(params, search, storage);
    rounds = heldRounds(storage);
  } catch {
    return; // Unreadable storage: app start reports it.
  }
  const screenCalls = firstQueries(screen, context, {
    disclosure: disclosureTabs,
    roundScope: roundScopeOf(rounds, context.round?.['id']),
  });
  const otherCalls = shellQueries(context);
  if (screenCalls.length + otherCalls.length === 0) return;
  const client = claimQueryCache(slot, token.accessToken, createQueryClient);
  const api = createOperationCaller(
    createApiClient({
      baseUrl: resolveApiBaseUrl(config),
      // The token the cache is keyed by, not whatever storage holds when the call goes out.
      getToken: () => token.accessToken,
      notifier: silent,
      onUnauthorized: () => undefined,
    }),
  );
  const fetchInto = async ({ operation, params: callParams, body }: FirstQuery) => {
    const queryKey = operationKey(operation, callParams, body);
    try {
      await client.fetchQuery({
        queryKey,
        // Asked when the early script sent it, if it did: this call takes that answer.
        meta: askedAtMeta(earlyAskedAt(operation, callParams)),
        queryFn: async () => (await api.callOperation(operation, callParams, body)) ?? null,
      });
      // Another session took the cache while this call was out: its answer is not that session's.
      if (slot.owner !== token.accessToken) client.removeQueries({ queryKey, exact: true });
    } catch {
      const query = client.getQueryCache().find({ queryKey, exact: true });
      if (query && query.getObserversCount() === 0) client.removeQueries({ queryKey, exact: true });
    }
  };
  // The page waits for its own data only (src/shell/usePrefetchWait.ts), not for the round status.
  const screenSettled = Promise.all(screenCalls.map(fetchInto)).then(() =>
    options.onScreenSettled?.(),
  );
  await Promise.all([screenSettled, ...otherCalls.map(fetchInto)]);
}

// Starts the route-data prefetch at app start when the opened page is a screen and a token is held;
// the prefetch itself (screen configs, query cache, API client) loads in its own chunk, beside the
// screen page's, so the login page's first load does not grow.
import { matchPath } from 'react-router-dom';
import { dropEarlyAnswers } from '../runtime/earlyAnswers';
import type { RuntimeConfig } from '../runtime/runtimeConfig';
import { loadToken } from '../session/storage';
import type { QueryCacheSlot, StartPrefetch } from './queryCacheSlot';
import { matchRoute } from './routeMatch';

/** Loads the prefetch chunk and runs it for `location`; failures only cost the head start. */
export function startRoutePrefetch(
  location: { pathname: string; search: string },
  config: Promise<RuntimeConfig>,
  slot: QueryCacheSlot,
): void {
  const route = matchRoute(location.pathname);
  // No prefetch to take the early script's answers: none may stand in for a later call.
  if (!route?.screen || route.public || route.redirect || !loadToken()) return dropEarlyAnswers();
  const screen = route.screen;
  const params = matchPath({ path: route.path, end: true }, location.pathname)?.params ?? {};
  // The screen page may wait a little for its data (src/shell/usePrefetchWait.ts).
  const record: StartPrefetch = { screen, settled: Promise.resolve(), done: false, waited: false };
  record.settled = new Promise<void>((resolve) => {
    const settle = () => {
      record.done = true;
      resolve();
    };
    Promise.all([import('./routePrefetch'), config])
      .then(([{ prefetchRouteData }, runtimeConfig]) =>
        prefetchRouteData({
          screen,
          params,
          search: location.search,
          config: runtimeConfig,
          slot,
          onScreenSettled: settle,
        }),
      )
      // The chunk did not load: no prefetch takes the early answers (it drops them when it ran).
      .catch(() => dropEarlyAnswers())
      .finally(settle);
  });
  slot.prefetch = record;
}

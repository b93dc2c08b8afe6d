// The screen the browser opened renders once its route-data prefetch has answered, waiting at most a
// moment for it: with the answers in the query cache its tables render with rows in their first pass.
// Without the wait the page rendered first (~200–500 ms of main thread on a cold load), the answers that
// had reached the network meanwhile were handled only after it, and the rows needed a second render.
// The layout around the page renders during the wait, so the wait costs little main-thread time.
import { useEffect, useState } from 'react';
import { useQueryCacheSlot, type StartPrefetch } from './queryCacheSlot';

/** The longest a page waits for its prefetch; after that it renders its loading state as before. */
export const prefetchWaitMs = 150;

function pendingFor(
  prefetch: StartPrefetch | undefined,
  screen: string,
): prefetch is StartPrefetch {
  return prefetch !== undefined && prefetch.screen === screen && !prefetch.done && !prefetch.waited;
}

/**
 * False while `screen`'s start-up prefetch is still out and the page has waited less than
 * `prefetchWaitMs`; true otherwise (no prefetch, another screen, settled, failed, or waited once).
 */
export function usePrefetchWait(screen: string, maxMs = prefetchWaitMs): boolean {
  const slot = useQueryCacheSlot();
  const [prefetch] = useState(() =>
    pendingFor(slot.prefetch, screen) ? slot.prefetch : undefined,
  );
  const [ready, setReady] = useState(prefetch === undefined);
  useEffect(() => {
    if (!prefetch) return;
    let live = true;
    const go = () => {
      // Only the first page waits: a remount of the same screen renders at once.
      prefetch.waited = true;
      if (live) setReady(true);
    };
    const timer = setTimeout(go, maxMs);
    void prefetch.settled.then(go);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [prefetch, maxMs]);
  return ready;
}

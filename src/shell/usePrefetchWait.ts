// The screen the browser opened renders once its route-data prefetch has answered, waiting at most a
// moment for it: with the answers in the query cache its tables render with rows in their first pass.
// Without the wait the page rendered first (~200–500 ms of main thread on a cold load), the answers that
// had reached the network meanwhile were handled only after it, and the rows needed a second render.
// The layout around the page renders during the wait, so the wait costs little main-thread time.
// Even with the answers already in, the page waits for the layout's commit (not its paint): layout and
// page in one commit were one task of ~80–140 ms of CPU on a cold load, Lighthouse's largest long task
// (bench/README.md "Branch assetstbt2"); now they are two, and the page renders as a transition.
import { startTransition, useEffect, useState } from 'react';
import { useQueryCacheSlot, type StartPrefetch } from './queryCacheSlot';

/** The longest a page waits for its prefetch; after that it renders its loading state as before. */
export const prefetchWaitMs = 150;

function firstFor(prefetch: StartPrefetch | undefined, screen: string): prefetch is StartPrefetch {
  return prefetch !== undefined && prefetch.screen === screen && !prefetch.waited;
}

/**
 * On the first mount of the screen the browser opened: false in the mounting commit and while its
 * start-up prefetch is still out (at most `prefetchWaitMs`). True at once otherwise (no prefetch,
 * another screen, or waited once).
 */
export function usePrefetchWait(screen: string, maxMs = prefetchWaitMs): boolean {
  const slot = useQueryCacheSlot();
  const [prefetch] = useState(() => (firstFor(slot.prefetch, screen) ? slot.prefetch : undefined));
  const [ready, setReady] = useState(prefetch === undefined);
  useEffect(() => {
    if (!prefetch) return;
    let live = true;
    const go = () => {
      // Only the first page waits: a remount of the same screen renders at once.
      prefetch.waited = true;
      // A transition: React renders the page in ~5 ms slices, so only its commit is one task (a
      // default-priority update rendered the whole page and committed it in one long task).
      if (live) startTransition(() => setReady(true));
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

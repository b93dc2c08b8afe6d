// The screen the browser opened renders once its route-data prefetch has answered, waiting at most a
// moment for it: with the answers in the query cache its tables render with rows in their first pass.
// Without the wait the page rendered first (~200–500 ms of main thread on a cold load), the answers that
// had reached the network meanwhile were handled only after it, and the rows needed a second render.
// The layout around the page renders during the wait, so the wait costs little main-thread time.
// The page also waits for the layout's first paint, even when its answers are already in: layout and
// page in one commit were one task of ~100 ms of CPU (rc-table's scrollbar measurement forces the
// style and layout of everything the commit added), and the layout's paint, whose footer text is the
// page's largest contentful paint, waited for the tables' layout.
import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from '../engine/afterPaint';
import { useQueryCacheSlot, type StartPrefetch } from './queryCacheSlot';

/** The longest a page waits for its prefetch; after that it renders its loading state as before. */
export const prefetchWaitMs = 150;

function firstFor(prefetch: StartPrefetch | undefined, screen: string): prefetch is StartPrefetch {
  return prefetch !== undefined && prefetch.screen === screen && !prefetch.waited;
}

/**
 * On the first mount of the screen the browser opened: false until the layout has painted and the
 * start-up prefetch has settled (at most `prefetchWaitMs`). True at once otherwise (no prefetch,
 * another screen, or waited once).
 */
export function usePrefetchWait(screen: string, maxMs = prefetchWaitMs): boolean {
  const slot = useQueryCacheSlot();
  const [prefetch] = useState(() => (firstFor(slot.prefetch, screen) ? slot.prefetch : undefined));
  const [ready, setReady] = useState(prefetch === undefined);
  useEffect(() => {
    if (!prefetch) return;
    let live = true;
    let painted = false;
    let timedOut = false;
    const go = () => {
      if (!painted || !(prefetch.done || timedOut)) return;
      // Only the first page waits: a remount of the same screen renders at once.
      prefetch.waited = true;
      // A transition: React renders the page in slices between which the browser may paint.
      if (live) startTransition(() => setReady(true));
    };
    const timer = setTimeout(() => {
      timedOut = true;
      go();
    }, maxMs);
    const cancelPaint = afterNextPaint(() => {
      painted = true;
      go();
    });
    void prefetch.settled.then(go);
    return () => {
      live = false;
      clearTimeout(timer);
      cancelPaint();
    };
  }, [prefetch, maxMs]);
  return ready;
}

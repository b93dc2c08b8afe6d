// Route components from chunk loaders that render at once when the chunk has already arrived (the
// start-up preload fetched it): React.lazy suspends on its first render even then, and a fallback once
// shown makes React 19 hold the revealed content back until 300 ms after it (its fallback throttle),
// which a Chromium trace showed delaying a disclosure page's first rows by ~140 ms.
import { createElement, lazy, useState, type ComponentType } from 'react';
import type { ChunkLoader } from './routeChunks';

/** A component drawn from `pick` of the chunk's module: directly when loaded, else through React.lazy. */
export function preloadedLazy<M, P extends object>(
  load: ChunkLoader<M>,
  pick: (module: M) => ComponentType<P>,
): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: pick(await load()) }));
  function Preloaded(props: P) {
    // Decided once per mount: switching from one to the other later would remount the page.
    const [Loaded] = useState(() => {
      const module = load.loaded();
      return module === undefined ? undefined : pick(module);
    });
    return Loaded ? createElement(Loaded, props) : createElement(Lazy, props);
  }
  return Preloaded;
}

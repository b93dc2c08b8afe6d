// On every route change: clear the page timers and scroll to the top (spec section 2).
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { routeTimers } from './routeTimers';

/** Renders nothing; reacts to location changes. */
export function RouteEffects() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    routeTimers.clearAll();
    globalThis.scrollTo?.(0, 0);
  }, [pathname, search]);
  return null;
}

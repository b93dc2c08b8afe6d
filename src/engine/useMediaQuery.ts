// Whether a CSS media query matches now, following changes (a window resized, a system setting
// switched) without a reload. Read synchronously, so the first render already fits the window.
import { useSyncExternalStore } from 'react';

const subscribers = new Map<string, (onChange: () => void) => () => void>();

/** One subscribe function per query: useSyncExternalStore subscribes again when it changes. */
function subscriberOf(query: string): (onChange: () => void) => () => void {
  let subscribe = subscribers.get(query);
  if (!subscribe) {
    subscribe = (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    };
    subscribers.set(query, subscribe);
  }
  return subscribe;
}

/** True while `query` matches. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    subscriberOf(query),
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Narrower than antd's md breakpoint (768 px): a phone, or a tablet held upright. */
export const narrowWindowQuery = '(max-width: 767.98px)';

// Whether the person asked the operating system for less motion (WCAG 2.3.3). antd's zoom and slide
// animations move a dialog under the pointer while it opens; with the preference they are switched off.
import { useSyncExternalStore } from 'react';

const query = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const snapshot = () => window.matchMedia(query).matches;

/** True while the system asks for reduced motion; follows a change without a reload. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}

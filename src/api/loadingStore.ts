import type { LoadingIndicator } from './types';

/** A loading indicator whose state a component can read with `useSyncExternalStore`. */
export interface LoadingStore extends LoadingIndicator {
  /** Registers a listener called on every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** True while the global loading indicator should be shown. */
  getSnapshot(): boolean;
}

/**
 * Creates the store the pipeline drives (pass it as `loading` to `createApiClient`) and the shell
 * reads to draw one page-level spinner, so the pipeline stays free of React.
 */
export function createLoadingStore(): LoadingStore {
  let visible = false;
  const listeners = new Set<() => void>();
  const set = (next: boolean) => {
    if (next === visible) return;
    visible = next;
    listeners.forEach((listener) => listener());
  };
  return {
    show: () => set(true),
    hide: () => set(false),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => visible,
  };
}

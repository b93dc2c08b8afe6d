// Where the app keeps its one query cache: App makes the empty slot, the first screen that needs the
// cache (or the route-data prefetch, before the page mounts) creates it there, so TanStack Query loads
// with the screens, not the login. The cache belongs to one session: answers fetched with one token
// are never shown under another (another user, or the same person after a new login).
import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';

/** The route-data prefetch of the page the browser opened, while the page may still wait for it. */
export interface StartPrefetch {
  /** The screen it asks for. */
  screen: string;
  /** Its calls have all answered or failed. */
  settled: Promise<void>;
  done: boolean;
  /** A page has waited for it once already (a later page never waits). */
  waited: boolean;
}

/** The app's query cache, once a screen has made it, and the token its answers were fetched with. */
export interface QueryCacheSlot {
  client: QueryClient | null;
  owner?: string | null;
  /** The start-up prefetch, when one runs (src/shell/startRoutePrefetch.ts). */
  prefetch?: StartPrefetch;
}

/**
 * The slot's client for the session holding `token`, made with `create` when there is none yet; a
 * cache filled under another token is emptied first.
 */
export function claimQueryCache(
  slot: QueryCacheSlot,
  token: string | null,
  create: () => QueryClient,
): QueryClient {
  if (slot.client && slot.owner !== token) slot.client.clear();
  slot.owner = token;
  return (slot.client ??= create());
}

/** React context of the slot; the default is a slot of its own (tests without App). */
export const QueryCacheContext = createContext<QueryCacheSlot>({ client: null });

/** The app's slot. */
export function useQueryCacheSlot(): QueryCacheSlot {
  return useContext(QueryCacheContext);
}

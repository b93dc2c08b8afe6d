// Where the app keeps its one query cache: App makes the empty slot, the first screen that needs the
// cache creates it there (ShellEngineProvider), so TanStack Query loads with the screens, not the login.
import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';

/** The app's query cache, once a screen has made it. */
export interface QueryCacheSlot {
  client: QueryClient | null;
}

/** React context of the slot; the default is a slot of its own (tests without App). */
export const QueryCacheContext = createContext<QueryCacheSlot>({ client: null });

/** The app's slot. */
export function useQueryCacheSlot(): QueryCacheSlot {
  return useContext(QueryCacheContext);
}

// Gives the page engine (with its block registry) the live app's environment and the app's query cache.
import { useState, type ReactNode } from 'react';
import { EngineProvider } from '../engine/EngineProvider';
import { createQueryClient } from '../engine/query/queryClient';
import { claimQueryCache, useQueryCacheSlot } from './queryCacheSlot';
import { useServices } from './services';
import { useShellEngineEnv } from './useShellEngineEnv';
// The bespoke widgets register with the engine that places them, not with the app entry: the login
// page needs neither.
import '../widgets/register';

/** Wraps a page so its config blocks can render against the live app state. */
export function ShellEngineProvider({ children }: { children: ReactNode }) {
  const slot = useQueryCacheSlot();
  const { getToken } = useServices();
  // One cache for the whole app: every screen after the first reuses the one the first made (or the
  // route-data prefetch filled), as long as it was filled under this session's token.
  const [client] = useState(() => claimQueryCache(slot, getToken(), createQueryClient));
  return (
    <EngineProvider env={useShellEngineEnv()} queryClient={client}>
      {children}
    </EngineProvider>
  );
}

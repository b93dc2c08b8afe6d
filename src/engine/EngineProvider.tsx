// Provides the engine environment, the built-in block registry and (when given) the query cache to
// everything below it.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RegistryContext } from './BlockList';
import { builtinRegistry } from './builtinRegistry';
import { EngineContext, type EngineEnv } from './env';
import type { BlockRendererRegistry } from './registry';

/**
 * Wraps the app (or a test) so pages and blocks can render. `queryClient` is the cache data sources
 * share; when left out, the one of a surrounding QueryClientProvider is used (the app's).
 */
export function EngineProvider({
  env,
  registry = builtinRegistry,
  queryClient,
  children,
}: {
  env: EngineEnv;
  registry?: BlockRendererRegistry;
  queryClient?: QueryClient;
  children: ReactNode;
}) {
  const body = (
    <EngineContext.Provider value={env}>
      <RegistryContext.Provider value={registry}>{children}</RegistryContext.Provider>
    </EngineContext.Provider>
  );
  return queryClient ? (
    <QueryClientProvider client={queryClient}>{body}</QueryClientProvider>
  ) : (
    body
  );
}

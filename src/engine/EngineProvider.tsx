// Provides the engine environment and the built-in block registry to everything below it.
import type { ReactNode } from 'react';
import { RegistryContext } from './BlockList';
import { builtinRegistry } from './builtinRegistry';
import { EngineContext, type EngineEnv } from './env';
import type { BlockRendererRegistry } from './registry';

/** Wraps the app (or a test) so pages and blocks can render. */
export function EngineProvider({
  env,
  registry = builtinRegistry,
  children,
}: {
  env: EngineEnv;
  registry?: BlockRendererRegistry;
  children: ReactNode;
}) {
  return (
    <EngineContext.Provider value={env}>
      <RegistryContext.Provider value={registry}>{children}</RegistryContext.Provider>
    </EngineContext.Provider>
  );
}

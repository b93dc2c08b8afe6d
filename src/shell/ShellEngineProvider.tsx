// Gives the page engine (with its block registry) the live app's environment.
import type { ReactNode } from 'react';
import { EngineProvider } from '../engine/EngineProvider';
import { useShellEngineEnv } from './useShellEngineEnv';

/** Wraps a page so its config blocks can render against the live app state. */
export function ShellEngineProvider({ children }: { children: ReactNode }) {
  return <EngineProvider env={useShellEngineEnv()}>{children}</EngineProvider>;
}

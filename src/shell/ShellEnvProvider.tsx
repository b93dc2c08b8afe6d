// The engine environment without the block engines, for the widgets the layouts mount themselves
// (holdings, exam drawer, notices, password, user menu): importing the block registry here would pull
// every block (charts, forms) into the first-load chunk.
import type { ReactNode } from 'react';
import { EngineContext } from '../engine/env';
import { useShellEngineEnv } from './useShellEngineEnv';

/** Provides the live engine environment to the widgets below it. */
export function ShellEnvProvider({ children }: { children: ReactNode }) {
  return <EngineContext.Provider value={useShellEngineEnv()}>{children}</EngineContext.Provider>;
}

// App-wide services created once at start: runtime config, the typed API client and the notifier.
import { createContext, useContext } from 'react';
import type { ApiClient } from '../api/client';
import type { RuntimeConfig } from '../runtime/runtimeConfig';
import type { ShellNotifier } from './notifier';

/** What every part of the shell reaches through context. */
export interface ShellServices {
  runtimeConfig: RuntimeConfig;
  /** Absolute API base URL (also the default identity-server authority and hub origin). */
  apiBaseUrl: string;
  api: ApiClient;
  notifier: ShellNotifier;
  /** The current access token, or null before login (a getter, so it is always fresh). */
  getToken: () => string | null;
  /** Sets where 401 answers are reported (the session provider does, once it runs). */
  onUnauthorized: (handler: () => void) => void;
}

/** React context of the shell services. */
export const ServicesContext = createContext<ShellServices | undefined>(undefined);

/** The shell services; throws outside the provider so a wiring mistake shows at once. */
export function useServices(): ShellServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('缺少应用服务（ServicesContext）');
  return services;
}

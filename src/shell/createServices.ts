// Builds the shell services: the API client wired to the session's token and the shell notifier.
import { createApiClient } from '../api/client';
import { resolveApiBaseUrl } from '../api/baseUrl';
import type { RuntimeConfig } from '../runtime/runtimeConfig';
import { loadToken } from '../session/storage';
import { createShellNotifier, type ShellNotifier } from './notifier';
import type { ShellServices } from './services';

/** Creates the services for a runtime config; the token is read from storage on every call. */
export function createServices(
  runtimeConfig: RuntimeConfig,
  notifier: ShellNotifier = createShellNotifier(),
): ShellServices {
  const apiBaseUrl = resolveApiBaseUrl(runtimeConfig);
  let unauthorized: () => void = () => undefined;
  // Storage is the one truth for the token: the session machine saves there, logout clears it.
  const getToken = () => loadToken()?.accessToken ?? null;
  const api = createApiClient({
    baseUrl: apiBaseUrl,
    getToken,
    notifier,
    onUnauthorized: () => unauthorized(),
  });
  const onUnauthorized = (handler: () => void) => {
    unauthorized = handler;
  };
  return { runtimeConfig, apiBaseUrl, api, notifier, getToken, onUnauthorized };
}

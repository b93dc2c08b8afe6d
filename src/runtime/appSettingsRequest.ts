// The application settings' first request (ABP's application-configuration: the app name the login
// page's title shows, the footer, the password rule) when no token is held: index.html's early script
// starts it once the runtime configuration has arrived (public/app-config-early.js), beside the start
// chunk's download; this module takes it, or starts it itself when the early script had not run. Asked
// for by the shell after its first commit, it came back after the login page had rendered (and, in
// Lighthouse's simulation, ended the LCP's chain). With a token the shell asks as before (the answer
// then also names the signed-in user).
import { resolveApiBaseUrl } from '../api/baseUrl';
import { defaultCulture } from '../api/middleware/culture';
import { loadToken } from '../session/storage';
import type { RuntimeConfig } from './runtimeConfig';

/** Setting values by key, as application-configuration's `setting.values` holds them. */
export type SettingValues = Record<string, string>;

/** The early request: its answer once arrived (read on the first render), and its promise. */
export interface SettingsRequest {
  /** The settings, once the answer has arrived; undefined before, or when the request failed. */
  values?: SettingValues;
  /** Settles with the settings, or undefined when the request failed (the shell then asks itself). */
  settled: Promise<SettingValues | undefined>;
}

/** Where the early script leaves its request. */
const earlyKey = '__appSettingsRequest';

/** The early script's request, taken once. */
function takeEarlyRequest(): Promise<Response | undefined> | undefined {
  const holder = globalThis as { [earlyKey]?: Promise<Response | undefined> };
  const early = holder[earlyKey];
  delete holder[earlyKey];
  return early;
}

function settingValues(body: unknown): SettingValues | undefined {
  const values = (body as { setting?: { values?: unknown } } | null)?.setting?.values;
  return typeof values === 'object' && values !== null ? (values as SettingValues) : undefined;
}

/** Starts the request when no token is held (a first visit or the login page); otherwise nothing. */
export function startSettingsRequest(
  config: Promise<RuntimeConfig>,
  fetchFn: typeof fetch = fetch,
): SettingsRequest | undefined {
  if (loadToken()) return undefined;
  const request: SettingsRequest = { settled: Promise.resolve(undefined) };
  const response =
    takeEarlyRequest() ??
    config.then((runtimeConfig) =>
      fetchFn(`${resolveApiBaseUrl(runtimeConfig)}/api/abp/application-configuration`, {
        headers: { 'Accept-Language': defaultCulture, culture: defaultCulture },
      }),
    );
  request.settled = response
    .then((answer) => (answer?.ok ? answer.json() : undefined))
    .then((body: unknown) => {
      request.values = settingValues(body);
      return request.values;
    })
    .catch(() => undefined);
  return request;
}

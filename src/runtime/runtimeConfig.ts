/**
 * Runtime configuration, read at start from `/app-config.json`, so one build can point at the
 * reference back end or a production ABP back end without rebuilding.
 */
export interface RuntimeConfig {
  /** Base URL of the API; empty means the same origin as the app. */
  apiBaseUrl: string;
  /** OpenID Connect authority (identity server); empty means the API origin. */
  authority: string;
  /** OAuth client id of this front end at the identity server. */
  clientId: string;
  /** Scopes requested at login. */
  scope: string;
  /** Login methods offered on the login page. */
  loginModes: ReadonlyArray<'password' | 'oidc'>;
}

/** Defaults used for any key the file leaves out. */
export const defaultRuntimeConfig: RuntimeConfig = {
  apiBaseUrl: '',
  authority: '',
  clientId: 'power-trading-web',
  scope: 'openid profile offline_access PowerTrading',
  loginModes: ['password', 'oidc'],
};

/** Merges a parsed config file over the defaults, ignoring keys of the wrong type. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const config: RuntimeConfig = { ...defaultRuntimeConfig };
  if (typeof raw !== 'object' || raw === null) return config;
  const source = raw as Record<string, unknown>;
  for (const key of ['apiBaseUrl', 'authority', 'clientId', 'scope'] as const) {
    const value = source[key];
    if (typeof value === 'string') config[key] = value;
  }
  const modes = source.loginModes;
  if (Array.isArray(modes)) {
    config.loginModes = modes.filter(
      (m): m is 'password' | 'oidc' => m === 'password' || m === 'oidc',
    );
  }
  return config;
}

/** Where the early script (public/app-config-early.js) leaves its request for `/app-config.json`. */
const earlyKey = '__appConfigRequest';

/**
 * The request index.html started while the scripts downloaded, taken once: it is the first load's
 * answer; a retry asks again.
 */
function takeEarlyRequest(): Promise<Response> | undefined {
  const holder = globalThis as { [earlyKey]?: Promise<Response> };
  const early = holder[earlyKey];
  delete holder[earlyKey];
  return early;
}

/**
 * Loads `/app-config.json`; a missing or broken file falls back to the defaults. When the app's code
 * runs before the early script, its own fetch takes index.html's preload: same URL and modes, and no
 * `no-store` (which would skip the preload and ask again; the file is served no-cache, so never stale).
 */
export async function loadRuntimeConfig(fetchFn: typeof fetch = fetch): Promise<RuntimeConfig> {
  try {
    const response = (await takeEarlyRequest()) ?? (await fetchFn('/app-config.json'));
    if (!response.ok) return defaultRuntimeConfig;
    return parseRuntimeConfig(await response.json());
  } catch {
    return defaultRuntimeConfig;
  }
}

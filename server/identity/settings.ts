/**
 * Identity provider settings, read from environment variables with safe defaults:
 * PUBLIC_URL (issuer and own origin, default http://HOST:PORT with 0.0.0.0 read as 127.0.0.1),
 * OIDC_EXTRA_ORIGINS (comma-separated origins also allowed as redirect targets, e.g. the Vite dev
 * server), ACCESS_TOKEN_TTL (seconds, default 28800) and TOKEN_RATE_LIMIT (token requests per
 * minute per client address, default 60).
 */
export interface IdentitySettings {
  /** Issuer URL without a trailing slash; the provider, the app and the hubs share its origin. */
  issuer: string;
  /** Other origins whose /oidc-callback and /oidc-signout are accepted as redirect targets. */
  extraOrigins: string[];
  /** Lifetime of access tokens in seconds. */
  accessTokenTtl: number;
  /** Token endpoint requests allowed per minute from one address. */
  tokenRateLimit: number;
}

/** Id of the single-page app's client, as app-config.json names it. */
export const webClientId = 'power-trading-web';

/** Resource indicator of the API; access tokens are issued for it. */
export const apiResource = 'urn:power-trading:api';

/** The API scope (a resource-server scope only, so no consent prompt appears). */
export const apiScope = 'PowerTrading';

function positive(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

/** Reads identity settings from an environment (process.env by default). */
export function readIdentitySettings(env: NodeJS.ProcessEnv = process.env): IdentitySettings {
  const host = !env.HOST || env.HOST === '0.0.0.0' ? '127.0.0.1' : env.HOST;
  const issuer = (env.PUBLIC_URL ?? `http://${host}:${env.PORT ?? 8080}`).replace(/\/+$/, '');
  return {
    issuer,
    extraOrigins: (env.OIDC_EXTRA_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    accessTokenTtl: positive(env.ACCESS_TOKEN_TTL, 8 * 3600),
    tokenRateLimit: positive(env.TOKEN_RATE_LIMIT, 60),
  };
}

/** Every origin the web client may be served from: the issuer's, its loopback twin, the extras. */
export function clientOrigins(settings: IdentitySettings): string[] {
  const own = new URL(settings.issuer);
  const origins = new Set([own.origin, ...settings.extraOrigins]);
  // 127.0.0.1 and localhost are the same machine; a browser may use either name.
  if (own.hostname === '127.0.0.1') origins.add(own.origin.replace('127.0.0.1', 'localhost'));
  if (own.hostname === 'localhost') origins.add(own.origin.replace('localhost', '127.0.0.1'));
  return [...origins];
}

import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifyCookie from '@fastify/cookie';
// helmet is what @fastify/helmet wraps (its dependency, same version); used directly so its headers are
// computed once instead of on every request as the plugin does (a profile showed ~5% of server CPU).
import helmet, { type HelmetOptions } from 'helmet';
import { HttpError } from '../auth/identity';

/**
 * Security settings: CORS_ORIGINS (comma-separated origins allowed to call the API from another
 * origin; none by default, so CORS is closed) and CSP_CONNECT_SRC (extra origins the app may
 * connect to, e.g. a production API named in app-config.json).
 */
export interface SecuritySettings {
  corsOrigins: string[];
  connectSources: string[];
  /** Origins images may come from besides this one (the origin of an https APP_LOGO). */
  imageSources: string[];
  /** Origins the login form may be redirected to after sign-in (the client's redirect origins). */
  formTargets: string[];
  /** Mark the anti-forgery cookie Secure (when the app is served over https). */
  secureCookies: boolean;
}

/** Name of the anti-forgery cookie the app reads, as ABP names it. */
export const xsrfCookie = 'XSRF-TOKEN';
/** Header the app echoes the anti-forgery cookie in, as ABP names it. */
export const xsrfHeader = 'requestverificationtoken';

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);

/** The origin of an https logo address, which the page must be allowed to load it from. */
function logoOrigin(logo: string | undefined): string[] {
  if (!logo?.startsWith('https://')) return [];
  try {
    return [new URL(logo).origin];
  } catch {
    return [];
  }
}

/** Reads the security settings from an environment (process.env by default). */
export function readSecuritySettings(
  env: NodeJS.ProcessEnv = process.env,
  formTargets: string[] = [],
): SecuritySettings {
  return {
    corsOrigins: list(env.CORS_ORIGINS),
    connectSources: list(env.CSP_CONNECT_SRC),
    imageSources: logoOrigin(env.APP_LOGO),
    formTargets,
    secureCookies: (env.PUBLIC_URL ?? '').startsWith('https:'),
  };
}

const hasBearer = (request: FastifyRequest): boolean =>
  /^Bearer\s/i.test(request.headers.authorization ?? '');

/**
 * The headers helmet sets with these options, computed once: its middleware is run against a response
 * that only records them. With no nonces and no per-request directive functions they are constant.
 */
export function helmetHeaders(options: HelmetOptions): Array<[string, string]> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    },
    removeHeader(name: string) {
      headers.delete(name);
    },
  } as unknown as ServerResponse;
  let failed: unknown;
  helmet(options)({} as IncomingMessage, recorder, (error?: unknown) => {
    failed = error;
  });
  if (failed) throw failed instanceof Error ? failed : new Error(String(failed));
  return [...headers];
}

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Anti-forgery rule: a state-changing /api/ call that carries cookies but no bearer token must echo
 * the XSRF-TOKEN cookie in the RequestVerificationToken header. Calls with a bearer token are not
 * forgeable (a browser never adds that header by itself); calls without cookies carry no ambient
 * credentials. The identity provider's own forms are protected by its SameSite cookies and secrets.
 */
export function checkAntiForgery(request: FastifyRequest): void {
  if (!unsafeMethods.has(request.method) || !request.url.startsWith('/api/')) return;
  if (hasBearer(request)) return;
  if (!request.headers.cookie) return;
  const cookie = request.cookies[xsrfCookie] ?? '';
  const header = request.headers[xsrfHeader];
  const sent = Array.isArray(header) ? (header[0] ?? '') : (header ?? '');
  const ok =
    cookie.length > 0 &&
    sent.length === cookie.length &&
    crypto.timingSafeEqual(Buffer.from(sent), Buffer.from(cookie));
  if (!ok)
    throw new HttpError(400, '防伪令牌验证失败，请刷新页面后重试', 'AntiforgeryTokenInvalid');
}

function applyCors(settings: SecuritySettings, request: FastifyRequest, reply: FastifyReply) {
  const origin = request.headers.origin;
  // The identity provider answers CORS for its own endpoints (per registered client).
  if (!origin || request.url.startsWith('/connect/') || request.url.startsWith('/.well-known/')) {
    return false;
  }
  if (!settings.corsOrigins.includes(origin)) return false;
  reply.header('access-control-allow-origin', origin);
  reply.header('access-control-allow-credentials', 'true');
  reply.header('vary', 'Origin');
  if (request.method !== 'OPTIONS') return false;
  reply.header('access-control-allow-methods', 'GET,POST,PUT,PATCH,DELETE');
  reply.header(
    'access-control-allow-headers',
    'authorization,content-type,requestverificationtoken,accept-language,showloading,x-requested-with,x-signalr-user-agent',
  );
  reply.header('access-control-max-age', '600');
  return true;
}

/**
 * Security headers and a content security policy the built app works under (antd needs inline
 * styles; scripts only from this origin), the anti-forgery cookie and check, and CORS closed unless
 * CORS_ORIGINS names origins.
 */
export async function registerSecurity(
  app: FastifyInstance,
  settings: SecuritySettings,
): Promise<void> {
  await app.register(fastifyCookie);
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...settings.imageSources],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...settings.connectSources],
        frameSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'", ...settings.formTargets],
        frameAncestors: ["'self'"],
      },
    },
    // HSTS only makes sense over https; on plain http it would be ignored or confusing.
    strictTransportSecurity: settings.secureCookies,
  });
  // On the raw response, as the plugin did, so routes that answer through it (the identity provider)
  // get them too. One callback hook for all of it: it runs on every request, and an async hook costs a
  // promise per request.
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    if (applyCors(settings, request, reply)) {
      void reply.code(204).send();
      return;
    }
    try {
      checkAntiForgery(request);
    } catch (error) {
      done(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    // A call with a bearer token neither needs nor sends the cookie (the check above skips it); the
    // app's pages and its cookie-carrying calls still get one.
    if (!request.cookies[xsrfCookie] && !hasBearer(request)) {
      reply.setCookie(xsrfCookie, crypto.randomBytes(24).toString('base64url'), {
        path: '/',
        sameSite: 'strict',
        secure: settings.secureCookies,
        httpOnly: false,
      });
    }
    done();
  });
}

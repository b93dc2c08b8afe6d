import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import { HttpError } from '../auth/identity';

/**
 * Security settings: CORS_ORIGINS (comma-separated origins allowed to call the API from another
 * origin; none by default, so CORS is closed) and CSP_CONNECT_SRC (extra origins the app may
 * connect to, e.g. a production API named in app-config.json).
 */
export interface SecuritySettings {
  corsOrigins: string[];
  connectSources: string[];
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

/** Reads the security settings from an environment (process.env by default). */
export function readSecuritySettings(
  env: NodeJS.ProcessEnv = process.env,
  formTargets: string[] = [],
): SecuritySettings {
  return {
    corsOrigins: list(env.CORS_ORIGINS),
    connectSources: list(env.CSP_CONNECT_SRC),
    formTargets,
    secureCookies: (env.PUBLIC_URL ?? '').startsWith('https:'),
  };
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
  if (/^Bearer\s/i.test(request.headers.authorization ?? '')) return;
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
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
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
  app.addHook('onRequest', async (request, reply) => {
    if (applyCors(settings, request, reply)) return reply.code(204).send();
    checkAntiForgery(request);
    if (!request.cookies[xsrfCookie]) {
      reply.setCookie(xsrfCookie, crypto.randomBytes(24).toString('base64url'), {
        path: '/',
        sameSite: 'strict',
        secure: settings.secureCookies,
        httpOnly: false,
      });
    }
  });
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Kysely } from 'kysely';
import type Provider from 'oidc-provider';
import type { Database } from '../db/schema';
import { interactionRoutes } from './interaction';
import { SignInGuard } from './lockout';
import { createProvider, identityRoutes } from './provider';
import type { IdentitySettings } from './settings';
import { accessTokenVerifier, type TokenVerifier } from './tokens';

/** What the identity provider gives the rest of the server. */
export interface IdentityService {
  provider: Provider;
  /** Verifies API access tokens (used by the authentication hook and the hubs). */
  verifyToken: TokenVerifier;
}

/** OAuth-shaped 429 for the token endpoint, so clients read it like any other token error. */
export class TokenRateLimitError extends Error {
  readonly statusCode = 429;
  readonly oauth = {
    error: 'slow_down',
    error_description: '登录尝试过于频繁，请稍后再试',
  };
}

/**
 * Mounts oidc-provider at the root (its /connect/... routes and /.well-known) and the login
 * interaction, with a per-address rate limit on the token endpoint and on the login form (the
 * per-account limit is the SignInGuard's lockout, shared by both).
 */
export async function registerIdentity(
  app: FastifyInstance,
  db: Kysely<Database>,
  settings: IdentitySettings,
): Promise<IdentityService> {
  const guard = new SignInGuard(db);
  const provider = await createProvider(db, settings, guard);
  const callback = provider.callback();
  const handOver = (request: FastifyRequest, reply: FastifyReply) => {
    // The provider is a Koa app reading the raw body itself: Fastify must neither parse nor reply.
    reply.hijack();
    callback(request.raw, reply.raw);
  };

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    await scope.register(rateLimit, {
      global: false,
      errorResponseBuilder: () => new TokenRateLimitError('登录尝试过于频繁，请稍后再试'),
    });
    scope.post(
      identityRoutes.token,
      { config: { rateLimit: { max: settings.tokenRateLimit, timeWindow: '1 minute' } } },
      handOver,
    );
    scope.all('/connect/*', handOver);
    scope.all('/.well-known/*', handOver);
  });
  await app.register(interactionRoutes, {
    provider,
    guard,
    loginRateLimit: settings.tokenRateLimit,
  });

  return { provider, verifyToken: accessTokenVerifier(provider, db) };
}

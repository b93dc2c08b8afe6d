import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Kysely } from 'kysely';
import type { default as Provider, KoaContextWithOIDC } from 'oidc-provider';
import type { Database } from '../db/schema';
import { releaseContextWhenIdle } from './idleContext';
import { interactionRoutes } from './interaction';
import { SignInGuard } from './lockout';
import { endUserSessions } from './revocation';
import { createProvider, identityRoutes } from './provider';
import type { IdentitySettings } from './settings';
import { accessTokenVerifier, type TokenVerifier } from './tokens';

/** What the identity provider gives the rest of the server. */
export interface IdentityService {
  provider: Provider;
  /** Verifies API access tokens (used by the authentication hook and the hubs). */
  verifyToken: TokenVerifier;
  /** Calls the listener after each revocation at /connect/revocation (the hubs recheck tokens). */
  onRevocation: (listener: () => void) => void;
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
  const callback = releaseContextWhenIdle(provider.callback());
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

  // Logout: the app revokes its token; the grant goes with it (revokeGrantPolicy), the user's
  // provider sessions end and live hub connections are checked again.
  const listeners: Array<() => void> = [];
  provider.on('grant.revoked', (ctx: KoaContextWithOIDC) => {
    const { entities, route } = ctx.oidc;
    const accountId = entities.AccessToken?.accountId ?? entities.RefreshToken?.accountId;
    const ended = route === 'revocation' && accountId ? endUserSessions(db, accountId) : undefined;
    void Promise.resolve(ended)
      .catch((error: unknown) => app.log.error(error))
      .finally(() => listeners.forEach((l) => l()));
  });

  return {
    provider,
    verifyToken: accessTokenVerifier(provider, db),
    onRevocation: (listener) => void listeners.push(listener),
  };
}

import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { TokenVerifier } from '../identity/tokens';

/** Paths whose callers are identified; the identity provider and static files need no look-up. */
const authenticatedPrefixes = ['/api/', '/signalr/'];

/**
 * The bearer token of a request: the Authorization header, or for hub paths the `access_token`
 * query parameter (browsers cannot set headers on a WebSocket).
 */
export function bearerToken(request: Pick<IncomingMessage, 'headers' | 'url'>): string | undefined {
  const header = request.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    return match?.[1];
  }
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (!url.pathname.startsWith('/signalr/')) return undefined;
  return url.searchParams.get('access_token') ?? undefined;
}

/**
 * Adds the hook that verifies the bearer token and sets `request.identity`. A request without a
 * valid token is let through with no identity; routes decide with requireIdentity/requireAdmin.
 */
export function registerAuthentication(app: FastifyInstance, verify: TokenVerifier): void {
  app.decorateRequest('identity', undefined);
  app.addHook('onRequest', async (request) => {
    if (!authenticatedPrefixes.some((p) => request.url.startsWith(p))) return;
    const token = bearerToken(request.raw);
    if (token) request.identity = await verify(token);
  });
}

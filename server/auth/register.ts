import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { registerErrorHandler } from '../http/errors';
import { readSecuritySettings, registerSecurity } from '../http/security';
import { registerIdentity, type IdentityService } from '../identity/plugin';
import { clientOrigins, readIdentitySettings, type IdentitySettings } from '../identity/settings';
import { registerRealtime } from '../realtime/plugin';
import type { HubPair } from '../realtime/publisher';
import { appRoutes } from '../routes/app';
import { userRoutes } from '../routes/user';
import { registerAuthentication } from './authenticate';

/** Options for the identity side of the app; anything left out comes from the environment. */
export interface PlatformOptions {
  db: Kysely<Database>;
  identity?: Partial<IdentitySettings>;
  /** Hub keep-alive ping interval in milliseconds (tests shorten it). */
  pingIntervalMs?: number;
}

/** What the rest of the server may use: the identity provider and the hubs. */
export interface Platform {
  identity: IdentityService;
  hubs: HubPair;
}

/**
 * Registers, in order: the ABP-shaped error handler, security headers/CSP/CORS/anti-forgery, the
 * identity provider, the bearer-token authentication hook, the user and app routes and the hubs.
 */
export async function registerPlatform(
  app: FastifyInstance,
  options: PlatformOptions,
): Promise<Platform> {
  const settings = { ...readIdentitySettings(), ...options.identity };
  registerErrorHandler(app);
  await registerSecurity(app, readSecuritySettings(process.env, clientOrigins(settings)));
  const identity = await registerIdentity(app, options.db, settings);
  registerAuthentication(app, identity.verifyToken);
  await app.register(userRoutes, { db: options.db });
  await app.register(appRoutes, { db: options.db });
  const hubs = registerRealtime(app, {
    db: options.db,
    verifyToken: identity.verifyToken,
    pingIntervalMs: options.pingIntervalMs,
    onRevocation: identity.onRevocation,
  });
  return { identity, hubs };
}

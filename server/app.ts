import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { flushWrites } from './db/database';
import type { Database } from './db/schema';
import { registerPlatform, type PlatformOptions } from './auth/register';
import { frameworkClientError } from './http/errors';
import {
  lazyChildLogger,
  loggerOptions,
  logServerErrors,
  type LogDestination,
} from './http/logging';
import { hubEvents, joinHubCourse, moveHubUser } from './routes/context';
import { domainRoutes } from './routes';
import { serveFrontEnd } from './http/staticFiles';

/** What the app needs from the outside world; tests pass their own. */
export interface AppDeps {
  db: Kysely<Database>;
  /** Folder with the built front end; when it has no index.html only the API is served. */
  staticDir: string;
  /** Structured (pino) logging: true for standard output, a destination to capture the lines. */
  logger?: boolean | LogDestination;
  /** Identity provider settings overriding the environment (tests set the issuer). */
  identity?: PlatformOptions['identity'];
}

/** Builds the Fastify app: health, API routes and the static front end on one port. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ? loggerOptions(deps.logger === true ? undefined : deps.logger) : false,
    // Each request's logger is made on its first line, not on every request (logging.ts).
    childLoggerFactory: lazyChildLogger,
    // Errors raised before routing (a malformed URL) get the same ABP shape as every other error.
    frameworkErrors: (error, _request, reply) => {
      // The handler's reply type is generic over an unknown route; a plain reply is what it is.
      const plain = reply as unknown as FastifyReply;
      void plain.code(error.statusCode ?? 400).send(frameworkClientError(error));
    },
  });
  logServerErrors(app);
  // A request that may have written is answered only once its commits are on disk (group commit).
  app.addHook('onSend', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') await flushWrites(deps.db);
  });
  await registerPlatform(app, { db: deps.db, identity: deps.identity });
  await app.register(domainRoutes, {
    db: deps.db,
    events: hubEvents,
    moveUser: moveHubUser,
    joinCourse: joinHubCourse,
  });

  app.get('/health', async () => {
    const row = await deps.db
      .selectFrom('app_meta')
      .select('value')
      .where('key', '=', 'first_start')
      .executeTakeFirst();
    return { status: 'ok', since: row?.value ?? null };
  });

  const indexFile = path.join(deps.staticDir, 'index.html');
  if (fs.existsSync(indexFile)) {
    await serveFrontEnd(app, deps.staticDir);
  }
  return app;
}

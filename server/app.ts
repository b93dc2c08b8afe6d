import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { flushWrites } from './db/database';
import type { Database } from './db/schema';
import { registerPlatform, type PlatformOptions } from './auth/register';
import { hubEvents, moveHubUser } from './routes/context';
import { domainRoutes } from './routes';
import { serveFrontEnd } from './http/staticFiles';

/** What the app needs from the outside world; tests pass their own. */
export interface AppDeps {
  db: Kysely<Database>;
  /** Folder with the built front end; when it has no index.html only the API is served. */
  staticDir: string;
  logger?: boolean;
  /** Identity provider settings overriding the environment (tests set the issuer). */
  identity?: PlatformOptions['identity'];
}

/** Builds the Fastify app: health, API routes and the static front end on one port. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({ logger: deps.logger ?? false });
  // A request that may have written is answered only once its commits are on disk (group commit).
  app.addHook('onSend', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') await flushWrites(deps.db);
  });
  await registerPlatform(app, { db: deps.db, identity: deps.identity });
  await app.register(domainRoutes, { db: deps.db, events: hubEvents, moveUser: moveHubUser });

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

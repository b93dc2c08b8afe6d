import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { WebSocketServer } from 'ws';
import { bearerToken } from '../auth/authenticate';
import { isAdmin, requireIdentity, type Identity } from '../auth/identity';
import type { Database } from '../db/schema';
import type { TokenVerifier } from '../identity/tokens';
import { findUserById } from '../identity/users';
import { Hub } from './hub';
import { attachHubs, type HubPair } from './publisher';

/** Which courses' messages a user receives: their current course and every course they teach. */
export type CourseResolver = (identity: Identity) => Promise<number[]>;

/** Options of the hubs; tests shorten the ping. */
export interface RealtimeOptions {
  db: Kysely<Database>;
  verifyToken: TokenVerifier;
  /** Keep-alive ping interval (default 15 s, as ASP.NET Core SignalR). */
  pingIntervalMs?: number;
  resolveCourses?: CourseResolver;
  /** How often live connections' tokens are checked again (default: the ping interval). */
  revalidateIntervalMs?: number;
  /** Subscribes to token revocations (logout), so the connections are checked at once. */
  onRevocation?: (listener: () => void) => void;
}

/** Hub paths as the front end names them. */
export const hubPaths = { notice: '/signalr/notice', titan: '/signalr/titan' } as const;

function usersCourses(db: Kysely<Database>): CourseResolver {
  return async (identity) => {
    const user = await findUserById(db, identity.userId);
    // A teacher's pages (course page, grades, the monitor) follow any course they teach.
    const taught = isAdmin(identity)
      ? await db
          .selectFrom('course')
          .select('id')
          .where('teacherId', '=', identity.userId)
          .execute()
      : [];
    const ids = [user?.currentCourseId, user?.adminCourseId, ...taught.map((c) => c.id)];
    return [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  };
}

function refuse(socket: Duplex, status: number, reason: string): void {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * Serves the SignalR hubs signalr/notice and signalr/titan on the app's port: negotiate routes,
 * the WebSocket upgrade authenticated by the access token, and a clean close (allowReconnect) when
 * the app stops.
 */
export function registerRealtime(app: FastifyInstance, options: RealtimeOptions): HubPair {
  const ping = options.pingIntervalMs ?? 15_000;
  const hubs: HubPair = {
    notice: new Hub(hubPaths.notice, ping),
    titan: new Hub(hubPaths.titan, ping),
  };
  const byPath = new Map([hubs.notice, hubs.titan].map((h) => [h.path, h]));
  const resolveCourses = options.resolveCourses ?? usersCourses(options.db);
  const detach = attachHubs(hubs);
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });

  for (const hub of byPath.values()) {
    app.post(`${hub.path}/negotiate`, async (request) => hub.negotiate(requireIdentity(request)));
  }

  app.server.on('upgrade', (request, socket, head) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const hub = byPath.get(url.pathname);
    if (!hub) return refuse(socket, 404, 'Not Found');
    const token = bearerToken(request);
    void (async () => {
      const identity = token ? await options.verifyToken(token) : undefined;
      if (!identity) return refuse(socket, 401, 'Unauthorized');
      const connectionId = hub.claim(url.searchParams.get('id'), identity);
      if (!connectionId) return refuse(socket, 404, 'Not Found');
      const courses = await resolveCourses(identity);
      wss.handleUpgrade(request, socket, head, (ws) =>
        hub.accept(connectionId, ws, identity, courses, token),
      );
    })().catch((error: unknown) => {
      app.log.error(error);
      refuse(socket, 500, 'Internal Server Error');
    });
  });

  // A connection lives only as long as its token: expired or revoked (logout) tokens end it.
  const isValid = async (token: string) => (await options.verifyToken(token)) !== undefined;
  let checking = false;
  const revalidate = () => {
    if (checking) return;
    checking = true;
    void Promise.all([hubs.notice.revalidate(isValid), hubs.titan.revalidate(isValid)])
      .catch((error: unknown) => app.log.error(error))
      .finally(() => (checking = false));
  };
  const revalidateTimer = setInterval(revalidate, options.revalidateIntervalMs ?? ping);
  revalidateTimer.unref();
  options.onRevocation?.(revalidate);

  app.addHook('preClose', async () => {
    clearInterval(revalidateTimer);
    detach();
    hubs.notice.shutdown();
    hubs.titan.shutdown();
    wss.close();
  });
  return hubs;
}

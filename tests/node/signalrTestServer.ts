import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  HttpTransportType,
  HubConnectionBuilder,
  LogLevel,
  type HubConnection,
} from '@microsoft/signalr';
import { registerPlatform } from '../../server/auth/register';
import type { Database } from '../../server/db/schema';

/** Starts the identity side of the app (provider, routes, hubs) on 127.0.0.1 and a given port. */
export async function startHubServer(
  db: Kysely<Database>,
  port = 0,
  pingIntervalMs?: number,
): Promise<{ app: FastifyInstance; base: string; port: number }> {
  const app = Fastify();
  await registerPlatform(app, { db, pingIntervalMs });
  await app.listen({ host: '127.0.0.1', port });
  const actual = (app.server.address() as AddressInfo).port;
  return { app, base: `http://127.0.0.1:${actual}`, port: actual };
}

/** A real @microsoft/signalr client on the WebSocket transport with fast automatic reconnects. */
export function hubClient(url: string, token: string | undefined): HubConnection {
  return (
    new HubConnectionBuilder()
      .withUrl(url, {
        transport: HttpTransportType.WebSockets,
        ...(token ? { accessTokenFactory: () => token } : {}),
      })
      // Retry every 300 ms for up to a minute: a restarted server may take seconds on a busy machine.
      .withAutomaticReconnect({
        nextRetryDelayInMilliseconds: (retry) => (retry.elapsedMilliseconds < 60_000 ? 300 : null),
      })
      .configureLogging(LogLevel.None)
      .build()
  );
}

/** Resolves with the arguments of the next call of a client method (or rejects after a timeout). */
export function nextCall(connection: HubConnection, method: string, timeoutMs = 3000) {
  return new Promise<unknown[]>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${method} 未在 ${timeoutMs} ms 内收到`)),
      timeoutMs,
    );
    const handler = (...args: unknown[]) => {
      clearTimeout(timer);
      connection.off(method, handler);
      resolve(args);
    };
    connection.on(method, handler);
  });
}

import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { HubConnectionState, type HubConnection } from '@microsoft/signalr';
import { registerPlatform } from '../../server/auth/register';
import type { Database } from '../../server/db/schema';
import { createUser } from '../../server/identity/users';
import { openTestDatabase } from './identityTestDb';
import { passwordToken, testAccounts } from './identityTestApp';
import { hubClient } from './signalrTestServer';

// Logout revokes the token at the provider: the API refuses it and the user's hub connections end;
// a connection also ends when its token expires.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

let db: Kysely<Database>;
let dispose: () => Promise<void>;
let app: FastifyInstance;
let base: string;
const open: HubConnection[] = [];

beforeAll(async () => {
  ({ db, dispose } = await openTestDatabase());
  await createUser(db, { ...testAccounts.trainee, roles: ['trainee'], currentCourseId: 1 });
  app = Fastify();
  // Tokens live 6 s here, and live connections are checked every 300 ms.
  await registerPlatform(app, { db, identity: { accessTokenTtl: 6 }, pingIntervalMs: 300 });
  await app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await Promise.all(open.map((c) => c.stop()));
  await app.close();
  await dispose();
});

const userInfo = (token: string) =>
  app.inject({
    method: 'GET',
    url: '/api/app/user/userinfo',
    headers: { authorization: `Bearer ${token}` },
  });

const revoke = (token: string) =>
  app.inject({
    method: 'POST',
    url: '/connect/revocation',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      token,
      token_type_hint: 'access_token',
      client_id: 'power-trading-web',
    }).toString(),
  });

async function connect(token: string): Promise<HubConnection> {
  const connection = hubClient(`${base}/signalr/notice`, token);
  open.push(connection);
  await connection.start();
  return connection;
}

/** Resolves once the connection is closed for good (the server refused a reconnect). */
function closed(connection: HubConnection, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    connection.onclose(() => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

describe('logout', () => {
  it('a revoked access token is refused by the API and ends the hub connection opened with it', async () => {
    const token = await passwordToken(app, testAccounts.trainee);
    const other = await passwordToken(app, testAccounts.trainee);
    expect((await userInfo(token)).statusCode).toBe(200);
    const connection = await connect(token);
    const kept = await connect(other);
    const ended = closed(connection, 2500);
    expect((await revoke(token)).statusCode).toBe(200);
    expect((await userInfo(token)).statusCode).toBe(401);
    expect(await ended).toBe(true);
    expect(connection.state).toBe(HubConnectionState.Disconnected);
    // Another login of the same user (another grant) is not affected.
    expect(kept.state).toBe(HubConnectionState.Connected);
    expect((await userInfo(other)).statusCode).toBe(200);
  });

  it('a hub connection ends when its token expires', async () => {
    const token = await passwordToken(app, testAccounts.trainee);
    const connection = await connect(token);
    expect(await closed(connection, 15_000)).toBe(true);
    expect((await userInfo(token)).statusCode).toBe(401);
  });
});

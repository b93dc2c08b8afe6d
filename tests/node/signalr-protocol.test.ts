import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import WebSocket from 'ws';
import type { Database } from '../../server/db/schema';
import { createUser } from '../../server/identity/users';
import { parseFrames, recordSeparator } from '../../server/realtime/protocol';
import { publishNotice } from '../../server/realtime/publisher';
import { openTestDatabase } from './identityTestDb';
import { passwordToken, testAccounts } from './identityTestApp';
import { startHubServer } from './signalrTestServer';

// Password hashing (scrypt, ~0.35 s each) and server starts are slow on a busy 2-core machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

let db: Kysely<Database>;
let dispose: () => Promise<void>;
let server: { app: FastifyInstance; base: string; port: number };
let token: string;

beforeAll(async () => {
  ({ db, dispose } = await openTestDatabase());
  await createUser(db, { ...testAccounts.trainee, roles: ['trainee'], currentCourseId: 1 });
  server = await startHubServer(db, 0, 150);
  token = await passwordToken(server.app, testAccounts.trainee);
});
afterAll(async () => {
  await server.app.close();
  await dispose();
});

/** A raw WebSocket client that collects every message the hub sends. */
async function rawClient(query: string) {
  const socket = new WebSocket(`${server.base.replace('http', 'ws')}/signalr/notice?${query}`);
  const messages: unknown[] = [];
  let rest = '';
  socket.on('message', (data) => {
    const parsed = parseFrames(rest + data.toString());
    rest = parsed.rest;
    messages.push(...parsed.values);
  });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    socket.once('error', reject);
  });
  const waitFor = async (predicate: (m: unknown) => boolean, ms = 2000) => {
    const deadline = Date.now() + ms;
    while (Date.now() < deadline) {
      const found = messages.find(predicate);
      if (found !== undefined) return found;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`no matching message in ${ms} ms: ${JSON.stringify(messages)}`);
  };
  return { socket, messages, waitFor };
}

async function negotiate(): Promise<{ connectionToken: string; negotiateVersion: number }> {
  const response = await fetch(`${server.base}/signalr/notice/negotiate?negotiateVersion=1`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { connectionToken: string; negotiateVersion: number };
}

describe('SignalR JSON hub protocol', () => {
  it('negotiates version 1 with the WebSockets transport only', async () => {
    const body = await negotiate();
    expect(body).toMatchObject({
      negotiateVersion: 1,
      availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text', 'Binary'] }],
    });
  });

  it('answers 401 to a negotiate without a token', async () => {
    const response = await fetch(`${server.base}/signalr/notice/negotiate?negotiateVersion=1`, {
      method: 'POST',
    });
    expect(response.status).toBe(401);
  });

  it('accepts the token as the access_token query parameter, answers the handshake and pings', async () => {
    const { connectionToken } = await negotiate();
    const client = await rawClient(`id=${connectionToken}&access_token=${token}`);
    client.socket.send(`{"protocol":"json","version":1}${recordSeparator}`);
    await client.waitFor((m) => JSON.stringify(m) === '{}');
    await client.waitFor((m) => (m as { type?: number }).type === 6);
    publishNotice(1, '原始协议测试', 'event');
    const invocation = await client.waitFor((m) => (m as { type?: number }).type === 1);
    expect(invocation).toEqual({
      type: 1,
      target: 'OnReceiveNoticeMsg',
      arguments: [1, '原始协议测试', 'event'],
    });
    client.socket.close();
  });

  it('answers a client invocation with a completion error instead of leaving it pending', async () => {
    const { connectionToken } = await negotiate();
    const client = await rawClient(`id=${connectionToken}&access_token=${token}`);
    client.socket.send(
      `{"protocol":"json","version":1}${recordSeparator}{"type":1,"invocationId":"9","target":"Nope","arguments":[]}${recordSeparator}`,
    );
    const completion = await client.waitFor((m) => (m as { type?: number }).type === 3);
    expect(completion).toMatchObject({ type: 3, invocationId: '9', error: expect.any(String) });
    client.socket.close();
  });

  it('refuses an unknown connection token and a connection token used twice', async () => {
    await expect(rawClient(`id=made-up&access_token=${token}`)).rejects.toThrow('HTTP 404');
    const { connectionToken } = await negotiate();
    const first = await rawClient(`id=${connectionToken}&access_token=${token}`);
    await expect(rawClient(`id=${connectionToken}&access_token=${token}`)).rejects.toThrow(
      'HTTP 404',
    );
    first.socket.close();
  });

  it('refuses a WebSocket without a valid token', async () => {
    const { connectionToken } = await negotiate();
    await expect(rawClient(`id=${connectionToken}`)).rejects.toThrow('HTTP 401');
  });

  it('closes with an error for a protocol other than JSON', async () => {
    const { connectionToken } = await negotiate();
    const client = await rawClient(`id=${connectionToken}&access_token=${token}`);
    const closed = new Promise<number>((resolve) => client.socket.once('close', resolve));
    client.socket.send(`{"protocol":"messagepack","version":1}${recordSeparator}`);
    await client.waitFor((m) => typeof (m as { error?: string }).error === 'string');
    expect(await closed).toBe(1002);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../server/app';
import { createUser } from '../../server/identity/users';
import { openTestDatabase } from './identityTestDb';
import { passwordToken, testAccounts } from './identityTestApp';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const lines: string[] = [];
let app: FastifyInstance;
let token: string;
let dispose: () => Promise<void>;
const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pt-static-'));

beforeAll(async () => {
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!DOCTYPE html><title>app</title>');
  const opened = await openTestDatabase();
  await createUser(opened.db, { ...testAccounts.trainee, roles: ['trainee'] });
  // Level info writes a line per request, so the redaction of every request's secrets is seen.
  process.env.LOG_LEVEL = 'info';
  app = await buildApp({
    db: opened.db,
    staticDir,
    logger: { write: (line: string) => void lines.push(line) },
  });
  delete process.env.LOG_LEVEL;
  // A route that fails unexpectedly, to see how a 5xx is logged.
  app.get('/api/test/boom', async () => {
    throw new Error('boom');
  });
  token = await passwordToken(app, testAccounts.trainee);
  dispose = async () => {
    await app.close();
    await opened.dispose();
    fs.rmSync(staticDir, { recursive: true, force: true });
  };
});
afterAll(() => dispose());

/** Asserts the ABP error shape with a Chinese message and no framework code in it. */
function expectAbp(response: LightMyRequestResponse, status: number): string {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json() as { error: Record<string, unknown> };
  expect(Object.keys(body)).toEqual(['error']);
  expect(Object.keys(body.error).sort()).toEqual([
    'code',
    'details',
    'message',
    'validationErrors',
  ]);
  const message = String(body.error.message);
  expect(message).toMatch(/[\u4e00-\u9fff]/);
  expect(message).not.toMatch(/FST_|[A-Z_]{6,}/);
  return message;
}

const json = { 'content-type': 'application/json' };

describe('every error has the ABP shape and a Chinese message', () => {
  it('answers malformed JSON, an empty JSON body and an oversized body in Chinese', async () => {
    const post = (payload: string) =>
      app.inject({
        method: 'POST',
        url: '/api/app/user/change-password',
        headers: { ...json, authorization: `Bearer ${token}` },
        payload,
      });
    expect(expectAbp(await post('{bad'), 400)).toBe('请求正文不是有效的 JSON');
    expect(expectAbp(await post(''), 400)).toBe('请求正文为空，应为 JSON 对象');
    expect(expectAbp(await post('x'.repeat(1_100_000)), 413)).toBe('请求正文过大');
  });

  it('answers a malformed URL, a very long API path and an unknown method in the same shape', async () => {
    expectAbp(await app.inject({ method: 'GET', url: '/api/app/round/%E0%A4%A' }), 400);
    expectAbp(await app.inject({ method: 'GET', url: `/api/${'a/'.repeat(3000)}` }), 404);
    expectAbp(await app.inject({ method: 'GET', url: `/api/app/round/${'9'.repeat(5000)}` }), 404);
  });
});

describe('structured logs', () => {
  it('logs a 5xx at level error with the request id', async () => {
    lines.length = 0;
    const response = await app.inject({ method: 'GET', url: '/api/test/boom' });
    expectAbp(response, 500);
    const errors = lines
      .map((l) => JSON.parse(l) as { level: number; reqId?: string })
      .filter((l) => l.level >= 50);
    expect(errors.length).toBeGreaterThan(0);
    for (const line of errors) expect(line.reqId).toMatch(/\S/);
  });

  it('never writes a token or password into a log line', async () => {
    lines.length = 0;
    const secrets = ['SeCrEtQuErY1', 'SeCrEtQuErY2', 'SeCrEtQuErY3', testAccounts.trainee.password];
    await app.inject({
      method: 'GET',
      url: '/api/test/boom',
      headers: { authorization: `Bearer ${token}` },
    });
    await app.inject({ method: 'GET', url: `/signalr/notice?id=1&access_token=${secrets[0]}` });
    await app.inject({
      method: 'GET',
      url: `/api/abp/application-configuration?refresh_token=${secrets[1]}`,
    });
    await app.inject({ method: 'GET', url: `/api/test/boom?password=${secrets[2]}` });
    await passwordToken(app, testAccounts.trainee);
    expect(lines.length).toBeGreaterThan(4);
    const all = lines.join('\n');
    for (const secret of [...secrets, token]) expect(all).not.toContain(secret);
    expect(all).toContain('[REDACTED]');
  });
});

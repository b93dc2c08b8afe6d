import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/database';
import { contractErrors } from './identityContract';
import { createUser } from '../../server/identity/users';
import { openTestDatabase } from './identityTestDb';
import { openTestApp, passwordToken, testAccounts } from './identityTestApp';

// Password hashing (scrypt, ~0.35 s each) and server starts are slow on a busy 2-core machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

let app: FastifyInstance;
let dispose: () => Promise<void>;

function tokenRequest(app: FastifyInstance, fields: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: '/connect/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ client_id: 'power-trading-web', ...fields }).toString(),
  });
}

beforeAll(async () => {
  ({ app, dispose } = await openTestApp());
});
afterAll(() => dispose());

describe('connect/token (password grant)', () => {
  it('returns a bearer access token with expires_in that the API accepts', async () => {
    const response = await tokenRequest(app, {
      grant_type: 'password',
      username: testAccounts.trainee.userName,
      password: testAccounts.trainee.password,
      scope: 'openid profile PowerTrading',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as {
      access_token: string;
      expires_in: number;
      token_type: string;
    };
    expect(contractErrors('/connect/token', 'post', 200, body)).toEqual([]);
    expect(body.token_type).toBe('Bearer');
    expect(body.expires_in).toBeGreaterThan(3000);
    const me = await app.inject({
      url: '/api/app/user/userinfo',
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ userName: 'trainee1', name: '李学员' });
  });

  it('refuses a wrong password with a Chinese error_description', async () => {
    const response = await tokenRequest(app, {
      grant_type: 'password',
      username: testAccounts.trainee.userName,
      password: 'not-the-password',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'invalid_grant',
      error_description: '用户名或密码错误',
    });
    expect(contractErrors('/connect/token', 'post', 400, response.json())).toEqual([]);
  });

  it('asks for user name and password when they are missing', async () => {
    const response = await tokenRequest(app, { grant_type: 'password', username: 'trainee1' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error_description: '请输入用户名和密码' });
  });

  it('rejects an unknown client', async () => {
    const response = await tokenRequest(app, {
      grant_type: 'password',
      client_id: 'someone-else',
      username: testAccounts.trainee.userName,
      password: testAccounts.trainee.password,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'invalid_client' });
  });

  it('publishes discovery with the /connect endpoints', async () => {
    const response = await app.inject({ url: '/.well-known/openid-configuration' });
    expect(response.statusCode).toBe(200);
    const body = response.json() as Record<string, unknown>;
    expect(body.issuer).toBe('http://127.0.0.1:8080');
    // Endpoint URLs follow the host the client used; the issuer stays fixed.
    expect(body.token_endpoint).toBe('http://localhost/connect/token');
    expect(body.authorization_endpoint).toBe('http://localhost/connect/authorize');
    expect(body.end_session_endpoint).toBe('http://localhost/connect/logout');
    expect(body.userinfo_endpoint).toBe('http://localhost/connect/userinfo');
    expect(body.code_challenge_methods_supported).toEqual(['S256']);
  });
});

describe('identity state in the database', () => {
  it('keeps an access token and the signing keys valid across a restart', async () => {
    const first = await openTestDatabase();
    await createUser(first.db, { ...testAccounts.trainee, roles: ['trainee'] });
    const app1 = await buildApp({ db: first.db, staticDir: '/nonexistent' });
    const token = await passwordToken(app1, testAccounts.trainee);
    const jwks1 = (await app1.inject({ url: '/connect/jwks' })).json() as unknown;
    await app1.close();
    await first.db.destroy();

    const db = await openDatabase(first.dataDir);
    const app2 = await buildApp({ db, staticDir: '/nonexistent' });
    try {
      const me = await app2.inject({
        url: '/api/app/user/userinfo',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(me.statusCode).toBe(200);
      expect((await app2.inject({ url: '/connect/jwks' })).json()).toEqual(jwks1);
    } finally {
      await app2.close();
      await db.destroy();
      fs.rmSync(first.dataDir, { recursive: true, force: true });
    }
  });
});

describe('token endpoint rate limit', () => {
  it('answers 429 with an OAuth error once an address exceeds the limit', async () => {
    const limited = await openTestApp({ tokenRateLimit: 2 });
    try {
      const ask = () =>
        tokenRequest(limited.app, { grant_type: 'password', username: 'x', password: 'y' });
      expect((await ask()).statusCode).toBe(400);
      expect((await ask()).statusCode).toBe(400);
      const third = await ask();
      expect(third.statusCode).toBe(429);
      expect(third.json()).toEqual({
        error: 'slow_down',
        error_description: '登录尝试过于频繁，请稍后再试',
      });
    } finally {
      await limited.dispose();
    }
  });
});

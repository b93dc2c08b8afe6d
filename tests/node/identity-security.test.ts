import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { readSecuritySettings } from '../../server/http/security';
import { openTestApp, passwordToken, testAccounts } from './identityTestApp';

// Password hashing (scrypt, ~0.35 s each) and server starts are slow on a busy 2-core machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

let app: FastifyInstance;
let dispose: () => Promise<void>;
let token: string;
const changePassword = '/api/app/user/changePassword';
const badPayload = { currentPassword: 'wrong', newPassword: 'Whatever#1' };

beforeAll(async () => {
  ({ app, dispose } = await openTestApp());
  token = await passwordToken(app, testAccounts.trainee);
});
afterAll(() => dispose());

describe('security headers', () => {
  it('sends a CSP that allows only own scripts, inline styles for antd and no framing by others', async () => {
    const r = await app.inject({ url: '/api/version/current' });
    const csp = String(r.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('the header logo (APP_LOGO)', () => {
  it('lets the page load an https logo from its origin, nothing for a same-site one', () => {
    const sources = (logo: string | undefined) =>
      readSecuritySettings(logo === undefined ? {} : { APP_LOGO: logo }).imageSources;
    expect(sources('https://cdn.example.com/brand/logo.png')).toEqual(['https://cdn.example.com']);
    expect(sources('/branding/logo.png')).toEqual([]);
    expect(sources('http://plain.example/logo.png')).toEqual([]);
    expect(sources(undefined)).toEqual([]);
  });
});

describe('anti-forgery', () => {
  it('sets a readable XSRF-TOKEN cookie', async () => {
    const r = await app.inject({ url: '/api/version/current' });
    const cookie = r.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie?.value).toMatch(/^[\w-]{20,}$/);
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.sameSite).toBe('Strict');
  });

  it('sets no XSRF-TOKEN cookie on a bearer-token call, which the check never asks for', async () => {
    const r = await app.inject({
      url: '/api/version/current',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(r.statusCode).toBe(200);
    expect(r.cookies.find((c) => c.name === 'XSRF-TOKEN')).toBeUndefined();
    expect(String(r.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('refuses a state-changing call that carries cookies but no matching header', async () => {
    const r = await app.inject({
      method: 'POST',
      url: changePassword,
      headers: { cookie: 'XSRF-TOKEN=abcdefghijklmnopqrstuvwxyz' },
      payload: badPayload,
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({
      error: { code: 'AntiforgeryTokenInvalid', message: '防伪令牌验证失败，请刷新页面后重试' },
    });
  });

  it('lets a cookie call through when RequestVerificationToken echoes the cookie', async () => {
    const r = await app.inject({
      method: 'POST',
      url: changePassword,
      headers: {
        cookie: 'XSRF-TOKEN=abcdefghijklmnopqrstuvwxyz',
        requestverificationtoken: 'abcdefghijklmnopqrstuvwxyz',
      },
      payload: badPayload,
    });
    // Past the anti-forgery check, the call fails on authentication, not on forgery.
    expect(r.statusCode).toBe(401);
  });

  it('does not ask bearer-token calls for the header (a browser never adds that header itself)', async () => {
    const r = await app.inject({
      method: 'POST',
      url: changePassword,
      headers: { cookie: 'XSRF-TOKEN=abc', authorization: `Bearer ${token}` },
      payload: badPayload,
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ error: { message: '旧密码不正确' } });
  });
});

describe('CORS', () => {
  afterEach(() => {
    delete process.env.CORS_ORIGINS;
  });

  it('is closed by default: no allow-origin header for another origin', async () => {
    const r = await app.inject({
      method: 'OPTIONS',
      url: '/api/app/user/userinfo',
      headers: { origin: 'https://other.example', 'access-control-request-method': 'GET' },
    });
    expect(r.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers preflights for the origins named in CORS_ORIGINS only', async () => {
    process.env.CORS_ORIGINS = 'https://app.example';
    const opened = await openTestApp();
    try {
      const preflight = (origin: string) =>
        opened.app.inject({
          method: 'OPTIONS',
          url: '/api/app/user/userinfo',
          headers: { origin, 'access-control-request-method': 'GET' },
        });
      const allowed = await preflight('https://app.example');
      expect(allowed.statusCode).toBe(204);
      expect(allowed.headers['access-control-allow-origin']).toBe('https://app.example');
      expect(String(allowed.headers['access-control-allow-headers'])).toContain('authorization');
      const other = await preflight('https://other.example');
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await opened.dispose();
    }
  });
});

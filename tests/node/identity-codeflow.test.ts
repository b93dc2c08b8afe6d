import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { openTestApp, testAccounts } from './identityTestApp';

// Password hashing (scrypt, ~0.35 s each) and server starts are slow on a busy 2-core machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

let app: FastifyInstance;
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ app, dispose } = await openTestApp());
});
afterAll(() => dispose());

const origin = 'http://127.0.0.1:8080';

/** A browser's cookie jar, enough for the provider's interaction and session cookies. */
class Browser {
  private cookies = new Map<string, string>();

  async go(url: string, init: { method?: 'GET' | 'POST'; form?: Record<string, string> } = {}) {
    const response = await app.inject({
      method: init.method ?? 'GET',
      url: url.replace(origin, ''),
      headers: {
        accept: 'text/html',
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      payload: init.form ? new URLSearchParams(init.form).toString() : undefined,
    });
    for (const c of response.cookies) {
      if (c.value && !(c.expires && c.expires.getTime() < Date.now()))
        this.cookies.set(c.name, c.value);
      else this.cookies.delete(c.name);
    }
    return response;
  }
}

const location = (r: LightMyRequestResponse) => String(r.headers.location ?? '');

function authorizeUrl(challenge: string) {
  const query = new URLSearchParams({
    client_id: 'power-trading-web',
    response_type: 'code',
    redirect_uri: `${origin}/oidc-callback`,
    scope: 'openid profile offline_access PowerTrading',
    state: 'state-1',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  return `/connect/authorize?${query}`;
}

describe('authorization code flow with PKCE (oidc-client-ts)', () => {
  it('logs in on the Chinese login page, exchanges the code for an API token and refreshes it', async () => {
    const verifier = crypto.randomBytes(32).toString('base64url');
    const challenge = crypto.createHash('sha256').update(verifier).digest('base64url');
    const browser = new Browser();

    const start = await browser.go(authorizeUrl(challenge));
    expect(start.statusCode).toBe(303);
    const loginUrl = location(start);
    expect(loginUrl).toMatch(/^\/connect\/interaction\/[\w-]+$/);

    const page = await browser.go(loginUrl);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('电力市场交易仿真实训平台');
    expect(page.body).toContain('name="password"');
    expect(page.body).not.toContain('<script');

    const wrong = await browser.go(`${loginUrl}/login`, {
      method: 'POST',
      form: { username: testAccounts.trainee.userName, password: 'wrong' },
    });
    expect(wrong.statusCode).toBe(200);
    expect(wrong.body).toContain('用户名或密码错误');

    const login = await browser.go(`${loginUrl}/login`, {
      method: 'POST',
      form: { username: testAccounts.trainee.userName, password: testAccounts.trainee.password },
    });
    expect(login.statusCode).toBe(303);
    const resume = await browser.go(location(login));
    expect(resume.statusCode).toBe(303);
    const callback = new URL(location(resume));
    // No consent screen: the first-party client goes straight back with a code.
    expect(`${callback.origin}${callback.pathname}`).toBe(`${origin}/oidc-callback`);
    expect(callback.searchParams.get('state')).toBe('state-1');
    const code = callback.searchParams.get('code') ?? '';

    const token = await app.inject({
      method: 'POST',
      url: '/connect/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: 'power-trading-web',
        code,
        redirect_uri: `${origin}/oidc-callback`,
        code_verifier: verifier,
      }).toString(),
    });
    expect(token.statusCode).toBe(200);
    const body = token.json() as { access_token: string; id_token: string; expires_in: number };
    expect(body.id_token.split('.')).toHaveLength(3);
    expect(body.expires_in).toBeGreaterThan(0);
    const me = await app.inject({
      url: '/api/app/user/userinfo',
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ userName: testAccounts.trainee.userName });

    // The code flow also issues a refresh token; the refresh grant yields another working API token.
    const refreshToken = (token.json() as { refresh_token?: string }).refresh_token ?? '';
    expect(refreshToken).not.toBe('');
    const refreshed = await app.inject({
      method: 'POST',
      url: '/connect/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'refresh_token',
        client_id: 'power-trading-web',
        refresh_token: refreshToken,
      }).toString(),
    });
    expect(refreshed.statusCode).toBe(200);
    const renewed = (refreshed.json() as { access_token: string }).access_token;
    expect(renewed).not.toBe(body.access_token);
    const again = await app.inject({
      url: '/api/app/user/userinfo',
      headers: { authorization: `Bearer ${renewed}` },
    });
    expect(again.statusCode).toBe(200);
  });

  it('refuses an authorization request without PKCE', async () => {
    const query = new URLSearchParams({
      client_id: 'power-trading-web',
      response_type: 'code',
      redirect_uri: `${origin}/oidc-callback`,
      scope: 'openid',
    });
    const response = await new Browser().go(`/connect/authorize?${query}`);
    expect(response.statusCode).toBe(303);
    expect(location(response)).toContain('error=invalid_request');
  });

  it('refuses a redirect to an origin that is not configured', async () => {
    const query = new URLSearchParams({
      client_id: 'power-trading-web',
      response_type: 'code',
      redirect_uri: 'https://evil.example/oidc-callback',
      scope: 'openid',
      code_challenge: 'x'.repeat(43),
      code_challenge_method: 'S256',
    });
    const response = await new Browser().go(`/connect/authorize?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('登录请求出错');
  });

  it('shows an expired-login page for an unknown interaction', async () => {
    const response = await new Browser().go('/connect/interaction/unknown-uid');
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('登录会话已过期');
  });
});

describe('sign-out (connect/logout)', () => {
  it('without a session, signs out at once through a self-submitting form the CSP allows', async () => {
    const query = new URLSearchParams({
      client_id: 'power-trading-web',
      post_logout_redirect_uri: `${origin}/oidc-signout`,
    });
    const response = await new Browser().go(`/connect/logout?${query}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('/connect/logout/confirm');
    // The provider adds its inline script's hash to our CSP instead of needing 'unsafe-inline'.
    expect(String(response.headers['content-security-policy'])).toMatch(
      /script-src 'self' 'sha256-[\w+/=]+'/,
    );
  });

  it('refuses a post-logout redirect that is not registered', async () => {
    const query = new URLSearchParams({
      client_id: 'power-trading-web',
      post_logout_redirect_uri: 'https://evil.example/',
    });
    const response = await new Browser().go(`/connect/logout?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('登录请求出错');
  });
});

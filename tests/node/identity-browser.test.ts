import crypto from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { createUser } from '../../server/identity/users';
import { chromiumArgs, chromiumPath, hasChromium } from '../../scripts/chromium';
import { openTestDatabase } from './identityTestDb';
import { testAccounts } from './identityTestApp';

// Password hashing (scrypt, ~0.35 s each) and server starts are slow on a busy 2-core machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

let app: FastifyInstance;
let browser: Browser;
let base: string;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  if (!hasChromium()) return;
  const { db, dispose } = await openTestDatabase();
  await createUser(db, { ...testAccounts.trainee, roles: ['trainee'] });
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  app = await buildApp({ db, staticDir: '/nonexistent', identity: { issuer: base } });
  await app.listen({ host: '127.0.0.1', port });
  browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  cleanup = async () => {
    await browser.close();
    await app.close();
    await dispose();
  };
});
afterAll(() => cleanup?.());

describe.skipIf(!hasChromium())('identity login page in Chromium', () => {
  it('signs in and out through the provider under the CSP with no console error', async () => {
    const page = await (await browser.newContext({ locale: 'zh-CN' })).newPage();
    const consoleErrors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
    page.on('pageerror', (e) => consoleErrors.push(e.message));
    const verifier = crypto.randomBytes(32).toString('base64url');
    const query = new URLSearchParams({
      client_id: 'power-trading-web',
      response_type: 'code',
      redirect_uri: `${base}/oidc-callback`,
      scope: 'openid profile PowerTrading',
      state: 'browser-state',
      code_challenge: crypto.createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
    });
    const loginPage = await page.goto(`${base}/connect/authorize?${query}`);
    expect(loginPage?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.getByRole('heading', { name: '电力市场交易仿真实训平台' }).waitFor();

    await page.getByLabel('用户名').fill(testAccounts.trainee.userName);
    await page.getByLabel('密码').fill('wrong-password');
    await page.getByRole('button', { name: '登录' }).click();
    await page.getByRole('alert').filter({ hasText: '用户名或密码错误' }).waitFor();

    await page.getByLabel('密码').fill(testAccounts.trainee.password);
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL(/\/oidc-callback\?/);
    const callback = new URL(page.url());
    expect(callback.searchParams.get('state')).toBe('browser-state');
    expect(callback.searchParams.get('code')).toMatch(/^[\w-]{20,}$/);

    // Signing out of the provider session: the Chinese confirmation, then back to /oidc-signout.
    const logout = new URLSearchParams({
      client_id: 'power-trading-web',
      post_logout_redirect_uri: `${base}/oidc-signout`,
    });
    await page.goto(`${base}/connect/logout?${logout}`);
    await page.getByText('真的要注销登录吗?').waitFor();
    await page.getByRole('button', { name: '注销' }).click();
    await page.waitForURL(`${base}/oidc-signout`);
    // The callback paths have no page in this API-only server (404); only CSP and script errors count.
    expect(consoleErrors.filter((e) => !e.includes('404'))).toEqual([]);
  }, 30_000);

  it('lets a page of the app open the hub WebSocket and call the API under the CSP', async () => {
    const page = await (await browser.newContext()).newPage();
    const consoleErrors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
    // Any HTML page of this origin carries the app's CSP; the expired-login page is one.
    await page.goto(`${base}/connect/interaction/none`);
    const outcome = await page.evaluate(async (origin) => {
      const api = await fetch(`${origin}/api/version/current`).then((r) => r.status);
      const ws = await new Promise<string>((resolve) => {
        const socket = new WebSocket(`${origin.replace('http', 'ws')}/signalr/notice`);
        socket.onerror = () => resolve('error');
        socket.onclose = (e) => resolve(`closed ${e.code}`);
        socket.onopen = () => resolve('open');
      });
      return { api, ws };
    }, base);
    expect(outcome.api).toBe(200);
    // Without a token the server refuses the upgrade (401): the browser got as far as asking.
    expect(outcome.ws).toMatch(/error|closed/);
    const cspErrors = () => consoleErrors.filter((e) => /Content Security Policy/.test(e));
    expect(cspErrors()).toEqual([]);
    // The same check does see a violation: connecting to another origin is refused.
    await page.evaluate(() => fetch('http://127.0.0.2:9/').catch(() => undefined));
    await expect.poll(() => cspErrors().length).toBeGreaterThan(0);
  }, 30_000);
});

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { SignInGuard } from '../../server/identity/lockout';
import { createUser } from '../../server/identity/users';
import { openTestDatabase } from './identityTestDb';
import { openTestApp, testAccounts } from './identityTestApp';

// Password hashing (scrypt, ~0.35 s each) and server starts are slow on a busy 2-core machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

let db: Kysely<Database>;
let disposeDb: () => Promise<void>;
beforeAll(async () => {
  ({ db, dispose: disposeDb } = await openTestDatabase());
  await createUser(db, {
    userName: 'alice',
    name: '爱丽丝',
    password: 'Alice#2025',
    roles: ['trainee'],
  });
});
afterAll(() => disposeDb());

describe('SignInGuard', () => {
  it('locks a user name after repeated wrong passwords, even for the right one, until the time passes', async () => {
    let now = 1_000_000;
    const guard = new SignInGuard(db, { maxFailures: 2, lockMs: 60_000 }, () => now);
    expect(await guard.signIn('alice', 'wrong')).toMatchObject({ ok: false, locked: false });
    expect(await guard.signIn('ALICE', 'wrong')).toMatchObject({
      ok: false,
      message: '用户名或密码错误',
    });
    expect(await guard.signIn('alice', 'Alice#2025')).toEqual({
      ok: false,
      locked: true,
      message: '登录失败次数过多，账户已锁定，请1分钟后再试',
    });
    now += 60_001;
    expect(await guard.signIn('alice', 'Alice#2025')).toMatchObject({ ok: true });
  });

  it('forgets earlier failures after a successful sign-in', async () => {
    const guard = new SignInGuard(db, { maxFailures: 2, lockMs: 60_000 });
    await guard.signIn('alice', 'wrong');
    expect(await guard.signIn('alice', 'Alice#2025')).toMatchObject({ ok: true });
    expect(await guard.signIn('alice', 'wrong')).toMatchObject({ locked: false });
    expect(await guard.signIn('alice', 'Alice#2025')).toMatchObject({ ok: true });
  });

  it('locks unknown user names the same way, so the lockout does not reveal which names exist', async () => {
    const guard = new SignInGuard(db, { maxFailures: 1, lockMs: 60_000 });
    await guard.signIn('nobody', 'x');
    expect(await guard.signIn('nobody', 'x')).toMatchObject({ locked: true });
  });
});

describe('lockout at connect/token', () => {
  let app: FastifyInstance;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ app, dispose } = await openTestApp());
  });
  afterAll(() => dispose());

  it('answers the sixth attempt after five wrong passwords with the lockout message', async () => {
    const attempt = (password: string) =>
      app.inject({
        method: 'POST',
        url: '/connect/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          grant_type: 'password',
          client_id: 'power-trading-web',
          username: testAccounts.trainee.userName,
          password,
        }).toString(),
      });
    for (let i = 0; i < 5; i += 1) expect((await attempt('wrong')).statusCode).toBe(400);
    const locked = await attempt(testAccounts.trainee.password);
    expect(locked.statusCode).toBe(400);
    expect(locked.json()).toEqual({
      error: 'invalid_grant',
      error_description: '登录失败次数过多，账户已锁定，请5分钟后再试',
    });
  });
});

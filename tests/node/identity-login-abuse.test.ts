import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { SignInGuard } from '../../server/identity/lockout';
import { dummyPasswordHash, hashPassword } from '../../server/identity/password';
import { createUser } from '../../server/identity/users';
import { openTestApp } from './identityTestApp';
import { openTestDatabase } from './identityTestDb';

// scrypt (~0.35 s per check) and app starts are slow on a busy 2-core machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 30_000 });

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

/** A well-formed scrypt hash with the smallest cost, so thousands of made-up names stay quick. */
const cheapHash = ['scrypt', 2, 1, 1, 'AAAAAAAAAAAAAAAAAAAAAA==', 'AAAA'].join('$');

describe('lockout cannot be evicted by other traffic', () => {
  it('keeps a locked account locked after 10,001 sign-ins with made-up names', async () => {
    const guard = new SignInGuard(db, { maxFailures: 2, lockMs: 60_000 }, { dummyHash: cheapHash });
    await guard.signIn('alice', 'wrong');
    await guard.signIn('alice', 'wrong');
    expect(await guard.signIn('alice', 'Alice#2025')).toMatchObject({ locked: true });
    for (let i = 0; i <= 10_000; i += 1) await guard.signIn(`made-up-${i}`, 'x');
    expect(await guard.signIn('alice', 'Alice#2025')).toMatchObject({ ok: false, locked: true });
  });

  it('still locks made-up names, so the lockout does not reveal which names exist', async () => {
    const guard = new SignInGuard(db, { maxFailures: 1, lockMs: 60_000 }, { dummyHash: cheapHash });
    await guard.signIn('nobody', 'x');
    expect(await guard.signIn('nobody', 'x')).toMatchObject({ locked: true });
  });
});

describe('login timing does not reveal whether a user name exists', () => {
  it('the dummy hash has the cost of a real password hash', async () => {
    const real = await hashPassword('whatever1');
    expect(dummyPasswordHash.split('$').slice(0, 4)).toEqual(real.split('$').slice(0, 4));
  });

  it('an unknown name runs the same scrypt work as a wrong password', async () => {
    const spy = vi.spyOn(crypto, 'scrypt');
    try {
      const guard = new SignInGuard(db);
      await guard.signIn('alice', 'wrong');
      const known = spy.mock.calls.map((c) => JSON.stringify(c[3]));
      spy.mockClear();
      await guard.signIn('no-such-user', 'wrong');
      const unknown = spy.mock.calls.map((c) => JSON.stringify(c[3]));
      expect(known).toHaveLength(1);
      expect(unknown).toEqual(known);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('per-address rate limit on every login path', () => {
  it('answers the interactive login form 429 with a Chinese page beyond the limit', async () => {
    const { app, dispose } = await openTestApp({ tokenRateLimit: 3 });
    try {
      const post = () =>
        app.inject({
          method: 'POST',
          url: '/connect/interaction/some-uid/login',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'username=alice&password=x',
        });
      for (let i = 0; i < 3; i += 1) expect((await post()).statusCode).not.toBe(429);
      const refused = await post();
      expect(refused.statusCode).toBe(429);
      expect(refused.body).toContain('登录尝试过于频繁，请稍后再试');
    } finally {
      await dispose();
    }
  });

  it('answers the password grant 429 beyond the limit', async () => {
    const { app, dispose } = await openTestApp({ tokenRateLimit: 2 });
    try {
      const post = () =>
        app.inject({
          method: 'POST',
          url: '/connect/token',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'grant_type=password&client_id=power-trading-web&username=a&password=b',
        });
      await post();
      await post();
      const refused = await post();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ error_description: '登录尝试过于频繁，请稍后再试' });
    } finally {
      await dispose();
    }
  });
});

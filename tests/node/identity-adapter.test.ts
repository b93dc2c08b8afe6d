import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { kyselyAdapter } from '../../server/identity/adapter';
import { openTestDatabase } from './identityTestDb';

let db: Kysely<Database>;
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ db, dispose } = await openTestDatabase());
});
afterAll(() => dispose());

describe('oidc-provider adapter on the database', () => {
  it('stores, finds by id and uid, consumes and destroys a payload', async () => {
    const Adapter = kyselyAdapter(db);
    const interactions = new Adapter('Interaction');
    await interactions.upsert('i1', { uid: 'u1', accountId: 'a1' }, 60);
    expect(await interactions.find('i1')).toMatchObject({ uid: 'u1', accountId: 'a1' });
    expect(await interactions.findByUid('u1')).toMatchObject({ accountId: 'a1' });
    // The same id under another model is a different record.
    expect(await new Adapter('Session').find('i1')).toBeUndefined();
    await interactions.consume('i1');
    expect((await interactions.find('i1'))?.consumed).toEqual(expect.any(Number));
    await interactions.destroy('i1');
    expect(await interactions.find('i1')).toBeUndefined();
  });

  it('does not return a payload after it expires', async () => {
    const codes = new (kyselyAdapter(db))('AuthorizationCode');
    await codes.upsert('c1', { accountId: 'a1' }, 5);
    expect(await codes.find('c1')).toBeDefined();
    vi.useFakeTimers({ now: Date.now() + 6_000, toFake: ['Date'] });
    try {
      expect(await codes.find('c1')).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('revokes every token of a grant at once', async () => {
    const Adapter = kyselyAdapter(db);
    const access = new Adapter('AccessToken');
    const refresh = new Adapter('RefreshToken');
    await access.upsert('t1', { grantId: 'g1' }, 60);
    await refresh.upsert('r1', { grantId: 'g1' }, 60);
    await access.upsert('t2', { grantId: 'g2' }, 60);
    await access.revokeByGrantId('g1');
    expect(await access.find('t1')).toBeUndefined();
    expect(await refresh.find('r1')).toBeUndefined();
    expect(await access.find('t2')).toBeDefined();
  });

  it('updates a payload saved twice under the same id', async () => {
    const sessions = new (kyselyAdapter(db))('Session');
    await sessions.upsert('s1', { uid: 'x', accountId: 'a1' }, 60);
    await sessions.upsert('s1', { uid: 'y', accountId: 'a2' }, 60);
    expect(await sessions.find('s1')).toMatchObject({ uid: 'y', accountId: 'a2' });
    expect(await sessions.findByUid('x')).toBeUndefined();
  });
});

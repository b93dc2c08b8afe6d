import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { JWK } from 'oidc-provider';
import type { Database } from '../db/schema';

/** Secrets the provider needs across restarts: token signing keys and cookie signing keys. */
export interface IdentitySecrets {
  jwks: { keys: JWK[] };
  cookieKeys: string[];
}

function newSigningKey(): JWK {
  const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' }) as JWK;
  return { ...jwk, kid: crypto.randomUUID(), use: 'sig', alg: 'RS256' };
}

async function loadOrCreate<T>(db: Kysely<Database>, name: string, create: () => T): Promise<T> {
  // Insert-if-absent then read back: the stored value wins, even if another process raced us.
  await db
    .insertInto('identity_secret')
    .values({ name, value: JSON.stringify(create()), createdAt: new Date().toISOString() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('identity_secret')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return JSON.parse(row.value) as T;
}

/** Reads the provider's secrets from the database, generating them on first start. */
export async function loadIdentitySecrets(db: Kysely<Database>): Promise<IdentitySecrets> {
  const existing = await db.selectFrom('identity_secret').select('name').execute();
  const has = new Set(existing.map((r) => r.name));
  // Generating an RSA key costs ~100 ms, so only do it when none is stored yet.
  const jwks = await loadOrCreate(db, 'jwks', () =>
    has.has('jwks') ? { keys: [] } : { keys: [newSigningKey()] },
  );
  const cookieKeys = await loadOrCreate(db, 'cookieKeys', () => [
    crypto.randomBytes(32).toString('base64url'),
  ]);
  return { jwks, cookieKeys };
}

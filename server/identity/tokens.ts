import type { Kysely } from 'kysely';
import type Provider from 'oidc-provider';
import type { Identity } from '../auth/identity';
import { memoRead } from '../db/readMemo';
import type { Database } from '../db/schema';
import { apiResource, apiScope } from './settings';
import { findUserById, identityOf } from './users';

/** Turns a bearer token into the caller's identity, or undefined when it is not valid for the API. */
export type TokenVerifier = (accessToken: string) => Promise<Identity | undefined>;

/** A verified token: whose it is and until when (epoch seconds). */
interface Verified {
  identity: Identity;
  expiresAt: number;
}

/**
 * Verifies access tokens by looking them up in the provider's store: an expired, revoked or
 * foreign-audience token is refused, and roles come fresh from the users table. A verified token is
 * remembered until it expires or the token store or the users table is written (a revocation, a
 * logout, a role change), so a busy trainee's calls skip the look-up without outliving a revocation.
 */
export function accessTokenVerifier(provider: Provider, db: Kysely<Database>): TokenVerifier {
  const verify = async (value: string): Promise<Verified | undefined> => {
    const token = await provider.AccessToken.find(value);
    if (!token || token.isExpired) return undefined;
    const audiences = Array.isArray(token.aud) ? token.aud : [token.aud];
    if (!audiences.includes(apiResource)) return undefined;
    if (!(token.scope ?? '').split(' ').includes(apiScope)) return undefined;
    const user = await findUserById(db, token.accountId);
    if (!user) return undefined;
    // Shared by every call of the token while kept: frozen so no caller can change it for the others.
    const identity = identityOf(user);
    Object.freeze(identity.roles);
    Object.freeze(identity.permissions);
    return { identity: Object.freeze(identity), expiresAt: token.exp ?? Infinity };
  };
  return async (value) => {
    // Opaque tokens are 43 base64url characters; anything else cannot be one of ours.
    if (!/^[\w-]{20,128}$/.test(value)) return undefined;
    const verified = await memoRead(
      db,
      `token:${value}`,
      ['oidc_payload', 'users'],
      () => verify(value),
      // A refused token is looked up again next time: guessed tokens must not fill the memory.
      (v) => v !== undefined,
    );
    if (!verified || Date.now() / 1000 >= verified.expiresAt) return undefined;
    return verified.identity;
  };
}

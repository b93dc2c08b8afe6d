import type { Kysely } from 'kysely';
import type Provider from 'oidc-provider';
import type { Identity } from '../auth/identity';
import type { Database } from '../db/schema';
import { apiResource, apiScope } from './settings';
import { findUserById, identityOf } from './users';

/** Turns a bearer token into the caller's identity, or undefined when it is not valid for the API. */
export type TokenVerifier = (accessToken: string) => Promise<Identity | undefined>;

/**
 * Verifies access tokens by looking them up in the provider's store: an expired, revoked or
 * foreign-audience token is refused, and roles come fresh from the users table.
 */
export function accessTokenVerifier(provider: Provider, db: Kysely<Database>): TokenVerifier {
  return async (value) => {
    // Opaque tokens are 43 base64url characters; anything else cannot be one of ours.
    if (!/^[\w-]{20,128}$/.test(value)) return undefined;
    const token = await provider.AccessToken.find(value);
    if (!token || token.isExpired) return undefined;
    const audiences = Array.isArray(token.aud) ? token.aud : [token.aud];
    if (!audiences.includes(apiResource)) return undefined;
    if (!(token.scope ?? '').split(' ').includes(apiScope)) return undefined;
    const user = await findUserById(db, token.accountId);
    return user ? identityOf(user) : undefined;
  };
}

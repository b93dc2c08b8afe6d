// Logout at the identity provider: the app's tokens are revoked there (RFC 7009), so a copied token
// stops working at once and the server ends the hub connections opened with it. Clearing local
// storage alone would leave the token valid for hours.

/** Prefix of the keys under which oidc-client-ts keeps the code-flow user (with its refresh token). */
const oidcUserPrefix = 'oidc.user:';

/** Where to revoke and as which client. */
export interface RevocationTarget {
  /** Origin of the identity provider (the API origin when the provider runs beside it). */
  authority: string;
  clientId: string;
}

function post(target: RevocationTarget, token: string, hint: string, fetcher: typeof fetch) {
  const body = new URLSearchParams({ token, token_type_hint: hint, client_id: target.clientId });
  // keepalive: the request survives the navigation that follows a logout.
  return fetcher(`${target.authority.replace(/\/+$/, '')}/connect/revocation`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body,
    keepalive: true,
  }).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * Revokes the access token and every refresh token oidc-client-ts holds, and forgets those. Never
 * throws: a provider out of reach must not keep the user from signing out locally.
 */
export async function revokeTokens(
  target: RevocationTarget,
  accessToken: string | null,
  fetcher: typeof fetch = globalThis.fetch.bind(globalThis),
  store: Storage = sessionStorage,
): Promise<void> {
  const calls: Array<Promise<void>> = [];
  if (accessToken) calls.push(post(target, accessToken, 'access_token', fetcher));
  for (const key of Object.keys(store).filter((k) => k.startsWith(oidcUserPrefix))) {
    try {
      const user = JSON.parse(store.getItem(key) ?? '{}') as { refresh_token?: unknown };
      if (typeof user.refresh_token === 'string') {
        calls.push(post(target, user.refresh_token, 'refresh_token', fetcher));
      }
    } catch {
      // An unreadable entry holds nothing to revoke; it is removed below all the same.
    }
    store.removeItem(key);
  }
  await Promise.all(calls);
}

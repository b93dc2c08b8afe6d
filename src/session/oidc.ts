// The identity-server redirect login (authorization code + PKCE) through oidc-client-ts.
import type { UserManager } from 'oidc-client-ts';
import type { TokenResponse } from '../machines/session';

/** The callback answer: a token and the page saved before the redirect (the session machine's input). */
export type SigninResult = TokenResponse & { returnTo?: string | null };
import type { RuntimeConfig } from '../runtime/runtimeConfig';

/** The callback routes registered at the identity server for this client. */
export const oidcRoutes = { callback: '/oidc-callback', signout: '/oidc-signout' } as const;

/**
 * Creates the user manager for the configured authority (the API origin when left empty). The library
 * loads on first use, so form-only logins never download it.
 */
export async function createUserManager(
  config: RuntimeConfig,
  apiBaseUrl: string,
): Promise<UserManager> {
  const { UserManager, WebStorageStateStore } = await import('oidc-client-ts');
  const origin = globalThis.location.origin;
  return new UserManager({
    authority: config.authority || apiBaseUrl,
    client_id: config.clientId,
    redirect_uri: `${origin}${oidcRoutes.callback}`,
    post_logout_redirect_uri: `${origin}${oidcRoutes.signout}`,
    response_type: 'code',
    scope: config.scope,
    // The app keeps its own token keys; the library's user copy only needs to live for the redirect.
    userStore: new WebStorageStateStore({ store: sessionStorage }),
  });
}

/** Leaves for the identity server; the wanted page rides along in the state. */
export async function signinRedirect(manager: UserManager, returnTo: string | null): Promise<void> {
  await manager.signinRedirect({ state: returnTo ?? null });
}

/** Completes the callback on /oidc-callback and returns the token the session machine expects. */
export async function completeSignin(manager: UserManager): Promise<SigninResult> {
  const user = await manager.signinRedirectCallback();
  const returnTo = typeof user.state === 'string' ? user.state : null;
  return {
    access_token: user.access_token,
    expires_in: user.expires_in ?? 3600,
    returnTo,
  };
}

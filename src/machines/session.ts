/** Types and pure helpers of the session: token, user info, permissions, where to go after login. */

/** The answer of `POST connect/token` (and of the identity-server callback). */
export interface TokenResponse {
  access_token: string;
  /** Lifetime of the token in seconds (spec section 9). */
  expires_in: number;
}

/** The token as kept in the two local-storage keys: the token and its absolute expiry (ms). */
export interface StoredToken {
  accessToken: string;
  expiresAt: number;
}

/** The token held by the session, with the time it has left when the session got it. */
export interface SessionToken {
  accessToken: string;
  expiresInMs: number;
}

/** `GET api/app/user/userinfo` (spec section 3). */
export interface UserInfo {
  id: string;
  name?: string | null;
  userName?: string | null;
  avatar?: string | null;
  isNewUser?: boolean;
  adminCourseId?: string | null;
  currentCourseId?: string | null;
}

/** One entry of `GET api/app/user/permissions`. */
export interface Permission {
  name: string;
  isGranted: boolean;
}

/** Where the app goes after a login when no other page was wanted. */
export const navigationPage = '/user/nav';

/** Routes a user is never sent back to after logging in (login and callback pages). */
const notReturnable = ['/', '/login', '/user/login', '/oidc-callback', '/oidc-signout', '/clear'];

/** The page to open after login: the wanted page unless it is a login or callback route. */
export function pageAfterLogin(wanted: string | null | undefined): string {
  if (!wanted || !wanted.startsWith('/')) return navigationPage;
  const path = wanted.split(/[?#]/)[0] ?? wanted;
  return notReturnable.includes(path) ? navigationPage : wanted;
}

/** Turns a token answer into the session's token (expiry from `expires_in` seconds). */
export function tokenFromResponse(response: TokenResponse): SessionToken {
  return { accessToken: response.access_token, expiresInMs: response.expires_in * 1000 };
}

/** The stored token if it has time left at `now`, else null. */
export function restoreToken(
  stored: StoredToken | null | undefined,
  now: number,
): SessionToken | null {
  if (!stored || !stored.accessToken) return null;
  const left = stored.expiresAt - now;
  return left > 0 ? { accessToken: stored.accessToken, expiresInMs: left } : null;
}

/** The granted permission names, for menu and route checks. */
export function grantedNames(permissions: readonly Permission[]): string[] {
  return permissions.filter((p) => p.isGranted).map((p) => p.name);
}

/**
 * Spec section 6: a teacher holds a permission whose name carries the admin marker
 * (e.g. PowerTrading.Admin.Rounds). The guard, the course page and the menus' rules ask this one place.
 */
export function holdsAdminPermission(permissions: readonly Permission[]): boolean {
  return grantedNames(permissions).some((name) => /admin/i.test(name));
}

import { assign, emit, fromPromise, setup } from 'xstate';
import { errorMessage, type NotifyEffect, type SessionEffect } from './effects';
import { sessionMessages } from './messages';
import {
  pageAfterLogin,
  tokenFromResponse,
  type Permission,
  type SessionToken,
  type StoredToken,
  type TokenResponse,
  type UserInfo,
} from './session';

/** Input of the session machine: what local storage held at start and the page the user wanted. */
export interface SessionInput {
  stored: StoredToken | null;
  /** Current time (ms) used to tell how long the stored token has left. */
  now: number;
  /** The page the user asked for before being sent to the login page. */
  returnTo?: string | null;
}

/** Context of the session machine. */
export interface SessionContext {
  token: SessionToken | null;
  user: UserInfo | null;
  permissions: Permission[];
  returnTo: string | null;
  /** True when the token came from a login in this page (not restored), so we navigate after it. */
  fromLogin: boolean;
  /** The last login error, shown under the login form. */
  message: string;
}

/** Events of the session machine. */
export type SessionEvent =
  | { type: 'LOGIN'; username: string; password: string }
  | { type: 'LOGIN_REDIRECT' }
  | { type: 'OIDC_CALLBACK' }
  | { type: 'LOGOUT' }
  /** The user is on (or was sent away from) a signed-in page: open it after the next login. */
  | { type: 'WANT_PAGE'; page: string }
  | { type: 'SESSION_EXPIRED' }
  | { type: 'UNAUTHORISED' };

/** The identity-server callback answer: a token and the page saved before the redirect. */
export type SigninResult = TokenResponse & { returnTo?: string | null };

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} is not provided`));

/** The session machine's named actors, delays, guards and actions (its behaviour is in sessionMachine.ts). */
export const sessionSetup = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    emitted: {} as SessionEffect,
  },
  actors: {
    /** `POST connect/token` with the password grant. */
    requestToken: fromPromise<TokenResponse, { username: string; password: string }>(
      notProvided('requestToken'),
    ),
    /** Starts the identity-server redirect; the page leaves, so it normally never settles. */
    signinRedirect: fromPromise<void, { returnTo: string | null }>(notProvided('signinRedirect')),
    /** Completes the identity-server callback on `/oidc-callback`. */
    completeSignin: fromPromise<SigninResult, void>(notProvided('completeSignin')),
    /** `GET api/app/user/userinfo`. */
    loadUserInfo: fromPromise<UserInfo, { accessToken: string }>(notProvided('loadUserInfo')),
    /** `GET api/app/user/permissions`. */
    loadPermissions: fromPromise<Permission[], { accessToken: string }>(
      notProvided('loadPermissions'),
    ),
  },
  delays: {
    /** The token's remaining lifetime, from `expires_in` seconds or the stored expiry. */
    tokenLifetime: ({ context }) => context.token?.expiresInMs ?? 0,
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
    cameFromLogin: ({ context }) => context.fromLogin,
  },
  actions: {
    acceptToken: assign((_, params: { response: SigninResult }) => ({
      token: tokenFromResponse(params.response),
      fromLogin: true,
      message: '',
      ...(params.response.returnTo ? { returnTo: params.response.returnTo } : {}),
    })),
    saveToken: emit((_, params: { response: TokenResponse }) => ({
      type: 'session.saveToken' as const,
      accessToken: params.response.access_token,
      expiresIn: params.response.expires_in,
    })),
    rejectLogin: assign((_, params: { error: unknown }) => ({
      message: errorMessage(params.error) ?? sessionMessages.loginFailed,
    })),
    setUser: assign((_, params: { user: UserInfo }) => ({ user: params.user })),
    setPermissions: assign((_, params: { permissions: Permission[] }) => ({
      permissions: params.permissions,
    })),
    forget: assign({ token: null, user: null, permissions: [], fromLogin: false }),
    wantPage: assign(({ event }) => (event.type === 'WANT_PAGE' ? { returnTo: event.page } : {})),
    /** An explicit logout wants nothing back: the next login opens the navigation page. */
    forgetWantedPage: assign({ returnTo: null }),
    clearSession: emit({ type: 'session.clear' as const }),
    clearStorage: emit({ type: 'storage.clear' as const }),
    notify: emit((_, params: NotifyEffect) => params),
    navigate: emit((_, params: { to: string }) => ({ type: 'navigate' as const, to: params.to })),
    openWantedPage: emit(({ context }) => ({
      type: 'navigate' as const,
      to: pageAfterLogin(context.returnTo),
    })),
    reload: emit({ type: 'reload' as const }),
    logError: emit((_, params: { where: string; error: unknown }) => ({
      type: 'logError' as const,
      ...params,
    })),
  },
});

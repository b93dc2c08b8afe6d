import { assign, emit, fromPromise, setup } from 'xstate';
import { errorMessage, notify, type MachineEffect, type NotifyEffect } from './effects';
import { sessionMessages } from './messages';
import {
  pageAfterLogin,
  restoreToken,
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
  | { type: 'SESSION_EXPIRED' }
  | { type: 'UNAUTHORISED' };

/** The identity-server callback answer: a token and the page saved before the redirect. */
export type SigninResult = TokenResponse & { returnTo?: string | null };

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} is not provided`));

/**
 * The user's session (spec section 4): login by form or identity-server redirect, user info and
 * permissions, then ready until logout, token expiry, identity-server sign-out or a 401.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    emitted: {} as MachineEffect,
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
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    token: restoreToken(input.stored, input.now),
    user: null,
    permissions: [],
    returnTo: input.returnTo ?? null,
    fromLogin: false,
    message: '',
  }),
  initial: 'signedOut',
  states: {
    signedOut: {
      description: 'No token: the login page. A token restored from storage goes straight on.',
      always: { guard: 'hasToken', target: 'authenticated' },
      initial: 'idle',
      states: {
        idle: {
          on: {
            LOGIN: 'loggingIn',
            LOGIN_REDIRECT: 'redirecting',
            OIDC_CALLBACK: 'completingCallback',
          },
        },
        loggingIn: {
          invoke: {
            src: 'requestToken',
            input: ({ event }) =>
              event.type === 'LOGIN'
                ? { username: event.username, password: event.password }
                : { username: '', password: '' },
            onDone: {
              target: '#session.authenticated',
              actions: [
                { type: 'acceptToken', params: ({ event }) => ({ response: event.output }) },
                { type: 'saveToken', params: ({ event }) => ({ response: event.output }) },
              ],
            },
            onError: {
              target: 'idle',
              actions: { type: 'rejectLogin', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        redirecting: {
          invoke: {
            src: 'signinRedirect',
            input: ({ context }) => ({ returnTo: context.returnTo }),
            onError: {
              target: 'idle',
              actions: { type: 'rejectLogin', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        completingCallback: {
          invoke: {
            src: 'completeSignin',
            onDone: {
              target: '#session.authenticated',
              actions: [
                { type: 'acceptToken', params: ({ event }) => ({ response: event.output }) },
                { type: 'saveToken', params: ({ event }) => ({ response: event.output }) },
              ],
            },
            onError: {
              target: 'idle',
              actions: { type: 'rejectLogin', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    authenticated: {
      initial: 'loadingUser',
      after: {
        tokenLifetime: {
          target: 'signedOut',
          actions: [
            'forget',
            'clearSession',
            { type: 'notify', params: notify('warning', sessionMessages.sessionTimeout) },
            { type: 'navigate', params: { to: '/' } },
          ],
        },
      },
      on: {
        LOGOUT: {
          target: 'signedOut',
          actions: ['forget', 'clearSession', { type: 'navigate', params: { to: '/' } }],
        },
        SESSION_EXPIRED: {
          target: 'signedOut',
          actions: [
            'forget',
            'clearSession',
            { type: 'notify', params: notify('warning', sessionMessages.sessionTimeout) },
            { type: 'navigate', params: { to: '/' } },
          ],
        },
        UNAUTHORISED: {
          target: 'signedOut',
          actions: [
            'forget',
            'clearStorage',
            { type: 'notify', params: notify('warning', sessionMessages.unauthorised) },
            { type: 'navigate', params: { to: '/' } },
          ],
        },
      },
      states: {
        loadingUser: {
          invoke: {
            src: 'loadUserInfo',
            input: ({ context }) => ({ accessToken: context.token?.accessToken ?? '' }),
            onDone: {
              target: 'loadingPermissions',
              actions: { type: 'setUser', params: ({ event }) => ({ user: event.output }) },
            },
            onError: {
              target: '#session.signedOut',
              actions: [
                {
                  type: 'logError',
                  params: ({ event }) => ({ where: 'userinfo', error: event.error }),
                },
                'forget',
                'clearSession',
              ],
            },
          },
        },
        loadingPermissions: {
          invoke: {
            src: 'loadPermissions',
            input: ({ context }) => ({ accessToken: context.token?.accessToken ?? '' }),
            onDone: [
              {
                guard: 'cameFromLogin',
                target: 'ready',
                actions: [
                  {
                    type: 'setPermissions',
                    params: ({ event }) => ({ permissions: event.output }),
                  },
                  'openWantedPage',
                ],
              },
              {
                target: 'ready',
                actions: {
                  type: 'setPermissions',
                  params: ({ event }) => ({ permissions: event.output }),
                },
              },
            ],
            onError: {
              target: '#session.reloading',
              actions: [
                {
                  type: 'logError',
                  params: ({ event }) => ({ where: 'permissions', error: event.error }),
                },
                'forget',
                'clearSession',
                'reload',
              ],
            },
          },
        },
        ready: {},
      },
    },
    reloading: {
      description: 'Permissions failed: the session is cleared and the page reloads.',
      type: 'final',
    },
  },
});

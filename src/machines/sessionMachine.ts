import { restoreToken } from './session';
import { notify } from './effects';
import { sessionSetup } from './sessionSetup';
import { sessionMessages } from './messages';

/**
 * The user's session (spec section 4): login by form or identity-server redirect, user info and
 * permissions, then ready until logout, token expiry, identity-server sign-out or a 401.
 */
export const sessionMachine = sessionSetup.createMachine({
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
  on: { WANT_PAGE: { actions: 'wantPage' } },
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
          actions: [
            'forget',
            'forgetWantedPage',
            'clearSession',
            { type: 'navigate', params: { to: '/' } },
          ],
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

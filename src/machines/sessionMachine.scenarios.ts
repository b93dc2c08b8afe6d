/** Named scenarios of the session machine, run by its test and by the coverage test. */
import { sessionMessages } from './messages';
import type { Permission, UserInfo } from './session';
import { sessionMachine } from './sessionMachine';
import type { SessionInput, SigninResult } from './sessionSetup';
import { pending, rejects, replies } from './testing/fakes';
import { scenario } from './testing/scenario';

const user: UserInfo = { id: 'u1', name: '张三', currentCourseId: 'c1' };
const permissions: Permission[] = [{ name: 'Titan.Course', isGranted: true }];
const token = { access_token: 'T1', expires_in: 3600 };

type Script<T> = Parameters<typeof replies<T>>[0];

/** The session machine with scripted answers for each call (all succeed by default). */
function session(
  overrides: {
    token?: Script<typeof token>;
    redirect?: Script<void>;
    callback?: Script<SigninResult>;
    user?: Script<UserInfo>;
    permissions?: Script<Permission[]>;
  } = {},
) {
  return sessionMachine.provide({
    actors: {
      requestToken: replies(overrides.token ?? [token]),
      signinRedirect: replies(overrides.redirect ?? [pending]),
      completeSignin: replies<SigninResult, void>(
        overrides.callback ?? [{ ...token, returnTo: '/user/panel' }],
      ),
      loadUserInfo: replies(overrides.user ?? [user]),
      loadPermissions: replies(overrides.permissions ?? [permissions]),
    },
  });
}

const noToken: SessionInput = { stored: null, now: 0 };
const login = { type: 'LOGIN', username: 'student1', password: 'secret' } as const;
const restored: SessionInput = { stored: { accessToken: 'OLD', expiresAt: 10_000 }, now: 4_000 };

/** Every scenario of the session machine. */
export const sessionScenarios = [
  scenario('without a token the session waits on the login page', session(), noToken).expectState(
    'signedOut.idle',
  ),
  scenario('an expired stored token counts as no token', session(), {
    stored: { accessToken: 'OLD', expiresAt: 1000 },
    now: 1000,
  }).expectState('signedOut.idle'),
  scenario(
    'form login saves the token, loads user and permissions, opens the navigation page',
    session(),
    noToken,
  )
    .send(login)
    .expectEmitted({ type: 'session.saveToken', accessToken: 'T1', expiresIn: 3600 })
    .expectEmitted({ type: 'navigate', to: '/user/nav' })
    .expectState('authenticated.ready')
    .check('user and permissions held', (s) => {
      if (s.context.user?.id !== 'u1' || s.context.permissions.length !== 1)
        throw new Error('missing');
    }),
  scenario('after login the page wanted before login opens', session(), {
    ...noToken,
    returnTo: '/user/report/123',
  })
    .send(login)
    .expectEmitted({ type: 'navigate', to: '/user/report/123' }),
  scenario(
    'a login in progress holds loggingIn',
    session({
      token: [pending],
    }),
    noToken,
  )
    .send(login)
    .expectState('signedOut.loggingIn'),
  scenario('a slow user-info call holds loadingUser', session({ user: [pending] }), noToken)
    .send(login)
    .expectState('authenticated.loadingUser'),
  scenario(
    'a slow permissions call holds loadingPermissions',
    session({ permissions: [pending] }),
    noToken,
  )
    .send(login)
    .expectState('authenticated.loadingPermissions'),
  scenario(
    'a refused password shows the server message and stays on the form',
    session({
      token: [rejects({ error: { message: '用户名或密码错误' } })],
    }),
    noToken,
  )
    .send(login)
    .expectState('signedOut.idle')
    .expectMessage('用户名或密码错误')
    .expectNotEmitted('session.saveToken'),
  scenario(
    'a refused password without a server message shows the default login error',
    session({
      token: [rejects(42)],
    }),
    noToken,
  )
    .send(login)
    .expectMessage(sessionMessages.loginFailed),
  scenario(
    'identity-server login holds redirecting while the page leaves',
    session({
      redirect: [pending],
    }),
    noToken,
  )
    .send({ type: 'LOGIN_REDIRECT' })
    .expectState('signedOut.redirecting'),
  scenario(
    'a redirect that cannot start shows its error',
    session({ redirect: [rejects(new Error('网络错误'))] }),
    noToken,
  )
    .send({ type: 'LOGIN_REDIRECT' })
    .expectState('signedOut.idle')
    .expectMessage('网络错误'),
  scenario(
    'a callback in progress holds completingCallback',
    session({
      callback: [pending],
    }),
    noToken,
  )
    .send({ type: 'OIDC_CALLBACK' })
    .expectState('signedOut.completingCallback'),
  scenario('a completed callback opens the saved page', session(), noToken)
    .send({ type: 'OIDC_CALLBACK' })
    .expectEmitted({ type: 'session.saveToken', accessToken: 'T1' })
    .expectEmitted({ type: 'navigate', to: '/user/panel' })
    .expectState('authenticated.ready'),
  scenario(
    'a failed callback returns to the login form',
    session({ callback: [rejects(new Error('state mismatch'))] }),
    noToken,
  )
    .send({ type: 'OIDC_CALLBACK' })
    .expectState('signedOut.idle')
    .expectMessage('state mismatch'),
  scenario(
    'a restored token loads the user without navigating away from the current page',
    session(),
    restored,
  )
    .expectState('authenticated.ready')
    .expectNotEmitted('navigate')
    .expectNotEmitted('session.saveToken'),
  scenario(
    'the session times out when the token expires: warning, cleared, back to /',
    session(),
    restored,
  )
    .advance(5_999)
    .expectState('authenticated.ready')
    .advance(1)
    .expectState('signedOut.idle')
    .expectEmitted({ type: 'session.clear' })
    .expectEmitted({ type: 'notify', level: 'warning', message: sessionMessages.sessionTimeout })
    .expectEmitted({ type: 'navigate', to: '/' }),
  scenario('a login token expires after expires_in seconds', session(), noToken)
    .send(login)
    .advance(3_599_999)
    .expectState('authenticated.ready')
    .advance(1)
    .expectState('signedOut.idle')
    .expectMessage(sessionMessages.sessionTimeout),
  scenario('logout clears the session and goes to /', session(), restored)
    .send({ type: 'LOGOUT' })
    .expectState('signedOut.idle')
    .expectEmitted({ type: 'session.clear' })
    .expectEmitted({ type: 'navigate', to: '/' })
    .expectNotEmitted('notify')
    .check('nothing kept', (s) => {
      if (s.context.token || s.context.user) throw new Error('session kept');
    }),
  scenario(
    'after logging out, the next login opens the navigation page, not the page of the last visit',
    session(),
    { ...restored, returnTo: '/user/assets' },
  )
    .send({ type: 'LOGOUT' })
    .send(login)
    .expectEmitted({ type: 'navigate', to: '/user/nav' }),
  scenario(
    'a page asked for while signed out (or last seen before a timeout) opens after login',
    session(),
    restored,
  )
    .send({ type: 'WANT_PAGE', page: '/user/report/7' })
    .send({ type: 'SESSION_EXPIRED' })
    .send(login)
    .expectEmitted({ type: 'navigate', to: '/user/report/7' }),
  scenario('identity-server sign-out warns that the session timed out', session(), restored)
    .send({ type: 'SESSION_EXPIRED' })
    .expectState('signedOut.idle')
    .expectEmitted({ type: 'session.clear' })
    .expectMessage(sessionMessages.sessionTimeout)
    .expectEmitted({ type: 'navigate', to: '/' }),
  scenario('a 401 outside login clears storage and redirects', session(), restored)
    .send({ type: 'UNAUTHORISED' })
    .expectState('signedOut.idle')
    .expectEmitted({ type: 'storage.clear' })
    .expectMessage(sessionMessages.unauthorised)
    .expectEmitted({ type: 'navigate', to: '/' }),
  scenario('a 401 on the login page is ignored', session(), noToken)
    .send({ type: 'UNAUTHORISED' })
    .expectState('signedOut.idle')
    .expectNotEmitted('storage.clear'),
  scenario(
    'a user-info failure clears the session',
    session({ user: [rejects(new Error('500'))] }),
    restored,
  )
    .expectState('signedOut.idle')
    .expectEmitted({ type: 'logError', where: 'userinfo' })
    .expectEmitted({ type: 'session.clear' })
    .expectNotEmitted('reload'),
  scenario(
    'a permissions failure clears the session and reloads the page',
    session({
      permissions: [rejects(new Error('500'))],
    }),
    restored,
  )
    .expectState('reloading')
    .expectEmitted({ type: 'session.clear' })
    .expectEmitted({ type: 'reload' }),
];

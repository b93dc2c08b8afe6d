// The session machine's effects against the real back end: the password grant, user info and
// permissions through the typed API client, and the identity-server redirect through oidc-client-ts.
import type { UserManager } from 'oidc-client-ts';
import { fromPromise } from 'xstate';
import type { ApiClient } from '../api/client';
import { formBody, formHeaders } from '../api/formBody';
import { withoutErrorNotice } from '../api/types';
import type { Permission, TokenResponse, UserInfo } from '../machines/session';
import { sessionMessages } from '../machines/messages';
import { completeSignin, signinRedirect, type SigninResult } from './oidc';

/** Shown when the server cannot be reached at login. */
export const unreachableMessage = '无法连接服务器，请检查网络后重试';
/** Shown for a refused password grant when the server says nothing readable. */
export const wrongPasswordMessage = sessionMessages.loginFailed;

/** What the session actors need. */
export interface SessionActorDeps {
  api: ApiClient;
  clientId: string;
  scope: string;
  /** Created on first use, so a form-only deployment never contacts the identity server. */
  userManager: () => Promise<UserManager>;
}

async function requestToken(
  deps: SessionActorDeps,
  input: { username: string; password: string },
): Promise<TokenResponse> {
  let result;
  try {
    result = await deps.api.POST('/connect/token', {
      body: {
        grant_type: 'password',
        username: input.username,
        password: input.password,
        client_id: deps.clientId,
        scope: deps.scope,
      },
      bodySerializer: (body) => formBody(body),
      // The login form shows its own message; a global toast would say the same thing twice.
      headers: { ...formHeaders, ...withoutErrorNotice },
    });
  } catch {
    throw new Error(unreachableMessage);
  }
  if (result.data) return result.data;
  if (result.response.status >= 500 || result.response.status === 0) {
    throw new Error(unreachableMessage);
  }
  const described = (result.error as { error_description?: unknown } | undefined)
    ?.error_description;
  throw new Error(
    typeof described === 'string' && /[\u4e00-\u9fa5]/.test(described)
      ? described
      : wrongPasswordMessage,
  );
}

async function loadUserInfo(deps: SessionActorDeps): Promise<UserInfo> {
  const { data } = await deps.api.GET('/api/app/user/userinfo');
  if (!data) throw new Error('用户信息加载失败');
  return {
    ...data,
    adminCourseId: data.adminCourseId == null ? null : String(data.adminCourseId),
    currentCourseId: data.currentCourseId == null ? null : String(data.currentCourseId),
  };
}

async function loadPermissions(deps: SessionActorDeps): Promise<Permission[]> {
  const { data } = await deps.api.GET('/api/app/user/permissions');
  if (!data) throw new Error('权限加载失败');
  return data.items;
}

/** User info and permissions of one token, asked for together. */
interface SessionChecks {
  token: string;
  user: Promise<UserInfo>;
  permissions: Promise<Permission[]>;
}

/**
 * The actor implementations handed to `sessionMachine.provide`. The machine checks user info, then
 * permissions; both need only the token, so the first check starts both requests and the second takes
 * the answer already on its way (one network stage instead of two at every page load).
 */
export function sessionActors(deps: SessionActorDeps) {
  let checks: SessionChecks | null = null;
  const checksFor = (token: string): SessionChecks => {
    if (checks?.token !== token) {
      const permissions = loadPermissions(deps);
      // Not asked for when user info fails first; the machine then signs out and never reads it.
      permissions.catch(() => undefined);
      const user = loadUserInfo(deps);
      const next: SessionChecks = { token, user, permissions };
      // A failed check signs out; the next login with the same token must ask again.
      user.catch(() => {
        if (checks === next) checks = null;
      });
      checks = next;
    }
    return checks;
  };
  return {
    requestToken: fromPromise<TokenResponse, { username: string; password: string }>(({ input }) =>
      requestToken(deps, input),
    ),
    signinRedirect: fromPromise<void, { returnTo: string | null }>(({ input }) =>
      deps.userManager().then((manager) => signinRedirect(manager, input.returnTo)),
    ),
    completeSignin: fromPromise<SigninResult, void>(() => deps.userManager().then(completeSignin)),
    loadUserInfo: fromPromise<UserInfo, { accessToken: string }>(
      ({ input }) => checksFor(input.accessToken).user,
    ),
    loadPermissions: fromPromise<Permission[], { accessToken: string }>(({ input }) => {
      const { permissions } = checksFor(input.accessToken);
      // Taken once: a later check of the same token (after a retry) asks the server again.
      checks = null;
      return permissions;
    }),
  };
}

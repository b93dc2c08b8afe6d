import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { HttpError, requireIdentity } from '../auth/identity';
import { contractRoute } from '../http/contract';
import type { components } from '../../src/api/schema.gen';
import type { Database } from '../db/schema';
import { revokeUserTokens } from '../identity/revocation';
import { allPermissions } from '../identity/roles';
import { changePassword, findUserById, type UserRow } from '../identity/users';

/** The contract's UserInfo of an account. */
export function userInfoOf(user: UserRow): components['schemas']['UserInfo'] {
  return {
    id: user.id,
    name: user.name,
    userName: user.userName,
    avatar: null,
    isNewUser: user.isNewUser === 1,
    adminCourseId: user.adminCourseId,
    currentCourseId: user.currentCourseId,
  };
}

/** Routes of the current user: info, permissions and password change (tag "user"). */
export async function userRoutes(
  app: FastifyInstance,
  { db }: { db: Kysely<Database> },
): Promise<void> {
  contractRoute(app, 'getUserInfo', async (request) => {
    const identity = requireIdentity(request);
    const user = await findUserById(db, identity.userId);
    if (!user) throw new HttpError(401, '未授权，请重新登录后再次尝试', 'Unauthorized');
    return userInfoOf(user);
  });

  contractRoute(app, 'getPermissions', async (request) => {
    const identity = requireIdentity(request);
    const granted = new Set<string>(identity.permissions);
    const items = allPermissions.map((name) => ({ name, isGranted: granted.has(name) }));
    return { items, totalCount: items.length };
  });

  // The body (both fields present, new password at least 6 characters) is checked against the
  // contract before this runs; a wrong current password is a 400 from changePassword.
  contractRoute(app, 'changePassword', async (request) => {
    const identity = requireIdentity(request);
    await changePassword(
      db,
      identity.userId,
      request.body.currentPassword,
      request.body.newPassword,
    );
    // The app signs out after a change; sessions and tokens elsewhere must not outlive the old password.
    await revokeUserTokens(db, identity.userId);
    return undefined;
  });
}

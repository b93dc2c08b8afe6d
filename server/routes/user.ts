import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { HttpError, requireIdentity } from '../auth/identity';
import type { Database } from '../db/schema';
import { allPermissions } from '../identity/roles';
import { changePassword, findUserById, type UserRow } from '../identity/users';

/** The contract's UserInfo of an account. */
export function userInfoOf(user: UserRow) {
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

function requiredText(body: Record<string, unknown>, field: string, message: string): string {
  const value = body[field];
  if (typeof value !== 'string' || value.length === 0) {
    throw new HttpError(400, message, 'ValidationError', [{ message, members: [field] }]);
  }
  return value;
}

/** Routes of the current user: info, permissions and password change (tag "user"). */
export async function userRoutes(
  app: FastifyInstance,
  { db }: { db: Kysely<Database> },
): Promise<void> {
  app.get('/api/app/user/userinfo', async (request) => {
    const identity = requireIdentity(request);
    const user = await findUserById(db, identity.userId);
    if (!user) throw new HttpError(401, '未授权，请重新登录后再次尝试', 'Unauthorized');
    return userInfoOf(user);
  });

  app.get('/api/app/user/permissions', async (request) => {
    const identity = requireIdentity(request);
    const granted = new Set(identity.permissions);
    const items = allPermissions.map((name) => ({ name, isGranted: granted.has(name) }));
    return { items, totalCount: items.length };
  });

  app.post('/api/app/user/changePassword', async (request, reply) => {
    const identity = requireIdentity(request);
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new HttpError(400, '请求内容应为 JSON 对象', 'ValidationError');
    }
    const fields = body as Record<string, unknown>;
    // The spec's form messages, so a direct API caller reads the same words as the dialog shows.
    const currentPassword = requiredText(fields, 'currentPassword', '请输入旧密码');
    const newPassword = requiredText(fields, 'newPassword', '请输入新密码');
    await changePassword(db, identity.userId, currentPassword, newPassword);
    return reply.code(204).send();
  });
}

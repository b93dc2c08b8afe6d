import crypto from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import { HttpError, type Identity } from '../auth/identity';
import type { Database, UsersTable } from '../db/schema';
import { checkPasswordHash, dummyPasswordHash, hashPassword } from './password';
import { isRoleName, permissionsOf, type RoleName } from './roles';

/** A user row as read from the database. */
export type UserRow = Selectable<UsersTable>;

/** What a new account needs; the password is hashed before it is stored. */
export interface NewUser {
  userName: string;
  name: string;
  password: string;
  roles: RoleName[];
  /** New users are asked to change their password (default true). */
  isNewUser?: boolean;
  currentCourseId?: number | null;
  adminCourseId?: number | null;
}

/** Shortest password accepted for a new account or a password change. */
export const minPasswordLength = 6;

/** Throws 400 with a Chinese message when a new password is too weak to store. */
export function assertPasswordAcceptable(password: string, field = 'newPassword'): void {
  if (password.length < minPasswordLength) {
    throw new HttpError(400, `密码长度至少为${minPasswordLength}位`, 'InvalidPassword', [
      { message: `密码长度至少为${minPasswordLength}位`, members: [field] },
    ]);
  }
}

/** Creates an account; throws 400 when the user name is taken or a role is unknown. */
export async function createUser(db: Kysely<Database>, user: NewUser): Promise<UserRow> {
  const bad = user.roles.find((r) => !isRoleName(r));
  if (bad !== undefined) throw new HttpError(400, `未知的角色：${String(bad)}`, 'InvalidRole');
  if (await findUserByName(db, user.userName)) {
    throw new HttpError(400, `用户名 ${user.userName} 已存在`, 'DuplicateUserName');
  }
  assertPasswordAcceptable(user.password, 'password');
  const row: UserRow = {
    id: crypto.randomUUID(),
    userName: user.userName,
    name: user.name,
    passwordHash: await hashPassword(user.password),
    roles: JSON.stringify(user.roles),
    isNewUser: user.isNewUser === false ? 0 : 1,
    currentCourseId: user.currentCourseId ?? null,
    adminCourseId: user.adminCourseId ?? null,
    createdAt: new Date().toISOString(),
  };
  await db.insertInto('users').values(row).execute();
  return row;
}

/** Finds an account by user name (case-insensitive, as ABP normalises user names). */
export async function findUserByName(
  db: Kysely<Database>,
  userName: string,
): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(${sql.ref('userName')})`, '=', userName.trim().toLowerCase())
    .executeTakeFirst();
}

/** Finds an account by id. */
export async function findUserById(db: Kysely<Database>, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Returns the account when user name and password match, else undefined (no hint which was wrong).
 * An unknown name is checked against a dummy hash of the same cost, so the answer takes as long as
 * a wrong password and the timing does not tell which names exist.
 */
export async function verifyPassword(
  db: Kysely<Database>,
  userName: string,
  password: string,
  dummyHash: string = dummyPasswordHash,
): Promise<UserRow | undefined> {
  const user = await findUserByName(db, userName);
  const matches = await checkPasswordHash(password, user?.passwordHash ?? dummyHash);
  return user && matches ? user : undefined;
}

/** Changes a password after checking the current one; clears isNewUser. Wrong current → 400. */
export async function changePassword(
  db: Kysely<Database>,
  userId: string,
  currentPassword: string,
  newPassword: string,
): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user) throw new HttpError(404, '用户不存在', 'UserNotFound');
  if (!(await checkPasswordHash(currentPassword, user.passwordHash))) {
    throw new HttpError(400, '旧密码不正确', 'IncorrectPassword', [
      { message: '旧密码不正确', members: ['currentPassword'] },
    ]);
  }
  assertPasswordAcceptable(newPassword);
  await db
    .updateTable('users')
    .set({ passwordHash: await hashPassword(newPassword), isNewUser: 0 })
    .where('id', '=', userId)
    .execute();
}

/** Sets the user's current (trainee) and admin (teacher) course, e.g. from the seed. */
export async function setUserCourses(
  db: Kysely<Database>,
  userId: string,
  courses: { currentCourseId?: number | null; adminCourseId?: number | null },
): Promise<void> {
  await db.updateTable('users').set(courses).where('id', '=', userId).execute();
}

/** Role names stored on the row (a JSON array). */
export function rolesOf(user: UserRow): string[] {
  const parsed: unknown = JSON.parse(user.roles);
  return Array.isArray(parsed) ? parsed.filter((r): r is string => typeof r === 'string') : [];
}

/** The Identity the API sees for this account: roles and the permissions they grant. */
export function identityOf(user: UserRow): Identity {
  const roles = rolesOf(user);
  return { userId: user.id, userName: user.userName, roles, permissions: permissionsOf(roles) };
}

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { HttpError, isAdmin } from '../../server/auth/identity';
import {
  changePassword,
  createUser,
  findUserByName,
  identityOf,
  verifyPassword,
} from '../../server/identity/users';
import { openTestDatabase } from './identityTestDb';

// Password hashing (scrypt, ~0.35 s each) and server starts are slow on a busy 2-core machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

let db: Kysely<Database>;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ db, dispose } = await openTestDatabase());
  await createUser(db, {
    userName: 'teacher',
    name: '王老师',
    password: 'Teach123',
    roles: ['teacher'],
  });
  await createUser(db, {
    userName: 'trainee1',
    name: '学员一',
    password: 'Train123',
    roles: ['trainee'],
  });
});
afterAll(() => dispose());

describe('users', () => {
  it('stores an scrypt hash with its own salt, never the password', async () => {
    const user = await findUserByName(db, 'trainee1');
    const teacher = await findUserByName(db, 'teacher');
    expect(user?.passwordHash).toMatch(/^scrypt\$32768\$8\$3\$/);
    expect(user?.passwordHash).not.toContain('Train123');
    expect(user?.passwordHash.split('$')[4]).not.toBe(teacher?.passwordHash.split('$')[4]);
  });

  it('verifies the right password and rejects a wrong one', async () => {
    expect((await verifyPassword(db, 'trainee1', 'Train123'))?.name).toBe('学员一');
    expect(await verifyPassword(db, 'trainee1', 'wrong-password')).toBeUndefined();
    expect(await verifyPassword(db, 'nobody', 'Train123')).toBeUndefined();
  });

  it('finds users by name case-insensitively', async () => {
    expect((await findUserByName(db, 'TEACHER'))?.userName).toBe('teacher');
  });

  it('refuses a duplicate user name with a Chinese 400', async () => {
    const attempt = createUser(db, {
      userName: 'Teacher',
      name: 'x',
      password: 'abcdef',
      roles: [],
    });
    await expect(attempt).rejects.toMatchObject({
      statusCode: 400,
      message: '用户名 Teacher 已存在',
    });
  });

  it('gives teachers admin permissions and trainees none', async () => {
    const teacher = identityOf((await findUserByName(db, 'teacher'))!);
    const trainee = identityOf((await findUserByName(db, 'trainee1'))!);
    expect(teacher.permissions).toContain('PowerTrading.Admin.Courses');
    expect(isAdmin(teacher)).toBe(true);
    expect(isAdmin(trainee)).toBe(false);
    expect(trainee.roles).toEqual(['trainee']);
  });

  it('changes the password only with the right current one and clears isNewUser', async () => {
    const user = (await findUserByName(db, 'trainee1'))!;
    expect(user.isNewUser).toBe(1);
    const wrong = changePassword(db, user.id, 'not-it', 'NewPass1');
    await expect(wrong).rejects.toBeInstanceOf(HttpError);
    await expect(wrong).rejects.toMatchObject({ statusCode: 400, message: '旧密码不正确' });
    await changePassword(db, user.id, 'Train123', 'NewPass1');
    expect(await verifyPassword(db, 'trainee1', 'NewPass1')).toBeDefined();
    expect(await verifyPassword(db, 'trainee1', 'Train123')).toBeUndefined();
    expect((await findUserByName(db, 'trainee1'))?.isNewUser).toBe(0);
  });

  it('rejects a too-short new password with a Chinese 400', async () => {
    const user = (await findUserByName(db, 'teacher'))!;
    await expect(changePassword(db, user.id, 'Teach123', '123')).rejects.toMatchObject({
      statusCode: 400,
      message: '密码长度至少为6位',
    });
  });
});

import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../../server/app';
import type { Database } from '../../server/db/schema';
import type { IdentitySettings } from '../../server/identity/settings';
import { createUser } from '../../server/identity/users';
import { openTestDatabase } from './identityTestDb';

/** Passwords of the accounts every identity test app has. */
export const testAccounts = {
  teacher: { userName: 'teacher1', password: 'Teacher#2025', name: '张老师' },
  trainee: { userName: 'trainee1', password: 'Trainee#2025', name: '李学员' },
} as const;

/** A whole app on a fresh database with one teacher (course 1) and one trainee (course 1). */
export async function openTestApp(identity: Partial<IdentitySettings> = {}): Promise<{
  app: FastifyInstance;
  db: Kysely<Database>;
  dataDir: string;
  dispose: () => Promise<void>;
}> {
  const { db, dataDir, dispose } = await openTestDatabase();
  await createUser(db, { ...testAccounts.teacher, roles: ['teacher'], adminCourseId: 1 });
  await createUser(db, { ...testAccounts.trainee, roles: ['trainee'], currentCourseId: 1 });
  const app = await buildApp({ db, staticDir: '/nonexistent', identity });
  return {
    app,
    db,
    dataDir,
    dispose: async () => {
      await app.close();
      await dispose();
    },
  };
}

/** Gets an access token with the password grant, as the app's form login does. */
export async function passwordToken(
  app: FastifyInstance,
  account: { userName: string; password: string },
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/connect/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'password',
      client_id: 'power-trading-web',
      username: account.userName,
      password: account.password,
      scope: 'openid profile PowerTrading',
    }).toString(),
  });
  if (response.statusCode !== 200) throw new Error(`token ${response.statusCode} ${response.body}`);
  return (response.json() as { access_token: string }).access_token;
}

// The seeded demo database the SQLite API worlds start from. Seeding (migrations, the demo course,
// some twenty scrypt password hashes) and five password logins cost several seconds of CPU per test
// file; built once per test run and copied per world, the worlds stay independent (each its own
// file) while the run does that work once.
import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { buildApp } from '../../server/app';
import { openDatabase, sqliteFileName } from '../../server/db/database';
import { createUser } from '../../server/identity/users';
import { demoPassword, seedDemo } from '../../server/seed/seedDemo';
import { passwordToken } from './identityTestApp';

/** Access tokens of the accounts the API tests act as, issued on the template database. */
export interface WorldTokens {
  teacher: string;
  seller: string;
  buyer: string;
  /** A teacher who owns no course of the demo. */
  otherTeacher: string;
  /** A trainee enrolled in no course. */
  outsider: string;
}

/** Seeds a database the API tests need: the demo plus a second teacher and an outsider. */
export async function seedWorld(db: Awaited<ReturnType<typeof openDatabase>>): Promise<void> {
  await seedDemo(db);
  await createUser(db, {
    userName: 'teacher2',
    name: '赵老师',
    password: demoPassword,
    roles: ['teacher'],
  });
  await createUser(db, {
    userName: 'outsider',
    name: '局外人',
    password: demoPassword,
    roles: ['trainee'],
  });
}

/** Logs the five accounts in (the tokens live in the database, so copies of it accept them). */
export async function worldTokens(app: Awaited<ReturnType<typeof buildApp>>): Promise<WorldTokens> {
  const token = (userName: string) => passwordToken(app, { userName, password: demoPassword });
  return {
    teacher: await token('teacher'),
    seller: await token('trainee1'),
    buyer: await token('trainee5'),
    otherTeacher: await token('teacher2'),
    outsider: await token('outsider'),
  };
}

async function build(staging: string): Promise<void> {
  const db = await openDatabase(path.join(staging, 'data'));
  await seedWorld(db);
  // The app stores its signing keys in the database on first start; the tokens need them.
  const app = await buildApp({ db, staticDir: '/nonexistent' });
  const tokens = await worldTokens(app);
  await app.close();
  await db.destroy();
  fs.writeFileSync(path.join(staging, 'tokens.json'), JSON.stringify(tokens));
}

/**
 * Copies the run's template into `dataDir` (building the template first if no world of this run has)
 * and returns the tokens valid on it.
 */
export async function copyWorldTemplate(dataDir: string): Promise<WorldTokens> {
  const root = inject('worldTemplateDir');
  const ready = path.join(root, 'ready');
  if (!fs.existsSync(path.join(ready, 'tokens.json'))) {
    const staging = fs.mkdtempSync(path.join(root, 'staging-'));
    await build(staging);
    try {
      fs.renameSync(staging, ready);
    } catch {
      // Another worker finished first: use its template.
      fs.rmSync(staging, { recursive: true, force: true });
    }
  }
  fs.copyFileSync(path.join(ready, 'data', sqliteFileName), path.join(dataDir, sqliteFileName));
  return JSON.parse(fs.readFileSync(path.join(ready, 'tokens.json'), 'utf8')) as WorldTokens;
}

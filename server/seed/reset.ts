// `npm run db:reset -- --yes`: deletes the database (SQLite files in DATA_DIR, or every table on
// DATABASE_URL) and recreates it with the demo course. Refuses while a server holds the data folder.
import fs from 'node:fs';
import path from 'node:path';
import { Migrator, NO_MIGRATIONS } from 'kysely';
import { openDatabase, sqliteFileName } from '../db/database';
import { acquireDataLock } from '../db/dataLock';
import { migrations } from '../db/migrations';
import { readSettings } from '../settings';
import { seedDemo } from './seedDemo';

async function main(): Promise<void> {
  if (!process.argv.includes('--yes')) {
    console.error('这会删除全部数据并重建演示课程。确认请运行: npm run db:reset -- --yes');
    process.exit(2);
  }
  const settings = readSettings();
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const db = await openDatabase(settings.dataDir, { databaseUrl });
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const { error } = await migrator.migrateTo(NO_MIGRATIONS);
    await db.destroy();
    if (error) throw error;
  } else if (fs.existsSync(settings.dataDir)) {
    // Holding the lock while deleting proves no server is using the files.
    const release = acquireDataLock(settings.dataDir);
    for (const suffix of ['', '-wal', '-shm']) {
      fs.rmSync(path.join(settings.dataDir, sqliteFileName + suffix), { force: true });
    }
    release();
  }
  const db = await openDatabase(settings.dataDir, { databaseUrl });
  await seedDemo(db);
  await db.destroy();
  console.log(`数据库已重建并写入演示课程（${databaseUrl ? 'PostgreSQL' : settings.dataDir}）`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

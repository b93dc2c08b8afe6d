import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import { migrations } from './migrations';
import type { Database } from './schema';

/** File name of the embedded database inside the data folder. */
export const sqliteFileName = 'platform.sqlite';

/**
 * Opens the embedded SQLite database in `dataDir` (created on first start) and applies migrations.
 * WAL with synchronous=FULL: a write acknowledged to a client survives a crash of the process.
 */
export async function openDatabase(dataDir: string): Promise<Kysely<Database>> {
  fs.mkdirSync(dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(dataDir, sqliteFileName));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  await migrateToLatest(db);
  return db;
}

/** Applies every migration not yet applied; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    throw new Error(`数据库迁移失败${failed ? `（${failed.migrationName}）` : ''}`, {
      cause: error,
    });
  }
}

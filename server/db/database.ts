import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  Migrator,
  SqliteDialect,
  type Driver,
  type SqliteDatabase,
} from 'kysely';
import { acquireDataLock } from './dataLock';
import { migrations } from './migrations';
import { openPostgres } from './postgres';
import { registerTableStamps } from './readMemo';
import { cachedSqlite } from './sqliteCache';
import { walCheckpointer, type WalCheckpointer } from './walCheckpoint';
import { walFlusher, type WalFlusher } from './walFlush';
import type { Database } from './schema';

/** File name of the embedded database inside the data folder. */
export const sqliteFileName = 'platform.sqlite';

/** Where the data lives: PostgreSQL when a URL is given, else SQLite in the data folder. */
export interface DatabaseOptions {
  /** PostgreSQL connection URL (DATABASE_URL); when unset the embedded SQLite file is used. */
  databaseUrl?: string | undefined;
}

/**
 * SQLite dialect whose driver also stops the checkpoint worker before and releases the data folder's
 * lock after the database is closed, and begins transactions IMMEDIATE.
 */
class LockedSqliteDialect extends SqliteDialect {
  constructor(
    database: SqliteDatabase,
    private readonly release: () => void | Promise<void>,
    private readonly beforeClose: () => Promise<void>,
  ) {
    super({ database });
  }

  override createDriver(): Driver {
    const driver = super.createDriver();
    // IMMEDIATE takes the write lock at BEGIN, where SQLite waits for it (busy_timeout). With a plain
    // BEGIN a transaction that reads first asks for it only at its first write, and there SQLite fails at
    // once with SQLITE_BUSY when another connection holds it: the checkpoint worker's TRUNCATE does, and
    // declarations (quota read, then delete and insert) answered 500 under load. This connection is the
    // only writer and its transactions run one at a time, so taking the lock early costs nothing.
    driver.beginTransaction = async (connection) => {
      await connection.executeQuery(CompiledQuery.raw('begin immediate'));
    };
    const destroy = driver.destroy.bind(driver);
    driver.destroy = async () => {
      // Other connections first, so the server's close can fold the WAL back and remove it.
      await this.beforeClose();
      await destroy();
      await this.release();
    };
    return driver;
  }
}

/** The WAL flusher and checkpointer of each SQLite database this process opened. */
const walKeepers = new WeakMap<
  Kysely<Database>,
  { flusher: WalFlusher; checkpointer: WalCheckpointer; writes: () => number }
>();

/**
 * Resolves once every write committed so far is on disk: call before acknowledging a write. A no-op for
 * PostgreSQL, which makes each commit durable itself.
 */
export async function flushWrites(db: Kysely<Database>): Promise<void> {
  const keeper = walKeepers.get(db);
  if (!keeper) return;
  keeper.checkpointer.noteWrites(keeper.writes());
  await keeper.flusher.flush();
}

function openSqlite(dataDir: string): Kysely<Database> {
  fs.mkdirSync(dataDir, { recursive: true });
  const release = acquireDataLock(dataDir);
  try {
    const sqlite = new SQLite(path.join(dataDir, sqliteFileName));
    sqlite.pragma('journal_mode = WAL');
    // NORMAL: commits do not fsync on the event loop; the server fsyncs the WAL (walFlush.ts, one fsync
    // for many commits) before answering a request that wrote, so an acknowledged write survives a crash.
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    // One connection, so one writer; statements are prepared once and read-mostly answers kept.
    const cached = cachedSqlite(sqlite);
    const writes = () => cached.stats.writes;
    const flusher = walFlusher(`${sqlite.name}-wal`, writes);
    // Checkpoints leave the event loop once the database is being written (walCheckpoint.ts).
    const checkpointer = walCheckpointer(sqlite);
    const db = new Kysely<Database>({
      dialect: new LockedSqliteDialect(
        cached,
        async () => {
          await flusher.close();
          release();
        },
        () => checkpointer.close(),
      ),
    });
    walKeepers.set(db, { flusher, checkpointer, writes });
    registerTableStamps(db, cached);
    return db;
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * Opens the database (created on first start) and applies migrations: PostgreSQL when
 * `options.databaseUrl` is set, else SQLite in `dataDir`, locked against a second server.
 */
export async function openDatabase(
  dataDir: string,
  options: DatabaseOptions = {},
): Promise<Kysely<Database>> {
  const db = options.databaseUrl ? openPostgres(options.databaseUrl) : openSqlite(dataDir);
  try {
    await migrateToLatest(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}

/** Applies every migration not yet applied; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  // Each area numbers its migrations in its own range (0002-0099 storage, 01xx identity, 02xx market, 03xx course restarts):
  // a new migration may sort before ones already applied, so order is not enforced.
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    throw new Error(`数据库迁移失败${failed ? `（${failed.migrationName}）` : ''}`, {
      cause: error,
    });
  }
}

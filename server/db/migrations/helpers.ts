import { PostgresAdapter, type CreateTableBuilder, type Kysely } from 'kysely';

/** True when the migration runs on PostgreSQL (the only dialect besides SQLite we support). */
export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Starts a table with an auto-numbered integer primary key `id`.
 * SQLite needs `integer primary key autoincrement`, PostgreSQL a `serial`; Kysely has no common spelling.
 */
export function tableWithId(db: Kysely<unknown>, name: string): CreateTableBuilder<string, 'id'> {
  const table = db.schema.createTable(name);
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (col) => col.primaryKey())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}

/** Drops the given tables in order (children first), for migrations' `down`. */
export async function dropTables(db: Kysely<unknown>, names: string[]): Promise<void> {
  for (const name of names) await db.schema.dropTable(name).ifExists().execute();
}

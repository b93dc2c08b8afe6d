import pg from 'pg';
import { Kysely, PostgresDialect } from 'kysely';
import type { Database } from './schema';

// int8 (count(*), bigserial) comes back as a string by default; numbers make results match SQLite's.
pg.types.setTypeParser(20, Number);
// numeric likewise: our amounts fit a double.
pg.types.setTypeParser(1700, Number);

/** Opens a Kysely connection pool on the PostgreSQL server at `url` (DATABASE_URL). */
export function openPostgres(url: string, poolSize = 10): Kysely<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

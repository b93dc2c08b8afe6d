// What Kysely's SQLite driver talks to: the better-sqlite3 database with (1) prepared statements reused
// by SQL text instead of prepared on every call, and (2) answers of SELECTs over read-mostly tables kept
// until a write touches one of their tables. Every query of the server passes here and the server is the
// only writer (data folder lock), so invalidation is exact: a write bumps the version of its table and of
// every table its foreign keys cascade to; a cached answer is used only while its tables' versions are
// unchanged. Inside a transaction nothing is cached (a rollback would leave uncommitted rows behind).
import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Tables read on most requests and written rarely (course set-up, enrolment, tokens at login). */
export const READ_MOSTLY_TABLES: ReadonlySet<string> = new Set([
  'course',
  'course_argument',
  'scene',
  'scene_province',
  'round',
  'enterprise',
  'generator_unit',
  'demand',
  'users',
  'user_course',
  'user_course_enterprise',
  'oidc_payload',
  'notice',
  'notice_message',
]);

/** Bounds: statements kept, answers kept, rows per answer worth keeping. */
const MAX_STATEMENTS = 2000;
const MAX_ANSWERS = 5000;
const MAX_ROWS = 500;

const TRANSACTION_CONTROL = /^\s*(begin|commit|end|rollback|savepoint|release)\b/i;
const WRITE_TARGET =
  /^\s*(?:insert(?:\s+or\s+\w+)?\s+into|replace\s+into|update(?:\s+or\s+\w+)?|delete\s+from)\s+"?(\w+)"?/i;
const READ_TABLES = /\b(?:from|join)\s+"(\w+)"/gi;
/** Answers that depend on the clock or chance are never kept. */
const VOLATILE = /random\(|'now'|current_(?:date|time|timestamp)|changes\(\)|last_insert_rowid/i;

/** Counters of the read cache, for the bench and tests. */
export interface SqliteCacheStats {
  hits: number;
  misses: number;
  prepared: number;
  /** Writing statements run (INSERT, UPDATE, DELETE, DDL), for the WAL flusher. */
  writes: number;
}

/** A better-sqlite3 database wrapped for Kysely with the statement and read caches. */
export interface CachedSqlite extends SqliteDatabase {
  stats: SqliteCacheStats;
  /**
   * A stamp of the tables' contents: it changes whenever a write may have changed one of them (its own
   * write, a cascade, DDL or an unknown write), so a value derived from them is current while it holds.
   */
  stamp(tables: readonly string[]): number;
  /** The stamp function as of now, for tables learnt later (what a read turned out to use). */
  snapshot(): (tables: readonly string[]) => number;
}

interface Answer {
  rows: unknown[];
  tables: string[];
  versions: number[];
}

/** A prepared statement with what its SQL does to the caches. */
interface Prepared {
  statement: SQLite.Statement;
  /** Tables of a cacheable SELECT; null otherwise. */
  reads: string[] | null;
  /** 'none' (a read or transaction control), a written table, or 'all' (DDL, unknown writes). */
  writes: string;
}

/** Wraps `sqlite` (in WAL mode, the server's only connection) for Kysely's SqliteDialect. */
export function cachedSqlite(sqlite: SQLite.Database): CachedSqlite {
  const statements = new Map<string, Prepared>();
  const answers = new Map<string, Answer>();
  const versions = new Map<string, number>();
  const stats: SqliteCacheStats = { hits: 0, misses: 0, prepared: 0, writes: 0 };
  let dependents: Map<string, string[]> | null = null;
  // Bumped when a write may have touched any table (DDL, triggers, unknown statements).
  let epoch = 0;

  const version = (table: string): number => versions.get(table) ?? 0;
  const forgetEverything = (): void => {
    epoch++;
    answers.clear();
    statements.clear();
    dependents = null;
  };
  const noteWrite = (writes: string): void => {
    if (writes === 'none') return;
    stats.writes++;
    if (writes === 'all') return forgetEverything();
    dependents ??= dependentTables(sqlite);
    const seen = new Set<string>();
    const queue = [writes];
    while (queue.length > 0) {
      const table = queue.pop()!;
      if (seen.has(table)) continue;
      seen.add(table);
      if (table === '*') return forgetEverything();
      versions.set(table, version(table) + 1);
      queue.push(...(dependents.get(table) ?? []));
    }
  };

  const prepare = (sql: string): Prepared => {
    let prepared = statements.get(sql);
    if (prepared === undefined) {
      if (statements.size >= MAX_STATEMENTS) statements.clear();
      const statement = sqlite.prepare(sql);
      prepared = { statement, reads: cacheableTables(sql), writes: writtenTable(sql) };
      statements.set(sql, prepared);
      stats.prepared++;
    }
    return prepared;
  };

  const read = ({ statement, reads }: Prepared, sql: string, parameters: readonly unknown[]) => {
    const key = reads && simpleKey(sql, parameters);
    if (key === null || reads === null) return statement.all(parameters);
    const kept = answers.get(key);
    if (kept && kept.tables.every((t, i) => version(t) === kept.versions[i])) {
      stats.hits++;
      return kept.rows.map(copyRow);
    }
    stats.misses++;
    const rows = statement.all(parameters);
    if (sqlite.inTransaction || rows.length > MAX_ROWS) return rows;
    if (answers.size >= MAX_ANSWERS) answers.clear();
    answers.set(key, { rows, tables: reads, versions: reads.map(version) });
    return rows.map(copyRow);
  };

  return {
    stats,
    stamp(tables) {
      // Versions only grow, so their sum changes whenever one of them does; the epoch outweighs it.
      let stamp = epoch * 2 ** 32;
      for (const table of tables) stamp += version(table);
      return stamp;
    },
    snapshot() {
      const at = epoch;
      const kept = new Map(versions);
      return (tables) => {
        let stamp = at * 2 ** 32;
        for (const table of tables) stamp += kept.get(table) ?? 0;
        return stamp;
      };
    },
    close: () => sqlite.close(),
    prepare(sql: string): SqliteStatement {
      const prepared = prepare(sql);
      return {
        reader: prepared.statement.reader,
        all(parameters) {
          // INSERT … RETURNING is a reader too: note its write before running it.
          noteWrite(prepared.writes);
          return read(prepared, sql, parameters);
        },
        run(parameters) {
          noteWrite(prepared.writes);
          return prepared.statement.run(parameters);
        },
        iterate: (parameters) => prepared.statement.iterate(parameters),
      };
    },
  };
}

/** The tables of a SELECT whose answer may be kept: only read-mostly tables, nothing volatile. */
function cacheableTables(sql: string): string[] | null {
  if (!/^\s*select\b/i.test(sql) || VOLATILE.test(sql)) return null;
  const tables = [...sql.matchAll(READ_TABLES)].map((m) => m[1]!);
  if (tables.length === 0 || !tables.every((t) => READ_MOSTLY_TABLES.has(t))) return null;
  return [...new Set(tables)];
}

/** What a statement writes: 'none' for SELECT and transaction control, its table, or 'all'. */
function writtenTable(sql: string): string {
  if (/^\s*select\b/i.test(sql) || TRANSACTION_CONTROL.test(sql)) return 'none';
  return WRITE_TARGET.exec(sql)?.[1] ?? 'all';
}

/** A cache key of a statement and its parameters, or null when a parameter is not a plain value. */
function simpleKey(sql: string, parameters: ReadonlyArray<unknown>): string | null {
  let key = sql;
  for (const p of parameters) {
    const type = typeof p;
    if (p !== null && type !== 'string' && type !== 'number' && type !== 'bigint') return null;
    key += `\u0000${type[0]}${String(p)}`;
  }
  return key;
}

/** Rows are flat objects of column values: a shallow copy keeps callers from changing kept answers. */
function copyRow(row: unknown): unknown {
  return typeof row === 'object' && row !== null ? { ...row } : row;
}

/**
 * For each table, the tables a change to it may change as well: those whose foreign keys cascade or set
 * null, and '*' (everything) for a table with a trigger.
 */
function dependentTables(sqlite: SQLite.Database): Map<string, string[]> {
  const map = new Map<string, string[]>();
  const add = (table: string, dependent: string) =>
    map.set(table, [...(map.get(table) ?? []), dependent]);
  const objects = sqlite
    .prepare(
      "select type, name, tbl_name as tableName from sqlite_master where type in ('table', 'trigger')",
    )
    .all() as Array<{ type: string; name: string; tableName: string }>;
  for (const { type, name, tableName } of objects) {
    if (type === 'trigger') {
      add(tableName, '*');
      continue;
    }
    const keys = sqlite.pragma(`foreign_key_list("${name}")`) as Array<{
      table: string;
      on_update: string;
      on_delete: string;
    }>;
    for (const key of keys) {
      if (key.on_delete !== 'NO ACTION' || key.on_update !== 'NO ACTION') add(key.table, name);
    }
  }
  return map;
}

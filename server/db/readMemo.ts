// Values derived from read-mostly tables (a caller's access to a course, a verified token, a round's
// sessions), kept per database and reused while none of the tables they were read from was written. The
// embedded SQLite database is only written through this process (data folder lock), and its statement
// wrapper stamps every table on each write (sqliteCache.ts), so a kept value is exactly as current as a
// fresh read; a hot request then skips building, compiling and running its queries. PostgreSQL may be
// written by others, so there every call reads afresh.
/** Tells whether tables changed: `stamp(tables)` differs after any write that may have touched them. */
export interface TableStamps {
  stamp(tables: readonly string[]): string;
}

interface Kept {
  stamp: string;
  value: unknown;
}

/** Most values kept per database; past it the memo starts afresh (a flood of unknown keys stays cheap). */
const MAX_KEPT = 20_000;

const sources = new WeakMap<object, { stamps: TableStamps; kept: Map<string, Kept> }>();

/** Lets `memoRead` keep values for `db`, whose table writes `stamps` tracks. */
export function registerTableStamps(db: object, stamps: TableStamps): void {
  sources.set(db, { stamps, kept: new Map() });
}

/**
 * `load()`, or the value it gave last time for `key` while none of `tables` has been written since.
 * `load` must read only those tables, and callers must not change the value (it is shared). A value
 * `keep` refuses (e.g. a refusal worth re-checking) is returned but not kept; errors are never kept.
 * Inside a transaction (a different Kysely instance) and on PostgreSQL it always loads.
 */
export async function memoRead<T>(
  db: object,
  key: string,
  tables: readonly string[],
  load: () => Promise<T>,
  keep: (value: T) => boolean = () => true,
): Promise<T> {
  const source = sources.get(db);
  if (!source) return load();
  const stamp = source.stamps.stamp(tables);
  const kept = source.kept.get(key);
  if (kept && kept.stamp === stamp) return kept.value as T;
  // Stamped before reading: a write that lands while `load` runs leaves an old stamp, so the next call
  // reads again instead of trusting a value that may predate it.
  const value = await load();
  if (keep(value)) {
    if (source.kept.size >= MAX_KEPT) source.kept.clear();
    source.kept.set(key, { stamp, value });
  }
  return value;
}

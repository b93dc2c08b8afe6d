// Values derived from read-mostly tables (a caller's access to a course, a verified token, a round's
// sessions), kept per database and reused while none of the tables they were read from was written. The
// embedded SQLite database is only written through this process (data folder lock), and its statement
// wrapper stamps every table on each write (sqliteCache.ts), so a kept value is exactly as current as a
// fresh read; a hot request then skips building, compiling and running its queries. PostgreSQL may be
// written by others, so there every call reads afresh.
import type {
  Kysely,
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
/** Tells whether tables changed: `stamp(tables)` differs after any write that may have touched them. */
export interface TableStamps {
  stamp(tables: readonly string[]): number;
}

interface Kept {
  stamp: number;
  value: unknown;
}

/** Most values kept per database; past it the memo starts afresh (a flood of unknown keys stays cheap). */
const MAX_KEPT = 20_000;

/** A load under way, which callers of the same key join while its tables are unwritten. */
interface Loading {
  stamp: number;
  promise: Promise<unknown>;
}

interface Source {
  stamps: TableStamps;
  kept: Map<string, Kept>;
  loading: Map<string, Loading>;
}

const sources = new WeakMap<object, Source>();

/** Lets `memoRead` keep values for `db`, whose table writes `stamps` tracks. */
export function registerTableStamps(db: object, stamps: TableStamps): void {
  sources.set(db, { stamps, kept: new Map(), loading: new Map() });
}

/** How often a caller joined a load under way instead of starting its own (single flight). */
export const sharedLoads = { joined: 0 };

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
  // Single flight: many callers missing the same key at once (200 trainees' first call) share one load,
  // but only while none of its tables was written since it began; a caller after such a write reads
  // afresh, as it would without the sharing.
  const loading = source.loading.get(key);
  if (loading && loading.stamp === stamp) {
    sharedLoads.joined++;
    return loading.promise as Promise<T>;
  }
  const promise = (async () => {
    // Stamped before reading: a write that lands while `load` runs leaves an old stamp, so the next
    // call reads again instead of trusting a value that may predate it.
    const value = await load();
    if (keep(value)) {
      if (source.kept.size >= MAX_KEPT) source.kept.clear();
      source.kept.set(key, { stamp, value });
    }
    return value;
  })();
  source.loading.set(key, { stamp, promise });
  const done = (): void => {
    if (source.loading.get(key)?.promise === promise) source.loading.delete(key);
  };
  promise.then(done, done);
  return promise;
}

/** A source that can also stamp tables as they were when a read began. */
interface SnapshotStamps extends TableStamps {
  snapshot(): (tables: readonly string[]) => number;
}

const SORT_KEYWORDS = /^\s*(?:asc|desc|nulls first|nulls last)?\s*$/i;

/** A raw fragment that is only a sort direction (what orderBy('x', 'desc') builds). */
function harmlessRaw(node: object): boolean {
  const fragments = (node as { sqlFragments?: unknown }).sqlFragments;
  return (
    Array.isArray(fragments) &&
    fragments.every((f) => typeof f === 'string' && SORT_KEYWORDS.test(f))
  );
}

/** Records the tables every query through it names, and whether one could change data or hide them. */
class TableRecorder implements KyselyPlugin {
  readonly tables = new Set<string>();
  /** False once a query wrote, or was raw SQL whose tables cannot be known. */
  trackable = true;

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    if (node.kind !== 'SelectQueryNode') this.trackable = false;
    else this.visit(node, 0);
    return node;
  }

  transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(result);
  }

  private visit(value: unknown, depth: number): void {
    if (depth > 64 || typeof value !== 'object' || value === null) return;
    if (Array.isArray(value)) {
      for (const item of value) this.visit(item, depth + 1);
      return;
    }
    const node = value as { kind?: unknown; table?: { identifier?: { name?: unknown } } };
    // Raw SQL may name tables the recorder cannot see; Kysely's own sort keywords are raw but harmless.
    if (node.kind === 'RawNode' && !harmlessRaw(value)) this.trackable = false;
    if (node.kind === 'TableNode' && typeof node.table?.identifier?.name === 'string') {
      this.tables.add(node.table.identifier.name);
    }
    for (const child of Object.values(value)) this.visit(child, depth + 1);
  }
}

interface Tracked {
  tables: string[];
  stamp: number;
  value: unknown;
}

/** How often memoTracked answered from memory, read afresh, and read something it could not keep. */
export const trackedStats = { hits: 0, misses: 0, unkept: 0 };

/** A memoTracked load under way: its recorder, and the tables' stamps as of its start. */
interface TrackedLoading {
  recorder: TableRecorder;
  tables: readonly string[];
  before: (tables: readonly string[]) => number;
  promise: Promise<unknown>;
}

const tracked = new WeakMap<object, Map<string, Tracked>>();
const trackedLoading = new WeakMap<object, Map<string, TrackedLoading>>();

/**
 * Whether a caller may take the answer of `loading`: no table it has read so far (nor the caller's)
 * was written since it began. Tables it reads later are read after now, so the answer is then as fresh
 * as a load started now; a load that wrote or ran raw SQL is never shared.
 */
function joinable(loading: TrackedLoading, stamps: TableStamps): boolean {
  if (!loading.recorder.trackable) return false;
  const seen = [...new Set([...loading.tables, ...loading.recorder.tables])];
  return loading.before(seen) === stamps.stamp(seen);
}

/**
 * Like memoRead for a read whose tables are learnt rather than listed: `load` gets a database that
 * records every table its queries name, and the value is kept while none of those (nor `tables`, for
 * rows the caller passed in) has been written since the read began. A load that writes, or runs raw SQL,
 * is never kept. `load` must depend only on the database and on what `key` names (no clock, no memory
 * state), and callers must not change the value.
 */
export async function memoTracked<DB, T>(
  db: Kysely<DB>,
  key: string,
  tables: readonly string[],
  load: (db: Kysely<DB>) => Promise<T>,
): Promise<T> {
  const source = sources.get(db);
  if (!source || !('snapshot' in source.stamps)) return load(db);
  const stamps = source.stamps as SnapshotStamps;
  let byKey = tracked.get(db);
  if (!byKey) {
    byKey = new Map();
    tracked.set(db, byKey);
  }
  const kept = byKey.get(key);
  if (kept && kept.stamp === stamps.stamp(kept.tables)) {
    trackedStats.hits++;
    return kept.value as T;
  }
  let loadingByKey = trackedLoading.get(db);
  if (!loadingByKey) {
    loadingByKey = new Map();
    trackedLoading.set(db, loadingByKey);
  }
  const loading = loadingByKey.get(key);
  if (loading && joinable(loading, stamps)) {
    sharedLoads.joined++;
    return loading.promise as Promise<T>;
  }
  trackedStats.misses++;
  const before = stamps.snapshot();
  const recorder = new TableRecorder();
  const keptByKey = byKey;
  const loads = loadingByKey;
  const promise = (async () => {
    const value = await load(db.withPlugin(recorder));
    if (recorder.trackable) {
      const all = [...new Set([...tables, ...recorder.tables])].sort();
      if (keptByKey.size >= MAX_KEPT) keptByKey.clear();
      keptByKey.set(key, { tables: all, stamp: before(all), value });
    } else trackedStats.unkept++;
    return value;
  })();
  loadingByKey.set(key, { recorder, tables, before, promise });
  const done = (): void => {
    if (loads.get(key)?.promise === promise) loads.delete(key);
  };
  promise.then(done, done);
  return promise;
}

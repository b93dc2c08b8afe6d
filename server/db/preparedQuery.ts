// Queries of hot paths built and compiled by Kysely once instead of on every call. Building a query
// (immutable operation nodes, frozen at each step) and compiling it to SQL was the biggest single cost
// of apiLoad's saturated profile (17%), for SQL that is the same on every call but for its values.
// `preparedQuery` builds the query once with placeholder values, compiles it, remembers where each
// placeholder landed among the compiled parameters, and afterwards only fills the real values in.
import type { Compilable, CompiledQuery, DialectAdapter, Kysely, Transaction } from 'kysely';

/** A value a prepared query may take: what a column comparison binds. */
export type PreparedValue = string | number | null;

/** Where each compiled parameter comes from: the caller's n-th value, or a constant of the query. */
type Slot = { param: number } | { constant: unknown };

interface Template {
  compiled: CompiledQuery<unknown>;
  slots: Slot[];
}

/** Placeholders are strings no caller passes, so they are found again among the parameters. */
const placeholder = (n: number): string => `\u0000prepared-parameter-${n}\u0000`;

function template(compiled: CompiledQuery<unknown>, count: number): Template {
  const slots: Slot[] = compiled.parameters.map((value) => {
    for (let n = 0; n < count; n++) if (value === placeholder(n)) return { param: n };
    return { constant: value };
  });
  for (let n = 0; n < count; n++) {
    // A value used other than as a bound value (arithmetic, a branch, raw SQL) would go unnoticed.
    if (
      !slots.some((s) => 'param' in s && s.param === n) ||
      compiled.sql.includes(placeholder(n))
    ) {
      throw new Error(`preparedQuery: parameter ${n} is not bound as a value in ${compiled.sql}`);
    }
  }
  return { compiled, slots };
}

/**
 * A query whose SQL is built once per dialect: `build` must only hand its values to Kysely as compared
 * or inserted values (never compute with them or branch on them: it runs once, with placeholders).
 * On a database with plugins (memoTracked's table recorder) it is built every time, so they see it.
 */
export function preparedQuery<DB, P extends PreparedValue[], R>(
  build: (db: Kysely<DB>, ...values: P) => Compilable<R>,
): (db: Kysely<DB> | Transaction<DB>, ...values: P) => Promise<R[]> {
  const templates = new WeakMap<DialectAdapter, Template>();
  return async (db, ...values) => {
    const executor = db.getExecutor();
    if (executor.plugins.length > 0) return (await db.executeQuery(build(db, ...values))).rows;
    let kept = templates.get(executor.adapter);
    if (kept === undefined) {
      const placeholders = values.map((_, n) => placeholder(n)) as P;
      kept = template(build(db, ...placeholders).compile(), values.length);
      templates.set(executor.adapter, kept);
    }
    const parameters = kept.slots.map((s) => ('param' in s ? values[s.param] : s.constant));
    const result = await db.executeQuery<R>({
      ...(kept.compiled as CompiledQuery<R>),
      parameters,
    });
    return result.rows;
  };
}

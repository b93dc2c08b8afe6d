// A query built once must answer each call with that call's values, keep the query's own constants,
// run inside transactions, stay visible to plugins (memoTracked records tables through one), and refuse
// a build that uses a value other than as a bound value.
import SQLite from 'better-sqlite3';
import {
  Kysely,
  SqliteDialect,
  sql,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { preparedQuery } from './preparedQuery';

interface TestDb {
  item: { id: number; owner: number; kind: string; name: string };
}

let db: Kysely<TestDb>;

beforeEach(async () => {
  db = new Kysely<TestDb>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
  await sql`create table item (id integer primary key, owner integer, kind text, name text)`.execute(
    db,
  );
  await db
    .insertInto('item')
    .values([
      { id: 1, owner: 7, kind: 'unit', name: '一号机组' },
      { id: 2, owner: 7, kind: 'load', name: '负荷' },
      { id: 3, owner: 8, kind: 'unit', name: '二号机组' },
    ])
    .execute();
});
afterEach(async () => {
  await db.destroy();
});

/** An owner's units: one value from the caller, one constant ('unit') of the query itself. */
const unitsOf = preparedQuery((d: Kysely<TestDb>, owner: number) =>
  d
    .selectFrom('item')
    .select(['id', 'name'])
    .where('owner', '=', owner)
    .where('kind', '=', 'unit')
    .orderBy('id'),
);

class CountingPlugin implements KyselyPlugin {
  seen = 0;
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    this.seen++;
    return node;
  }
  transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(result);
  }
}

describe('preparedQuery', () => {
  it("answers each call with that call's values and keeps the query's constants", async () => {
    expect(await unitsOf(db, 7)).toEqual([{ id: 1, name: '一号机组' }]);
    expect(await unitsOf(db, 8)).toEqual([{ id: 3, name: '二号机组' }]);
    expect(await unitsOf(db, 9)).toEqual([]);
  });

  it('runs inside a transaction and sees its uncommitted rows', async () => {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('item')
        .values({ id: 4, owner: 9, kind: 'unit', name: '新机组' })
        .execute();
      expect(await unitsOf(trx, 9)).toEqual([{ id: 4, name: '新机组' }]);
    });
  });

  it('builds afresh on a database with plugins, so they see every query', async () => {
    const plugin = new CountingPlugin();
    const withPlugin = db.withPlugin(plugin);
    expect(await unitsOf(withPlugin, 7)).toEqual([{ id: 1, name: '一号机组' }]);
    expect(await unitsOf(withPlugin, 8)).toEqual([{ id: 3, name: '二号机组' }]);
    expect(plugin.seen).toBe(2);
  });

  it('refuses a build that computes with a value instead of binding it', async () => {
    const shifted = preparedQuery((d: Kysely<TestDb>, owner: number) =>
      d
        .selectFrom('item')
        .select('id')
        .where('owner', '=', owner + 1),
    );
    await expect(shifted(db, 6)).rejects.toThrow(/parameter 0 is not bound/);
  });
});

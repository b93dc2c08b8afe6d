// The SQLite statement and read caches must never answer with rows a write has changed: after updates,
// cascaded deletes, INSERT … RETURNING and rolled-back transactions, reads see what the database holds.
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cachedSqlite, type CachedSqlite } from './sqliteCache';

interface TestDb {
  course: { id: number; name: string };
  round: { id: number; courseId: number; name: string };
  declaration: { id: number; roundId: number; price: number };
}

let raw: SQLite.Database;
let cached: CachedSqlite;
let db: Kysely<TestDb>;

beforeEach(async () => {
  raw = new SQLite(':memory:');
  raw.pragma('foreign_keys = ON');
  cached = cachedSqlite(raw);
  db = new Kysely<TestDb>({ dialect: new SqliteDialect({ database: cached }) });
  await sql`create table course (id integer primary key, name text not null)`.execute(db);
  await sql`create table round (id integer primary key, name text not null,
    courseId integer not null references course(id) on delete cascade)`.execute(db);
  await sql`create table declaration (id integer primary key, roundId integer, price real)`.execute(
    db,
  );
  await db.insertInto('course').values({ id: 1, name: '课程一' }).execute();
  await db.insertInto('round').values({ id: 10, courseId: 1, name: '轮次' }).execute();
});
afterEach(async () => {
  await db.destroy();
});

const courseName = async () =>
  (await db.selectFrom('course').select('name').where('id', '=', 1).executeTakeFirst())?.name;
const roundCount = async () => (await db.selectFrom('round').selectAll().execute()).length;

describe('cachedSqlite', () => {
  it('answers a repeated read of a read-mostly table from the cache, prepared once', async () => {
    expect(await courseName()).toBe('课程一');
    const before = { ...cached.stats };
    expect(await courseName()).toBe('课程一');
    expect(cached.stats.hits).toBe(before.hits + 1);
    expect(cached.stats.prepared).toBe(before.prepared);
  });

  it('sees an update at once', async () => {
    await courseName();
    await db.updateTable('course').set({ name: '改名' }).where('id', '=', 1).execute();
    expect(await courseName()).toBe('改名');
  });

  it('sees rows removed by a cascading delete of their parent', async () => {
    expect(await roundCount()).toBe(1);
    await db.deleteFrom('course').where('id', '=', 1).execute();
    expect(await roundCount()).toBe(0);
  });

  it('sees an INSERT … RETURNING (a statement that reads and writes)', async () => {
    expect(await roundCount()).toBe(1);
    await db
      .insertInto('round')
      .values({ id: 11, courseId: 1, name: '第二轮' })
      .returning('id')
      .execute();
    expect(await roundCount()).toBe(2);
  });

  it('keeps nothing read inside a transaction that rolls back', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.updateTable('course').set({ name: '未提交' }).where('id', '=', 1).execute();
        expect(
          (await trx.selectFrom('course').select('name').where('id', '=', 1).executeTakeFirst())
            ?.name,
        ).toBe('未提交');
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await courseName()).toBe('课程一');
  });

  it('never keeps answers of tables outside the read-mostly list', async () => {
    await db.insertInto('declaration').values({ id: 1, roundId: 10, price: 300 }).execute();
    const hits = cached.stats.hits;
    await db.selectFrom('declaration').selectAll().execute();
    await db.selectFrom('declaration').selectAll().execute();
    expect(cached.stats.hits).toBe(hits);
  });

  it('gives each caller its own row objects, so changing one does not change the cache', async () => {
    const first = await db.selectFrom('course').selectAll().where('id', '=', 1).executeTakeFirst();
    if (first) first.name = '被调用方改动';
    expect(await courseName()).toBe('课程一');
  });

  it('forgets everything after a schema change', async () => {
    await courseName();
    await sql`alter table course add column note text`.execute(db);
    const rows = await db.selectFrom('course').selectAll().execute();
    expect(Object.keys(rows[0] ?? {})).toContain('note');
  });
});

// A kept value must never outlive a write to the tables it was read from: after inserts, updates,
// cascaded deletes, DDL, rolled-back transactions and writes that land while it is being read, the next
// call reads again; writes to other tables leave it kept.
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { memoRead, memoTracked, registerTableStamps } from './readMemo';
import { cachedSqlite } from './sqliteCache';

interface TestDb {
  course: { id: number; name: string };
  round: { id: number; courseId: number; name: string };
  other: { id: number };
}

let db: Kysely<TestDb>;
let loads: number;

beforeEach(async () => {
  const raw = new SQLite(':memory:');
  raw.pragma('foreign_keys = ON');
  const cached = cachedSqlite(raw);
  db = new Kysely<TestDb>({ dialect: new SqliteDialect({ database: cached }) });
  registerTableStamps(db, cached);
  await sql`create table course (id integer primary key, name text not null)`.execute(db);
  await sql`create table round (id integer primary key, name text not null,
    courseId integer not null references course(id) on delete cascade)`.execute(db);
  await sql`create table other (id integer primary key)`.execute(db);
  await db.insertInto('course').values({ id: 1, name: '课程一' }).execute();
  await db.insertInto('round').values({ id: 10, courseId: 1, name: '轮次' }).execute();
  loads = 0;
});
afterEach(async () => {
  await db.destroy();
});

/** Names of course 1's rounds, through the memo. */
const roundNames = () =>
  memoRead(db, 'rounds:1', ['round'], async () => {
    loads++;
    const rows = await db.selectFrom('round').select('name').where('courseId', '=', 1).execute();
    return rows.map((r) => r.name);
  });

describe('memoRead', () => {
  it('answers from memory while the table is unwritten, even after writes to other tables', async () => {
    expect(await roundNames()).toEqual(['轮次']);
    await db.insertInto('other').values({ id: 1 }).execute();
    expect(await roundNames()).toEqual(['轮次']);
    expect(loads).toBe(1);
  });

  it('reads again after an insert, an update or a cascaded delete', async () => {
    await roundNames();
    await db.insertInto('round').values({ id: 11, courseId: 1, name: '第二轮' }).execute();
    expect(await roundNames()).toEqual(['轮次', '第二轮']);
    await db.updateTable('round').set({ name: '改名' }).where('id', '=', 10).execute();
    expect(await roundNames()).toEqual(['改名', '第二轮']);
    await db.deleteFrom('course').where('id', '=', 1).execute();
    expect(await roundNames()).toEqual([]);
    expect(loads).toBe(4);
  });

  it('reads again after DDL and after a rolled-back transaction', async () => {
    await roundNames();
    await sql`create table later (id integer)`.execute(db);
    await roundNames();
    await db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('round').values({ id: 12, courseId: 1, name: '撤回' }).execute();
        throw new Error('rollback');
      })
      .catch(() => undefined);
    expect(await roundNames()).toEqual(['轮次']);
    expect(loads).toBe(3);
  });

  it('does not keep a value read while a write to its table landed', async () => {
    let first = true;
    const racing = () =>
      memoRead(db, 'race', ['round'], async () => {
        loads++;
        const rows = await db.selectFrom('round').select('name').execute();
        if (first) {
          first = false;
          await db.updateTable('round').set({ name: '后写' }).where('id', '=', 10).execute();
        }
        return rows.map((r) => r.name);
      });
    expect(await racing()).toEqual(['轮次']);
    expect(await racing()).toEqual(['后写']);
    expect(loads).toBe(2);
  });

  it('keeps neither errors nor values the caller refuses', async () => {
    await expect(
      memoRead(db, 'fails', ['round'], () => Promise.reject(new Error('boom'))),
    ).rejects.toThrow('boom');
    expect(await memoRead(db, 'fails', ['round'], () => Promise.resolve(1))).toBe(1);
    const refused = () =>
      memoRead(
        db,
        'refused',
        ['round'],
        () => Promise.resolve(++loads),
        (v) => v > 1,
      );
    expect(await refused()).toBe(1);
    expect(await refused()).toBe(2);
    expect(await refused()).toBe(2);
  });

  it('always reads on a database it was not told about (a transaction, PostgreSQL)', async () => {
    await db.transaction().execute(async (trx) => {
      const inside = () => memoRead(trx, 'trx', ['round'], () => Promise.resolve(++loads));
      expect(await inside()).toBe(1);
      expect(await inside()).toBe(2);
    });
  });
});

describe('memoTracked', () => {
  /** Names of course 1 with its rounds, joined: the tables are learnt from the queries. */
  const courseWithRounds = () =>
    memoTracked(db, 'courseWithRounds:1', [], async (t) => {
      loads++;
      const rows = await t
        .selectFrom('course')
        .innerJoin('round', 'round.courseId', 'course.id')
        .select(['course.name as course', 'round.name as round'])
        .where('course.id', '=', 1)
        .where('round.id', 'in', t.selectFrom('round').select('id'))
        .execute();
      return rows.map((r) => `${r.course}/${r.round}`);
    });

  it('keeps a read until one of the tables its queries named is written', async () => {
    expect(await courseWithRounds()).toEqual(['课程一/轮次']);
    await db.insertInto('other').values({ id: 1 }).execute();
    expect(await courseWithRounds()).toEqual(['课程一/轮次']);
    expect(loads).toBe(1);
    await db.updateTable('course').set({ name: '课程甲' }).execute();
    expect(await courseWithRounds()).toEqual(['课程甲/轮次']);
    await db.updateTable('round').set({ name: '新轮' }).execute();
    expect(await courseWithRounds()).toEqual(['课程甲/新轮']);
    expect(loads).toBe(3);
  });

  it('also watches the tables the caller names for rows it passed in', async () => {
    const viaCaller = () =>
      memoTracked(db, 'other', ['course'], async (t) => {
        loads++;
        return (await t.selectFrom('other').selectAll().execute()).length;
      });
    await viaCaller();
    await viaCaller();
    await db.updateTable('course').set({ name: '课程乙' }).execute();
    await viaCaller();
    expect(loads).toBe(2);
  });

  it('never keeps a read that wrote or ran raw SQL', async () => {
    const writing = () =>
      memoTracked(db, 'writing', [], async (t) => {
        loads++;
        await t
          .insertInto('other')
          .values({ id: 100 + loads })
          .execute();
        return loads;
      });
    const raw = () =>
      memoTracked(db, 'raw', [], async (t) => {
        loads++;
        return (await sql<{ n: number }>`select count(*) as n from round`.execute(t)).rows;
      });
    await writing();
    await writing();
    await raw();
    await raw();
    expect(loads).toBe(4);
  });

  it('does not keep a value read while a write to its tables landed', async () => {
    let first = true;
    const racing = () =>
      memoTracked(db, 'race', [], async (t) => {
        loads++;
        const rows = await t.selectFrom('round').select('name').execute();
        if (first) {
          first = false;
          await db.updateTable('round').set({ name: '后写' }).execute();
        }
        return rows.map((r) => r.name);
      });
    expect(await racing()).toEqual(['轮次']);
    expect(await racing()).toEqual(['后写']);
    expect(await racing()).toEqual(['后写']);
    expect(loads).toBe(2);
  });
});

describe('memoTracked and sort keywords', () => {
  it('keeps a read ordered descending (Kysely writes the direction as raw SQL)', async () => {
    const newestFirst = () =>
      memoTracked(db, 'desc', [], async (t) => {
        loads++;
        return t.selectFrom('round').select('name').orderBy('id', 'desc').execute();
      });
    await newestFirst();
    await newestFirst();
    expect(loads).toBe(1);
  });
});

describe('single flight: concurrent misses of one key share one load', () => {
  /** A promise the test resolves by hand, to hold a load open while others arrive. */
  const gate = () => {
    let open = () => {};
    const opened = new Promise<void>((resolve) => (open = resolve));
    return { open, opened };
  };

  it('memoRead: callers arriving during a load get its answer without loading again', async () => {
    const held = gate();
    const slow = () =>
      memoRead(db, 'shared', ['round'], async () => {
        loads++;
        await held.opened;
        return (await db.selectFrom('round').select('name').execute()).map((r) => r.name);
      });
    const answers = [slow(), slow(), slow()];
    held.open();
    expect(await Promise.all(answers)).toEqual([['轮次'], ['轮次'], ['轮次']]);
    expect(loads).toBe(1);
  });

  it('memoRead: a caller after a write during the load reads afresh, and the stale answer is not kept', async () => {
    const held = gate();
    let firstLoad = true;
    const read = () =>
      memoRead(db, 'written', ['round'], async () => {
        loads++;
        const rows = await db.selectFrom('round').select('name').execute();
        if (firstLoad) {
          firstLoad = false;
          await held.opened;
        }
        return rows.map((r) => r.name);
      });
    const early = read();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await db.updateTable('round').set({ name: '途中写' }).where('id', '=', 10).execute();
    const late = read();
    held.open();
    expect(await early).toEqual(['轮次']);
    expect(await late).toEqual(['途中写']);
    expect(await read()).toEqual(['途中写']);
    expect(loads).toBe(2);
  });

  it('memoTracked: callers share one load; after a write to a table it read they read afresh', async () => {
    const held = gate();
    let firstLoad = true;
    const read = () =>
      memoTracked(db, 'trackedShared', [], async (t) => {
        loads++;
        const rows = await t.selectFrom('round').select('name').execute();
        if (firstLoad) {
          firstLoad = false;
          await held.opened;
        }
        return rows.map((r) => r.name);
      });
    const first = read();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const joined = read();
    await db.updateTable('round').set({ name: '途中写' }).where('id', '=', 10).execute();
    const late = read();
    held.open();
    expect(await first).toEqual(['轮次']);
    expect(await joined).toEqual(['轮次']);
    expect(await late).toEqual(['途中写']);
    // Neither the first load's answer (read before the write) nor a later call may bring back 轮次.
    expect(await read()).toEqual(['途中写']);
    expect(loads).toBe(2);
  });

  it('a failed load fails its joiners and is not kept', async () => {
    const held = gate();
    const failing = () =>
      memoRead(db, 'failShared', ['round'], async () => {
        loads++;
        await held.opened;
        throw new Error('boom');
      });
    const both = [failing(), failing()];
    held.open();
    for (const answer of both) await expect(answer).rejects.toThrow('boom');
    await expect(failing()).rejects.toThrow('boom');
    expect(loads).toBe(2);
  });
});

// The prepared INSERT of bids must store and return each call's own rows, for every bid count, and
// inside a transaction.
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql, type Insertable } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DeclarationTable } from '../db/marketSchema';
import type { Database } from '../db/schema';
import { insertDeclarations } from './declarationInsert';

let db: Kysely<Database>;

beforeEach(async () => {
  db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: new SQLite(':memory:') }),
  });
  await sql`create table declaration (id integer primary key, roundId integer, enterpriseId integer,
    unitId integer, userId text, direction integer, month integer, timeId integer, volume real,
    price real, creationTime text)`.execute(db);
});
afterEach(async () => {
  await db.destroy();
});

function bid(enterpriseId: number, timeId: number, price: number): Insertable<DeclarationTable> {
  return {
    roundId: 5,
    enterpriseId,
    unitId: enterpriseId % 2 === 0 ? null : 40 + enterpriseId,
    userId: `user-${enterpriseId}`,
    direction: enterpriseId % 2,
    month: 3,
    timeId,
    volume: 10 + timeId,
    price,
    creationTime: `2026-03-0${timeId}T00:00:00.000Z`,
  };
}

describe('insertDeclarations', () => {
  it('stores and returns each call its own bids, whatever their count', async () => {
    const calls = [
      [bid(1, 1, 350), bid(1, 2, 351), bid(1, 3, 352)],
      [bid(2, 1, 400)],
      [bid(3, 1, 360), bid(3, 2, 361), bid(3, 3, 362)],
      [bid(4, 2, 410), bid(4, 3, 411)],
    ];
    for (const bids of calls) {
      const rows = await insertDeclarations(db, bids);
      expect(rows.map(({ id: _id, ...rest }) => rest)).toEqual(bids);
    }
    const stored = await db.selectFrom('declaration').selectAll().orderBy('id').execute();
    expect(stored.map(({ id: _id, ...rest }) => rest)).toEqual(calls.flat());
  });

  it('runs inside a transaction and is rolled back with it', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await insertDeclarations(trx, [bid(5, 1, 300), bid(5, 2, 301)]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await db.selectFrom('declaration').selectAll().execute()).toEqual([]);
  });
});

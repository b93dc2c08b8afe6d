import type { Kysely, Migration } from 'kysely';
import { dropTables, tableWithId } from './helpers';

/** Centralised-bidding declarations (one row per segment/unit bid) and cleared results. */
export const m0009_declaration: Migration = {
  async up(db: Kysely<unknown>) {
    // direction 0 buy, 1 sell; timeId is the object-solution segment; unitId null for a buyer's bid.
    await tableWithId(db, 'declaration')
      .addColumn('roundId', 'integer', (c) =>
        c.notNull().references('round.id').onDelete('cascade'),
      )
      .addColumn('enterpriseId', 'integer', (c) =>
        c.notNull().references('enterprise.id').onDelete('cascade'),
      )
      .addColumn('unitId', 'integer')
      .addColumn('userId', 'varchar(64)', (c) => c.notNull())
      .addColumn('direction', 'integer', (c) => c.notNull())
      .addColumn('month', 'integer', (c) => c.notNull())
      .addColumn('timeId', 'integer', (c) => c.notNull())
      .addColumn('volume', 'double precision', (c) => c.notNull())
      .addColumn('price', 'double precision', (c) => c.notNull())
      .addColumn('creationTime', 'varchar(40)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('declaration_by_round')
      .on('declaration')
      .columns(['roundId', 'enterpriseId'])
      .execute();
    await tableWithId(db, 'clearing_result')
      .addColumn('roundId', 'integer', (c) =>
        c.notNull().references('round.id').onDelete('cascade'),
      )
      .addColumn('enterpriseId', 'integer', (c) => c.notNull())
      .addColumn('unitId', 'integer')
      .addColumn('direction', 'integer', (c) => c.notNull())
      .addColumn('month', 'integer', (c) => c.notNull())
      .addColumn('timeId', 'integer', (c) => c.notNull())
      .addColumn('volume', 'double precision', (c) => c.notNull())
      .addColumn('price', 'double precision', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('clearing_by_round')
      .on('clearing_result')
      .column('roundId')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await dropTables(db, ['clearing_result', 'declaration']);
  },
};

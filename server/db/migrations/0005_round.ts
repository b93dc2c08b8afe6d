import type { Kysely, Migration } from 'kysely';
import { dropTables, tableWithId } from './helpers';

/** Trading rounds (with sub-rounds) and the per-enterprise quotas that limit what may be declared. */
export const m0005_round: Migration = {
  async up(db: Kysely<unknown>) {
    // type 1/3/11/15, status 0-3, cycle 1-3; months is "3,4"; obj* is the round's object solution.
    await tableWithId(db, 'round')
      .addColumn('courseId', 'integer', (c) =>
        c.notNull().references('course.id').onDelete('cascade'),
      )
      .addColumn('parentId', 'integer')
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('type', 'integer', (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull())
      .addColumn('cycle', 'integer', (c) => c.notNull())
      .addColumn('year', 'integer', (c) => c.notNull())
      .addColumn('month', 'integer', (c) => c.notNull())
      .addColumn('months', 'varchar(100)', (c) => c.notNull())
      .addColumn('day', 'integer', (c) => c.notNull())
      .addColumn('startDay', 'integer', (c) => c.notNull())
      .addColumn('endDay', 'integer', (c) => c.notNull())
      .addColumn('enableQuota', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('enableScuc', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('isInterProvincial', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('isHide', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('priceMinuteEnd', 'integer', (c) => c.notNull().defaultTo(30))
      .addColumn('viewMinuteEnd', 'integer', (c) => c.notNull().defaultTo(30))
      .addColumn('objType', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('objName', 'varchar(50)', (c) => c.notNull())
      .addColumn('objTimes', 'varchar(200)', (c) => c.notNull())
      .addColumn('sortOrder', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('creationTime', 'varchar(40)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('round_by_course').on('round').column('courseId').execute();
    // obj: 0 buy limit, 1 sell limit; timeId: object-solution segment; entityId: enterprise.
    await tableWithId(db, 'quota')
      .addColumn('courseId', 'integer', (c) =>
        c.notNull().references('course.id').onDelete('cascade'),
      )
      .addColumn('roundId', 'integer', (c) =>
        c.notNull().references('round.id').onDelete('cascade'),
      )
      .addColumn('obj', 'integer', (c) => c.notNull())
      .addColumn('month', 'integer', (c) => c.notNull())
      .addColumn('timeId', 'integer', (c) => c.notNull())
      .addColumn('entityId', 'integer', (c) => c.notNull())
      .addColumn('upper', 'double precision', (c) => c.notNull())
      .addColumn('used', 'double precision', (c) => c.notNull().defaultTo(0))
      .addColumn('freezed', 'double precision', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex('quota_by_round')
      .on('quota')
      .columns(['roundId', 'entityId'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await dropTables(db, ['quota', 'round']);
  },
};

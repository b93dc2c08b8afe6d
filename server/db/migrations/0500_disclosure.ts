import type { Kysely, Migration } from 'kysely';
import { dropTables, tableWithId } from './helpers';

/**
 * Competition sign-ups (a trainee registers for an exam-type course before it starts) and the
 * months a settlement was generated for an enterprise (written by the settlement engine, read by
 * the settlement-months call: no row means "not generated yet").
 */
export const m0500_disclosure: Migration = {
  async up(db: Kysely<unknown>) {
    await tableWithId(db, 'user_competition')
      .addColumn('userId', 'varchar(64)', (c) => c.notNull())
      .addColumn('courseId', 'integer', (c) =>
        c.notNull().references('course.id').onDelete('cascade'),
      )
      .addColumn('signupTime', 'varchar(40)', (c) => c.notNull())
      .addUniqueConstraint('user_competition_once', ['userId', 'courseId'])
      .execute();
    await tableWithId(db, 'settlement_month')
      .addColumn('courseId', 'integer', (c) =>
        c.notNull().references('course.id').onDelete('cascade'),
      )
      .addColumn('enterpriseId', 'integer', (c) =>
        c.notNull().references('enterprise.id').onDelete('cascade'),
      )
      .addColumn('year', 'integer', (c) => c.notNull())
      .addColumn('month', 'integer', (c) => c.notNull())
      .addColumn('creationTime', 'varchar(40)', (c) => c.notNull())
      .addUniqueConstraint('settlement_month_once', ['enterpriseId', 'year', 'month'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await dropTables(db, ['settlement_month', 'user_competition']);
  },
};

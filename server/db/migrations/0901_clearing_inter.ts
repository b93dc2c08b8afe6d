import type { Kysely, Migration } from 'kysely';

/**
 * Marks contract rows traded between provinces inside a provincial round: a day-ahead round's
 * inter-provincial session sells sending units' exports (series 111, 省间现货) beside the round's own
 * provincial result (series 11).
 */
export const m0901_clearing_inter: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('clearing_result')
      .addColumn('interProvincial', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('clearing_result').dropColumn('interProvincial').execute();
  },
};

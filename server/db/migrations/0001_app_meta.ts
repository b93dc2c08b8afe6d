import type { Kysely, Migration } from 'kysely';

/** Key-value table for facts about the database itself. */
export const m0001_app_meta: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('app_meta')
      .addColumn('key', 'varchar(100)', (col) => col.primaryKey())
      .addColumn('value', 'text', (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('app_meta').execute();
  },
};

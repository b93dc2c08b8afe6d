import type { Kysely, Migration } from 'kysely';

/**
 * Accounts of trainees and teachers. Booleans are integers (0/1) and roles a JSON text array so the
 * same migration runs unchanged on SQLite and PostgreSQL.
 */
export const m0100_users: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('users')
      .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
      .addColumn('userName', 'varchar(100)', (col) => col.notNull().unique())
      .addColumn('name', 'varchar(100)', (col) => col.notNull())
      .addColumn('passwordHash', 'varchar(255)', (col) => col.notNull())
      .addColumn('roles', 'text', (col) => col.notNull())
      .addColumn('isNewUser', 'integer', (col) => col.notNull().defaultTo(1))
      .addColumn('currentCourseId', 'integer')
      .addColumn('adminCourseId', 'integer')
      .addColumn('createdAt', 'varchar(30)', (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('users').execute();
  },
};

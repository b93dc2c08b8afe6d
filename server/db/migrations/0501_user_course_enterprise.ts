import type { Kysely, Migration } from 'kysely';
import { dropTables, tableWithId } from './helpers';

/**
 * The further enterprises of an enrolment: a trainee may play several enterprises of a course (a
 * generation group with plants in two provinces trades between them). user_course.enterpriseId stays
 * the primary one (the default when a call names none); these rows add the others.
 */
export const m0501_user_course_enterprise: Migration = {
  async up(db: Kysely<unknown>) {
    await tableWithId(db, 'user_course_enterprise')
      .addColumn('userCourseId', 'integer', (c) =>
        c.notNull().references('user_course.id').onDelete('cascade'),
      )
      .addColumn('enterpriseId', 'integer', (c) =>
        c.notNull().references('enterprise.id').onDelete('cascade'),
      )
      .addUniqueConstraint('user_course_enterprise_once', ['userCourseId', 'enterpriseId'])
      .execute();
    // Whether an enterprise is already played (a new enrolment takes a free one) looks it up by id.
    await db.schema
      .createIndex('user_course_enterprise_by_enterprise')
      .on('user_course_enterprise')
      .column('enterpriseId')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await dropTables(db, ['user_course_enterprise']);
  },
};

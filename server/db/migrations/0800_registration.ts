import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Admission to courses (issue 14): a competition sign-up is admitted by the course's teacher before
 * the trainee may join (user_competition.isAdmitted), and any other course is joinable only while
 * its course argument OpenRegistration is '1'. Courses that existed before keep the open
 * registration they had (so running classes are not cut off); new courses start closed.
 */
export const m0800_registration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('user_competition')
      .addColumn('isAdmitted', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await sql`insert into course_argument ("courseId", "name", "value")
      select "id", 'OpenRegistration', '1' from course where "courseType" <> 2`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`delete from course_argument where "name" = 'OpenRegistration'`.execute(db);
    await db.schema.alterTable('user_competition').dropColumn('isAdmitted').execute();
  },
};

import type { Kysely, Migration } from 'kysely';
import { dropTables, tableWithId } from './helpers';

/**
 * A trainee's restart of a course ("one more game"): the private copy made for them, the course it
 * was copied from and the original (root) course the restarts are counted against.
 */
export const m0300_course_replay: Migration = {
  async up(db: Kysely<unknown>) {
    await tableWithId(db, 'course_replay')
      .addColumn('userId', 'varchar(64)', (c) => c.notNull())
      .addColumn('rootCourseId', 'integer', (c) =>
        c.notNull().references('course.id').onDelete('cascade'),
      )
      .addColumn('sourceCourseId', 'integer', (c) =>
        c.notNull().references('course.id').onDelete('cascade'),
      )
      .addColumn('courseId', 'integer', (c) =>
        c.notNull().unique().references('course.id').onDelete('cascade'),
      )
      .addColumn('isBuyer', 'integer', (c) => c.notNull())
      .addColumn('creationTime', 'varchar(40)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('course_replay_by_user')
      .on('course_replay')
      .columns(['userId', 'rootCourseId'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await dropTables(db, ['course_replay']);
  },
};

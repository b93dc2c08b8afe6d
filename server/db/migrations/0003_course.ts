import type { Kysely, Migration } from 'kysely';
import { dropTables, tableWithId } from './helpers';

/** Courses on a scene, their arguments, time-segment object solutions and user enrolments. */
export const m0003_course: Migration = {
  async up(db: Kysely<unknown>) {
    await tableWithId(db, 'course')
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('courseType', 'integer', (c) => c.notNull())
      .addColumn('sceneId', 'integer', (c) => c.notNull().references('scene.id'))
      .addColumn('teacherId', 'varchar(64)', (c) => c.notNull())
      .addColumn('startDate', 'varchar(40)', (c) => c.notNull())
      .addColumn('endDate', 'varchar(40)', (c) => c.notNull())
      .addColumn('isHideSettlement', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('isPublicGrade', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('typeCurveId', 'integer')
      .addColumn('creationTime', 'varchar(40)', (c) => c.notNull())
      .execute();
    await tableWithId(db, 'course_argument')
      .addColumn('courseId', 'integer', (c) =>
        c.notNull().references('course.id').onDelete('cascade'),
      )
      .addColumn('name', 'varchar(50)', (c) => c.notNull())
      .addColumn('value', 'varchar(200)', (c) => c.notNull())
      .addUniqueConstraint('course_argument_name', ['courseId', 'name'])
      .execute();
    // itemId is the segment id the contract uses (1 peak, 2 flat, 3 valley); hours is "10,11,12,...".
    await tableWithId(db, 'object_solution')
      .addColumn('courseId', 'integer', (c) =>
        c.notNull().references('course.id').onDelete('cascade'),
      )
      .addColumn('itemId', 'integer', (c) => c.notNull())
      .addColumn('name', 'varchar(20)', (c) => c.notNull())
      .addColumn('hours', 'varchar(100)', (c) => c.notNull())
      .addUniqueConstraint('object_solution_item', ['courseId', 'itemId'])
      .execute();
    // userId is the identity provider's user id; enterpriseId is the enterprise the trainee chose.
    await tableWithId(db, 'user_course')
      .addColumn('userId', 'varchar(64)', (c) => c.notNull())
      .addColumn('courseId', 'integer', (c) =>
        c.notNull().references('course.id').onDelete('cascade'),
      )
      .addColumn('enterpriseId', 'integer')
      .addColumn('isCurrent', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('creationTime', 'varchar(40)', (c) => c.notNull())
      .addUniqueConstraint('user_course_once', ['userId', 'courseId'])
      .execute();
    await db.schema
      .createIndex('user_course_by_course')
      .on('user_course')
      .column('courseId')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await dropTables(db, ['user_course', 'object_solution', 'course_argument', 'course']);
  },
};

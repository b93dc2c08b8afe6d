import type { Kysely, Migration } from 'kysely';
import { dropTables, tableWithId } from './helpers';

/** The question bank and each trainee's paper in a course (questions drawn from the bank, with answers). */
export const m0008_question: Migration = {
  async up(db: Kysely<unknown>) {
    // category 0-6, type 1 single / 2 multiple / 3 fill-in / 4 calculation; questionClass 1 = query.
    await tableWithId(db, 'question')
      .addColumn('category', 'integer', (c) => c.notNull())
      .addColumn('type', 'integer', (c) => c.notNull())
      .addColumn('questionClass', 'integer', (c) => c.notNull())
      .addColumn('score', 'double precision', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('option1', 'varchar(200)')
      .addColumn('option2', 'varchar(200)')
      .addColumn('option3', 'varchar(200)')
      .addColumn('option4', 'varchar(200)')
      .addColumn('option5', 'varchar(200)')
      .addColumn('option6', 'varchar(200)')
      .addColumn('answer', 'varchar(200)', (c) => c.notNull())
      .execute();
    await tableWithId(db, 'course_question')
      .addColumn('courseId', 'integer', (c) =>
        c.notNull().references('course.id').onDelete('cascade'),
      )
      .addColumn('userId', 'varchar(64)', (c) => c.notNull())
      .addColumn('questionId', 'integer', (c) => c.notNull().references('question.id'))
      .addColumn('num', 'integer', (c) => c.notNull())
      .addColumn('answerCount', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('userAnswer', 'varchar(200)')
      .addColumn('submitTime', 'varchar(40)')
      .addUniqueConstraint('course_question_once', ['courseId', 'userId', 'questionId'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await dropTables(db, ['course_question', 'question']);
  },
};

import type { Kysely, Migration } from 'kysely';
import { dropTables, tableWithId } from './helpers';

/** Category-3 questions (滚动撮合) generated on a trainee's paper from their own trades in a round. */
export const m0601_rolling_question: Migration = {
  async up(db: Kysely<unknown>) {
    await tableWithId(db, 'rolling_question')
      .addColumn('courseId', 'integer', (c) =>
        c.notNull().references('course.id').onDelete('cascade'),
      )
      .addColumn('roundId', 'integer', (c) =>
        c.notNull().references('round.id').onDelete('cascade'),
      )
      .addColumn('userId', 'varchar(64)', (c) => c.notNull())
      .addColumn('enterpriseId', 'integer', (c) => c.notNull())
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('questionId', 'integer', (c) => c.notNull().references('question.id'))
      .addColumn('courseQuestionId', 'integer', (c) =>
        c.notNull().references('course_question.id').onDelete('cascade'),
      )
      .addUniqueConstraint('rolling_question_once', ['roundId', 'userId', 'kind'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await dropTables(db, ['rolling_question']);
  },
};

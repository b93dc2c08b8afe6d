import type { Kysely, Migration } from 'kysely';
import { dropTables, tableWithId } from './helpers';

/**
 * Questions of categories 4 (spot trading: the pre-clearing) and 5 (spot result: the formal clearing)
 * generated on a trainee's paper from their own day-ahead results: which round, fact (kind) and slot.
 */
export const m0701_spot_question: Migration = {
  async up(db: Kysely<unknown>) {
    await tableWithId(db, 'spot_question')
      .addColumn('courseId', 'integer', (c) =>
        c.notNull().references('course.id').onDelete('cascade'),
      )
      .addColumn('roundId', 'integer', (c) =>
        c.notNull().references('round.id').onDelete('cascade'),
      )
      .addColumn('userId', 'varchar(64)', (c) => c.notNull())
      .addColumn('enterpriseId', 'integer', (c) => c.notNull())
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('timeId', 'integer', (c) => c.notNull())
      .addColumn('questionId', 'integer', (c) => c.notNull().references('question.id'))
      .addColumn('courseQuestionId', 'integer', (c) =>
        c.notNull().references('course_question.id').onDelete('cascade'),
      )
      .addUniqueConstraint('spot_question_once', ['roundId', 'userId', 'kind', 'timeId'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await dropTables(db, ['spot_question']);
  },
};

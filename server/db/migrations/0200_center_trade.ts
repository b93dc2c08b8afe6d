import type { Kysely, Migration } from 'kysely';
import { dropTables, tableWithId } from './helpers';

/**
 * Centralised-bidding clearings: the state of each round's result (for the readiness calls), one row
 * per market (province or channel × segment) with its curves, one per declaration and one per
 * enterprise/unit × segment; plus the category-2 questions generated from a trainee's own result.
 */
export const m0200_center_trade: Migration = {
  async up(db: Kysely<unknown>) {
    // state 0 not generated, 2 being generated, 1 ready (the readiness codes of the contract).
    await tableWithId(db, 'center_trade_clearing')
      .addColumn('roundId', 'integer', (c) =>
        c.notNull().unique().references('round.id').onDelete('cascade'),
      )
      .addColumn('state', 'integer', (c) => c.notNull())
      .addColumn('pricingRule', 'varchar(16)', (c) => c.notNull())
      .addColumn('startedAt', 'varchar(40)', (c) => c.notNull())
      .addColumn('finishedAt', 'varchar(40)')
      .execute();
    // province set inside a province, channelId (and province = receiving end) between provinces;
    // curves are JSON arrays of { price, fromVolume, toVolume }, clearingPoint JSON or null.
    await tableWithId(db, 'center_trade_market')
      .addColumn('roundId', 'integer', (c) =>
        c.notNull().references('round.id').onDelete('cascade'),
      )
      .addColumn('province', 'integer', (c) => c.notNull())
      .addColumn('channelId', 'integer')
      .addColumn('timeId', 'integer', (c) => c.notNull())
      .addColumn('timeName', 'varchar(40)', (c) => c.notNull())
      .addColumn('clearedVolume', 'double precision', (c) => c.notNull())
      .addColumn('clearingPrice', 'double precision')
      .addColumn('receivingPrice', 'double precision')
      .addColumn('buyCurve', 'text', (c) => c.notNull())
      .addColumn('sellCurve', 'text', (c) => c.notNull())
      .addColumn('clearingPoint', 'text')
      .addColumn('limitedByChannel', 'integer', (c) => c.notNull())
      .execute();
    await tableWithId(db, 'center_trade_order')
      .addColumn('roundId', 'integer', (c) =>
        c.notNull().references('round.id').onDelete('cascade'),
      )
      .addColumn('declarationId', 'integer', (c) => c.notNull())
      .addColumn('enterpriseId', 'integer', (c) => c.notNull())
      .addColumn('unitId', 'integer')
      .addColumn('direction', 'integer', (c) => c.notNull())
      .addColumn('timeId', 'integer', (c) => c.notNull())
      .addColumn('declaredPrice', 'double precision', (c) => c.notNull())
      .addColumn('declaredVolume', 'double precision', (c) => c.notNull())
      .addColumn('acceptedVolume', 'double precision', (c) => c.notNull())
      .addColumn('clearedVolume', 'double precision', (c) => c.notNull())
      .addColumn('price', 'double precision')
      .addColumn('money', 'double precision', (c) => c.notNull())
      .addColumn('outcome', 'varchar(16)', (c) => c.notNull())
      .addColumn('reason', 'varchar(200)')
      .execute();
    // unitId null: a buyer's row for the whole enterprise.
    await tableWithId(db, 'center_trade_row')
      .addColumn('roundId', 'integer', (c) =>
        c.notNull().references('round.id').onDelete('cascade'),
      )
      .addColumn('enterpriseId', 'integer', (c) => c.notNull())
      .addColumn('unitId', 'integer')
      .addColumn('direction', 'integer', (c) => c.notNull())
      .addColumn('timeId', 'integer', (c) => c.notNull())
      .addColumn('declaredVolume', 'double precision', (c) => c.notNull())
      .addColumn('clearedVolume', 'double precision', (c) => c.notNull())
      .addColumn('money', 'double precision', (c) => c.notNull())
      .addColumn('averagePrice', 'double precision')
      .execute();
    for (const table of ['center_trade_market', 'center_trade_order', 'center_trade_row']) {
      await db.schema.createIndex(`${table}_by_round`).on(table).column('roundId').execute();
    }
    // One generated question of a trainee's paper: which round, fact (kind) and segment it asks about.
    await tableWithId(db, 'center_trade_question')
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
      .addUniqueConstraint('center_trade_question_once', ['roundId', 'userId', 'kind', 'timeId'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await dropTables(db, [
      'center_trade_question',
      'center_trade_row',
      'center_trade_order',
      'center_trade_market',
      'center_trade_clearing',
    ]);
  },
};

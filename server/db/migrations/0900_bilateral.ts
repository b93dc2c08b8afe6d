import type { Kysely, Migration } from 'kysely';
import { dropTables, tableWithId } from './helpers';

/**
 * Bilateral negotiation (round type 1): a proposal from one enterprise to a counterparty of the
 * other side, and its volume and price per time segment (docs/market-rules.md, 双边协商).
 */
export const m0900_bilateral: Migration = {
  async up(db: Kysely<unknown>) {
    // status 0 pending, 1 accepted, 2 rejected, 3 withdrawn; direction: the proposer's (0 buy, 1 sell).
    await tableWithId(db, 'bilateral_proposal')
      .addColumn('roundId', 'integer', (c) =>
        c.notNull().references('round.id').onDelete('cascade'),
      )
      .addColumn('fromEnterpriseId', 'integer', (c) =>
        c.notNull().references('enterprise.id').onDelete('cascade'),
      )
      .addColumn('toEnterpriseId', 'integer', (c) =>
        c.notNull().references('enterprise.id').onDelete('cascade'),
      )
      .addColumn('unitId', 'integer')
      .addColumn('direction', 'integer', (c) => c.notNull())
      .addColumn('month', 'integer', (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull())
      .addColumn('reason', 'varchar(2000)')
      .addColumn('userId', 'varchar(64)', (c) => c.notNull())
      .addColumn('answeredBy', 'varchar(64)')
      .addColumn('creationTime', 'varchar(40)', (c) => c.notNull())
      .addColumn('answerTime', 'varchar(40)')
      .execute();
    await db.schema
      .createIndex('bilateral_proposal_by_round')
      .on('bilateral_proposal')
      .column('roundId')
      .execute();
    await tableWithId(db, 'bilateral_item')
      .addColumn('proposalId', 'integer', (c) =>
        c.notNull().references('bilateral_proposal.id').onDelete('cascade'),
      )
      .addColumn('objId', 'integer', (c) => c.notNull())
      .addColumn('volume', 'double precision', (c) => c.notNull())
      .addColumn('price', 'double precision', (c) => c.notNull())
      .addUniqueConstraint('bilateral_item_once', ['proposalId', 'objId'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await dropTables(db, ['bilateral_item', 'bilateral_proposal']);
  },
};

import type { Kysely, Migration } from 'kysely';
import { dropTables, tableWithId } from './helpers';

/** The inter-provincial channel of a centralised-bidding bid (bids of a provincial round have none). */
export const m0201_center_trade_channel: Migration = {
  async up(db: Kysely<unknown>) {
    // Cascades with the bid, so replacing or withdrawing bids never leaves a stale channel behind.
    await tableWithId(db, 'center_trade_bid_channel')
      .addColumn('declarationId', 'integer', (c) =>
        c.notNull().unique().references('declaration.id').onDelete('cascade'),
      )
      .addColumn('channelId', 'integer', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await dropTables(db, ['center_trade_bid_channel']);
  },
};

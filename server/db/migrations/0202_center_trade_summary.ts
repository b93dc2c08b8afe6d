import type { Kysely, Migration } from 'kysely';

/**
 * The totals of a centralised-bidding clearing as openCenterEngine answered them (cleared volume,
 * average price, number of matched trades), kept with the round's result state so the teacher's round
 * card shows them again: the trades themselves are not stored, so their count cannot be read back from
 * the other tables. Null for rounds cleared before this migration.
 */
export const m0202_center_trade_summary: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('center_trade_clearing')
      .addColumn('clearedVolume', 'double precision')
      .execute();
    await db.schema
      .alterTable('center_trade_clearing')
      .addColumn('averagePrice', 'double precision')
      .execute();
    await db.schema
      .alterTable('center_trade_clearing')
      .addColumn('tradeCount', 'integer')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const column of ['clearedVolume', 'averagePrice', 'tradeCount'])
      await db.schema.alterTable('center_trade_clearing').dropColumn(column).execute();
  },
};

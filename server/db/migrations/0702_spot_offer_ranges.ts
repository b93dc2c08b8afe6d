import { sql, type Kysely, type Migration } from 'kysely';
import { dropTables, tableWithId } from './helpers';

/**
 * Day-ahead offers per time range, and inter-provincial offers as their own declaration kind: a
 * provincial offer may carry a curve per range of slots instead of one for the whole day, and a unit's
 * offer for the inter-provincial session is stored apart, so it never replaces its provincial offer.
 */
export const m0702_spot_offer_ranges: Migration = {
  async up(db: Kysely<unknown>) {
    // ranges: JSON [{ startTimeId, endTimeId, steps }] covering slots 0–95; null = `steps` all day.
    await db.schema.alterTable('spot_offer').addColumn('ranges', 'text').execute();
    await tableWithId(db, 'spot_inter_offer')
      .addColumn('roundId', 'integer', (c) =>
        c.notNull().references('round.id').onDelete('cascade'),
      )
      .addColumn('enterpriseId', 'integer', (c) =>
        c.notNull().references('enterprise.id').onDelete('cascade'),
      )
      .addColumn('unitId', 'integer', (c) => c.notNull())
      .addColumn('userId', 'varchar(64)', (c) => c.notNull())
      .addColumn('province', 'varchar(20)')
      .addColumn('steps', 'text', (c) => c.notNull())
      .addColumn('ranges', 'text')
      .addColumn('creationTime', 'varchar(40)', (c) => c.notNull())
      .addUniqueConstraint('spot_inter_offer_once', ['roundId', 'unitId'])
      .execute();
    // Offers stored before this migration with a province were inter-provincial offers: move them.
    const columns =
      '"roundId", "enterpriseId", "unitId", "userId", "province", "steps", "creationTime"';
    await sql
      .raw(
        `insert into spot_inter_offer (${columns}) select ${columns} from spot_offer where province is not null`,
      )
      .execute(db);
    await sql.raw('delete from spot_offer where province is not null').execute(db);
  },
  async down(db: Kysely<unknown>) {
    await dropTables(db, ['spot_inter_offer']);
    await db.schema.alterTable('spot_offer').dropColumn('ranges').execute();
  },
};

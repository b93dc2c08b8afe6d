import type { Kysely, Migration } from 'kysely';
import { dropTables, tableWithId } from './helpers';

/**
 * Rolling matching and listing (round type 3): every accepted order, listing and take (rolling_order),
 * the event log that rebuilds the books by replay (rolling_event, replayed in id order), the trades,
 * the listing role of each enterprise, the result rows and the result state of each round. Ids are
 * given by the server's single writer, so one transaction can hold an order, its event and its trades.
 */
export const m0600_rolling_matching: Migration = {
  async up(db: Kysely<unknown>) {
    // orderType 0 book order (撮合), 1 listing (挂牌), 2 take (摘牌, listingId set); roundId is the
    // market round (the parent of a session), sessionId the session (sub-round) it was placed in.
    await tableWithId(db, 'rolling_order')
      .addColumn('roundId', 'integer', (c) =>
        c.notNull().references('round.id').onDelete('cascade'),
      )
      .addColumn('sessionId', 'integer')
      .addColumn('enterpriseId', 'integer', (c) => c.notNull())
      .addColumn('unitId', 'integer')
      .addColumn('userId', 'varchar(64)', (c) => c.notNull())
      .addColumn('orderType', 'integer', (c) => c.notNull())
      .addColumn('listingId', 'integer')
      .addColumn('direction', 'integer', (c) => c.notNull())
      .addColumn('province', 'integer', (c) => c.notNull())
      .addColumn('objId', 'integer')
      .addColumn('timeId', 'integer')
      .addColumn('price', 'double precision', (c) => c.notNull())
      .addColumn('volume', 'double precision', (c) => c.notNull())
      .addColumn('creationTime', 'varchar(40)', (c) => c.notNull())
      .execute();
    // kind: place | cancel | sessionEnd | close. orderId for place and cancel, sessionId for sessionEnd.
    await tableWithId(db, 'rolling_event')
      .addColumn('roundId', 'integer', (c) =>
        c.notNull().references('round.id').onDelete('cascade'),
      )
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('orderId', 'integer')
      .addColumn('enterpriseId', 'integer')
      .addColumn('sessionId', 'integer')
      .addColumn('creationTime', 'varchar(40)', (c) => c.notNull())
      .execute();
    // kind 0 book trade, 1 listing trade; cancelled volumes live in rolling_cancel.
    await tableWithId(db, 'rolling_trade')
      .addColumn('roundId', 'integer', (c) =>
        c.notNull().references('round.id').onDelete('cascade'),
      )
      .addColumn('eventId', 'integer', (c) => c.notNull())
      .addColumn('kind', 'integer', (c) => c.notNull())
      .addColumn('buyOrderId', 'integer', (c) => c.notNull())
      .addColumn('sellOrderId', 'integer', (c) => c.notNull())
      .addColumn('buyEnterpriseId', 'integer', (c) => c.notNull())
      .addColumn('sellEnterpriseId', 'integer', (c) => c.notNull())
      .addColumn('province', 'integer', (c) => c.notNull())
      .addColumn('objId', 'integer')
      .addColumn('timeId', 'integer')
      .addColumn('price', 'double precision', (c) => c.notNull())
      .addColumn('volume', 'double precision', (c) => c.notNull())
      .addColumn('money', 'double precision', (c) => c.notNull())
      .addColumn('creationTime', 'varchar(40)', (c) => c.notNull())
      .execute();
    // by: 0 the owner, 1 the system (session end or close).
    await tableWithId(db, 'rolling_cancel')
      .addColumn('roundId', 'integer', (c) =>
        c.notNull().references('round.id').onDelete('cascade'),
      )
      .addColumn('eventId', 'integer', (c) => c.notNull())
      .addColumn('orderId', 'integer', (c) => c.notNull())
      .addColumn('enterpriseId', 'integer', (c) => c.notNull())
      .addColumn('volume', 'double precision', (c) => c.notNull())
      .addColumn('price', 'double precision', (c) => c.notNull())
      .addColumn('by', 'integer', (c) => c.notNull())
      .addColumn('creationTime', 'varchar(40)', (c) => c.notNull())
      .execute();
    await tableWithId(db, 'rolling_role')
      .addColumn('roundId', 'integer', (c) =>
        c.notNull().references('round.id').onDelete('cascade'),
      )
      .addColumn('enterpriseId', 'integer', (c) => c.notNull())
      .addColumn('role', 'integer', (c) => c.notNull())
      .addUniqueConstraint('rolling_role_once', ['roundId', 'enterpriseId'])
      .execute();
    await tableWithId(db, 'rolling_result')
      .addColumn('roundId', 'integer', (c) =>
        c.notNull().references('round.id').onDelete('cascade'),
      )
      .addColumn('enterpriseId', 'integer', (c) => c.notNull())
      .addColumn('direction', 'integer', (c) => c.notNull())
      .addColumn('objId', 'integer')
      .addColumn('timeId', 'integer')
      .addColumn('volume', 'double precision', (c) => c.notNull())
      .addColumn('price', 'double precision', (c) => c.notNull())
      .addColumn('money', 'double precision', (c) => c.notNull())
      .execute();
    // resultState 0 not generated, 1 ready (rolling matching's readiness: falsy = not generated).
    await tableWithId(db, 'rolling_round')
      .addColumn('roundId', 'integer', (c) =>
        c.notNull().unique().references('round.id').onDelete('cascade'),
      )
      .addColumn('resultState', 'integer', (c) => c.notNull())
      .addColumn('closedAt', 'varchar(40)')
      .addColumn('demandReportAt', 'varchar(40)')
      .addColumn('generatorReportAt', 'varchar(40)')
      .execute();
    for (const table of [
      'rolling_order',
      'rolling_event',
      'rolling_trade',
      'rolling_cancel',
      'rolling_result',
    ]) {
      await db.schema.createIndex(`${table}_by_round`).on(table).column('roundId').execute();
    }
  },
  async down(db: Kysely<unknown>) {
    await dropTables(db, [
      'rolling_round',
      'rolling_result',
      'rolling_role',
      'rolling_cancel',
      'rolling_trade',
      'rolling_event',
      'rolling_order',
    ]);
  },
};

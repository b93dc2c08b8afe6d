import type { Kysely, Migration } from 'kysely';
import { dropTables, tableWithId } from './helpers';

/**
 * Day-ahead spot (round type 11): each unit's stepwise offer and each load's 96-point bid per round,
 * and one row per clearing stage (pre-clearing, inter-provincial, formal) with its state and result.
 */
export const m0700_spot: Migration = {
  async up(db: Kysely<unknown>) {
    // steps: JSON [{ volume (cumulative MW at the step's end), price }], ascending volume.
    await tableWithId(db, 'spot_offer')
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
      .addColumn('creationTime', 'varchar(40)', (c) => c.notNull())
      .addUniqueConstraint('spot_offer_once', ['roundId', 'unitId'])
      .execute();
    // points: JSON array of 96 MW values.
    await tableWithId(db, 'spot_demand_bid')
      .addColumn('roundId', 'integer', (c) =>
        c.notNull().references('round.id').onDelete('cascade'),
      )
      .addColumn('enterpriseId', 'integer', (c) =>
        c.notNull().references('enterprise.id').onDelete('cascade'),
      )
      .addColumn('demandId', 'integer', (c) => c.notNull())
      .addColumn('userId', 'varchar(64)', (c) => c.notNull())
      .addColumn('points', 'text', (c) => c.notNull())
      .addColumn('creationTime', 'varchar(40)', (c) => c.notNull())
      .addUniqueConstraint('spot_demand_bid_once', ['roundId', 'demandId'])
      .execute();
    // stage 'pre' | 'interProvincial' | 'formal'; state 0 not generated, 2 being generated, 1 ready;
    // result: the engine's SpotResult as JSON; published 1 once the teacher released formal results.
    await tableWithId(db, 'spot_clearing')
      .addColumn('roundId', 'integer', (c) =>
        c.notNull().references('round.id').onDelete('cascade'),
      )
      .addColumn('stage', 'varchar(20)', (c) => c.notNull())
      .addColumn('state', 'integer', (c) => c.notNull())
      .addColumn('published', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('startedAt', 'varchar(40)', (c) => c.notNull())
      .addColumn('finishedAt', 'varchar(40)')
      .addColumn('solveMs', 'double precision')
      .addColumn('message', 'varchar(400)')
      .addColumn('result', 'text')
      .addUniqueConstraint('spot_clearing_once', ['roundId', 'stage'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await dropTables(db, ['spot_clearing', 'spot_demand_bid', 'spot_offer']);
  },
};

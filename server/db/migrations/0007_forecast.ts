import type { Kysely, Migration } from 'kysely';
import { dropTables, tableWithId } from './helpers';

/** Scene forecasts: monthly coal price line and 96-slot load and renewable curves. */
export const m0007_forecast: Migration = {
  async up(db: Kysely<unknown>) {
    await tableWithId(db, 'coal_price')
      .addColumn('sceneId', 'integer', (c) =>
        c.notNull().references('scene.id').onDelete('cascade'),
      )
      .addColumn('province', 'integer', (c) => c.notNull())
      .addColumn('year', 'integer', (c) => c.notNull())
      .addColumn('month', 'integer', (c) => c.notNull())
      .addColumn('price', 'double precision', (c) => c.notNull())
      .execute();
    // kind 'load' | 'renewable'; entityId is a demand or unit id, or null for the province total.
    await tableWithId(db, 'curve_point')
      .addColumn('sceneId', 'integer', (c) =>
        c.notNull().references('scene.id').onDelete('cascade'),
      )
      .addColumn('kind', 'varchar(20)', (c) => c.notNull())
      .addColumn('province', 'integer', (c) => c.notNull())
      .addColumn('entityId', 'integer')
      .addColumn('timeId', 'integer', (c) => c.notNull())
      .addColumn('volume', 'double precision', (c) => c.notNull())
      .addColumn('upper', 'double precision', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('curve_point_lookup')
      .on('curve_point')
      .columns(['sceneId', 'kind', 'province'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await dropTables(db, ['curve_point', 'coal_price']);
  },
};

import type { Kysely, Migration } from 'kysely';
import { dropTables, tableWithId } from './helpers';

/** Grid scenes: provinces, buses, lines and inter-provincial tie lines (channels) with limits and tariffs. */
export const m0002_scene: Migration = {
  async up(db: Kysely<unknown>) {
    await tableWithId(db, 'scene')
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('hasInterTrade', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    // province is the scene-wide key (-1 is the pseudo-province '省间'); role 1 sends, 0 receives.
    await tableWithId(db, 'scene_province')
      .addColumn('sceneId', 'integer', (c) =>
        c.notNull().references('scene.id').onDelete('cascade'),
      )
      .addColumn('province', 'integer', (c) => c.notNull())
      .addColumn('name', 'varchar(50)', (c) => c.notNull())
      .addColumn('hasTrade', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('role', 'integer', (c) => c.notNull().defaultTo(0))
      .addUniqueConstraint('scene_province_key', ['sceneId', 'province'])
      .execute();
    await tableWithId(db, 'scene_bus')
      .addColumn('sceneId', 'integer', (c) =>
        c.notNull().references('scene.id').onDelete('cascade'),
      )
      .addColumn('province', 'integer', (c) => c.notNull())
      .addColumn('name', 'varchar(50)', (c) => c.notNull())
      .addColumn('baseKv', 'integer', (c) => c.notNull())
      .execute();
    await tableWithId(db, 'scene_line')
      .addColumn('sceneId', 'integer', (c) =>
        c.notNull().references('scene.id').onDelete('cascade'),
      )
      .addColumn('name', 'varchar(50)', (c) => c.notNull())
      .addColumn('fromBusId', 'integer', (c) => c.notNull().references('scene_bus.id'))
      .addColumn('toBusId', 'integer', (c) => c.notNull().references('scene_bus.id'))
      .addColumn('reactance', 'double precision', (c) => c.notNull())
      .addColumn('limitMw', 'double precision', (c) => c.notNull())
      .execute();
    await tableWithId(db, 'province_channel')
      .addColumn('sceneId', 'integer', (c) =>
        c.notNull().references('scene.id').onDelete('cascade'),
      )
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('fromProvince', 'integer', (c) => c.notNull())
      .addColumn('toProvince', 'integer', (c) => c.notNull())
      .addColumn('limitMw', 'double precision', (c) => c.notNull())
      .addColumn('reverseLimitMw', 'double precision', (c) => c.notNull())
      .addColumn('tariff', 'double precision', (c) => c.notNull())
      .addColumn('lossRate', 'double precision', (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await dropTables(db, [
      'province_channel',
      'scene_line',
      'scene_bus',
      'scene_province',
      'scene',
    ]);
  },
};

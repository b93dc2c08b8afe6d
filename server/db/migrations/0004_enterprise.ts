import type { Kysely, Migration } from 'kysely';
import { dropTables, tableWithId } from './helpers';

/** Enterprises of a course (generators sell, retailers buy), their generating units and demands. */
export const m0004_enterprise: Migration = {
  async up(db: Kysely<unknown>) {
    await tableWithId(db, 'enterprise')
      .addColumn('courseId', 'integer', (c) =>
        c.notNull().references('course.id').onDelete('cascade'),
      )
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('province', 'integer', (c) => c.notNull())
      .addColumn('isBuyer', 'integer', (c) => c.notNull())
      .addColumn('isTrade', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema
      .createIndex('enterprise_by_course')
      .on('enterprise')
      .column('courseId')
      .execute();
    // costCurve: JSON [[upToMw, yuanPerMwh], ...], a stepwise marginal cost the market engines read.
    await tableWithId(db, 'generator_unit')
      .addColumn('enterpriseId', 'integer', (c) =>
        c.notNull().references('enterprise.id').onDelete('cascade'),
      )
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('energyType', 'integer', (c) => c.notNull())
      .addColumn('busId', 'integer', (c) => c.references('scene_bus.id'))
      .addColumn('capacityMw', 'double precision', (c) => c.notNull())
      .addColumn('minMw', 'double precision', (c) => c.notNull())
      .addColumn('rampMwPerSlot', 'double precision', (c) => c.notNull())
      .addColumn('costCurve', 'text', (c) => c.notNull())
      .execute();
    await tableWithId(db, 'demand')
      .addColumn('enterpriseId', 'integer', (c) =>
        c.notNull().references('enterprise.id').onDelete('cascade'),
      )
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('busId', 'integer', (c) => c.references('scene_bus.id'))
      .addColumn('peakMw', 'double precision', (c) => c.notNull())
      .addColumn('monthlyMwh', 'double precision', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await dropTables(db, ['demand', 'generator_unit', 'enterprise']);
  },
};

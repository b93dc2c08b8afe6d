import type { Kysely, Migration } from 'kysely';
import { dropTables, tableWithId } from './helpers';

/** Market notices (announcement + per-province event messages) and per-province load predictions. */
export const m0006_notice: Migration = {
  async up(db: Kysely<unknown>) {
    await tableWithId(db, 'notice')
      .addColumn('courseId', 'integer', (c) =>
        c.notNull().references('course.id').onDelete('cascade'),
      )
      .addColumn('roundId', 'integer')
      .addColumn('month', 'integer', (c) => c.notNull())
      .addColumn('isRelease', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('isUrgent', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('announcementContent', 'text', (c) => c.notNull())
      .addColumn('creationTime', 'varchar(40)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('notice_by_course').on('notice').column('courseId').execute();
    await tableWithId(db, 'notice_message')
      .addColumn('noticeId', 'integer', (c) =>
        c.notNull().references('notice.id').onDelete('cascade'),
      )
      .addColumn('provinceName', 'varchar(50)', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .execute();
    await tableWithId(db, 'province_prediction')
      .addColumn('courseId', 'integer', (c) =>
        c.notNull().references('course.id').onDelete('cascade'),
      )
      .addColumn('roundId', 'integer')
      .addColumn('month', 'integer', (c) => c.notNull())
      .addColumn('provinceName', 'varchar(50)', (c) => c.notNull())
      .addColumn('name', 'varchar(50)', (c) => c.notNull())
      .addColumn('min', 'double precision', (c) => c.notNull())
      .addColumn('max', 'double precision', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await dropTables(db, ['province_prediction', 'notice_message', 'notice']);
  },
};

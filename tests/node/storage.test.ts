import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database';
import { lockFileName } from '../../server/db/dataLock';
import { openTarget, storageDialects } from './storageTargets';

describe.each(storageDialects)('storage on %s', (dialect) => {
  it('migrates an empty database and round-trips a course with its round and declaration', async () => {
    const { db, dispose } = await openTarget(dialect);
    try {
      const scene = await db
        .insertInto('scene')
        .values({ name: '测试场景', hasInterTrade: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      const course = await db
        .insertInto('course')
        .values({
          name: '测试课程',
          courseType: 1,
          sceneId: scene.id,
          teacherId: 't',
          startDate: '2026-03-01',
          endDate: '2026-03-31',
          isHideSettlement: 0,
          isPublicGrade: 0,
          typeCurveId: null,
          creationTime: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const enterprise = await db
        .insertInto('enterprise')
        .values({ courseId: course.id, name: '甲', province: 37, isBuyer: 1, isTrade: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      const round = await db
        .insertInto('round')
        .values({
          courseId: course.id,
          parentId: null,
          name: '3月集中竞价',
          type: 15,
          status: 0,
          cycle: 1,
          year: 2026,
          month: 3,
          months: '3',
          day: 1,
          startDay: 1,
          endDay: 31,
          enableQuota: 1,
          enableScuc: 0,
          isInterProvincial: 0,
          isHide: 0,
          priceMinuteEnd: 30,
          viewMinuteEnd: 30,
          objType: 1,
          objName: '峰平谷',
          objTimes: '',
          sortOrder: 0,
          creationTime: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('declaration')
        .values({
          roundId: round.id,
          enterpriseId: enterprise.id,
          unitId: null,
          userId: 'u',
          direction: 0,
          month: 3,
          timeId: 1,
          volume: 120.5,
          price: 412.25,
          creationTime: new Date().toISOString(),
        })
        .execute();
      const row = await db
        .selectFrom('declaration')
        .select(['volume', 'price'])
        .where('roundId', '=', round.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ volume: 120.5, price: 412.25 });
      const count = await db
        .selectFrom('declaration')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      // PostgreSQL returns count(*) as int8: the type parser must turn it into a number like SQLite.
      expect(count.n).toBe(1);
    } finally {
      await dispose();
    }
  });

  it('deletes a course with everything under it (cascading foreign keys)', async () => {
    const { db, dispose } = await openTarget(dialect);
    try {
      const scene = await db
        .insertInto('scene')
        .values({ name: 's', hasInterTrade: 0 })
        .returning('id')
        .executeTakeFirstOrThrow();
      const course = await db
        .insertInto('course')
        .values({
          name: 'c',
          courseType: 1,
          sceneId: scene.id,
          teacherId: 't',
          startDate: '',
          endDate: '',
          isHideSettlement: 0,
          isPublicGrade: 0,
          typeCurveId: null,
          creationTime: '',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('enterprise')
        .values({ courseId: course.id, name: 'e', province: 1, isBuyer: 0, isTrade: 1 })
        .execute();
      await db.deleteFrom('course').where('id', '=', course.id).execute();
      const left = await db.selectFrom('enterprise').selectAll().execute();
      expect(left).toEqual([]);
    } finally {
      await dispose();
    }
  });
});

describe('data folder lock', () => {
  const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'pts-lock-'));

  it('refuses a second open of the same data folder while the first is open', async () => {
    const dir = tempDir();
    const first = await openDatabase(dir);
    try {
      await expect(openDatabase(dir)).rejects.toThrow(/已被另一个服务器进程/);
    } finally {
      await first.destroy();
    }
    // Closing releases the lock, so a later server can open the folder.
    const again = await openDatabase(dir);
    await again.destroy();
    expect(fs.existsSync(path.join(dir, lockFileName))).toBe(false);
  });

  it('takes over a stale lock left by a process that no longer runs', async () => {
    const dir = tempDir();
    const dead = spawnSync(process.execPath, ['-e', 'process.exit(0)']);
    expect(dead.pid).toBeGreaterThan(0);
    fs.writeFileSync(path.join(dir, lockFileName), JSON.stringify({ pid: dead.pid, started: '1' }));
    const db = await openDatabase(dir);
    const owner = JSON.parse(fs.readFileSync(path.join(dir, lockFileName), 'utf8')) as {
      pid: number;
    };
    expect(owner.pid).toBe(process.pid);
    await db.destroy();
  });

  it('treats a live pid with a different start time as a stale lock (pid reused)', async () => {
    const dir = tempDir();
    fs.writeFileSync(
      path.join(dir, lockFileName),
      JSON.stringify({ pid: process.pid, started: 'not-this-process' }),
    );
    const db = await openDatabase(dir);
    await db.destroy();
  });
});

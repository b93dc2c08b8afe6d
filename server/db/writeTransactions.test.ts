// Transactions that read before they write must wait for another connection's write lock, not fail.
// The checkpoint worker (walCheckpoint.ts) holds SQLite's write lock during a TRUNCATE checkpoint. A
// transaction begun with plain BEGIN reads first (a read snapshot), and SQLite does not call the busy
// handler when such a transaction then asks for the write lock: it fails at once with SQLITE_BUSY
// ("database is locked"), whatever busy_timeout says. apiLoad saw this as 42 HTTP 500s on
// submitCenterTradeBids (quota read, then delete and insert) in one saturated run.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, sqliteFileName } from './database';
import type { Database } from './schema';

const LOCK_MS = 300;

/** A second connection that holds the write lock for `ms` (as a TRUNCATE checkpoint does), in a thread. */
const lockHolderSource = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
db.exec('begin immediate');
parentPort.postMessage('locked');
Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, workerData.ms);
db.exec('commit');
db.close();
parentPort.postMessage('released');
`;

async function holdWriteLock(file: string, ms: number): Promise<{ released: Promise<void> }> {
  const worker = new Worker(lockHolderSource, {
    eval: true,
    workerData: { driver: createRequire(import.meta.url).resolve('better-sqlite3'), file, ms },
  });
  let onReleased = (): void => undefined;
  const released = new Promise<void>((resolve) => (onReleased = resolve));
  await new Promise<void>((resolve, reject) => {
    worker.on('message', (message) => (message === 'locked' ? resolve() : onReleased()));
    worker.on('error', reject);
  });
  return { released };
}

/** The shape of a declaration: read the quota, then replace the rows (delete, then write). */
function readThenWrite(db: Kysely<Database>, roundId: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('quota').select('id').where('roundId', '=', roundId).execute();
    await trx.deleteFrom('declaration').where('roundId', '=', roundId).execute();
    return roundId;
  });
}

const dirs: string[] = [];
const dbs: Array<Kysely<Database>> = [];
afterEach(async () => {
  for (const db of dbs.splice(0)) await db.destroy();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('write transactions on SQLite', () => {
  it('wait for another connection holding the write lock instead of failing', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pts-write-lock-'));
    dirs.push(dir);
    const db = await openDatabase(dir);
    dbs.push(db);
    const lock = await holdWriteLock(path.join(dir, sqliteFileName), LOCK_MS);
    const started = Date.now();
    // Several enterprises declaring at once, as in the saturated bench.
    const results = await Promise.allSettled([1, 2, 3, 4].map((id) => readThenWrite(db, id)));
    await lock.released;
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : String(r.reason)))).toEqual([
      1, 2, 3, 4,
    ]);
    // They did wait for the lock (the busy handler ran), rather than finding it free.
    expect(Date.now() - started).toBeGreaterThanOrEqual(LOCK_MS - 50);
  });
});

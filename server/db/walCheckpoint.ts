// WAL checkpoints off the event loop. SQLite's automatic checkpoint runs inside the commit that pushes
// the WAL past 1,000 pages: it copies the WAL into the database file and fsyncs it, synchronously on the
// event loop (better-sqlite3), so under a steady write load every few seconds one request waited for
// it and every request behind it too (rollingApi's open loop at 2,000 orders/s: p50 5.7 ms, p99 768 ms).
// Once the database has seen some writes, a worker thread with its own connection takes over: it runs
// PASSIVE checkpoints (which never block the writer or readers) on a timer, truncating the WAL now and
// then, and the server's connection stops checkpointing by itself. Should the worker fail, automatic
// checkpoints come back.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type SQLite from 'better-sqlite3';

/** SQLite's default: pages of WAL after which a commit checkpoints. */
const AUTO_CHECKPOINT_PAGES = 1000;
/** Writing statements after which the worker takes over (a database that stays small never needs it). */
const START_AFTER_WRITES = 200;
/**
 * How often the worker checkpoints, ms. Each checkpoint that copied anything fsyncs the database file,
 * which may slow the WAL fsyncs write requests wait for (walFlush.ts): with 250 ms apiLoad's open-loop
 * p99 was worse in three runs (not yet proven the cause). At 2,000 orders/s the WAL grows ~10 MB
 * between two checkpoints.
 */
const INTERVAL_MS = 2000;

/**
 * WAL size past which the worker also truncates it. PASSIVE checkpoints copy the WAL into the database
 * but, with commits arriving while they run, the writer rarely finds it wholly copied and so never
 * starts it over: the file would only grow. A TRUNCATE checkpoint makes the writer wait while it copies
 * what PASSIVE left (little) and syncs: one short wait (~10-100 ms on a busy disk) per 64 MB written,
 * where the automatic checkpoint made one such wait per 4 MB.
 */
const TRUNCATE_BYTES = 64 * 1024 * 1024;

/** The worker: a CommonJS script (eval), so it runs the same under tsx, vitest and plain node. */
const workerSource = `
const fs = require('node:fs');
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
// TRUNCATE waits this long for the writer's lock, then tries again next time. NORMAL: checkpoints still
// sync the database file before the WAL is reused; only the WAL header's extra sync is skipped.
db.pragma('busy_timeout = 200');
db.pragma('synchronous = NORMAL');
const walSize = () => {
  try {
    return fs.statSync(workerData.file + '-wal').size;
  } catch {
    return 0;
  }
};
const checkpoint = () => {
  db.pragma('wal_checkpoint(PASSIVE)');
  if (walSize() > workerData.truncateBytes) db.pragma('wal_checkpoint(TRUNCATE)');
};
const timer = setInterval(checkpoint, workerData.intervalMs);
parentPort.on('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.postMessage('closed');
});
`;

/** Moves checkpoints of one database to a worker thread once it has been written to. */
export interface WalCheckpointer {
  /** Called with the writes so far; starts the worker when there were enough. */
  noteWrites(writes: number): void;
  /** Stops the worker and closes its connection (before the server's own connection closes). */
  close(): Promise<void>;
  /** True while the worker checkpoints (for tests). */
  readonly running: boolean;
}

/** A checkpointer of `sqlite` (the server's only writing connection, in WAL mode, on a file). */
export function walCheckpointer(sqlite: SQLite.Database): WalCheckpointer {
  let worker: Worker | null = null;
  let failed = false;

  const stop = (): void => {
    worker = null;
    if (sqlite.open) sqlite.pragma(`wal_autocheckpoint = ${AUTO_CHECKPOINT_PAGES}`);
  };

  const start = (): void => {
    const driver = createRequire(import.meta.url).resolve('better-sqlite3');
    const started = new Worker(workerSource, {
      eval: true,
      workerData: {
        driver,
        file: sqlite.name,
        intervalMs: INTERVAL_MS,
        truncateBytes: TRUNCATE_BYTES,
      },
    });
    // The worker never keeps the process alive; the database's close stops it.
    started.unref();
    started.on('error', () => {
      failed = true;
      stop();
    });
    sqlite.pragma('wal_autocheckpoint = 0');
    worker = started;
  };

  return {
    get running() {
      return worker !== null;
    },
    noteWrites(writes) {
      if (worker === null && !failed && writes >= START_AFTER_WRITES && !sqlite.memory) start();
    },
    async close() {
      const running = worker;
      if (running === null) return;
      worker = null;
      await new Promise<void>((resolve) => {
        running.once('message', () => resolve());
        running.once('error', () => resolve());
        running.once('exit', () => resolve());
        running.postMessage('close');
      });
      await running.terminate();
    },
  };
}

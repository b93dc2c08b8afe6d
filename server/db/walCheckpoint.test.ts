// Checkpoints off the event loop: once a database has been written to, a worker folds the WAL back into
// the database file while the server's own connection no longer checkpoints in its commits, and closing
// the checkpointer lets the server's close remove the WAL as before.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { walCheckpointer } from './walCheckpoint';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function openWal(): { sqlite: SQLite.Database; file: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pts-checkpoint-'));
  dirs.push(dir);
  const file = path.join(dir, 'db.sqlite');
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.exec('create table t (id integer primary key, body blob)');
  return { sqlite, file };
}

/** 300 commits of 1 KB: about 75 pages, far below the automatic checkpoint's 1,000. */
function write(sqlite: SQLite.Database): void {
  const insert = sqlite.prepare('insert into t (body) values (?)');
  for (let i = 0; i < 300; i++) insert.run(Buffer.alloc(1024, i));
}

async function until(check: () => boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  return check();
}

describe('walCheckpointer', () => {
  it('does not start before the database was written to', () => {
    const { sqlite } = openWal();
    const checkpointer = walCheckpointer(sqlite);
    checkpointer.noteWrites(10);
    expect(checkpointer.running).toBe(false);
    expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(1000);
    sqlite.close();
  });

  it('folds the WAL into the database file in a worker once written to', async () => {
    const { sqlite, file } = openWal();
    const checkpointer = walCheckpointer(sqlite);
    write(sqlite);
    const before = fs.statSync(file).size;
    expect(before).toBeLessThan(300 * 1024);
    checkpointer.noteWrites(300);
    expect(checkpointer.running).toBe(true);
    // The server's connection no longer checkpoints inside its commits.
    expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
    expect(await until(() => fs.statSync(file).size >= 300 * 1024, 10_000)).toBe(true);
    await checkpointer.close();
    expect(checkpointer.running).toBe(false);
    sqlite.close();
    // Last connection closed: the WAL was folded back and removed, as without the worker.
    expect(fs.existsSync(`${file}-wal`)).toBe(false);
    const reopened = new SQLite(file);
    expect(reopened.prepare('select count(*) as n from t').get()).toEqual({ n: 300 });
    reopened.close();
  });
});

// Group commit: a flush after writes fsyncs the WAL before resolving, a flush after reads only does not,
// and many requests flushing at once share fsyncs instead of queueing one each.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { walFlusher } from './walFlush';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pts-wal-'));
afterEach(() => vi.restoreAllMocks());

async function countSyncs(): Promise<{ count: () => number }> {
  const probe = await fs.promises.open(path.join(dir, 'probe'), 'w');
  const proto = Object.getPrototypeOf(probe) as { sync: () => Promise<void> };
  await probe.close();
  const spy = vi.spyOn(proto, 'sync');
  return { count: () => spy.mock.calls.length };
}

describe('walFlusher', () => {
  it('does nothing when no statement wrote since the last flush', async () => {
    // The file does not exist: touching it would fail.
    const flusher = walFlusher(path.join(dir, 'missing-wal'), () => 0);
    await expect(flusher.flush()).resolves.toBeUndefined();
  });

  it('fsyncs the WAL before resolving once a statement wrote', async () => {
    let writes = 0;
    const missing = walFlusher(path.join(dir, 'missing-wal'), () => writes);
    writes = 1;
    await expect(missing.flush()).rejects.toThrow();
    const file = path.join(dir, 'db-wal');
    fs.writeFileSync(file, 'frames');
    const syncs = await countSyncs();
    const flusher = walFlusher(file, () => writes);
    await flusher.flush();
    expect(syncs.count()).toBe(1);
    await flusher.flush();
    expect(syncs.count()).toBe(1);
    await flusher.close();
  });

  it('covers commits of many concurrent requests with a few fsyncs', async () => {
    const file = path.join(dir, 'busy-wal');
    fs.writeFileSync(file, 'frames');
    let writes = 0;
    const syncs = await countSyncs();
    const flusher = walFlusher(file, () => writes);
    const waiting = Array.from({ length: 50 }, () => {
      writes++;
      return flusher.flush();
    });
    await Promise.all(waiting);
    expect(syncs.count()).toBeGreaterThanOrEqual(1);
    expect(syncs.count()).toBeLessThanOrEqual(2);
    await flusher.close();
  });
});

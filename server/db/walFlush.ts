// Group commit for SQLite in WAL mode. With synchronous=FULL every commit fsyncs the WAL on the event
// loop (better-sqlite3 is synchronous): on a busy disk that is ~10 ms during which no request moves. With
// synchronous=NORMAL a commit writes its WAL frames without fsync; the server then fsyncs the WAL file
// in the thread pool before it answers a request that wrote, one fsync covering every commit made since
// the last one. What a client was told is stored survives a power loss as with FULL; what no client was
// told yet may not, as with FULL.
import fs from 'node:fs';

/** Makes the commits made so far durable before a write request is answered. */
export interface WalFlusher {
  /** Resolves once every commit made before the call is on disk (at once when nothing was written). */
  flush(): Promise<void>;
  /** Closes the file handle (the database is closing). */
  close(): Promise<void>;
}

/**
 * A flusher of `walPath`. `writes()` counts the writing statements run so far (the statement cache counts
 * them), so a flush after reads only costs nothing.
 */
export function walFlusher(walPath: string, writes: () => number): WalFlusher {
  let durable = 0;
  let handle: Promise<fs.promises.FileHandle> | null = null;
  let inFlight: Promise<void> | null = null;

  const syncOnce = async (): Promise<void> => {
    const target = writes();
    handle ??= fs.promises.open(walPath, 'r');
    try {
      await (await handle).sync();
    } catch (error) {
      // The WAL was recreated (after a restart of the file): reopen it next time and sync the database.
      handle = null;
      throw error;
    }
    durable = Math.max(durable, target);
  };

  const flush = async (): Promise<void> => {
    const target = writes();
    while (durable < target) {
      // One fsync at a time; a commit made while one runs waits for the next, which covers all of them.
      if (inFlight === null) {
        inFlight = syncOnce().finally(() => {
          inFlight = null;
        });
      }
      await inFlight;
    }
  };

  return {
    flush,
    async close() {
      if (handle) await (await handle).close().catch(() => undefined);
      handle = null;
    },
  };
}

// Loads one thing for a teacher page and reloads it on demand (refresh button, push), keeping the
// last data on screen while a reload runs so the tables do not flicker.
import { useCallback, useEffect, useState } from 'react';

/** A loaded value with its state. */
export interface Loaded<T> {
  data: T | null;
  /** The Chinese message of the last failure, cleared by the next success. */
  error: string | null;
  loading: boolean;
  reload(): void;
}

interface Settled<T> {
  /** Which load and reload this answer belongs to; any other means a load is running. */
  load: (() => Promise<T>) | null;
  version: number;
  data: T | null;
  error: string | null;
}

/** Runs `load` (memoise it with useCallback) now, whenever it changes and on each `reload()`. */
export function useLoad<T>(load: (() => Promise<T>) | null): Loaded<T> {
  const [version, setVersion] = useState(0);
  const [settled, setSettled] = useState<Settled<T>>({
    load: null,
    version: -1,
    data: null,
    error: null,
  });

  useEffect(() => {
    if (!load) return undefined;
    let live = true;
    load().then(
      (data) => live && setSettled({ load, version, data, error: null }),
      (failure: unknown) => {
        const error = failure instanceof Error ? failure.message : '加载失败，请稍后重试';
        if (live) setSettled((last) => ({ ...last, load, version, error }));
      },
    );
    return () => {
      live = false;
    };
  }, [load, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const loading = load !== null && (settled.load !== load || settled.version !== version);
  return { data: settled.data, error: settled.error, loading, reload };
}

/** `useLoad`, reloaded too whenever `version` grows (a push said the data changed). */
export function useVersionedLoad<T>(load: (() => Promise<T>) | null, version: number): Loaded<T> {
  const loaded = useLoad(load);
  const { reload } = loaded;
  useEffect(() => {
    if (version > 0) reload();
  }, [version, reload]);
  return loaded;
}

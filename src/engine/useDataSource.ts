// Loads a data source for a block: one hook, four states (loading, error, empty, data), reloads when the
// page refreshes or a bound value changes.
import { useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { missingBindings, resolveBindings } from './bindings';
import type { DataSource } from './config/binding';
import { RefreshContext, useEngine } from './env';
import { readPath } from './values/format';

/** The state of one data source. */
export type DataState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; data: unknown; stale?: boolean };

/** Rows of a response: `itemsPath` when set, else the response itself when a list, else its `items`. */
export function rowsOf(data: unknown, itemsPath?: string): Record<string, unknown>[] {
  const value = itemsPath ? readPath(data, itemsPath) : data;
  const list = Array.isArray(value) ? value : readPath(value, 'items');
  return Array.isArray(list) ? (list as Record<string, unknown>[]) : [];
}

/** The Chinese text of a failed call: the server's message when the error body carries one. */
export function errorText(error: unknown): string {
  const server = (error as { body?: { error?: { message?: unknown } } } | null)?.body?.error
    ?.message;
  const message =
    typeof server === 'string' && server
      ? server
      : error instanceof Error
        ? error.message
        : String(error);
  return `加载失败：${message}`;
}

/** Calls `source` (when given) and tracks its state; `reload` calls it again. */
export function useDataSource(source: DataSource | undefined): DataState & { reload: () => void } {
  const { api, bindings } = useEngine();
  const { key } = useContext(RefreshContext);
  const [tick, setTick] = useState(0);
  const params = useMemo(() => resolveBindings(source?.params, bindings), [source, bindings]);
  const body = useMemo(
    () => source?.body && resolveBindings(source.body, bindings),
    [source, bindings],
  );
  const waiting = source ? missingBindings(source.params, bindings) : [];
  const request = JSON.stringify([source?.operation, params, body, waiting, key, tick]);
  // The answer is stored with the request it answers, so a new request reads as loading at once.
  const [answer, setAnswer] = useState<{ request: string; state: DataState }>();
  useEffect(() => {
    if (!source || waiting.length > 0) return;
    let live = true;
    api.callOperation(source.operation, params, body).then(
      (data) => live && setAnswer({ request, state: { status: 'ready', data } }),
      (error: unknown) =>
        live && setAnswer({ request, state: { status: 'error', message: errorText(error) } }),
    );
    return () => {
      live = false;
    };
    // `request` stands for source, params, body, waiting and the refresh counters: the objects are
    // rebuilt on every render and would call the operation in a loop.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request, api]);
  const state: DataState = !source
    ? { status: 'ready', data: undefined }
    : answer?.request === request
      ? answer.state
      : answer?.state.status === 'ready'
        ? // Keep showing the previous rows while new ones load, so a refresh does not flash a spinner.
          { ...answer.state, stale: true }
        : { status: 'loading' };
  const reload = useCallback(() => setTick((t) => t + 1), []);
  return { ...state, reload };
}

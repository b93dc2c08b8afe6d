// Loads a data source for a block through the shared query cache: one hook, four states (loading,
// error, empty, data). Identical calls on a page share one request; the previous rows stay on screen
// while a new page, new parameters or an invalidated answer load.
import { keepPreviousData } from '@tanstack/react-query';
import { useCallback } from 'react';
import { missingBindings, resolveBindings } from './bindings';
import type { DataSource } from './config/binding';
import { useEngine } from './env';
import { useRegisterPageQuery } from './query/pageQueries';
import { operationKey } from './query/queryClient';
import { useCommittedQuery } from './query/useCommittedQuery';
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

/**
 * Calls `source` (when given) through the query cache and tracks its state; `extraParams` are added
 * to the bound parameters (server paging and filters); `reload` calls it again.
 */
export function useDataSource(
  source: DataSource | undefined,
  extraParams?: Record<string, unknown>,
): DataState & { reload: () => void } {
  const { api, bindings } = useEngine();
  const params = { ...resolveBindings(source?.params, bindings), ...extraParams };
  const body = source?.body ? resolveBindings(source.body, bindings) : undefined;
  // A bound path parameter the context does not have yet (no round chosen): wait, do not call.
  const waiting = source ? missingBindings(source.params, bindings).length > 0 : false;
  const enabled = Boolean(source) && !waiting;
  const queryKey = operationKey(source?.operation ?? '', params, body);
  const query = useCommittedQuery<unknown>({
    queryKey,
    // The cache cannot hold `undefined`: an answer without a body is kept as null.
    queryFn: async () => (await api.callOperation(source?.operation ?? '', params, body)) ?? null,
    enabled,
    placeholderData: keepPreviousData,
  });
  useRegisterPageQuery(queryKey, enabled);
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  if (!source) return { status: 'ready', data: undefined, reload };
  if (query.isError && !query.isFetching) {
    return { status: 'error', message: errorText(query.error), reload };
  }
  if (query.data !== undefined && !query.isError) {
    // Keep showing the previous rows while new ones load, so a refresh does not flash a spinner.
    const stale = query.isPlaceholderData || query.isFetching;
    return stale
      ? { status: 'ready', data: query.data, stale: true, reload }
      : { status: 'ready', data: query.data, reload };
  }
  return { status: 'loading', reload };
}

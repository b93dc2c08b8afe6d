// Query keys by operation id, and invalidation by operation id: the part of the query cache the app
// entry needs (hub pushes), kept apart from the QueryClient itself so the login page does not load it.
import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** The first element of every operation query key, so other queries never match an invalidation. */
const operationRoot = 'operation';

/** The cache key of one call: operation id, then its resolved parameters and body. */
export function operationKey(
  operationId: string,
  params: Record<string, unknown>,
  body?: Record<string, unknown>,
): QueryKey {
  return body === undefined
    ? [operationRoot, operationId, params]
    : [operationRoot, operationId, params, body];
}

type InvalidationListener = (operationIds: readonly string[]) => void;
const listeners = new WeakMap<QueryClient, Set<InvalidationListener>>();

/**
 * Calls `listener` with the operation ids of each invalidation: for a call that is not a cached query
 * (a readiness check), so an action or push that changes its answer still reaches it.
 */
export function onOperationsInvalidated(
  client: QueryClient,
  listener: InvalidationListener,
): () => void {
  const set = listeners.get(client) ?? new Set<InvalidationListener>();
  listeners.set(client, set);
  set.add(listener);
  return () => set.delete(listener);
}

/** Marks every cached answer of these operations stale; those on screen reload at once. */
export async function invalidateOperations(
  client: QueryClient,
  operationIds: readonly string[],
): Promise<void> {
  for (const listener of listeners.get(client) ?? []) listener(operationIds);
  await Promise.all(
    operationIds.map((id) => client.invalidateQueries({ queryKey: [operationRoot, id] })),
  );
}

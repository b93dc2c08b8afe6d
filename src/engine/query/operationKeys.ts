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

/** Marks every cached answer of these operations stale; those on screen reload at once. */
export async function invalidateOperations(
  client: QueryClient,
  operationIds: readonly string[],
): Promise<void> {
  await Promise.all(
    operationIds.map((id) => client.invalidateQueries({ queryKey: [operationRoot, id] })),
  );
}

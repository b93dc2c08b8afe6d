// The one query cache of the app (TanStack Query): answers are keyed by operation id and parameters,
// so identical requests on a page are made once and a call or a hub push can make an operation stale.
import { QueryClient, type QueryKey } from '@tanstack/react-query';

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

/** Creates the app's query client (and a fresh one per test). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The API client already tells the user about a failure; the block offers 重试 itself.
        retry: false,
        // Blocks mounting one after the other on the same page share an answer this young.
        staleTime: 5_000,
        // Actions and hub pushes say when data changed; a focus change does not.
        refetchOnWindowFocus: false,
      },
    },
  });
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

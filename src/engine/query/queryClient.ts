// The one query cache of the app (TanStack Query): answers are keyed by operation id and parameters,
// so identical requests on a page are made once and a call or a hub push can make an operation stale.
import { notifyManager, QueryClient } from '@tanstack/react-query';

// Cache updates reach the components in the task that made them (a microtask), not in a timer task
// of their own: an answer that arrives with the commit asking for it (useCommittedQuery) is then drawn
// before the browser's next frame, and every update is one task hop shorter.
notifyManager.setScheduler(queueMicrotask);

export { invalidateOperations, operationKey } from './operationKeys';

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

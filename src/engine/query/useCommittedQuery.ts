// react-query's useQuery with one difference: new options (a new key: another round, page or filter)
// reach the query observer in the commit that asks for them (a layout effect), not in a passive
// effect. React runs a passive effect of a non-urgent update only after the browser painted its
// commit, so useQuery sent the request of a new round a frame after the busy rows were painted, and
// the answer was drawn a frame later again; here the request leaves before that paint, and an answer
// that is already there (a cached or instant one) is drawn in the same frame. The engine's blocks use
// neither suspense nor error boundaries, so those parts of useQuery are left out.
import {
  notifyManager,
  QueryObserver,
  useQueryClient,
  type QueryKey,
  type QueryObserverOptions,
  type QueryObserverResult,
} from '@tanstack/react-query';
import { useCallback, useLayoutEffect, useState, useSyncExternalStore } from 'react';

/** Observes the query of `options` as useQuery does and returns its result. */
export function useCommittedQuery<TData>(
  options: QueryObserverOptions<TData, Error, TData, TData, QueryKey>,
): QueryObserverResult<TData, Error> {
  const client = useQueryClient();
  const defaulted = client.defaultQueryOptions(options);
  // As useQuery: the result shows the fetch that setOptions is about to start.
  defaulted._optimisticResults = 'optimistic';
  const [observer] = useState(
    () => new QueryObserver<TData, Error, TData, TData, QueryKey>(client, defaulted),
  );
  // The result of the options of this render, read from the cache (data the cache has shows now).
  const result = observer.getOptimisticResult(defaulted);
  useLayoutEffect(() => {
    observer.setOptions(defaulted);
  });
  useSyncExternalStore(
    useCallback(
      (onStoreChange) => {
        const unsubscribe = observer.subscribe(notifyManager.batchCalls(onStoreChange));
        // An update between the observer's creation and this subscription is not missed.
        observer.updateResult();
        return unsubscribe;
      },
      [observer],
    ),
    () => observer.getCurrentResult(),
  );
  // Only the fields this render read make a later change redraw the block.
  return observer.trackResult(result);
}

// Reads what the route-data prefetch asked for outside the screen's blocks (the course actor's calls,
// such as the held round's status): the answer in the app's query cache when this session's prefetch
// holds one that is still out or young, so the caller does not ask again behind the session checks.
// Each prefetched answer stands in for one call only: a later call (a push saying the round changed)
// must reach the server.
import type { QueryClient } from '@tanstack/react-query';
import { operationKey } from '../engine/query/operationKeys';
import type { QueryCacheSlot } from './queryCacheSlot';

/** How old a prefetched answer may be to stand in for a fresh call. */
export const prefetchedAnswerMaxAge = 30_000;

/** The answers already handed out, per cache (by query hash). */
const taken = new WeakMap<QueryClient, Set<string>>();

/**
 * The prefetched answer of `operation` with `params` for the session holding `token`, or undefined
 * when there is none (not asked for, failed, too old, another session's): then the caller calls.
 */
export async function prefetchedAnswer(
  slot: QueryCacheSlot,
  token: string | null,
  operation: string,
  params: Record<string, unknown>,
  now: number = Date.now(),
): Promise<unknown> {
  const client = slot.client;
  if (!client || token === null || slot.owner !== token) return undefined;
  const queryKey = operationKey(operation, params);
  // The first call decides, whether or not the prefetch's query exists yet: an answer that arrives
  // after it must not stand in for a later call (a refresh after a push).
  const handedOut = taken.get(client) ?? new Set<string>();
  taken.set(client, handedOut);
  const hash = JSON.stringify(queryKey);
  if (handedOut.has(hash)) return undefined;
  handedOut.add(hash);
  const query = client.getQueryCache().find({ queryKey, exact: true });
  if (!query) return undefined;
  const { fetchStatus, status, dataUpdatedAt, data } = query.state;
  if (fetchStatus !== 'fetching')
    return status === 'success' && now - dataUpdatedAt <= prefetchedAnswerMaxAge ? data : undefined;
  try {
    // Joins the call that is out instead of making another.
    return await client.fetchQuery({ queryKey, queryFn: () => undefined });
  } catch {
    return undefined;
  }
}

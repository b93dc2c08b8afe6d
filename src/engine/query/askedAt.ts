// When the route-data prefetch asked for an answer: it marks its queries so a page that joins one can
// count the time since (the result pages' display delay runs from when the check was asked for). A
// prefetched answer stands in only for the first check of its key: a later check (获取结果, a remount
// after a status push) asks the server, never joins a call that went out before the push. That holds
// also when the first check went to the server because the prefetch's answer was not there yet.
import { hashKey, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';

/** The query meta the prefetch sets: when its call went out (epoch ms). */
export function askedAtMeta(now: number = Date.now()): { askedAt: number } {
  return { askedAt: now };
}

/** How old a prefetched answer may be to stand in for a check (the page mounts within seconds). */
export const prefetchedCheckMaxAge = 10_000;

/** The keys (hashed) some check has asked for, by cache: the route prefetch runs once per page load. */
const checked = new WeakMap<QueryClient, Set<string>>();

function checkedKeys(client: QueryClient): Set<string> {
  let keys = checked.get(client);
  if (!keys) checked.set(client, (keys = new Set()));
  return keys;
}

/** The prefetch's query of `queryKey` while it is out or young and no check of the key was made. */
function unread(client: QueryClient, queryKey: QueryKey, now: number): Query | undefined {
  if (checkedKeys(client).has(hashKey(queryKey))) return undefined;
  const query = client.getQueryCache().find({ queryKey, exact: true });
  if (!query || typeof query.meta?.['askedAt'] !== 'number') return undefined;
  const { fetchStatus, status, dataUpdatedAt } = query.state;
  if (fetchStatus === 'fetching') return query;
  return status === 'success' && now - dataUpdatedAt <= prefetchedCheckMaxAge ? query : undefined;
}

/**
 * How long ago the prefetch asked for `queryKey`, or 0 when no unread prefetched call is in the
 * cache (none made, too old, or already taken by a check).
 */
export function prefetchedMsAgo(
  client: QueryClient,
  queryKey: QueryKey,
  now: number = Date.now(),
): number {
  const askedAt = unread(client, queryKey, now)?.meta?.['askedAt'];
  return typeof askedAt === 'number' ? Math.max(0, now - askedAt) : 0;
}

/**
 * Takes the prefetch's answer of `queryKey` (joining its call while it is out), or undefined when
 * there is none to take or it failed: the caller then asks the server.
 */
export async function takePrefetched(
  client: QueryClient,
  queryKey: QueryKey,
  now: number = Date.now(),
): Promise<{ answer: unknown } | undefined> {
  const query = unread(client, queryKey, now);
  checkedKeys(client).add(hashKey(queryKey));
  if (!query) return undefined;
  const out = query.state.fetchStatus === 'fetching' ? query.promise : undefined;
  if (!out) return { answer: query.state.data };
  try {
    return { answer: await out };
  } catch {
    return undefined;
  }
}

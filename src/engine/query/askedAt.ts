// When the route-data prefetch asked for an answer: it marks its queries so a page that joins one can
// count the time since (the result pages' display delay runs from when the check was asked for).
import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** The query meta the prefetch sets: when its call went out (epoch ms). */
export function askedAtMeta(now: number = Date.now()): { askedAt: number } {
  return { askedAt: now };
}

/**
 * How long ago the prefetch asked for `queryKey`, or 0 when no unread prefetched call is in the
 * cache (none made, already read and invalidated, or refetched by the page since).
 */
export function prefetchedMsAgo(
  client: QueryClient,
  queryKey: QueryKey,
  now: number = Date.now(),
): number {
  const query = client.getQueryCache().find({ queryKey, exact: true });
  const askedAt = query?.meta?.['askedAt'];
  if (!query || query.state.isInvalidated || typeof askedAt !== 'number') return 0;
  return Math.max(0, now - askedAt);
}

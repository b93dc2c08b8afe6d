import { describe, expect, it } from 'vitest';
import { askedAtMeta, prefetchedMsAgo } from './askedAt';
import { createQueryClient } from './queryClient';

const key = ['getThing', { id: 1 }];

describe('prefetchedMsAgo', () => {
  it('is the time since the prefetch asked while its answer is unread', async () => {
    const client = createQueryClient();
    await client.fetchQuery({ queryKey: key, meta: askedAtMeta(1_000), queryFn: () => 1 });
    expect(prefetchedMsAgo(client, key, 1_600)).toBe(600);
  });

  it('is 0 without a prefetched call, or once a check read it and made it stale', async () => {
    const client = createQueryClient();
    expect(prefetchedMsAgo(client, key, 1_600)).toBe(0);
    await client.fetchQuery({ queryKey: key, queryFn: () => 1 });
    expect(prefetchedMsAgo(client, key, 1_600)).toBe(0);
    await client.fetchQuery({ queryKey: key, meta: askedAtMeta(1_000), queryFn: () => 1 });
    await client.invalidateQueries({ queryKey: key, exact: true, refetchType: 'none' });
    expect(prefetchedMsAgo(client, key, 1_600)).toBe(0);
  });
});

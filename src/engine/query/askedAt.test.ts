import { describe, expect, it } from 'vitest';
import { askedAtMeta, prefetchedCheckMaxAge, prefetchedMsAgo, takePrefetched } from './askedAt';
import { createQueryClient } from './queryClient';

const key = ['getThing', { id: 1 }];

describe('prefetchedMsAgo', () => {
  it('is the time since the prefetch asked while its answer is unread', async () => {
    const client = createQueryClient();
    await client.fetchQuery({ queryKey: key, meta: askedAtMeta(1_000), queryFn: () => 1 });
    const answeredAt = client.getQueryState(key)!.dataUpdatedAt;
    expect(prefetchedMsAgo(client, key, answeredAt + 600)).toBe(answeredAt + 600 - 1_000);
  });

  it('is 0 without a prefetched call, once a check took it, or when it is too old', async () => {
    const client = createQueryClient();
    expect(prefetchedMsAgo(client, key)).toBe(0);
    await client.fetchQuery({ queryKey: key, queryFn: () => 1 });
    expect(prefetchedMsAgo(client, key)).toBe(0);
    client.clear();
    await client.fetchQuery({ queryKey: key, meta: askedAtMeta(), queryFn: () => 1 });
    const answeredAt = client.getQueryState(key)!.dataUpdatedAt;
    expect(prefetchedMsAgo(client, key, answeredAt + prefetchedCheckMaxAge + 1)).toBe(0);
    await takePrefetched(client, key);
    expect(prefetchedMsAgo(client, key)).toBe(0);
  });
});

describe('takePrefetched', () => {
  it('hands the prefetched answer to one check only; the next asks the server', async () => {
    const client = createQueryClient();
    await client.fetchQuery({ queryKey: key, meta: askedAtMeta(), queryFn: () => 'before' });
    await expect(takePrefetched(client, key)).resolves.toEqual({ answer: 'before' });
    await expect(takePrefetched(client, key)).resolves.toBeUndefined();
  });

  it('joins the prefetch while its call is out, and a second check does not', async () => {
    const client = createQueryClient();
    let answer: (value: string) => void = () => undefined;
    const out = client.fetchQuery({
      queryKey: key,
      meta: askedAtMeta(),
      queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
    });
    const first = takePrefetched(client, key);
    const second = takePrefetched(client, key);
    answer('before the push');
    await out;
    await expect(first).resolves.toEqual({ answer: 'before the push' });
    await expect(second).resolves.toBeUndefined();
  });

  it('does not hand an answer that came after the first check went to the server to a later check', async () => {
    // The page checked before the prefetch's call was in the cache (its chunk came late), so that
    // check asked the server; the prefetch's answer, from before a clearing push, must not stand in
    // for the check the push's remount makes.
    const client = createQueryClient();
    await expect(takePrefetched(client, key)).resolves.toBeUndefined();
    await client.fetchQuery({
      queryKey: key,
      meta: askedAtMeta(),
      queryFn: () => 'before the push',
    });
    expect(prefetchedMsAgo(client, key)).toBe(0);
    await expect(takePrefetched(client, key)).resolves.toBeUndefined();
  });

  it('still hands a check of another key its own prefetched answer', async () => {
    const client = createQueryClient();
    const other = ['getThing', { id: 2 }];
    await client.fetchQuery({ queryKey: other, meta: askedAtMeta(), queryFn: () => 'round 2' });
    await expect(takePrefetched(client, key)).resolves.toBeUndefined();
    await expect(takePrefetched(client, other)).resolves.toEqual({ answer: 'round 2' });
  });
});

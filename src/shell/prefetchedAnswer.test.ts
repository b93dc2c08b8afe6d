import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { operationKey } from '../engine/query/operationKeys';
import { prefetchedAnswer } from './prefetchedAnswer';
import type { QueryCacheSlot } from './queryCacheSlot';

function slotHolding(answer: unknown): QueryCacheSlot {
  const client = new QueryClient();
  client.setQueryData(operationKey('getRound', { id: 1 }), answer);
  return { client, owner: 'token-a' };
}

describe('prefetchedAnswer', () => {
  it("hands the prefetched answer to the session's first call only, so a later refresh reaches the server", async () => {
    const slot = slotHolding({ id: 1, status: 1 });
    expect(await prefetchedAnswer(slot, 'token-a', 'getRound', { id: 1 })).toEqual({
      id: 1,
      status: 1,
    });
    expect(await prefetchedAnswer(slot, 'token-a', 'getRound', { id: 1 })).toBeUndefined();
  });

  it('gives nothing to a later call when the first came before the prefetch had answered', async () => {
    const client = new QueryClient();
    const slot: QueryCacheSlot = { client, owner: 'token-a' };
    expect(await prefetchedAnswer(slot, 'token-a', 'getRound', { id: 1 })).toBeUndefined();
    client.setQueryData(operationKey('getRound', { id: 1 }), { id: 1, status: 1 });
    expect(await prefetchedAnswer(slot, 'token-a', 'getRound', { id: 1 })).toBeUndefined();
  });

  it("gives nothing to another session's token", async () => {
    const slot = slotHolding({ id: 1, status: 1 });
    expect(await prefetchedAnswer(slot, 'token-b', 'getRound', { id: 1 })).toBeUndefined();
  });
});

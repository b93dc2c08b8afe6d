// useCommittedQuery (the engine's useQuery): a new key's request leaves in the commit that renders the
// key, before that commit is painted, and an answer that arrives at once is drawn without waiting for a
// timer task; the previous data shows meanwhile, as with useQuery.
import { keepPreviousData, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../src/engine/query/queryClient';
import { useCommittedQuery } from '../../src/engine/query/useCommittedQuery';

afterEach(cleanup);

/** Shows the answer for round `round`; `asked` records each round the query function was called for. */
function Rows({ round, asked }: { round: number; asked: number[] }) {
  const query = useCommittedQuery<string>({
    queryKey: ['rows', round],
    queryFn: async () => {
      asked.push(round);
      return `第${round}轮`;
    },
    placeholderData: keepPreviousData,
  });
  return <p>{query.data ?? '加载中'}</p>;
}

/** Records, in its layout effect (after the rows' own, before any paint), what had been asked by then. */
function Probe({ asked, seen }: { asked: number[]; seen: number[][] }) {
  useLayoutEffect(() => {
    seen.push([...asked]);
  });
  return null;
}

describe('useCommittedQuery', () => {
  it('sends a new key’s request in the commit that renders the key', async () => {
    const client = createQueryClient();
    const asked: number[] = [];
    const seen: number[][] = [];
    const view = (round: number) => (
      <QueryClientProvider client={client}>
        <Rows round={round} asked={asked} />
        <Probe asked={asked} seen={seen} />
      </QueryClientProvider>
    );
    const { rerender } = render(view(1));
    expect(await screen.findByText('第1轮')).toBeDefined();
    seen.length = 0;
    rerender(view(2));
    // The first commit of round 2 (still showing round 1's rows) had already asked for round 2.
    expect(seen[0]).toEqual([1, 2]);
    expect(await screen.findByText('第2轮')).toBeDefined();
    expect(asked).toEqual([1, 2]);
  });

  it('draws an instant answer within the task that asked for it, no timer between', async () => {
    const client = createQueryClient();
    const asked: number[] = [];
    const view = (round: number) => (
      <QueryClientProvider client={client}>
        <Rows round={round} asked={asked} />
      </QueryClientProvider>
    );
    const { rerender } = render(view(1));
    expect(await screen.findByText('第1轮')).toBeDefined();
    // Only microtasks run inside this act: a setTimeout(0) notification would leave round 1 showing.
    await act(async () => {
      rerender(view(2));
      for (let i = 0; i < 20; i++) await Promise.resolve();
    });
    expect(screen.getByText('第2轮')).toBeDefined();
  });
});

// usePrefetchWait (src/shell/usePrefetchWait.ts): the screen the browser opened waits for its start-up
// prefetch, at most a moment, so its tables render with the answers in one pass; any other page, a
// failed prefetch, or a second mount renders at once. With its answers already in, the opened screen
// still renders in a commit after the layout's (one commit of both was one long task on a cold load).
import { act, cleanup, render, screen } from '@testing-library/react';
import { useLayoutEffect, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { QueryCacheContext, type QueryCacheSlot } from '../../src/shell/queryCacheSlot';
import { usePrefetchWait } from '../../src/shell/usePrefetchWait';

/** A slot with a start-up prefetch of `screen` that the test settles. */
function slotWithPrefetch(screen = 'user-assets') {
  let settle: () => void = () => undefined;
  const settled = new Promise<void>((resolve) => (settle = resolve));
  const prefetch = { screen, settled, done: false, waited: false };
  const slot: QueryCacheSlot = { client: null, prefetch };
  return {
    slot,
    settle: () =>
      act(async () => {
        prefetch.done = true;
        settle();
        await settled;
      }),
  };
}

function Probe({ screen: name, maxMs }: { screen: string; maxMs?: number }) {
  return <>{usePrefetchWait(name, maxMs) ? '页面' : '等待'}</>;
}

function show(slot: QueryCacheSlot, children: ReactNode) {
  return render(<QueryCacheContext.Provider value={slot}>{children}</QueryCacheContext.Provider>);
}

afterEach(cleanup);

const sleep = (ms: number) => act(() => new Promise<void>((r) => setTimeout(r, ms)));

describe('usePrefetchWait', () => {
  it("waits for the opened screen's prefetch and renders as soon as it has answered", async () => {
    const { slot, settle } = slotWithPrefetch();
    show(slot, <Probe screen="user-assets" maxMs={10_000} />);
    expect(screen.getByText('等待')).toBeTruthy();
    await settle();
    expect(screen.getByText('页面')).toBeTruthy();
  });

  it('renders after the longest wait when the prefetch has not answered, and a remount never waits', async () => {
    const { slot } = slotWithPrefetch();
    const view = show(slot, <Probe screen="user-assets" maxMs={30} />);
    expect(screen.getByText('等待')).toBeTruthy();
    await sleep(80);
    expect(screen.getByText('页面')).toBeTruthy();
    view.unmount();
    show(slot, <Probe screen="user-assets" maxMs={10_000} />);
    expect(screen.getByText('页面')).toBeTruthy();
  });

  it('never waits for another screen or without a prefetch', () => {
    const other = slotWithPrefetch('user-reportHelp-detail');
    show(other.slot, <Probe screen="user-assets" maxMs={10_000} />);
    expect(screen.getByText('页面')).toBeTruthy();
    other.slot.prefetch = undefined;
    show({ client: null }, <Probe screen="user-assets" maxMs={10_000} />);
    expect(screen.getAllByText('页面')).toHaveLength(2);
    expect(screen.queryByText('等待')).toBeNull();
  });

  it("renders a settled prefetch's page in the commit after the mounting one, without waiting", async () => {
    const settledOne = slotWithPrefetch();
    await settledOne.settle();
    const commits: string[] = [];
    function Committed({ text }: { text: string }) {
      useLayoutEffect(() => {
        commits.push(text);
      });
      return <>{text}</>;
    }
    function CommitProbe() {
      return <Committed text={usePrefetchWait('user-assets', 10_000) ? '页面' : '等待'} />;
    }
    show(settledOne.slot, <CommitProbe />);
    // No timer: the settled answer's promise callback, then the page's render.
    await act(async () => undefined);
    expect(commits).toEqual(['等待', '页面']);
  });
});

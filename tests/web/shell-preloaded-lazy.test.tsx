// preloadedLazy (src/shell/preloadedLazy.tsx): a route component whose chunk has arrived renders in the
// first commit, without the Suspense fallback whose showing makes React 19 hold the content back; one
// whose chunk is still out suspends as React.lazy does.
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import type { ChunkLoader } from '../../src/shell/routeChunks';
import { preloadedLazy } from '../../src/shell/preloadedLazy';

/** A chunk loader over a module the test releases. */
function chunk() {
  let release: () => void = () => undefined;
  let module: { default: (p: { name: string }) => string } | undefined;
  const value = { default: ({ name }: { name: string }) => `页面 ${name}` };
  const promise = new Promise<typeof value>((resolve) => {
    release = () => {
      module = value;
      resolve(value);
    };
  });
  const load: ChunkLoader<typeof value> = Object.assign(() => promise, { loaded: () => module });
  return { load, release: () => act(async () => release()) };
}

describe('preloadedLazy', () => {
  it('draws a component whose chunk has arrived in the first commit, without the fallback', async () => {
    const { load, release } = chunk();
    await release();
    const Page = preloadedLazy(load, (m) => m.default);
    render(
      <Suspense fallback="加载中">
        <Page name="甲" />
      </Suspense>,
    );
    expect(screen.getByText('页面 甲')).toBeTruthy();
    expect(screen.queryByText('加载中')).toBeNull();
  });

  it('shows the fallback while the chunk is out, then the component', async () => {
    const { load, release } = chunk();
    const Page = preloadedLazy(load, (m) => m.default);
    render(
      <Suspense fallback="加载中">
        <Page name="乙" />
      </Suspense>,
    );
    expect(screen.getByText('加载中')).toBeTruthy();
    await release();
    expect(await screen.findByText('页面 乙')).toBeTruthy();
  });
});

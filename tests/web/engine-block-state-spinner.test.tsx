// The loading state mounts antd's Spin only once it has been painted: data that is there within the
// task that drew the loading state (an in-memory or cached answer) never mounts the spinner and its
// token and motion hooks only to remove them before anything was painted.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BlockState } from '../../src/engine/BlockState';

afterEach(cleanup);

describe('loading state', () => {
  const loading = { status: 'loading', reload: () => undefined } as const;
  const data = { status: 'ready', data: [1], reload: () => undefined } as const;
  const view = () => <span>数据</span>;

  it('shows the spinner once the loading state has been painted, not in its first commit', async () => {
    const { container } = render(
      <BlockState state={loading} isEmpty={() => false}>
        {view}
      </BlockState>,
    );
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(container.querySelector('.ant-spin')).toBeNull();
    await waitFor(() => expect(container.querySelector('.ant-spin')).not.toBeNull());
  });

  it('never mounts the spinner when the data comes in the task that drew the loading state', async () => {
    // Every spinner that was in the page: React builds a new subtree before it attaches it and may
    // reuse the loading state's element for the data, so a spinner shows up as a removed node.
    const spins: Element[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records)
        for (const node of [...record.addedNodes, ...record.removedNodes])
          if (node instanceof Element)
            spins.push(
              ...(node.matches('.ant-spin') ? [node] : node.querySelectorAll('.ant-spin')),
            );
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const { rerender } = render(
      <BlockState state={loading} isEmpty={() => false}>
        {view}
      </BlockState>,
    );
    rerender(
      <BlockState state={data} isEmpty={() => false}>
        {view}
      </BlockState>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    observer.disconnect();
    expect(screen.getByText('数据')).toBeTruthy();
    expect(spins).toEqual([]);
  });
});

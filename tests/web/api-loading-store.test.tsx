import { act, render, screen } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createLoadingStore, type LoadingStore } from '../../src/api/loadingStore';

function Spinner({ store }: { store: LoadingStore }) {
  const loading = useSyncExternalStore(store.subscribe, store.getSnapshot);
  return <span>{loading ? '加载中' : '空闲'}</span>;
}

describe('loading store for the global indicator', () => {
  it('tells subscribers when the pipeline shows or hides the indicator, once per change', () => {
    const store = createLoadingStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.show();
    store.show();
    expect(store.getSnapshot()).toBe(true);
    store.hide();
    expect(store.getSnapshot()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.show();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('drives a React component through useSyncExternalStore', () => {
    const store = createLoadingStore();
    render(<Spinner store={store} />);
    expect(screen.getByText('空闲')).toBeTruthy();
    act(() => store.show());
    expect(screen.getByText('加载中')).toBeTruthy();
    act(() => store.hide());
    expect(screen.getByText('空闲')).toBeTruthy();
  });
});

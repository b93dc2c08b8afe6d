// The loading, error and empty states every block shows the same way (the conformance suite checks them).
import { Alert, Button, Empty, Spin } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { afterNextPaint } from './afterPaint';
import { useRefreshingStyles } from './refreshingStyles';
import type { DataState } from './useDataSource';

/** Props of BlockState: the data state, whether the data counts as empty, and the data view. */
export interface BlockStateProps {
  state: DataState & { reload: () => void };
  isEmpty: (data: unknown) => boolean;
  emptyText?: string;
  children: (data: unknown) => ReactNode;
}

/**
 * antd's Spin, mounted once the loading state has been painted. Data that is there within the task
 * that rendered the loading state (a cached or in-memory answer) then never mounts the spinner and its
 * token and motion hooks, only to remove it before anything was painted; data that takes longer shows
 * the spinner one frame later.
 */
function SpinAfterPaint() {
  const [shown, setShown] = useState(false);
  useEffect(() => afterNextPaint(() => setShown(true)), []);
  return shown ? <Spin /> : null;
}

/** Draws the state of a data source: spinner, error with retry, empty state, or the block's view. */
export function BlockState({ state, isEmpty, emptyText, children }: BlockStateProps) {
  useRefreshingStyles();
  if (state.status === 'loading') {
    return (
      <div aria-busy="true" data-state="loading" style={{ padding: 24, textAlign: 'center' }}>
        <SpinAfterPaint />
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <Alert
        data-state="error"
        type="error"
        showIcon
        title={state.message}
        action={
          <Button size="small" onClick={state.reload}>
            重试
          </Button>
        }
      />
    );
  }
  if (isEmpty(state.data)) {
    return (
      <div data-state="empty">
        <Empty description={emptyText ?? '暂无数据'} />
      </div>
    );
  }
  // While new parameters load, the last data stays with a small spinner over it. Not antd's nested
  // Spin: it blurs the whole view, and repainting a large grid blurred and back tripled its update.
  // Not antd's small Spin either: mounting it (three components and their token hooks) and painting it
  // sat inside every update of a large grid; this one is an element styled by class (refreshingStyles).
  return (
    <div
      data-state="data"
      aria-busy={state.stale ? true : undefined}
      style={{ position: 'relative' }}
    >
      {children(state.data)}
      {state.stale && <div className="pts-refreshing" role="status" aria-label="刷新中" />}
    </div>
  );
}

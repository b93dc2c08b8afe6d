import { act, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { createAntdNotifier, type AntdAppApi } from '../../src/api/antdNotifier';

// Just the antd calls the notifier makes, recorded.
function fakeApp() {
  const destroy = vi.fn();
  const api = {
    notification: { error: vi.fn(), warning: vi.fn() },
    modal: { warning: vi.fn(() => ({ destroy, update: vi.fn(), then: vi.fn() })) },
  };
  return { api, destroy, app: api as unknown as AntdAppApi };
}

describe('antd notifier for the request pipeline', () => {
  it('draws error and warning notifications with title and description', () => {
    const { api, app } = fakeApp();
    const notifier = createAntdNotifier(app);
    notifier.notify({ type: 'error', title: '提示', description: '数据库连接失败' });
    notifier.notify({ type: 'warning', title: '未授权，请重新登录后再次尝试' });
    expect(api.notification.error).toHaveBeenCalledWith({
      title: '提示',
      description: '数据库连接失败',
    });
    expect(api.notification.warning).toHaveBeenCalledWith({
      title: '未授权，请重新登录后再次尝试',
      description: undefined,
    });
  });

  it('opens a warning modal whose handle destroys it', () => {
    const { api, destroy, app } = fakeApp();
    const handle = createAntdNotifier(app).openModal({
      type: 'warning',
      title: '提示',
      content: '无权访问',
    });
    expect(api.modal.warning).toHaveBeenCalledWith({ title: '提示', content: '无权访问' });
    expect(destroy).not.toHaveBeenCalled();
    handle.close();
    expect(destroy).toHaveBeenCalledTimes(1);
  });
});

describe('antd notifier inside a real antd App', () => {
  it('shows the notification title and description and the modal content in the page', async () => {
    let app: AntdAppApi | undefined;
    function Grab() {
      app = App.useApp();
      return null;
    }
    const view = render(
      <App>
        <Grab />
      </App>,
    );
    const notifier = createAntdNotifier(app as AntdAppApi);
    act(() => notifier.notify({ type: 'error', title: '提示', description: '数据库连接失败' }));
    expect(await screen.findByText('数据库连接失败')).toBeTruthy();
    act(
      () =>
        void notifier.openModal({
          type: 'warning',
          title: '权限不足',
          content: '您没有此课程的权限',
        }),
    );
    expect(await screen.findByText('您没有此课程的权限')).toBeTruthy();
    // Unmount and let React's scheduled work run before jsdom is torn down: the modal's and the
    // notification's leftover renders otherwise land after `window` is gone (an unhandled error).
    view.unmount();
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
});

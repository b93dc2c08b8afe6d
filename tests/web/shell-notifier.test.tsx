import { cleanup, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getWidget } from '../../src/engine/widgets';
import { createShellNotifier } from '../../src/shell/notifier';
import { NotifierOutlet } from '../../src/shell/NotifierHost';
import '../../src/widgets/register';

afterEach(cleanup);

describe('shell notifier', () => {
  it('opens the API catalogue modal and destroys it once through its handle (the 403 modal)', () => {
    const notifier = createShellNotifier();
    const destroy = vi.fn();
    const warning = vi.fn(() => ({ destroy, update: vi.fn() }));
    const fakeApp = { modal: { warning } } as unknown as Parameters<typeof notifier.attach>[0];
    const detach = notifier.attach(fakeApp);
    const handle = notifier.openModal({ type: 'warning', title: '提示', content: '没有权限' });
    expect(warning).toHaveBeenCalledWith({ title: '提示', content: '没有权限' });
    handle.close();
    handle.close();
    expect(destroy).toHaveBeenCalledTimes(1);
    detach();
  });

  it('shows a persistent notification that stays until closed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const notifier = createShellNotifier();
    render(
      <App>
        <NotifierOutlet notifier={notifier} />
      </App>,
    );
    notifier.show({
      level: 'info',
      message: '明日检修',
      display: 'notification',
      persistent: true,
    });
    expect(await screen.findByText('明日检修')).toBeTruthy();
    vi.advanceTimersByTime(60_000);
    expect(screen.getByText('明日检修')).toBeTruthy();
    vi.useRealTimers();
  });

  it('registers the shell widgets by name for config widget blocks', () => {
    for (const name of [
      'courseCountdown',
      'roundSelector',
      'enterpriseChoice',
      'noticesDialog',
    ] as const) {
      expect(getWidget(name), name).toBeDefined();
    }
  });
});

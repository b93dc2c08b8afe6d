// The teacher page's shared hub connection (src/admin/adminHub.ts): two listeners on one page open one
// connection, each gets only its hub method's calls, and the connection stops when the last leaves.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AdminPushContext, useAdminHub } from '../../src/admin/adminHub';
import { ServicesContext, type ShellServices } from '../../src/shell/services';
import { fakeRealtime } from './shellHarness';

function Listener(props: { hub: 'notice' | 'titan'; method: string; got: unknown[][] }) {
  useAdminHub(props.hub, props.method, (...args) => props.got.push(args));
  return null;
}

describe('useAdminHub', () => {
  it('shares one connection between listeners and stops it after the last unmounts', () => {
    const push = fakeRealtime();
    const stop = vi.spyOn(push, 'stop');
    const factory = vi.fn(() => push);
    const services = {} as ShellServices;
    const wrap = (children: ReactNode) => (
      <ServicesContext.Provider value={services}>
        <AdminPushContext.Provider value={factory}>{children}</AdminPushContext.Provider>
      </ServicesContext.Provider>
    );
    const notices: unknown[][] = [];
    const changes: unknown[][] = [];
    const both = render(
      wrap(
        <>
          <Listener hub="notice" method="OnReceiveNoticeMsg" got={notices} />
          <Listener hub="titan" method="OnDataChanged" got={changes} />
        </>,
      ),
    );
    expect(factory).toHaveBeenCalledTimes(1);
    expect(push.started).toBe(true);
    push.push('titan', 'OnDataChanged', { courseId: 1 });
    push.push('notice', 'OnReceiveNoticeMsg', 1, '', 'updateRound');
    expect(changes).toEqual([[{ courseId: 1 }]]);
    expect(notices).toEqual([[1, '', 'updateRound']]);

    both.rerender(wrap(<Listener hub="notice" method="OnReceiveNoticeMsg" got={notices} />));
    expect(stop).not.toHaveBeenCalled();
    push.push('titan', 'OnDataChanged', { courseId: 2 });
    expect(changes).toHaveLength(1);
    both.unmount();
    expect(stop).toHaveBeenCalledTimes(1);
  });
});

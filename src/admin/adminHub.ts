// One hub connection for everything a teacher page listens to (round changes, data changes of the
// selected round's card): the hooks that need pushes share it, and it closes when the last one leaves,
// instead of each hook opening both hubs again.
import { createContext, useContext, useEffect, useRef } from 'react';
import { createSignalrProvider } from '../realtime/signalrProvider';
import type { RealtimeProvider } from '../realtime/types';
import { useServices } from '../shell/services';

/** Creates the hub connection; tests provide a fake one through AdminPushContext. */
export type PushFactory = () => RealtimeProvider;

/** Replaces the SignalR connection of the teacher pages (tests). */
export const AdminPushContext = createContext<PushFactory | null>(null);

/** The open connections by what made them (the app's services, or a test's fake), with their users. */
const shared = new Map<unknown, { provider: RealtimeProvider; users: number }>();

function acquire(source: unknown, create: () => RealtimeProvider): RealtimeProvider {
  let entry = shared.get(source);
  if (!entry) {
    entry = { provider: create(), users: 0 };
    shared.set(source, entry);
    entry.provider.start().catch((error: unknown) => console.warn('实时连接失败', error));
  }
  entry.users += 1;
  return entry.provider;
}

function release(source: unknown): void {
  const entry = shared.get(source);
  if (!entry) return;
  entry.users -= 1;
  if (entry.users > 0) return;
  shared.delete(source);
  void entry.provider.stop().catch(() => undefined);
}

/**
 * Calls `handler` with the arguments of every `method` call of `hub` while the component is mounted,
 * on the page's shared connection.
 */
export function useAdminHub(
  hub: 'notice' | 'titan',
  method: string,
  handler: (...args: unknown[]) => void,
): void {
  const services = useServices();
  const factory = useContext(AdminPushContext);
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });

  useEffect(() => {
    const source = factory ?? services;
    const provider = acquire(source, () =>
      factory
        ? factory()
        : createSignalrProvider({ baseUrl: services.apiBaseUrl, getToken: services.getToken }),
    );
    const off = provider.on(hub, method, (...args) => latest.current(...args));
    return () => {
      off();
      release(source);
    };
  }, [hub, method, factory, services]);
}

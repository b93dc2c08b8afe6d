// The realtime provider over @microsoft/signalr: both hubs with the access token and automatic
// reconnect. The library loads on first start, so it stays out of the first-load chunk.
import type { HubConnection } from '@microsoft/signalr';
import { hubLogger } from './hubLogger';
import type { ConnectionChange, HubName, RealtimeProvider } from './types';

/** Hub paths relative to the API base URL. */
export const hubPaths: Record<HubName, string> = {
  notice: '/signalr/notice',
  titan: '/signalr/titan',
};

type Handler = (...args: unknown[]) => void;

/** Creates the provider; the token is asked for on every (re)connect so a new login is picked up. */
export function createSignalrProvider(options: {
  baseUrl: string;
  getToken: () => string | null;
}): RealtimeProvider {
  const listeners: Array<{ hub: HubName; method: string; handler: Handler }> = [];
  const watchers = new Set<(state: ConnectionChange) => void>();
  let connections: Record<HubName, HubConnection> | null = null;
  let stopped = false;
  const report = (state: ConnectionChange) => {
    for (const watcher of watchers) watcher(state);
  };

  const connect = async () => {
    const signalr = await import('@microsoft/signalr');
    const build = (hub: HubName) => {
      const connection = new signalr.HubConnectionBuilder()
        .withUrl(`${options.baseUrl}${hubPaths[hub]}`, {
          accessTokenFactory: () => options.getToken() ?? '',
        })
        .withAutomaticReconnect()
        .configureLogging(hubLogger(() => stopped))
        .build();
      connection.onreconnecting(() => report('reconnecting'));
      connection.onreconnected(() => report('reconnected'));
      // A close we asked for is not news; one after the reconnect attempts gave up is.
      connection.onclose(() => {
        if (!stopped) report('closed');
      });
      return connection;
    };
    const built = { notice: build('notice'), titan: build('titan') };
    for (const { hub, method, handler } of listeners) built[hub].on(method, handler);
    return built;
  };

  return {
    async start() {
      stopped = false;
      connections ??= await connect();
      // Stopped while the library was loading: do not connect any more.
      if (stopped) return;
      await Promise.all(Object.values(connections).map((c) => c.start()));
    },
    async stop() {
      stopped = true;
      if (connections) await Promise.all(Object.values(connections).map((c) => c.stop()));
    },
    on(hub, method, handler) {
      const entry = { hub, method, handler };
      listeners.push(entry);
      connections?.[hub].on(method, handler);
      return () => {
        listeners.splice(listeners.indexOf(entry), 1);
        connections?.[hub].off(method, handler);
      };
    },
    onStateChange(watcher) {
      watchers.add(watcher);
      return () => watchers.delete(watcher);
    },
  };
}

// The realtime provider over @microsoft/signalr: both hubs with the access token and automatic reconnect.
import { HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import type { HubName, RealtimeProvider } from './types';

/** Hub paths relative to the API base URL. */
export const hubPaths: Record<HubName, string> = {
  notice: '/signalr/notice',
  titan: '/signalr/titan',
};

/** Creates the provider; the token is asked for on every (re)connect so a new login is picked up. */
export function createSignalrProvider(options: {
  baseUrl: string;
  getToken: () => string | null;
}): RealtimeProvider {
  const build = (hub: HubName): HubConnection =>
    new HubConnectionBuilder()
      .withUrl(`${options.baseUrl}${hubPaths[hub]}`, {
        accessTokenFactory: () => options.getToken() ?? '',
      })
      .withAutomaticReconnect()
      .configureLogging(LogLevel.Warning)
      .build();
  const connections: Record<HubName, HubConnection> = {
    notice: build('notice'),
    titan: build('titan'),
  };
  return {
    async start() {
      await Promise.all(Object.values(connections).map((c) => c.start()));
    },
    async stop() {
      await Promise.all(Object.values(connections).map((c) => c.stop()));
    },
    on(hub, method, handler) {
      connections[hub].on(method, handler);
      return () => connections[hub].off(method, handler);
    },
  };
}

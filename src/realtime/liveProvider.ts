// Adapts the hub transport (RealtimeProvider) to the realtime machine's LiveProvider: each hub call
// becomes one plain machine event, and the transport's reconnects become connection events.
import { parseDataChanged, type LiveMessage, type LiveProvider } from '../machines/realtime';
import type { ConnectionChange, HubName, RealtimeProvider } from './types';

/** A pushed message as plain text: a notice arrives as its HTML, a notification shows text only. */
export function plainText(html: string): string {
  if (!html.includes('<') || typeof DOMParser === 'undefined') return html;
  return new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';
}

/** The hub calls of spec section 4 the app listens to. */
export const hubMethods = [
  { hub: 'notice', method: 'OnReceiveNoticeMsg' },
  { hub: 'titan', method: 'OnReceiveAnnouncement' },
  { hub: 'titan', method: 'OnDataChanged' },
] as const satisfies ReadonlyArray<{ hub: HubName; method: string }>;

/** The machine event for one hub call; null for calls the app does not handle. */
export function hubMessage(
  hub: HubName,
  method: string,
  args: readonly unknown[],
): LiveMessage | null {
  if (hub === 'notice' && method === 'OnReceiveNoticeMsg') {
    const [courseId, message, kind] = args;
    return {
      type: 'NOTICE_MSG',
      courseId: String(courseId),
      message: plainText(typeof message === 'string' ? message : ''),
      kind: String(kind),
    };
  }
  if (hub === 'titan' && method === 'OnReceiveAnnouncement') {
    return { type: 'ANNOUNCEMENT', payload: args[0] };
  }
  if (hub === 'titan' && method === 'OnDataChanged') return parseDataChanged(args[0]);
  return null;
}

const connectionEvents: Record<ConnectionChange, LiveMessage> = {
  reconnecting: { type: 'RECONNECTING' },
  reconnected: { type: 'RECONNECTED' },
  closed: { type: 'CLOSED' },
};

/** The machine's view of a hub transport. */
export function toLiveProvider(provider: RealtimeProvider): LiveProvider {
  return {
    start: () => provider.start(),
    stop: () => provider.stop(),
    subscribe(listener) {
      const offs = hubMethods.map(({ hub, method }) =>
        provider.on(hub, method, (...args) => {
          const message = hubMessage(hub, method, args);
          if (message) listener(message);
        }),
      );
      const offState = provider.onStateChange?.((state) => listener(connectionEvents[state]));
      return () => {
        for (const off of offs) off();
        offState?.();
      };
    },
  };
}

// Listens for the `updateRound` push of a course (sent on every round status change), so the teacher
// page refreshes the rounds and declarations a step changed, from this browser or another one.
import { createContext, useContext, useEffect, useRef } from 'react';
import { createSignalrProvider } from '../realtime/signalrProvider';
import type { RealtimeProvider } from '../realtime/types';
import { useServices } from '../shell/services';

/** Creates the hub connection; tests provide a fake one through AdminPushContext. */
export type PushFactory = () => RealtimeProvider;

/** Replaces the SignalR connection of the teacher pages (tests). */
export const AdminPushContext = createContext<PushFactory | null>(null);

/** Calls `onUpdate` whenever the hub reports a round change in `courseId`. */
export function useRoundPush(courseId: number, onUpdate: () => void): void {
  const services = useServices();
  const factory = useContext(AdminPushContext);
  const latest = useRef(onUpdate);
  useEffect(() => {
    latest.current = onUpdate;
  });

  useEffect(() => {
    const provider =
      factory?.() ??
      createSignalrProvider({ baseUrl: services.apiBaseUrl, getToken: services.getToken });
    // OnReceiveNoticeMsg(courseId, message, kind), spec section 4.
    const off = provider.on('notice', 'OnReceiveNoticeMsg', (course, _message, kind) => {
      if (kind === 'updateRound' && Number(course) === courseId) latest.current();
    });
    provider.start().catch((error: unknown) => console.warn('实时连接失败', error));
    return () => {
      off();
      void provider.stop().catch(() => undefined);
    };
  }, [courseId, factory, services]);
}

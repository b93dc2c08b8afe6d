// Connects the hubs while the user is signed in and routes pushed messages to the app: persistent
// notifications, logout on offCourse, round refresh on updateRound, announcements upserted by id.
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import type { MachineEffect } from '../machines/effects';
import { useCourseApi, useCourseState } from '../session/CourseProvider';
import { useSession, useSessionActor } from '../session/SessionProvider';
import { useServices } from '../shell/services';
import { noticeEffects, parseAnnouncement, upsertAnnouncement } from './pushEvents';
import { createSignalrProvider } from './signalrProvider';
import type { PushedAnnouncement, RealtimeProvider } from './types';

const AnnouncementsContext = createContext<PushedAnnouncement[]>([]);

/** Announcements pushed during this session for the current course and round. */
export function usePushedAnnouncements(): PushedAnnouncement[] {
  return useContext(AnnouncementsContext);
}

/** Keeps the hub connection for the signed-in user; `createProvider` is replaced in tests. */
export function RealtimeBridge({
  children,
  createProvider,
}: {
  children: ReactNode;
  createProvider?: () => RealtimeProvider;
}) {
  const services = useServices();
  const session = useSessionActor();
  const courseApi = useCourseApi();
  const { course, round } = useCourseState();
  const ready = useSession((s) => s.matches({ authenticated: 'ready' }));
  const [announcements, setAnnouncements] = useState<PushedAnnouncement[]>([]);
  // Handlers read the latest course and round without reconnecting on every change.
  const current = useRef({ courseId: null as number | null, roundId: null as number | null });
  const refreshRounds = useRef(courseApi.refreshRounds);
  useEffect(() => {
    current.current = { courseId: course?.id ?? null, roundId: round?.id ?? null };
    refreshRounds.current = courseApi.refreshRounds;
  });

  useEffect(() => {
    if (!ready) return undefined;
    const provider =
      createProvider?.() ??
      createSignalrProvider({ baseUrl: services.apiBaseUrl, getToken: services.getToken });
    const run = (effect: MachineEffect) => {
      if (effect.type === 'notify') services.notifier.show(effect);
      else if (effect.type === 'logout') session.send({ type: 'LOGOUT' });
      else if (effect.type === 'rounds.refresh') void refreshRounds.current();
    };
    const offs = [
      provider.on('notice', 'OnReceiveNoticeMsg', (...args) =>
        noticeEffects(args, current.current.courseId).forEach(run),
      ),
      provider.on('titan', 'OnReceiveAnnouncement', (arg) => {
        const pushed = parseAnnouncement(arg);
        if (pushed) setAnnouncements((list) => upsertAnnouncement(list, pushed, current.current));
      }),
    ];
    provider.start().catch((error: unknown) => console.warn('实时连接失败', error));
    return () => {
      offs.forEach((off) => off());
      void provider.stop().catch(() => undefined);
    };
    // The connection follows the session only; course changes are read through `current`.
  }, [ready, createProvider, services, session]);

  return (
    <AnnouncementsContext.Provider value={announcements}>{children}</AnnouncementsContext.Provider>
  );
}

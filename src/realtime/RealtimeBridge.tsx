// Runs the realtime machine while the user is signed in: it connects both hubs, shows notices and
// events as persistent notifications, logs out on offCourse, refreshes the rounds on updateRound and
// keeps the announcements of the current course and round; it routes each effect to its owner.
import { useSelector } from '@xstate/react';
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { createActor, type ActorRefFrom } from 'xstate';
import type { Announcement } from '../machines/realtime';
import { liveActors } from '../machines/realtime';
import { realtimeMachine } from '../machines/realtimeMachine';
import { connectEffects } from '../machines/ports';
import { useCourseActor, useCourseState } from '../session/CourseProvider';
import { useSession, useSessionActor } from '../session/SessionProvider';
import { useShellEffects } from '../shell/shellEffects';
import { useQueryCacheSlot } from '../shell/queryCacheSlot';
import { invalidateOperations } from '../engine/query/operationKeys';
import { useServices } from '../shell/services';
import { toLiveProvider } from './liveProvider';
import { createSignalrProvider } from './signalrProvider';
import type { RealtimeProvider } from './types';
import { useAnnouncementRoundId } from './useAnnouncementRoundId';

type RealtimeActor = ActorRefFrom<typeof realtimeMachine>;

const RealtimeContext = createContext<RealtimeActor | null>(null);
const none: Announcement[] = [];

/** Announcements pushed during this session for the current course and round. */
export function usePushedAnnouncements(): Announcement[] {
  const actor = useContext(RealtimeContext);
  return useSelector(actor ?? undefined, (s) => s?.context.announcements) ?? none;
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
  const shell = useShellEffects();
  const session = useSessionActor();
  const courseActor = useCourseActor();
  const queryCache = useQueryCacheSlot();
  const ready = useSession((s) => s.matches({ authenticated: 'ready' }));
  const { course, round } = useCourseState();
  const courseId = course ? String(course.id) : '';
  const roundId = useAnnouncementRoundId(services.api, round);
  const [actor, setActor] = useState<RealtimeActor | null>(null);
  const scope = useRef({ courseId, roundId });
  useEffect(() => {
    scope.current = { courseId, roundId };
  });

  useEffect(() => {
    if (!ready) return undefined;
    const provider =
      createProvider?.() ??
      createSignalrProvider({ baseUrl: services.apiBaseUrl, getToken: services.getToken });
    const machine = realtimeMachine.provide({ actors: liveActors(toLiveProvider(provider)) });
    const next = createActor(machine, { input: scope.current });
    const disconnect = connectEffects(next, {
      notify: shell.notify,
      logError: shell.logError,
      // offCourse: the teacher closed the course, a logout like the user's own.
      logout: () => session.send({ type: 'LOGOUT' }),
      // updateRound: the course actor reloads its round list.
      'rounds.refresh': () => courseActor.send({ type: 'REFRESH_ROUNDS' }),
      'data.invalidate': (effect) => {
        if (queryCache.client) void invalidateOperations(queryCache.client, effect.operations);
      },
    });
    next.start();
    setActor(next);
    return () => {
      next.send({ type: 'DISCONNECT' });
      disconnect();
      next.stop();
      setActor(null);
    };
    // The connection follows the session only; the scope follows the course and round below.
  }, [ready, createProvider, services, shell, session, courseActor, queryCache]);

  useEffect(() => {
    actor?.send({ type: 'SET_SCOPE', courseId, roundId });
  }, [actor, courseId, roundId]);

  return <RealtimeContext.Provider value={actor}>{children}</RealtimeContext.Provider>;
}

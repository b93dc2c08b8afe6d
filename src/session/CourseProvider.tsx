// Runs the one course actor of the app (src/machines/courseMachine.ts) over the typed client: it owns
// the course, rounds, round and enterprise and runs course switch, enterprise choice and round status
// as children. This file only feeds it the session and other windows' switches and persists it.
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import { courseMachine } from '../machines/courseMachine';
import type { CourseState } from '../machines/courseState';
import { courseSwitchMachine } from '../machines/courseSwitchMachine';
import { roundStatusMachine } from '../machines/roundStatusMachine';
import { useConnectEffects, useShellEffects } from '../shell/shellEffects';
import { prefetchedAnswer } from '../shell/prefetchedAnswer';
import { useQueryCacheSlot } from '../shell/queryCacheSlot';
import { useServices } from '../shell/services';
import {
  loadCourseEnterprises,
  loadCourseState,
  loadRoundList,
  loadRoundSummary,
  postSwitchCourse,
} from './courseLoader';
import { courseIdOfStorageEvent, persistCourseState } from './coursePersistence';
import { useSession } from './SessionProvider';

/** The running course actor. */
export type CourseActor = ActorRefFrom<typeof courseMachine>;

const CourseContext = createContext<CourseActor | undefined>(undefined);

/** Provides the course actor, starting from what app start restored. */
export function CourseProvider({
  children,
  initial,
}: {
  children: ReactNode;
  initial: CourseState;
}) {
  const { api, getToken } = useServices();
  const slot = useQueryCacheSlot();
  const machine = useMemo(
    () =>
      courseMachine.provide({
        actors: {
          loadCourse: fromPromise(({ input }) => loadCourseState(api, input.courseId)),
          loadEnterprises: fromPromise(({ input }) =>
            loadCourseEnterprises(api, input.courseId, input.roundId),
          ),
          loadRounds: fromPromise(async ({ input }) => {
            const rounds = await loadRoundList(api, input.courseId);
            if (!rounds) throw new Error('交易轮次加载失败');
            return rounds;
          }),
          courseSwitch: courseSwitchMachine.provide({
            actors: {
              switchCourse: fromPromise(({ input }) =>
                postSwitchCourse(api, input.userId, Number(input.courseId)),
              ),
            },
          }),
          roundStatus: roundStatusMachine.provide({
            actors: {
              // The held round's status was asked for by the route-data prefetch at app start.
              loadRound: fromPromise(async ({ input }) => {
                const id = Number(input.roundId);
                const held = await prefetchedAnswer(slot, getToken(), 'getRound', { id });
                return loadRoundSummary(api, id, held);
              }),
            },
          }),
        },
      }),
    [api, getToken, slot],
  );
  const [input] = useState(() => ({ initial }));
  const actor = useActorRef(machine, { input });
  const shell = useShellEffects();
  useConnectEffects(
    actor,
    useMemo(
      () => ({
        ...shell,
        // The actor has already reset itself; the reset is emitted for the record (its scenarios).
        'course.reset': () => undefined,
      }),
      [shell],
    ),
  );

  useEffect(() => {
    let last = actor.getSnapshot().context.current;
    const subscription = actor.subscribe((s) => {
      if (s.context.current === last) return;
      last = s.context.current;
      persistCourseState(last);
    });
    return () => subscription.unsubscribe();
  }, [actor]);

  const ready = useSession((s) => s.matches({ authenticated: 'ready' }));
  const signedOut = useSession((s) => s.matches('signedOut'));
  const userId = useSession((s) => s.context.user?.id ?? null);
  const serverCourseId = useSession((s) => s.context.user?.currentCourseId ?? null);
  useEffect(() => {
    if (signedOut) actor.send({ type: 'SIGNED_OUT' });
  }, [signedOut, actor]);
  useEffect(() => {
    if (ready && userId) actor.send({ type: 'SESSION_READY', userId, serverCourseId });
  }, [ready, userId, serverCourseId, actor]);

  useEffect(() => {
    // Another window of this browser switched course (spec section 4: reset and warn).
    const listener = (event: StorageEvent) => {
      const courseId = courseIdOfStorageEvent(event);
      if (courseId !== null) actor.send({ type: 'COURSE_CHANGED', courseId: String(courseId) });
    };
    globalThis.addEventListener('storage', listener);
    return () => globalThis.removeEventListener('storage', listener);
  }, [actor]);

  return <CourseContext.Provider value={actor}>{children}</CourseContext.Provider>;
}

/** The course actor, to send it events. */
export function useCourseActor(): CourseActor {
  const actor = useContext(CourseContext);
  if (!actor) throw new Error('缺少课程状态（CourseProvider）');
  return actor;
}

/** The current course state, re-rendering on change. */
export function useCourseState(): CourseState {
  return useSelector(useCourseActor(), (s) => s.context.current);
}

/**
 * Makes a course current: a switch (server, reset, warning) when it is another course, then the
 * enterprise choice. Resolves true once the app is on that course (its enterprises may still load).
 */
export async function enterCourse(actor: CourseActor, courseId: number): Promise<boolean> {
  actor.send({ type: 'SELECT_COURSE', courseId });
  const settled = await waitFor(
    actor,
    (s) => !s.matches({ flow: 'switching' }) && !s.matches({ flow: 'loadingCourse' }),
  );
  return settled.context.current.course?.id === courseId || settled.context.entering === courseId;
}

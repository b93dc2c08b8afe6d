// Holds the current course for the app and runs the course machines on it: course switch (server
// call, reset, warning), enterprise choice, and round status for the header. The header, menus,
// pages and realtime all read this one state.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useEffectHub, useProvidePorts } from '../shell/effectPorts';
import { useServices } from '../shell/services';
import { runCourseSwitch, startEnterpriseChoice, type EnterpriseChoiceActor } from './courseFlows';
import { loadCourseInto, loadRoundList } from './courseLoader';
import {
  createCourseStore,
  currentRound,
  type CourseState,
  type CourseStore,
  type Enterprise,
} from './courseStore';
import { useSession } from './SessionProvider';
import { useCourseChangedElsewhere } from './useCourseChangedElsewhere';
import { useRoundStatus, type RoundStatusActor } from './useRoundStatus';

/** What the course context offers. */
export interface CourseApi {
  store: CourseStore;
  /**
   * Makes a course current: the course switch machine (server, reset, warning) when it is another
   * course, then the enterprise choice. Resolves true when the app is on that course.
   */
  selectCourse(courseId: number): Promise<boolean>;
  /** Runs the enterprise choice again for the current course and round. */
  chooseEnterprise(): void;
  /** The enterprise choice in progress (its modal reads it), or null. */
  enterpriseChoice: EnterpriseChoiceActor | null;
  /** An enterprise the choice loaded, by the machine's id. */
  enterpriseById(id: string): Enterprise | undefined;
  /** The current round's status (header tag). */
  roundStatus: RoundStatusActor;
}

const CourseContext = createContext<CourseApi | undefined>(undefined);

/** Provides the course state, starting from what app start restored. */
export function CourseProvider({
  children,
  initial,
}: {
  children: ReactNode;
  initial: CourseState;
}) {
  const { api } = useServices();
  const { ports } = useEffectHub();
  const [store] = useState(() => createCourseStore(initial));
  const roundStatus = useRoundStatus(api, store);
  const loaded = useRef(new Map<string, Enterprise>());
  const loading = useRef<Promise<void>>(Promise.resolve());
  const [choice, setChoice] = useState<EnterpriseChoiceActor | null>(null);
  const ready = useSession((s) => s.matches({ authenticated: 'ready' }));
  const signedOut = useSession((s) => s.matches('signedOut'));
  const userId = useSession((s) => s.context.user?.id ?? null);
  const serverCourseId = useSession((s) => s.context.user?.currentCourseId ?? null);

  const chooseEnterprise = useCallback(() => {
    const state = store.getSnapshot();
    const next = startEnterpriseChoice({ api, ports, state, loaded: loaded.current });
    setChoice((previous) => {
      previous?.stop();
      return next;
    });
  }, [api, ports, store]);

  /** Loads a course into the store, then runs the enterprise choice ("after choosing a course"). */
  const enterCourse = useCallback(
    (courseId: number) =>
      loadCourseInto(api, store, courseId).then(chooseEnterprise, (error: unknown) =>
        // The API client has already told the user; the course simply stays empty.
        ports.log('loadCourse', error),
      ),
    [api, store, ports, chooseEnterprise],
  );

  // The machines' store effects: a course change empties the course state (round, enterprise,
  // menus) and loads the new course; updateRound reloads the rounds and the header's status.
  useProvidePorts(
    useMemo(
      () => ({
        resetCourseState: (courseId: string) => {
          store.reset();
          loading.current = enterCourse(Number(courseId));
        },
        selectEnterprise: (enterpriseId: string) => {
          store.update({ enterprise: loaded.current.get(enterpriseId) ?? null });
        },
        refreshRounds: () => {
          const courseId = store.getSnapshot().course?.id;
          if (courseId === undefined) return;
          void loadRoundList(api, courseId).then((rounds) => {
            if (!rounds) return;
            const chosen = store.getSnapshot().round;
            const kept = rounds.find((r) => r.id === chosen?.id);
            store.update({ rounds, round: kept ?? currentRound(rounds) });
            roundStatus.send({ type: 'ROUND_UPDATED' });
          });
        },
      }),
      [api, store, roundStatus, enterCourse],
    ),
  );

  const switchCourse = useCallback(
    (event: Parameters<typeof runCourseSwitch>[1]) =>
      userId
        ? runCourseSwitch({ api, ports, userId, state: store.getSnapshot() }, event)
        : Promise.resolve(false),
    [api, ports, userId, store],
  );

  // The server's current course as last adopted, so a later switch in this window is not undone.
  const adopted = useRef<string | null>(null);
  useEffect(() => {
    if (!signedOut) return;
    adopted.current = null;
    store.reset();
    // A choice left open at logout ends with the session (the context stops offering it below).
    choice?.stop();
  }, [signedOut, store, choice]);

  useEffect(() => {
    // After login the server's current course becomes the app's; one that differs from the course
    // this browser held was changed elsewhere (spec section 4: reset and warn).
    if (!ready || !serverCourseId || adopted.current === serverCourseId) return;
    if (!Number.isInteger(Number(serverCourseId))) return;
    adopted.current = serverCourseId;
    const held = store.getSnapshot().course;
    if (!held) loading.current = enterCourse(Number(serverCourseId));
    else if (String(held.id) !== serverCourseId) {
      void switchCourse({ type: 'COURSE_CHANGED', courseId: serverCourseId });
    }
  }, [ready, serverCourseId, store, enterCourse, switchCourse]);

  useCourseChangedElsewhere(store, (courseId) => {
    void switchCourse({ type: 'COURSE_CHANGED', courseId: String(courseId) });
  });

  const selectCourse = useCallback(
    async (courseId: number) => {
      const held = store.getSnapshot().course?.id;
      if (held === courseId) {
        chooseEnterprise();
        return true;
      }
      if (!(await switchCourse({ type: 'SWITCH', courseId: String(courseId) }))) return false;
      await loading.current;
      return true;
    },
    [store, switchCourse, chooseEnterprise],
  );

  const value = useMemo<CourseApi>(
    () => ({
      store,
      selectCourse,
      chooseEnterprise,
      enterpriseChoice: signedOut ? null : choice,
      enterpriseById: (id) => loaded.current.get(id),
      roundStatus,
    }),
    [store, selectCourse, chooseEnterprise, choice, signedOut, roundStatus],
  );
  return <CourseContext.Provider value={value}>{children}</CourseContext.Provider>;
}

/** The course context. */
export function useCourseApi(): CourseApi {
  const value = useContext(CourseContext);
  if (!value) throw new Error('缺少课程状态（CourseProvider）');
  return value;
}

/** The current course state, re-rendering on change. */
export function useCourseState(): CourseState {
  const { store } = useCourseApi();
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}

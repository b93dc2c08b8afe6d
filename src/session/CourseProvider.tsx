// Holds the current course for the app and runs course switching and the enterprise choice, so the
// header, menus, pages and realtime all read one state.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { courseSwitchedMessage } from '../machines/messages';
import { useServices } from '../shell/services';
import { chooseEnterprise, loadCourse, refreshRounds, switchCourse } from './courseActions';
import {
  createCourseStore,
  type Course,
  type CourseState,
  type CourseStore,
  type Enterprise,
} from './courseStore';
import { useSession } from './SessionProvider';

/** What the course context offers. */
export interface CourseApi {
  store: CourseStore;
  /** Makes a course current (server switch, reload, enterprise rule). */
  selectCourse(course: Pick<Course, 'id'>): Promise<void>;
  /** Reloads the round list. */
  refreshRounds(): Promise<void>;
  /** Enterprises the user must choose between, or null when no choice is open. */
  pendingEnterprises: Enterprise[] | null;
  /** Closes the choice with the chosen enterprise (or none to keep the current one). */
  resolveEnterprise(enterprise: Enterprise | null): void;
}

const CourseContext = createContext<CourseApi | undefined>(undefined);

/** Provides the course state; loads the server's current course after login when none is stored. */
export function CourseProvider({ children }: { children: ReactNode }) {
  const { api, notifier } = useServices();
  const store = useMemo(() => createCourseStore(), []);
  const [pendingEnterprises, setPending] = useState<Enterprise[] | null>(null);
  const ready = useSession((s) => s.matches({ authenticated: 'ready' }));
  const signedOut = useSession((s) => s.matches('signedOut'));
  const userId = useSession((s) => s.context.user?.id ?? null);

  useEffect(() => {
    if (signedOut) store.reset();
  }, [signedOut, store]);

  const currentCourseId = useSession((s) => s.context.user?.currentCourseId ?? null);
  useEffect(() => {
    // After login, the server's current course (from user info) becomes the app's, unless one is stored.
    const id = Number(currentCourseId);
    if (!ready || !currentCourseId || !Number.isInteger(id) || store.getSnapshot().course) return;
    void loadCourse(api, store, id).then(() => chooseEnterprise(api, store, id));
  }, [ready, currentCourseId, api, store]);

  const selectCourse = useCallback(
    async (course: Pick<Course, 'id'>) => {
      if (!userId) return;
      const changed = await switchCourse(api, store, userId, course);
      if (changed)
        notifier.show({ level: 'warning', message: courseSwitchedMessage, display: 'message' });
      const decision = await chooseEnterprise(api, store, course.id);
      if (decision.kind === 'ask') setPending(decision.enterprises);
    },
    [api, store, userId, notifier],
  );

  const value = useMemo<CourseApi>(
    () => ({
      store,
      selectCourse,
      refreshRounds: () => refreshRounds(api, store),
      pendingEnterprises,
      resolveEnterprise: (enterprise) => {
        if (enterprise) store.update({ enterprise });
        setPending(null);
      },
    }),
    [store, selectCourse, api, pendingEnterprises],
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

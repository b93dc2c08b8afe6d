// Loading and switching the current course through the typed client: the course, its arguments and
// rounds, and the enterprise choice rule of spec section 4.
import type { ApiClient } from '../api/client';
import { withoutLoading } from '../api/types';
import {
  argumentMap,
  currentRound,
  type Course,
  type CourseStore,
  type Enterprise,
} from './courseStore';

/** Loads a course with its arguments and rounds into the store. */
export async function loadCourse(api: ApiClient, store: CourseStore, courseId: number) {
  const [course, args, rounds] = await Promise.all([
    api.GET('/api/app/course/{id}', { params: { path: { id: courseId } } }),
    api.GET('/api/app/course/arguments/{id}', { params: { path: { id: courseId } } }),
    api.GET('/api/app/roundApi/byCourse/{id}', { params: { path: { id: courseId } } }),
  ]);
  if (!course.data) throw new Error('课程加载失败');
  const roundList = rounds.data?.items ?? [];
  store.update({
    course: course.data,
    args: argumentMap(args.data?.items ?? []),
    rounds: roundList,
    round: currentRound(roundList),
  });
}

/** Reloads the round list (pushed `updateRound`), keeping the chosen round when it still exists. */
export async function refreshRounds(api: ApiClient, store: CourseStore) {
  const courseId = store.getSnapshot().course?.id;
  if (courseId === undefined) return;
  const { data } = await api.GET('/api/app/roundApi/byCourse/{id}', {
    params: { path: { id: courseId } },
    headers: withoutLoading,
  });
  if (!data) return;
  const chosen = store.getSnapshot().round;
  const kept = chosen ? data.items.find((r) => r.id === chosen.id) : undefined;
  store.update({ rounds: data.items, round: kept ?? currentRound(data.items) });
}

/** What the enterprise rule decided: pick one now, ask the user, or keep the current one. */
export type EnterpriseDecision =
  | { kind: 'select'; enterprise: Enterprise }
  | { kind: 'ask'; enterprises: Enterprise[] }
  | { kind: 'keep' };

/** Spec section 4: more than one tradable enterprise asks, exactly one is selected, none keeps. */
export function decideEnterprise(enterprises: readonly Enterprise[]): EnterpriseDecision {
  const tradable = enterprises.filter((e) => e.isTrade !== false);
  const [first] = tradable;
  if (tradable.length > 1) return { kind: 'ask', enterprises: tradable };
  if (first) return { kind: 'select', enterprise: first };
  return { kind: 'keep' };
}

/** Loads the user's enterprises in a course and applies the enterprise rule. */
export async function chooseEnterprise(
  api: ApiClient,
  store: CourseStore,
  courseId: number,
): Promise<EnterpriseDecision> {
  const { data } = await api.GET('/api/app/enterprise/myEnterprise', {
    params: { query: { courseId } },
  });
  const decision = decideEnterprise(data?.items ?? []);
  if (decision.kind === 'select') store.update({ enterprise: decision.enterprise });
  return decision;
}

/** Makes a course the user's current one on the server, then loads it; true when it changed. */
export async function switchCourse(
  api: ApiClient,
  store: CourseStore,
  userId: string,
  course: Pick<Course, 'id'>,
): Promise<boolean> {
  const previous = store.getSnapshot().course?.id;
  const { error } = await api.POST('/api/app/user/{id}/switchStudentCourse', {
    params: { path: { id: userId } },
    body: { courseId: course.id },
  });
  if (error) throw new Error('切换课程失败，请稍后再试');
  const changed = previous !== undefined && previous !== course.id;
  // A different course starts with no round, enterprise or menu state (spec section 4).
  if (previous !== course.id) store.reset();
  await loadCourse(api, store, course.id);
  return changed;
}

// The calls behind the course actor and its children, through the typed client: a
// course with its arguments and rounds, one round's status, sub-rounds, enterprises, the switch.
import type { ApiClient } from '../api/client';
import { withoutErrorNotice, withoutLoading } from '../api/types';
import { rollingMatchingType, type RoundSummary } from '../machines/roundStatus';
import {
  argumentMap,
  currentRound,
  type Enterprise,
  type LoadedCourse,
  type Round,
} from '../machines/courseState';

/** Loads a course with its arguments and rounds (the current round chosen by the header rule). */
export async function loadCourseState(api: ApiClient, courseId: number): Promise<LoadedCourse> {
  const path = { params: { path: { id: courseId } } };
  const [course, args, rounds] = await Promise.all([
    api.GET('/api/app/course/{id}', path),
    api.GET('/api/app/course/arguments/{id}', path),
    api.GET('/api/app/roundApi/byCourse/{id}', path),
  ]);
  if (!course.data) throw new Error('课程加载失败');
  const roundList = rounds.data?.items ?? [];
  return {
    course: course.data,
    args: argumentMap(args.data?.items ?? []),
    rounds: roundList,
    round: currentRound(roundList),
  };
}

/** The round list of a course, loaded in the background (no loading indicator). */
export async function loadRoundList(api: ApiClient, courseId: number): Promise<Round[] | null> {
  const { data } = await api.GET('/api/app/roundApi/byCourse/{id}', {
    params: { path: { id: courseId } },
    headers: withoutLoading,
  });
  return data?.items ?? null;
}

/** The answer of `GET api/app/roundApi/{id}`. */
type RoundAnswer = NonNullable<Awaited<ReturnType<typeof getRound>>['data']>;

function getRound(api: ApiClient, roundId: number) {
  return api.GET('/api/app/roundApi/{id}', {
    params: { path: { id: roundId } },
    headers: { ...withoutLoading, ...withoutErrorNotice },
  });
}

/** A prefetched answer that is this round's, or undefined. */
function roundAnswer(value: unknown, roundId: number): RoundAnswer | undefined {
  return value && typeof value === 'object' && (value as { id?: unknown }).id === roundId
    ? (value as RoundAnswer)
    : undefined;
}

/**
 * One round as the round status machine needs it (`GET api/app/roundApi/{id}`); `prefetched` is the
 * route-data prefetch's answer of that call, used instead of calling again when it is this round's.
 */
export async function loadRoundSummary(
  api: ApiClient,
  roundId: number,
  prefetched?: unknown,
): Promise<RoundSummary> {
  const data = roundAnswer(prefetched, roundId) ?? (await getRound(api, roundId)).data;
  if (!data) throw new Error('交易轮次加载失败');
  // A rolling-matching round trades in its sessions: the header needs their states too.
  const sessions =
    data.type === rollingMatchingType && data.parentId == null
      ? (await loadSubRounds(api, roundId)).map((s) => ({ status: s.status, hidden: s.hidden }))
      : undefined;
  return {
    id: String(data.id),
    name: data.name,
    status: data.status,
    type: data.type,
    cycle: data.cycle,
    ...(sessions ? { sessions } : {}),
  };
}

/** The sub-rounds of a round (rolling matching sessions), in order. */
export async function loadSubRounds(api: ApiClient, roundId: number): Promise<Round[]> {
  const { data } = await api.GET('/api/app/roundApi/subRoundList/{id}', {
    params: { path: { id: roundId } },
    headers: withoutLoading,
  });
  return data?.items ?? [];
}

/** The caller's enterprises in a course (`GET enterpriseApi/courseEnterprise`, spec section 7). */
export async function loadCourseEnterprises(
  api: ApiClient,
  courseId: number,
  roundId: number | null,
): Promise<Enterprise[]> {
  const { data, error } = await api.GET('/api/app/enterpriseApi/courseEnterprise', {
    params: { query: { courseId, ...(roundId === null ? {} : { roundId }) } },
    headers: withoutErrorNotice,
  });
  if (!data) throw error ?? new Error('企业列表加载失败');
  return data.items;
}

/** Makes a course the user's current one on the server; rejects with the server's error. */
export async function postSwitchCourse(
  api: ApiClient,
  userId: string,
  courseId: number,
): Promise<void> {
  const { error, response } = await api.POST('/api/app/user/{id}/switchStudentCourse', {
    params: { path: { id: userId } },
    body: { courseId },
    // The course switch machine shows the failure itself.
    headers: withoutErrorNotice,
  });
  if (!response.ok) throw error ?? new Error(`HTTP ${response.status}`);
}

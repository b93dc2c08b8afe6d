// The teacher page's calls through the typed client: the course list, a course's rounds marked
// hidden or open, the declarations of a round and the three round steps with their server message.
import type { ApiClient } from '../api/client';
import { networkErrorMessage } from '../api/middleware/errors';
import type { components } from '../api/schema.gen';
import { serverMessage } from '../api/serverMessage';
import { withoutErrorNotice, withoutLoading } from '../api/types';
import type { AdminRound, StepKey } from './roundSteps';

/** A course of the contract. */
export type AdminCourse = components['schemas']['Course'];
/** One enterprise's declaration state in a round. */
export type Declaration = components['schemas']['DeclarationStatus'];
/** What the clearing reports. */
export type ClearingSummary = components['schemas']['ClearingSummary'];

/** The outcome of a step: the clearing summary for 出清, or the server's reason it refused. */
export type StepOutcome = { ok: true; summary?: ClearingSummary } | { ok: false; message: string };

/** Thrown when a list cannot be loaded; the page shows its message with a retry button. */
export class LoadError extends Error {}

/** The courses this teacher runs. */
export async function loadAdminCourses(api: ApiClient): Promise<AdminCourse[]> {
  const { data } = await api.GET('/api/app/admin/course', {
    params: { query: { skipCount: 0, maxResultCount: 1000 } },
  });
  if (!data) throw new LoadError('课程列表加载失败，请稍后重试');
  return data.items;
}

/** One course (its name for the page title). */
export async function loadAdminCourse(api: ApiClient, id: number): Promise<AdminCourse> {
  const { data } = await api.GET('/api/app/course/{id}', { params: { path: { id } } });
  if (!data) throw new LoadError('课程加载失败，请确认您是该课程的授课教师');
  return data;
}

/**
 * The course's rounds with `hidden` set: the teacher's list includes rounds not opened yet, the
 * trainees' list does not, so a round missing from the second is still hidden. Background reloads
 * (push, refresh) skip the global loading indicator.
 */
export async function loadAdminRounds(api: ApiClient, courseId: number): Promise<AdminRound[]> {
  const options = { params: { path: { id: courseId } }, headers: withoutLoading };
  const [all, visible] = await Promise.all([
    api.GET('/api/app/roundApi/byCourseHide/{id}', options),
    api.GET('/api/app/roundApi/byCourse/{id}', options),
  ]);
  if (!all.data || !visible.data) throw new LoadError('交易轮次加载失败，请稍后重试');
  const open = new Set(visible.data.items.map((r) => r.id));
  return all.data.items.map((r) => ({ ...r, hidden: !open.has(r.id) }));
}

/** Who has declared in a round. */
export async function loadDeclarations(api: ApiClient, roundId: number): Promise<Declaration[]> {
  const { data } = await api.GET('/api/app/admin/round/{id}/declarations', {
    params: { path: { id: roundId } },
    headers: withoutLoading,
  });
  if (!data) throw new LoadError('申报情况加载失败，请稍后重试');
  return data.items;
}

async function refused(error: unknown): Promise<{ ok: false; message: string }> {
  // openapi-fetch has read the body already; serverMessage reads the same shapes from a copy.
  const body = typeof error === 'string' ? error : JSON.stringify(error ?? null);
  return {
    ok: false,
    message: await serverMessage(new Response(body), '服务器未能完成操作，请稍后重试'),
  };
}

/** Runs one step; never throws, a refusal or a network failure comes back as its message. */
export async function runStep(api: ApiClient, key: StepKey, roundId: number): Promise<StepOutcome> {
  // The page words the failure itself ("停止报价失败：…"), so the global toast stays quiet.
  const headers = withoutErrorNotice;
  try {
    if (key === 'clear') {
      const { data, error } = await api.POST('/api/app/centerTrade/openCenterEngine', {
        body: { roundId },
        headers,
      });
      return data ? { ok: true, summary: data } : refused(error);
    }
    const { response, error } =
      key === 'open'
        ? await api.POST('/api/app/admin/round/{id}/open', {
            params: { path: { id: roundId } },
            headers,
          })
        : await api.POST('/api/app/round/StopPriceTeach', { body: { roundId }, headers });
    return response.ok ? { ok: true } : refused(error);
  } catch {
    return { ok: false, message: networkErrorMessage };
  }
}

/** The outcome of creating a round: the new round, or the server's reason it refused. */
export type CreateOutcome =
  { ok: true; round: components['schemas']['Round'] } | { ok: false; message: string };

/** Creates a round (hidden from trainees until opened); never throws. */
export async function createRound(
  api: ApiClient,
  body: components['schemas']['RoundInput'],
): Promise<CreateOutcome> {
  try {
    const { data, error } = await api.POST('/api/app/round', {
      body,
      headers: withoutErrorNotice,
    });
    return data ? { ok: true, round: data } : refused(error);
  } catch {
    return { ok: false, message: networkErrorMessage };
  }
}

// The teacher page's calls through the typed client: the course list, a course's rounds marked
// hidden or open and the declarations of a round (saves: saveCall.ts and the forms' api files).
import type { ApiClient } from '../api/client';
import type { components } from '../api/schema.gen';
import { withoutLoading } from '../api/types';
import type { AdminRound } from './steps/types';

/** A course of the contract. */
export type AdminCourse = components['schemas']['Course'];
/** One enterprise's declaration state in a round. */
export type Declaration = components['schemas']['DeclarationStatus'];

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

// The teacher's course saves: createCourse (a course built on a scene, with its enterprises) and
// updateCourse (the scene stays); and the scenes a new course may be built on.
import type { ApiClient } from '../../api/client';
import { withoutErrorNotice, withoutLoading } from '../../api/types';
import type { AdminCourse } from '../adminApi';
import { saveCall, saveHeaders, type Saved } from '../saveCall';
import type { CourseInput, Scene } from './courseForm';

/**
 * The scenes the back end offers for new courses; none when it cannot list them (a back end without
 * getSceneList, or a failure): the form then offers the scenes of the teacher's courses.
 */
export async function loadScenes(api: ApiClient): Promise<Scene[]> {
  try {
    const { data } = await api.GET('/api/app/admin/scene', {
      headers: { ...withoutLoading, ...withoutErrorNotice },
    });
    return data?.items ?? [];
  } catch {
    return [];
  }
}

/** Creates a course, or changes course `id` when given. */
export function saveCourse(
  api: ApiClient,
  id: number | null,
  body: CourseInput,
): Promise<Saved<AdminCourse>> {
  return saveCall(() =>
    id === null
      ? api.POST('/api/app/admin/course', { body, headers: saveHeaders })
      : api.PUT('/api/app/admin/course/{id}', {
          params: { path: { id } },
          body,
          headers: saveHeaders,
        }),
  );
}

// The teacher's course saves: createCourse (a course built on a scene, with its enterprises) and
// updateCourse (the scene stays).
import type { ApiClient } from '../../api/client';
import type { AdminCourse } from '../adminApi';
import { saveCall, saveHeaders, type Saved } from '../saveCall';
import type { CourseInput } from './courseForm';

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

// Another window of this browser switching course writes the shared current course: this window
// hears it as a storage event and reports the new course (spec section 4's course-switch warning).
import { useEffect, useRef } from 'react';
import type { CourseStore } from './courseStore';
import { storageKeys } from './storage';

/** Calls `onChanged` with the course another window made current, when it differs from this one's. */
export function useCourseChangedElsewhere(
  store: CourseStore,
  onChanged: (courseId: number) => void,
): void {
  const latest = useRef(onChanged);
  useEffect(() => {
    latest.current = onChanged;
  });
  useEffect(() => {
    const listener = (event: StorageEvent) => {
      if (event.key !== storageKeys.course || !event.newValue) return;
      let id: unknown;
      try {
        id = (JSON.parse(event.newValue) as { course?: { id?: unknown } } | null)?.course?.id;
      } catch {
        return;
      }
      if (typeof id === 'number' && id !== store.getSnapshot().course?.id) latest.current(id);
    };
    globalThis.addEventListener('storage', listener);
    return () => globalThis.removeEventListener('storage', listener);
  }, [store]);
}

// The course actor's state in local storage (spec section 4's keys), written on every change so a
// reload restores it and another window of this browser hears a course switch.
import type { CourseState } from '../machines/courseState';
import { saveJson, storageKeys } from './storage';

/** Writes the course state under the spec's keys; an empty state removes them. */
export function persistCourseState(state: CourseState, storage: Storage = localStorage): void {
  saveJson(
    storageKeys.course,
    state.course ? { course: state.course, args: state.args } : null,
    storage,
  );
  saveJson(storageKeys.rounds, state.rounds.length ? state.rounds : null, storage);
  saveJson(storageKeys.round, state.round, storage);
  saveJson(storageKeys.enterprise, state.enterprise, storage);
  saveJson(storageKeys.provinceEnterprise, state.screens.provinceEnterprise, storage);
  saveJson(storageKeys.compoundState, state.screens.compoundState, storage);
  saveJson(storageKeys.menuParams, state.screens.menuParams, storage);
}

/** The course id another window wrote to the shared current course, if this event carries one. */
export function courseIdOfStorageEvent(event: StorageEvent): number | null {
  if (event.key !== storageKeys.course || !event.newValue) return null;
  try {
    const id = (JSON.parse(event.newValue) as { course?: { id?: unknown } } | null)?.course?.id;
    return typeof id === 'number' ? id : null;
  } catch {
    return null;
  }
}

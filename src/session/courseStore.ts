// The trainee's current course, its rounds and arguments, the current round and enterprise: a small
// store persisted in local storage so a reload restores them (spec section 4, app start).
import type { components } from '../api/schema.gen';
import { loadJson, saveJson, storageKeys } from './storage';

/** A course of the contract. */
export type Course = components['schemas']['Course'];
/** A trading round of the contract. */
export type Round = components['schemas']['Round'];
/** An enterprise of the contract. */
export type Enterprise = components['schemas']['Enterprise'];

/** Everything the store holds. */
export interface CourseState {
  course: Course | null;
  rounds: Round[];
  round: Round | null;
  enterprise: Enterprise | null;
  /** Course arguments by name (OnlyRt, EnablePr, IsBuildQuestions, ...). */
  args: Record<string, string>;
}

/** A store with subscribe/getSnapshot for useSyncExternalStore. */
export interface CourseStore {
  getSnapshot(): CourseState;
  subscribe(listener: () => void): () => void;
  /** Merges a change, persists it and tells the listeners. */
  update(change: Partial<CourseState>): void;
  /** Forgets everything (logout, course change). */
  reset(): void;
}

const empty: CourseState = { course: null, rounds: [], round: null, enterprise: null, args: {} };

/** Reads the persisted state. */
export function loadCourseState(storage: Storage = localStorage): CourseState {
  const stored = loadJson<{ course: Course | null; args: Record<string, string> }>(
    storageKeys.course,
    storage,
  );
  return {
    course: stored?.course ?? null,
    args: stored?.args ?? {},
    rounds: loadJson<Round[]>(storageKeys.rounds, storage) ?? [],
    round: loadJson<Round>(storageKeys.round, storage),
    enterprise: loadJson<Enterprise>(storageKeys.enterprise, storage),
  };
}

function persist(state: CourseState, storage: Storage): void {
  saveJson(
    storageKeys.course,
    state.course ? { course: state.course, args: state.args } : null,
    storage,
  );
  saveJson(storageKeys.rounds, state.rounds.length ? state.rounds : null, storage);
  saveJson(storageKeys.round, state.round, storage);
  saveJson(storageKeys.enterprise, state.enterprise, storage);
}

/** Creates the store from storage. */
export function createCourseStore(storage: Storage = localStorage): CourseStore {
  let state = loadCourseState(storage);
  const listeners = new Set<() => void>();
  const set = (next: CourseState) => {
    state = next;
    persist(state, storage);
    for (const listener of listeners) listener();
  };
  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    update: (change) => set({ ...state, ...change }),
    reset: () => set(empty),
  };
}

/** The round the header shows: the first open one (status 0 or 1), else the latest. */
export function currentRound(rounds: readonly Round[]): Round | null {
  const visible = rounds.filter((r) => r.parentId == null);
  return visible.find((r) => r.status === 0 || r.status === 1) ?? visible.at(-1) ?? null;
}

/** Course arguments as a name → value map. */
export function argumentMap(
  args: ReadonlyArray<{ name: string; value: string }>,
): Record<string, string> {
  return Object.fromEntries(args.map((a) => [a.name, a.value]));
}

// The two calls of the data panel and the monitor screen through the engine's query cache (one request
// for every block showing the same answer; OnDataChanged pushes naming the operations reload them),
// and their reload when the course's rounds change (the updateRound push reloads the round list).
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { invalidateOperations } from '../../engine/query/operationKeys';
import { useCourse } from '../../engine/useCourse';
import { rowsOf, useDataSource, type DataState } from '../../engine/useDataSource';
import { myTradesSource } from '../MyTrades/myTradesSource';
import type { CourseOverview, MyTrade } from './figures';

/** A data state whose answer is typed. */
export type Loaded<T> =
  | { status: 'loading'; reload: () => void }
  | { status: 'error'; message: string; reload: () => void }
  | { status: 'ready'; data: T; stale?: boolean; reload: () => void };

function typed<T>(
  state: DataState & { reload: () => void },
  read: (data: unknown) => T,
): Loaded<T> {
  return state.status === 'ready' ? { ...state, data: read(state.data) } : state;
}

/** The operations whose answers change with the rounds. */
export const overviewOperations = ['getCourseOverview', 'getMyTrades'] as const;

/**
 * The course overview (rounds with status, declarations and cleared figures). `asTrainee`: as the
 * trainees see it even for a teacher (the projected monitor shows no hidden round nor early totals).
 */
export function useCourseOverview(
  courseId: number,
  options: { asTrainee?: boolean } = {},
): Loaded<CourseOverview | null> {
  const state = useDataSource({
    operation: 'getCourseOverview',
    params: {
      id: { value: courseId },
      ...(options.asTrainee ? { asTrainee: { value: true } } : {}),
    },
  });
  // An answer without a body (204) reads as no overview.
  return typed(state, (data) =>
    data && typeof data === 'object' ? (data as CourseOverview) : null,
  );
}

/** The enterprise's trades in the course (the trainee's own enterprise when none is named). */
export function useMyTrades(courseId: number, enterpriseId: number | undefined): Loaded<MyTrade[]> {
  const state = useDataSource(myTradesSource(courseId, enterpriseId));
  return typed(state, (data) => rowsOf(data) as unknown as MyTrade[]);
}

/** Text standing for the rounds' ids and statuses: it changes when a round opens, stops or ends. */
function useRoundsSignature(): string {
  const { rounds, roundStatus } = useCourse();
  const list = rounds.map((r) => `${r.id}:${r.status}`).join(',');
  return roundStatus ? `${list}|${roundStatus.roundId}:${roundStatus.status}` : list;
}

/** The rounds' signature each cache last reloaded for: several widgets of a page reload once. */
const reloadedFor = new WeakMap<QueryClient, string>();

/**
 * Reloads the overview and trades wherever shown when the course's rounds change after the first
 * render: the updateRound push makes the course actor reload them, so no polling is needed.
 */
export function useReloadOnRoundChange(): void {
  const client = useQueryClient();
  const signature = useRoundsSignature();
  const seen = useRef(signature);
  useEffect(() => {
    if (seen.current === signature) return;
    seen.current = signature;
    if (reloadedFor.get(client) === signature) return;
    reloadedFor.set(client, signature);
    void invalidateOperations(client, overviewOperations);
  }, [client, signature]);
}

/** A number prop, or undefined when its binding had no value (no course or enterprise yet). */
export function numberProp(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

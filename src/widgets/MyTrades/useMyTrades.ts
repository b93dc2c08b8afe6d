// The current enterprise's trades in the current course through the shared query cache: one call
// (getMyTrades without filters) that the list and the certificates share and filter in the browser.
import { useMemo } from 'react';
import { useCourse } from '../../engine/useCourse';
import { rowsOf, useDataSource, type DataState } from '../../engine/useDataSource';
import { myTradesSource } from './myTradesSource';
import { toRows, type MyTrade, type TradeRow } from './trades';

/** The call's state, its lines with their delivery periods, and whether a course is entered. */
export interface MyTradesState {
  state: DataState & { reload: () => void };
  trades: TradeRow[];
  hasCourse: boolean;
}

/** Loads the lines; without a chosen enterprise the server answers for the trainee's own. */
export function useMyTrades(): MyTradesState {
  const { course, enterprise } = useCourse();
  const courseId = course?.id;
  const enterpriseId = enterprise?.id;
  const source = useMemo(
    () => (courseId === undefined ? undefined : myTradesSource(courseId, enterpriseId)),
    [courseId, enterpriseId],
  );
  const state = useDataSource(source);
  const data = state.status === 'ready' ? state.data : undefined;
  // Typed by the contract (MyTradeListResult); the engine's caller returns its answers untyped.
  const trades = useMemo(() => toRows(rowsOf(data) as unknown as MyTrade[]), [data]);
  return { state, trades, hasCourse: courseId !== undefined };
}

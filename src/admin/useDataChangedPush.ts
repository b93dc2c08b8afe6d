// Listens for the titan hub's `OnDataChanged({ courseId, roundId, operations })` of one round, so a
// teacher card reloads exactly the answers a trade, order or cancel changed, without polling.
import { parseDataChanged } from '../machines/realtime';
import { useAdminHub } from './adminHub';

/** Calls `onChanged` with the operation ids a push names for `roundId` of `courseId`. */
export function useDataChangedPush(
  courseId: number,
  roundId: number,
  onChanged: (operations: string[]) => void,
): void {
  useAdminHub('titan', 'OnDataChanged', (payload) => {
    const change = parseDataChanged(payload);
    if (change && change.courseId === String(courseId) && change.roundId === String(roundId)) {
      onChanged(change.operations);
    }
  });
}

// Listens for the titan hub's `OnDataChanged({ courseId, roundId, operations })`, so a teacher card
// reloads exactly the answers a change named, without polling: a round's card hears its round (a trade,
// order or cancel), a course-wide card such as the grades hears every push of the course.
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

/** Calls `onChanged` with the operation ids of every push for `courseId`, with or without a round. */
export function useCourseDataChangedPush(
  courseId: number,
  onChanged: (operations: string[]) => void,
): void {
  useAdminHub('titan', 'OnDataChanged', (payload) => {
    const change = parseDataChanged(payload);
    if (change && change.courseId === String(courseId)) onChanged(change.operations);
  });
}

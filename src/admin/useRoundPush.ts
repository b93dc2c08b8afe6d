// Listens for the `updateRound` push of a course (sent on every round status change), so the teacher
// page refreshes the rounds and declarations a step changed, from this browser or another one.
import { useAdminHub } from './adminHub';

export { AdminPushContext, type PushFactory } from './adminHub';

/** Calls `onUpdate` whenever the hub reports a round change in `courseId`. */
export function useRoundPush(courseId: number, onUpdate: () => void): void {
  // OnReceiveNoticeMsg(courseId, message, kind), spec section 4.
  useAdminHub('notice', 'OnReceiveNoticeMsg', (course, _message, kind) => {
    if (kind === 'updateRound' && Number(course) === courseId) onUpdate();
  });
}

// The course overview (数据面板, 监控大屏) counts who has declared, so every declaration changes it.
// A classroom declares in bursts: one OnDataChanged per course per second at most, naming the
// overview, is enough for the screens to follow without refetching once per declaration.
import { publishDataChanged } from './publisher';

/** How long a course's overview push waits for further declarations. */
export const overviewPushDelayMs = 1000;

const waiting = new Set<number>();

/** Pushes `getCourseOverview` to the course within a second, once however often it is asked. */
export function overviewChanged(courseId: number): void {
  if (waiting.has(courseId)) return;
  waiting.add(courseId);
  const timer = setTimeout(() => {
    waiting.delete(courseId);
    publishDataChanged(courseId, { courseId, roundId: null, operations: ['getCourseOverview'] });
  }, overviewPushDelayMs);
  // A pending push never keeps the process (or a test run) alive.
  timer.unref();
}

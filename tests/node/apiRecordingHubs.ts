import { Hub } from '../../server/realtime/hub';
import { attachHubs } from '../../server/realtime/publisher';

/** A hub that records what would be pushed instead of writing to sockets. */
export class RecordingHub extends Hub {
  readonly sent: Array<{ courseId: number; target: string; args: unknown[] }> = [];
  /** Courses added to a user's live connections (a teacher's new course). */
  readonly joined: Array<{ userId: string; courseId: number }> = [];

  override send(courseId: number, target: string, args: unknown[]): number {
    this.sent.push({ courseId, target, args });
    return 1;
  }

  override addUserCourse(userId: string, courseId: number): void {
    this.joined.push({ userId, courseId });
  }
}

/** Attaches recording notice and titan hubs to the publisher; returns them and the detach function. */
export function recordPushes(): { notice: RecordingHub; titan: RecordingHub; detach: () => void } {
  const notice = new RecordingHub('/signalr/notice', 60_000);
  const titan = new RecordingHub('/signalr/titan', 60_000);
  const detach = attachHubs({ notice, titan });
  return { notice, titan, detach };
}

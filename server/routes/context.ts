import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { overviewChanged } from '../realtime/overviewPush';
import {
  publishAnnouncement,
  publishNotice,
  addUserHubCourse,
  setUserHubCourses,
  type Announcement,
  type NoticeKind,
} from '../realtime/publisher';

/** Live pushes the domain routes send; the realtime hubs implement it (a no-op in unit tests). */
export interface CourseEvents {
  /** OnReceiveNoticeMsg(courseId, message, kind) on the notice hub, e.g. kind 'updateRound'. */
  notice(courseId: number, message: string, kind: NoticeKind): void;
  /** OnReceiveAnnouncement(json) on the titan hub for the course's users. */
  announcement(courseId: number, announcement: Announcement): void;
}

/** What every domain route plugin receives. */
export interface DomainRouteOptions {
  db: Kysely<Database>;
  events: CourseEvents;
  /** Moves a user's live hub connections to their new current course. */
  moveUser?: (userId: string, courseId: number) => void;
  /** Adds a course to a user's live hub connections (a teacher's new course). */
  joinCourse?: (userId: string, courseId: number) => void;
}

/** Events that go nowhere, for tests that do not look at pushes. */
export const silentEvents: CourseEvents = {
  notice: () => undefined,
  announcement: () => undefined,
};

/** Events sent through the running server's SignalR hubs. */
export const hubEvents: CourseEvents = {
  notice: (courseId, message, kind) => {
    publishNotice(courseId, message, kind);
    // Every round status change alters the course overview the data panel and the monitor show.
    if (kind === 'updateRound') overviewChanged(courseId);
  },
  announcement: (courseId, announcement) => void publishAnnouncement(courseId, announcement),
};

/** Moves a user's hub connections to one course (after a course switch). */
export const moveHubUser = (userId: string, courseId: number): void =>
  setUserHubCourses(userId, [courseId]);

/** Adds a course to a user's hub connections (a course the teacher just created). */
export const joinHubCourse = (userId: string, courseId: number): void =>
  addUserHubCourse(userId, courseId);

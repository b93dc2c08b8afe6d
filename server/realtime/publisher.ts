import type { Hub } from './hub';

/** Kinds of notice messages the front end tells apart. */
export type NoticeKind = 'notice' | 'event' | 'offCourse' | 'updateRound';

/** The two hubs of one running server. */
export interface HubPair {
  notice: Hub;
  titan: Hub;
}

// Every running server in this process (normally one; tests may start several).
const servers = new Set<HubPair>();

/** Makes a server's hubs reachable by the publish functions; returns the function that undoes it. */
export function attachHubs(hubs: HubPair): () => void {
  servers.add(hubs);
  return () => servers.delete(hubs);
}

/**
 * Pushes `OnReceiveNoticeMsg(courseId, message, kind)` on signalr/notice to the users of a course;
 * returns how many connections it reached.
 */
export function publishNotice(courseId: number, message: string, kind: NoticeKind): number {
  let sent = 0;
  for (const hubs of servers) {
    sent += hubs.notice.send(courseId, 'OnReceiveNoticeMsg', [courseId, message, kind]);
  }
  return sent;
}

/** An announcement as the titan hub sends it (the front end parses this JSON). */
export interface Announcement {
  id: number;
  CourseId: number;
  RoundId: number | null;
  month: number | null;
  content: string;
}

/**
 * Pushes `OnReceiveAnnouncement(json)` on signalr/titan to the users of a course; returns how many
 * connections it reached.
 */
export function publishAnnouncement(courseId: number, announcement: Announcement): number {
  const json = JSON.stringify(announcement);
  let sent = 0;
  for (const hubs of servers) {
    sent += hubs.titan.send(courseId, 'OnReceiveAnnouncement', [json]);
  }
  return sent;
}

/** Moves a user's live hub connections to other courses, e.g. after switchStudentCourse. */
export function setUserHubCourses(userId: string, courseIds: number[]): void {
  for (const hubs of servers) {
    hubs.notice.setUserCourses(userId, courseIds);
    hubs.titan.setUserCourses(userId, courseIds);
  }
}

/** Adds a course to a user's live hub connections, e.g. the course a teacher just created. */
export function addUserHubCourse(userId: string, courseId: number): void {
  for (const hubs of servers) {
    hubs.notice.addUserCourse(userId, courseId);
    hubs.titan.addUserCourse(userId, courseId);
  }
}

/** Which answers changed: the front end invalidates its query cache by these operation ids. */
export interface DataChanged {
  courseId: number;
  roundId: number | null;
  /** Operation ids of the contract whose answers changed; never any data (privacy). */
  operations: string[];
}

/**
 * Pushes `OnDataChanged(payload)` on signalr/titan to the users of a course, after a trade, order or
 * cancel; returns how many connections it reached.
 */
export function publishDataChanged(courseId: number, payload: DataChanged): number {
  let sent = 0;
  for (const hubs of servers) {
    sent += hubs.titan.send(courseId, 'OnDataChanged', [payload]);
  }
  return sent;
}

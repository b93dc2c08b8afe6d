/**
 * The seam between a push connection (SignalR hubs `signalr/notice` and `signalr/titan`) and the
 * realtime machine, in the spirit of refine's LiveProvider: the shell adapts the SignalR client to
 * `LiveProvider`; the machine only sees plain events.
 */
import { fromCallback, fromPromise } from 'xstate';

/** `OnReceiveNoticeMsg(courseId, message, kind)` of the notice hub. */
export interface NoticeMessage {
  type: 'NOTICE_MSG';
  courseId: string;
  message: string;
  /** notice / event (persistent notification), offCourse (log out), updateRound (reload rounds). */
  kind: string;
}

/** `OnReceiveAnnouncement(json)` of the titan hub; the payload is a JSON string or object. */
export interface AnnouncementMessage {
  type: 'ANNOUNCEMENT';
  payload: unknown;
}

/**
 * `OnDataChanged({ courseId, roundId, operations })` of the titan hub: the answers of these
 * operationIds changed for a course (and round), so the screens showing them reload.
 */
export interface DataChangedMessage {
  type: 'DATA_CHANGED';
  courseId: string;
  roundId: string | null;
  operations: string[];
}

/** Every event a live connection reports. */
export type LiveMessage =
  | NoticeMessage
  | AnnouncementMessage
  | DataChangedMessage
  | { type: 'RECONNECTING' }
  | { type: 'RECONNECTED' }
  | { type: 'CLOSED' };

/** What the machine needs from a push connection. */
export interface LiveProvider {
  /** Opens the connection. */
  start(): Promise<void>;
  /** Closes the connection (no-op when already closed). */
  stop(): Promise<void>;
  /** Delivers every message and connection change; returns the unsubscribe function. */
  subscribe(listener: (message: LiveMessage) => void): () => void;
}

/** A market announcement pushed for a course and round (spec section 4). */
export interface Announcement {
  id: string;
  courseId: string;
  roundId: string;
  month: number | null;
  content: string;
}

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** A hub payload as an object: hubs send objects or JSON text; null for anything else. */
function payloadObject(payload: unknown): Record<string, unknown> | null {
  let raw: unknown = payload;
  if (typeof payload === 'string') {
    try {
      raw = JSON.parse(payload);
    } catch {
      return null;
    }
  }
  return typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : null;
}

/** Reads an announcement payload (`id, CourseId, RoundId, month, content`); null when unusable. */
export function parseAnnouncement(payload: unknown): Announcement | null {
  const r = payloadObject(payload);
  if (!r) return null;
  const id = text(r.id ?? r.Id);
  if (!id) return null;
  const month = Number(r.month ?? r.Month);
  return {
    id,
    courseId: text(r.CourseId ?? r.courseId),
    roundId: text(r.RoundId ?? r.roundId),
    month: Number.isFinite(month) && (r.month ?? r.Month) !== undefined ? month : null,
    content: text(r.content ?? r.Content),
  };
}

/** Reads an `OnDataChanged` payload (object or JSON text); null when it names no course or no operation. */
export function parseDataChanged(payload: unknown): DataChangedMessage | null {
  const r = payloadObject(payload);
  if (!r) return null;
  const courseId = text(r.courseId ?? r.CourseId);
  const list = r.operations ?? r.Operations;
  const operations = Array.isArray(list)
    ? list.filter((op): op is string => typeof op === 'string' && op !== '')
    : [];
  if (!courseId || operations.length === 0) return null;
  const roundId = text(r.roundId ?? r.RoundId);
  return { type: 'DATA_CHANGED', courseId, roundId: roundId || null, operations };
}

/** Replaces the announcement with the same id in place, or appends it. */
export function upsertAnnouncement(
  list: readonly Announcement[],
  item: Announcement,
): Announcement[] {
  const index = list.findIndex((a) => a.id === item.id);
  if (index < 0) return [...list, item];
  return list.map((a, i) => (i === index ? item : a));
}

/** The machine's `connect`, `disconnect` and `listen` actors backed by a LiveProvider. */
export function liveActors(provider: LiveProvider) {
  return {
    connect: fromPromise<void, void>(() => provider.start()),
    disconnect: fromPromise<void, void>(() => provider.stop()),
    listen: fromCallback<LiveMessage>(({ sendBack }) => provider.subscribe(sendBack)),
  };
}

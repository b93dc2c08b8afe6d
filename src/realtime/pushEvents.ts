// What a pushed message means for the app (spec section 4), as plain data the shell performs: only
// messages of the current course count; notices and events stay on screen until dismissed.
import type { MachineEffect } from '../machines/effects';
import { notify } from '../machines/effects';
import type { PushedAnnouncement } from './types';

/** A pushed message as plain text: a notice arrives as its HTML, a notification shows text only. */
export function plainText(html: string): string {
  if (!html.includes('<') || typeof DOMParser === 'undefined') return html;
  return new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';
}

/** The effects of one `OnReceiveNoticeMsg(courseId, message, kind)`. */
export function noticeEffects(
  args: readonly unknown[],
  currentCourseId: number | null,
): MachineEffect[] {
  const [courseId, message, kind] = args;
  if (currentCourseId === null || Number(courseId) !== currentCourseId) return [];
  const text = plainText(typeof message === 'string' ? message : '');
  switch (kind) {
    case 'notice':
      return [notify('info', text, 'notification', true)];
    case 'event':
      return [notify('warning', text, 'notification', true)];
    case 'offCourse':
      return [{ type: 'logout' }];
    case 'updateRound':
      return [{ type: 'rounds.refresh' }];
    default:
      return [];
  }
}

/** Parses an `OnReceiveAnnouncement` argument; null when it is not the expected JSON. */
export function parseAnnouncement(arg: unknown): PushedAnnouncement | null {
  try {
    const value = (typeof arg === 'string' ? JSON.parse(arg) : arg) as Partial<PushedAnnouncement>;
    if (typeof value?.id !== 'number' || typeof value.CourseId !== 'number') return null;
    return {
      id: value.id,
      CourseId: value.CourseId,
      RoundId: value.RoundId ?? null,
      month: value.month ?? null,
      content: typeof value.content === 'string' ? value.content : '',
    };
  } catch {
    return null;
  }
}

/**
 * Adds or replaces an announcement by id when it belongs to the current course and round (a round-less
 * announcement belongs to every round); otherwise returns the list unchanged.
 */
export function upsertAnnouncement(
  list: readonly PushedAnnouncement[],
  pushed: PushedAnnouncement,
  current: { courseId: number | null; roundId: number | null },
): PushedAnnouncement[] {
  if (pushed.CourseId !== current.courseId) return [...list];
  if (pushed.RoundId !== null && current.roundId !== null && pushed.RoundId !== current.roundId)
    return [...list];
  const at = list.findIndex((a) => a.id === pushed.id);
  if (at < 0) return [...list, pushed];
  return list.map((a, i) => (i === at ? pushed : a));
}

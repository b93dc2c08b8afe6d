// Reading a market notice: its urgent event list, its sanitised HTML and month grouping.
import DOMPurify from 'dompurify';
import type { components } from '../../api/schema.gen';
import type { Announcement } from '../../machines/realtime';

/** A market notice of the contract. */
export type Notice = components['schemas']['Notice'];

/** One urgent message of a notice's eventContent. */
export interface UrgentMessage {
  provinceName: string;
  message: string;
}

/** Parses eventContent (a JSON list of provinceName and message); anything else gives no messages. */
export function urgentMessages(eventContent: string | undefined): UrgentMessage[] {
  if (!eventContent) return [];
  try {
    const list: unknown = JSON.parse(eventContent);
    if (!Array.isArray(list)) return [];
    return list.flatMap((item: unknown) => {
      const row = item as Partial<UrgentMessage> | null;
      return row && typeof row.message === 'string'
        ? [
            {
              provinceName: typeof row.provinceName === 'string' ? row.provinceName : '',
              message: row.message,
            },
          ]
        : [];
    });
  } catch {
    return [];
  }
}

/** Notice HTML with scripts, handlers and other active content removed. */
export function safeHtml(html: string | undefined): string {
  return DOMPurify.sanitize(html ?? '');
}

/** Released notices merged with pushed announcements (same id replaces), grouped by month ascending. */
export function noticesByMonth(
  notices: readonly Notice[],
  pushed: readonly Announcement[],
): Array<{ month: number; notices: Notice[] }> {
  const merged = new Map<number, Notice>();
  for (const n of notices) if (n.isRelease) merged.set(n.id, n);
  for (const p of pushed) {
    const id = Number(p.id);
    if (!Number.isInteger(id)) continue;
    const known = merged.get(id);
    merged.set(id, {
      id,
      courseId: Number(p.courseId),
      roundId: Number(p.roundId) || (known?.roundId ?? 0),
      month: p.month ?? known?.month ?? 1,
      isRelease: true,
      announcementContent: p.content,
      ...(known?.eventContent ? { eventContent: known.eventContent } : {}),
    });
  }
  const months = new Map<number, Notice[]>();
  for (const n of merged.values()) months.set(n.month, [...(months.get(n.month) ?? []), n]);
  return [...months.entries()]
    .sort(([a], [b]) => a - b)
    .map(([month, list]) => ({ month, notices: list }));
}

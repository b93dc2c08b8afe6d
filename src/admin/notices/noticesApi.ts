// The teacher's market notices: the course's list (drafts included), publishing, editing and deleting,
// and how the form's text becomes the notice's HTML and back. A notice of round 0 is course-wide (the
// server's convention).
import type { ApiClient } from '../../api/client';
import type { components } from '../../api/schema.gen';
import { withoutLoading } from '../../api/types';
import { LoadError } from '../adminApi';
import { callStep, stepHeaders } from '../steps/callStep';
import type { StepOutcome } from '../steps/types';
import { saveCall, saveHeaders, type Saved } from '../saveCall';

/** A market notice of the contract. */
export type Notice = components['schemas']['Notice'];
/** The body of publishNotice. */
export type NoticeInput = components['schemas']['NoticeInput'];

/** The course's notices, drafts included, as the server lists them. */
export async function loadNotices(api: ApiClient, courseId: number): Promise<Notice[]> {
  const { data } = await api.GET('/api/app/admin/notice', {
    params: { query: { courseId } },
    headers: withoutLoading,
  });
  if (!data) throw new LoadError('市场公告加载失败，请稍后重试');
  return data.items;
}

/** Publishes (or, with isRelease false, stores as a draft) one notice. */
export function publishNotice(api: ApiClient, body: NoticeInput): Promise<Saved<Notice>> {
  return saveCall(() => api.POST('/api/app/admin/notice', { body, headers: saveHeaders }));
}

/** Replaces a notice's round, month, text and release state (releasing a draft pushes it). */
export function updateNotice(
  api: ApiClient,
  id: number,
  body: NoticeInput,
): Promise<Saved<Notice>> {
  return saveCall(() =>
    api.PUT('/api/app/admin/notice/{id}', { params: { path: { id } }, body, headers: saveHeaders }),
  );
}

/** Deletes a notice; trainees no longer see it. */
export function deleteNotice(api: ApiClient, id: number): Promise<StepOutcome> {
  return callStep(() =>
    api.DELETE('/api/app/admin/notice/{id}', { params: { path: { id } }, headers: stepHeaders }),
  );
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/**
 * The notice HTML of what the teacher typed: HTML as it is (trainees' pages sanitise it), plain text
 * escaped with one paragraph per line.
 */
export function noticeHtml(text: string): string {
  const trimmed = text.trim();
  if (/<\/?[a-z][^>]*>/i.test(trimmed)) return trimmed;
  return trimmed
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => `<p>${line.replace(/[&<>"]/g, (c) => escapes[c] ?? c)}</p>`)
    .join('');
}

const unescapes: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

/**
 * The form's text of a stored notice: paragraphs of plain text (what noticeHtml writes for typed
 * lines) back as lines, any other HTML as written.
 */
export function noticeEditText(html: string | undefined): string {
  const stored = (html ?? '').trim();
  const lines = /^(<p>[^<]*<\/p>)+$/.test(stored) ? stored.slice(3, -4).split('</p><p>') : null;
  if (!lines) return stored;
  return lines
    .map((line) => line.replace(/&(amp|lt|gt|quot);/g, (e) => unescapes[e] ?? e))
    .join('\n');
}

/** A notice's text without its markup, for the list. */
export function noticeText(html: string | undefined): string {
  const doc = new DOMParser().parseFromString(html ?? '', 'text/html');
  return (doc.body.textContent ?? '').trim();
}

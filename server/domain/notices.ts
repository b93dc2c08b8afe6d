import type { Selectable } from 'kysely';
import type { NoticeTable, ProvincePredictionTable } from '../db/domainSchema';
import type { Db } from './db';
import { nowIso } from './db';

/** A per-province message of a notice. */
export interface NoticeMessage {
  provinceName: string;
  message: string;
}

/** What a teacher publishes. */
export interface NewNotice {
  courseId: number;
  roundId: number | null;
  month: number;
  announcementContent: string;
  isUrgent?: boolean;
  /** Released notices are visible to trainees (default true). */
  isRelease?: boolean;
  messages: NoticeMessage[];
}

/** A notice with its event messages (eventContent is their JSON, as the front end expects). */
export interface NoticeWithMessages extends Selectable<NoticeTable> {
  messages: Array<NoticeMessage & { id: number }>;
}

/** Stores a notice (released unless isRelease is false) and its per-province messages. */
export async function insertNotice(db: Db, input: NewNotice): Promise<NoticeWithMessages> {
  const notice = await db
    .insertInto('notice')
    .values({
      courseId: input.courseId,
      roundId: input.roundId,
      month: input.month,
      isRelease: input.isRelease === false ? 0 : 1,
      isUrgent: input.isUrgent ? 1 : 0,
      announcementContent: input.announcementContent,
      creationTime: nowIso(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ...notice, messages: await insertMessages(db, notice.id, input.messages) };
}

async function insertMessages(
  db: Db,
  noticeId: number,
  messages: readonly NoticeMessage[],
): Promise<NoticeWithMessages['messages']> {
  if (messages.length === 0) return [];
  return db
    .insertInto('notice_message')
    .values(messages.map((m) => ({ ...m, noticeId })))
    .returning(['id', 'provinceName', 'message'])
    .execute();
}

/** A stored notice, or undefined. */
export function findNotice(db: Db, id: number) {
  return db.selectFrom('notice').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Replaces a notice's round, month, content, release state and messages (its course, urgency and
 * creation time stay); returns it as stored. The caller runs it in a transaction.
 */
export async function replaceNotice(
  db: Db,
  id: number,
  input: Omit<NewNotice, 'courseId' | 'isUrgent'>,
): Promise<NoticeWithMessages> {
  const notice = await db
    .updateTable('notice')
    .set({
      roundId: input.roundId,
      month: input.month,
      isRelease: input.isRelease === false ? 0 : 1,
      announcementContent: input.announcementContent,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await db.deleteFrom('notice_message').where('noticeId', '=', id).execute();
  return { ...notice, messages: await insertMessages(db, id, input.messages) };
}

/** Removes a notice and its messages. The caller runs it in a transaction. */
export async function removeNotice(db: Db, id: number): Promise<void> {
  await db.deleteFrom('notice_message').where('noticeId', '=', id).execute();
  await db.deleteFrom('notice').where('id', '=', id).execute();
}

/** Notices of a course (released ones unless includeDrafts), filtered by round and month when given, newest first. */
export async function listNotices(
  db: Db,
  filter: {
    courseId: number;
    roundId?: number | undefined;
    month?: number | undefined;
    /** The teacher's view also lists drafts. */
    includeDrafts?: boolean;
    /** Also notices of hidden rounds (default true; trainees' lists pass false). */
    withHiddenRounds?: boolean;
  },
): Promise<NoticeWithMessages[]> {
  let query = db.selectFrom('notice').selectAll().where('courseId', '=', filter.courseId);
  if (!filter.includeDrafts) query = query.where('isRelease', '=', 1);
  if (filter.roundId !== undefined) {
    const roundId = filter.roundId;
    // A notice without a round belongs to the whole course and shows in every round.
    query = query.where((eb) => eb.or([eb('roundId', '=', roundId), eb('roundId', 'is', null)]));
  }
  if (filter.month !== undefined) query = query.where('month', '=', filter.month);
  if (filter.withHiddenRounds === false) {
    query = query.where((eb) =>
      eb.or([
        eb('roundId', 'is', null),
        eb(
          'roundId',
          'not in',
          eb
            .selectFrom('round')
            .select('id')
            .where('courseId', '=', filter.courseId)
            .where('isHide', '=', 1),
        ),
      ]),
    );
  }
  const notices = await query.orderBy('id', 'desc').execute();
  if (notices.length === 0) return [];
  const messages = await db
    .selectFrom('notice_message')
    .select(['id', 'noticeId', 'provinceName', 'message'])
    .where(
      'noticeId',
      'in',
      notices.map((n) => n.id),
    )
    .orderBy('id')
    .execute();
  return notices.map((n) => ({
    ...n,
    messages: messages
      .filter((m) => m.noticeId === n.id)
      .map(({ id, provinceName, message }) => ({ id, provinceName, message })),
  }));
}

/** Per-province forecast ranges of a course for a month (round-specific ones first). */
export async function provincePredictions(
  db: Db,
  filter: { courseId: number; roundId: number; month?: number | undefined },
): Promise<Array<Selectable<ProvincePredictionTable>>> {
  let query = db
    .selectFrom('province_prediction')
    .selectAll()
    .where('courseId', '=', filter.courseId)
    .where((eb) => eb.or([eb('roundId', '=', filter.roundId), eb('roundId', 'is', null)]));
  if (filter.month !== undefined) query = query.where('month', '=', filter.month);
  return query.orderBy('provinceName').orderBy('id').execute();
}

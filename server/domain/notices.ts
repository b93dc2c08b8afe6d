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

/** Stores a released notice and its per-province messages; returns it with the messages. */
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
  const messages =
    input.messages.length === 0
      ? []
      : await db
          .insertInto('notice_message')
          .values(input.messages.map((m) => ({ ...m, noticeId: notice.id })))
          .returning(['id', 'provinceName', 'message'])
          .execute();
  return { ...notice, messages };
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

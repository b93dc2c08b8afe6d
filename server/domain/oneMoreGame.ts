import { HttpError } from '../auth/identity';
import { enrolmentEnterpriseIds } from './access';
import { copyCourseSetup, type CourseCopy } from './courseCopy';
import type { Db } from './db';
import { nowIso } from './db';
import { makeCurrent } from './enrolment';

/*
 * "One more game" (重新开始本次仿真): a trainee replays a course on their own. As the ABP back end
 * does, the course is copied rather than reset, so the teacher's course and the other trainees are
 * untouched: the copy gets the source's arguments, segments, enterprises, round plan (every round
 * open again) and notices, but none of its declarations or results. The trainee is enrolled in the
 * copy, playing the copies of their own enterprises of the role they picked (售电 buyer / 发电
 * seller; all of them when they played several), or, when they played none of that role, one of the
 * role in the province of their previous enterprise — with their paper's bank questions unanswered,
 * and the copy becomes their current course. Restarts are counted per original (root) course.
 */

/** How many times a trainee may restart one original course. */
export const replayLimit = 3;

/** The original course a course was copied from (itself when it is not a copy). */
async function rootCourseId(db: Db, courseId: number): Promise<number> {
  const replay = await db
    .selectFrom('course_replay')
    .select('rootCourseId')
    .where('courseId', '=', courseId)
    .executeTakeFirst();
  return replay?.rootCourseId ?? courseId;
}

async function replaysUsed(db: Db, userId: string, rootId: number): Promise<number> {
  const row = await db
    .selectFrom('course_replay')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userId', '=', userId)
    .where('rootCourseId', '=', rootId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Restarts the trainee has left for this course (counted against its original course). */
export async function replaysLeft(db: Db, userId: string, courseId: number): Promise<number> {
  const used = await replaysUsed(db, userId, await rootCourseId(db, courseId));
  return Math.max(0, replayLimit - used);
}

/** The trainee's latest copy made from this course, or null when they never restarted it. */
export async function latestReplay(
  db: Db,
  userId: string,
  courseId: number,
): Promise<number | null> {
  const row = await db
    .selectFrom('course_replay')
    .select('courseId')
    .where('userId', '=', userId)
    .where('sourceCourseId', '=', courseId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.courseId ?? null;
}

/**
 * The copy's countdown is a fresh one: it ends as long after now as the source ran. It keeps the
 * source's start, so the months its copied rounds trade stay inside its period (docs/market-rules.md,
 * "Rounds and their trading periods").
 */
function freshDates(startDate: string, endDate: string): { startDate: string; endDate: string } {
  const length = Date.parse(endDate) - Date.parse(startDate);
  const end = Number.isFinite(length) && length > 0 ? Date.now() + length : Date.parse(endDate);
  return { startDate, endDate: new Date(Math.max(end, Date.parse(endDate))).toISOString() };
}

/**
 * Copies the course for the trainee and makes the copy their current course; returns its id.
 * The caller has checked the trainee is enrolled in `courseId`. Run inside a transaction.
 */
export async function restartCourse(
  db: Db,
  userId: string,
  courseId: number,
  isBuyer: boolean,
): Promise<number> {
  const rootId = await rootCourseId(db, courseId);
  const used = await replaysUsed(db, userId, rootId);
  if (used >= replayLimit) {
    throw new HttpError(400, `本课程最多可重新开始${replayLimit}次`, 'ValidationError');
  }
  const [source, root, enrolment] = await Promise.all([
    db.selectFrom('course').selectAll().where('id', '=', courseId).executeTakeFirstOrThrow(),
    db.selectFrom('course').select('name').where('id', '=', rootId).executeTakeFirstOrThrow(),
    db
      .selectFrom('user_course')
      .select(['id', 'enterpriseId'])
      .where('userId', '=', userId)
      .where('courseId', '=', courseId)
      .executeTakeFirstOrThrow(),
  ]);
  const copy = await copyCourseSetup(db, courseId, {
    name: `${root.name}（重新开始${used + 1}）`.slice(0, 100),
    ...freshDates(source.startDate, source.endDate),
  });
  const [enterpriseId, ...further] = await copiedEnterprises(db, enrolment, copy, isBuyer);
  if (enterpriseId === undefined) {
    throw new HttpError(
      400,
      `该课程没有可扮演的${isBuyer ? '售电公司' : '发电企业'}`,
      'ValidationError',
    );
  }
  const { id: userCourseId } = await db
    .insertInto('user_course')
    .values({ userId, courseId: copy.courseId, enterpriseId, isCurrent: 0, creationTime: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (further.length > 0) {
    await db
      .insertInto('user_course_enterprise')
      .values(further.map((id) => ({ userCourseId, enterpriseId: id })))
      .execute();
  }
  await copyPaper(db, userId, courseId, copy.courseId);
  await db
    .insertInto('course_replay')
    .values({
      userId,
      rootCourseId: rootId,
      sourceCourseId: courseId,
      courseId: copy.courseId,
      isBuyer: isBuyer ? 1 : 0,
      creationTime: nowIso(),
    })
    .execute();
  await makeCurrent(db, userId, copy.courseId);
  return copy.courseId;
}

/**
 * The enterprises the trainee plays in the copy, the primary one first: the copies of their own
 * tradable enterprises of the role (all of them, so a generation group keeps its plants), else one
 * enterprise of the role picked by province.
 */
async function copiedEnterprises(
  db: Db,
  enrolment: { id: number; enterpriseId: number | null },
  copy: CourseCopy,
  isBuyer: boolean,
): Promise<number[]> {
  const own = await enrolmentEnterpriseIds(db, enrolment);
  const rows =
    own.length === 0
      ? []
      : await db
          .selectFrom('enterprise')
          .select('id')
          .where('id', 'in', own)
          .where('isBuyer', '=', isBuyer ? 1 : 0)
          .where('isTrade', '=', 1)
          .execute();
  const sameRole = own.filter((id) => rows.some((r) => r.id === id));
  const copied = sameRole.flatMap((id) => copy.enterprises.get(id) ?? []);
  if (copied.length > 0) return copied;
  const picked = await pickEnterprise(db, copy.courseId, isBuyer, enrolment.enterpriseId);
  return picked === null ? [] : [picked];
}

/** A tradable enterprise of the role, in the province of the trainee's previous one if possible. */
async function pickEnterprise(
  db: Db,
  courseId: number,
  isBuyer: boolean,
  previousId: number | null,
): Promise<number | null> {
  const previous =
    previousId === null
      ? undefined
      : await db
          .selectFrom('enterprise')
          .select('province')
          .where('id', '=', previousId)
          .executeTakeFirst();
  const offered = await db
    .selectFrom('enterprise')
    .select(['id', 'province'])
    .where('courseId', '=', courseId)
    .where('isBuyer', '=', isBuyer ? 1 : 0)
    .where('isTrade', '=', 1)
    .orderBy('id')
    .execute();
  const sameProvince = offered.find((e) => e.province === previous?.province);
  return (sameProvince ?? offered[0])?.id ?? null;
}

/** The trainee's bank questions, unanswered (questions generated from old results stay behind). */
async function copyPaper(db: Db, userId: string, fromId: number, toId: number): Promise<void> {
  const rows = await db
    .selectFrom('course_question')
    .select(['questionId', 'num', 'answerCount'])
    .where('courseId', '=', fromId)
    .where('userId', '=', userId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('center_trade_question')
            .select('center_trade_question.id')
            .whereRef('center_trade_question.courseQuestionId', '=', 'course_question.id'),
        ),
      ),
    )
    .orderBy('num')
    .execute();
  if (rows.length === 0) return;
  await db
    .insertInto('course_question')
    .values(rows.map((r) => ({ ...r, courseId: toId, userId, userAnswer: null, submitTime: null })))
    .execute();
}

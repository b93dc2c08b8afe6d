// A round trades months of its course's period (docs/market-rules.md, "Rounds and their trading
// periods"): a round dated outside the course would list for trainees who are no longer there, and its
// contracts would settle in a month the course never reaches. A course's period is read by the calendar
// dates as written (2026-04-01T00:00:00Z is April), as the teacher's form writes and reads them.
import { validationError } from '../auth/identity';
import { parseIntList, type Db } from './db';

/** A course's first and last month, as month keys (year × 12 + month − 1). */
export interface CourseMonths {
  first: number;
  last: number;
}

/** The fields of a new, edited or stored round that say which months it trades. */
export interface RoundMonths {
  cycle: number;
  year: number;
  month: number;
  /** A monthly round's months of its year; a stored round has them as "5,6". */
  months?: readonly number[] | string | null;
}

/** The month key of a date-time as written ("2026-04-01…" → April 2026), or null when not a date. */
export function monthKeyOf(date: string): number | null {
  const written = /^(\d{4})-(\d{2})/.exec(date);
  if (written) return Number(written[1]) * 12 + Number(written[2]) - 1;
  const time = Date.parse(date);
  if (Number.isNaN(time)) return null;
  const d = new Date(time);
  return d.getUTCFullYear() * 12 + d.getUTCMonth();
}

/** 2026年4月 of a month key. */
export function monthLabel(key: number): string {
  return `${Math.floor(key / 12)}年${(key % 12) + 1}月`;
}

/** A course's months, or null when a date cannot be read (checkCoursePeriod refuses those). */
export function courseMonthsOf(course: {
  startDate: string;
  endDate: string;
}): CourseMonths | null {
  const first = monthKeyOf(course.startDate);
  const last = monthKeyOf(course.endDate);
  return first === null || last === null ? null : { first, last };
}

/**
 * The months a round trades, as month keys: its own month and, for a monthly round (cycle 1), each
 * month of its `months` list in its year. Multi-day and daily rounds trade days of their month only.
 */
export function tradedMonths(round: RoundMonths): number[] {
  const listed =
    round.cycle !== 1 || round.months == null
      ? []
      : typeof round.months === 'string'
        ? parseIntList(round.months)
        : round.months;
  const keys = [round.month, ...listed].map((m) => round.year * 12 + m - 1);
  return [...new Set(keys)].sort((a, b) => a - b);
}

const outside = (key: number, period: CourseMonths) => key < period.first || key > period.last;

/**
 * Throws a 400 unless every month the round trades lies in its course's period, on `year` when the
 * year has no month of the course, else on `month`, else on `months` (a monthly round's list).
 */
export async function checkRoundInCourse(
  db: Db,
  input: RoundMonths & { courseId: number },
): Promise<void> {
  const course = await db
    .selectFrom('course')
    .select(['startDate', 'endDate'])
    .where('id', '=', input.courseId)
    .executeTakeFirst();
  const period = course ? courseMonthsOf(course) : null;
  if (!period) return;
  if (!tradedMonths(input).some((key) => outside(key, period))) return;
  const firstYear = Math.floor(period.first / 12);
  const lastYear = Math.floor(period.last / 12);
  const member =
    input.year < firstYear || input.year > lastYear
      ? 'year'
      : outside(input.year * 12 + input.month - 1, period)
        ? 'month'
        : 'months';
  throw validationError(
    `轮次的交易月份应在课程期间（${monthLabel(period.first)}至${monthLabel(period.last)}）内`,
    member,
  );
}

/**
 * Throws a 400 when a new course period leaves out a month some round of the course trades, naming the
 * first such round (by period, then as listed) on `startDate` when the month lies before the new start,
 * else on `endDate`. A rolling round's sessions trade inside their round's period and are not read.
 */
export async function checkCourseKeepsRounds(
  db: Db,
  courseId: number,
  dates: { startDate: string; endDate: string },
): Promise<void> {
  const period = courseMonthsOf(dates);
  if (!period) return;
  const rounds = await db
    .selectFrom('round')
    .select(['name', 'cycle', 'year', 'month', 'months'])
    .where('courseId', '=', courseId)
    .where('parentId', 'is', null)
    .orderBy('year')
    .orderBy('month')
    .orderBy('sortOrder')
    .orderBy('id')
    .execute();
  for (const round of rounds) {
    const left = tradedMonths(round).find((key) => outside(key, period));
    if (left === undefined) continue;
    throw validationError(
      `课程期间应包含已有轮次的交易月份：「${round.name}」交易 ${monthLabel(left)}`,
      left < period.first ? 'startDate' : 'endDate',
    );
  }
}

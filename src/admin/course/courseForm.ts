// What the teacher's course form starts from and sends: the fields of a new or existing course, the
// scenes it may be built on and the createCourse / updateCourse body. Pure, so it is tested without
// drawing the form.
import dayjs, { type Dayjs } from 'dayjs';
import type { components } from '../../api/schema.gen';
import type { AdminCourse } from '../adminApi';
import { monthLabel } from '../newRound';
import type { AdminRound } from '../steps/types';

/** The contract's body for a new or changed course. */
export type CourseInput = components['schemas']['CourseInput'];
/** A scene a course is built on. */
export type Scene = components['schemas']['Scene'];
/** A course type: 1 教学对抗, 2 试卷/考试, 3 教学对抗（兼考试）. */
export type CourseType = components['schemas']['CourseType'];

/** The form's fields. */
export interface CourseFields {
  name: string;
  sceneId: number;
  courseType: CourseType;
  startDate: Dayjs;
  endDate: Dayjs;
  /** Course argument IsBuildQuestions: the course has a question paper (答题). */
  isBuildQuestions: boolean;
  /** Course argument OnlyRt: the spot market is real-time only. */
  onlyRt: boolean;
  /** Course argument EnableChat. */
  enableChat: boolean;
  /** Course arguments PriceFloor and PriceCap, 元/MWh. */
  priceFloor: number;
  priceCap: number;
  isHideSettlement: boolean;
  isPublicGrade: boolean;
}

/**
 * The scene a teacher builds on when neither the back end's scene list nor any course of theirs names
 * one: the reference back end seeds its demo scene first.
 */
export const demoSceneId = 1;

/**
 * The scenes a course may be built on: the back end's list, then any other scene of the teacher's
 * courses (each once, with its name when known); the demo scene when there is none.
 */
export function sceneOptions(
  courses: readonly AdminCourse[],
  listed: readonly Scene[] = [],
): { value: number; label: string }[] {
  const scenes = new Map<number, string>();
  for (const s of listed) scenes.set(s.id, s.name ?? `场景 ${s.id}`);
  for (const c of courses) {
    if (!scenes.has(c.sceneId) || c.scene?.name)
      scenes.set(c.sceneId, c.scene?.name ?? `场景 ${c.sceneId}`);
  }
  if (scenes.size === 0) scenes.set(demoSceneId, '演示场景');
  return [...scenes].map(([value, label]) => ({ value, label }));
}

/** A date-time of the contract as the calendar date it was written with (no time-zone shift). */
export function calendarDate(value: string | undefined, fallback: Dayjs): Dayjs {
  const date = /^\d{4}-\d{2}-\d{2}/.exec(value ?? '')?.[0];
  return date ? dayjs(date) : fallback;
}

/** A course argument's value, or `fallback` when the course does not have it. */
function argument(course: AdminCourse, name: string, fallback: string): string {
  return course.arguments?.find((a) => a.name === name)?.value ?? fallback;
}

/**
 * The fields of a new course: the scene of the teacher's first course (else the first listed) and the
 * server's default arguments.
 */
export function newCourseFields(
  courses: readonly AdminCourse[],
  today = dayjs(),
  listed: readonly Scene[] = [],
): CourseFields {
  const start = today.startOf('day');
  return {
    name: '',
    sceneId: courses[0]?.sceneId ?? sceneOptions(courses, listed)[0]?.value ?? demoSceneId,
    courseType: 1,
    startDate: start,
    endDate: start.add(1, 'month'),
    isBuildQuestions: true,
    onlyRt: false,
    enableChat: false,
    priceFloor: 0,
    priceCap: 1500,
    isHideSettlement: false,
    isPublicGrade: false,
  };
}

/** The fields of an existing course. */
export function courseFields(course: AdminCourse): CourseFields {
  const today = dayjs().startOf('day');
  const number = (name: string, fallback: number) => {
    const value = Number(argument(course, name, String(fallback)));
    return Number.isFinite(value) ? value : fallback;
  };
  return {
    name: course.name,
    sceneId: course.sceneId,
    courseType: course.courseType,
    startDate: calendarDate(course.startDate, today),
    endDate: calendarDate(course.endDate, today),
    isBuildQuestions: argument(course, 'IsBuildQuestions', '1') === '1',
    onlyRt: argument(course, 'OnlyRt', '0') === '1',
    enableChat: argument(course, 'EnableChat', '0') === '1',
    priceFloor: number('PriceFloor', 0),
    priceCap: number('PriceCap', 1500),
    isHideSettlement: course.isHideSettlement ?? false,
    isPublicGrade: course.isPublicGrade ?? false,
  };
}

const flag = (on: boolean) => (on ? '1' : '0');

/**
 * The body of the filled form: the course runs from the first moment of its start date to the last
 * of its end date (UTC, as the demo course is stored); only the arguments the form shows are sent, so
 * others (OpenRegistration) keep their values.
 */
export function courseInput(f: CourseFields): CourseInput {
  return {
    name: f.name.trim(),
    sceneId: f.sceneId,
    courseType: f.courseType,
    startDate: `${f.startDate.format('YYYY-MM-DD')}T00:00:00.000Z`,
    endDate: `${f.endDate.format('YYYY-MM-DD')}T23:59:59.000Z`,
    isHideSettlement: f.isHideSettlement,
    isPublicGrade: f.isPublicGrade,
    arguments: [
      { name: 'IsBuildQuestions', value: flag(f.isBuildQuestions) },
      { name: 'OnlyRt', value: flag(f.onlyRt) },
      { name: 'EnableChat', value: flag(f.enableChat) },
      { name: 'PriceFloor', value: String(f.priceFloor) },
      { name: 'PriceCap', value: String(f.priceCap) },
    ],
  };
}

/** The months a round trades as month keys: its month and a monthly round's `months` of its year. */
function tradedMonths(round: AdminRound): number[] {
  const listed = round.cycle === 1 ? (round.months ?? []) : [];
  return [round.month, ...listed].map((m) => round.year * 12 + m - 1);
}

/**
 * The refusal at a course date that leaves out a month one of its rounds trades, worded as the server
 * words it: `side` 'start' names the first round trading before `date`'s month, 'end' the first after
 * it (docs/market-rules.md, "Rounds and their trading periods"); null when none does. A rolling
 * round's sessions trade inside their round.
 */
export function roundLeftOut(
  rounds: readonly AdminRound[],
  side: 'start' | 'end',
  date: Dayjs,
): string | null {
  const bound = date.year() * 12 + date.month();
  const ordered = rounds
    .filter((r) => r.parentId == null)
    .map((round, index) => ({ round, index }))
    .sort(
      (a, b) => a.round.year - b.round.year || a.round.month - b.round.month || a.index - b.index,
    );
  for (const { round } of ordered) {
    const left = tradedMonths(round).find((key) => (side === 'start' ? key < bound : key > bound));
    if (left !== undefined) {
      return `课程期间应包含已有轮次的交易月份：「${round.name}」交易 ${monthLabel(left)}`;
    }
  }
  return null;
}

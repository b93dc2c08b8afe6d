/** Named scenarios of the course actor, run by its test and by the coverage test. */
import { courseMachine, type CourseContext } from './courseMachine';
import {
  emptyCourseState,
  type Course,
  type CourseState,
  type Enterprise,
  type LoadedCourse,
  type Round,
} from './courseState';
import { courseSwitchMachine } from './courseSwitchMachine';
import { appMessages, courseSwitchedMessage } from './messages';
import type { RoundSummary } from './roundStatus';
import { roundStatusMachine } from './roundStatusMachine';
import { pending, rejects, replies, type Rejection } from './testing/fakes';
import { scenario } from './testing/scenario';

// Only the fields the course actor reads; the contract's other fields do not matter here.
const course = (id: number) => ({ id, name: `课程${id}` }) as Course;
const round = (id: number, status = 0) =>
  ({ id, name: `轮次${id}`, status, type: 1, parentId: null }) as Round;
const enterprise = (id: number, isTrade = true) =>
  ({ id, name: `企业${id}`, isBuyer: false, isTrade }) as Enterprise;
const loaded = (id: number, rounds: Round[]): LoadedCourse => ({
  course: course(id),
  args: { OnlyRt: '0' },
  rounds,
  round: rounds[0] ?? null,
});

type Script<T> = ReadonlyArray<T | Rejection | typeof pending>;

/** The course actor with scripted server answers. */
function withServer(script: {
  courses?: Script<LoadedCourse>;
  enterprises?: Script<Enterprise[]>;
  rounds?: Script<Round[]>;
  switches?: Script<unknown>;
  status?: Script<RoundSummary>;
}) {
  return courseMachine.provide({
    actors: {
      loadCourse: replies(script.courses ?? [pending]),
      loadEnterprises: replies(script.enterprises ?? [[enterprise(7)]]),
      loadRounds: replies(script.rounds ?? [pending]),
      courseSwitch: courseSwitchMachine.provide({
        actors: { switchCourse: replies(script.switches ?? [{}]) },
      }),
      roundStatus: roundStatusMachine.provide({
        actors: { loadRound: replies(script.status ?? [pending]) },
      }),
    },
  });
}

const held = (state: Partial<CourseState>) => ({ initial: { ...emptyCourseState, ...state } });
const onCourse1 = held({ course: course(1), rounds: [round(11), round(12)], round: round(11) });

/** Checks the current course, round and enterprise ids (null for none). */
const holds =
  (courseId: number | null, roundId?: number | null, enterpriseId?: number | null) =>
  (s: { context: CourseContext }) => {
    const { current } = s.context;
    const got = [
      current.course?.id ?? null,
      current.round?.id ?? null,
      current.enterprise?.id ?? null,
    ];
    const want = [courseId, roundId, enterpriseId];
    want.forEach((w, i) => {
      if (w !== undefined && got[i] !== w) throw new Error(`holds ${JSON.stringify(got)}`);
    });
  };

/** Checks the round the round status child follows. */
const statusFollows = (roundId: string | null) => (s: { context: CourseContext }) => {
  const followed = s.context.roundStatus.getSnapshot().context.roundId;
  if (followed !== roundId) throw new Error(`round status on ${String(followed)}`);
};

/** Checks the state of the enterprise choice child. */
const choiceIn = (state: string | null) => (s: { context: CourseContext }) => {
  const value = s.context.choice?.getSnapshot().value ?? null;
  if (value !== state) throw new Error(`choice ${JSON.stringify(value)}`);
};

const ready = (serverCourseId: string | null) =>
  ({ type: 'SESSION_READY', userId: 'u1', serverCourseId }) as const;

/** Every scenario of the course actor. */
export const courseScenarios = [
  scenario(
    'a restored course keeps its round under the round status child',
    withServer({}),
    onCourse1,
  )
    .expectState('flow.ready')
    .expectState('rounds.idle')
    .check('course 1, round 11', holds(1, 11))
    .check('status follows 11', statusFollows('11')),
  scenario(
    'after login the server’s course is loaded and its one enterprise chosen directly',
    withServer({ courses: [loaded(3, [round(31)])], enterprises: [[enterprise(7)]] }),
    held({}),
  )
    .send(ready('3'))
    .expectState('flow.ready')
    .check('course 3, round 31, enterprise 7', holds(3, 31, 7))
    .check('status follows 31', statusFollows('31'))
    .check('choice done', choiceIn('chosen')),
  scenario('the course is loading', withServer({ courses: [pending] }), held({}))
    .send(ready('3'))
    .expectState('flow.loadingCourse'),
  scenario(
    'after login several tradable enterprises wait for the entry, whose modal is the only one',
    withServer({
      courses: [loaded(3, [round(31)])],
      enterprises: [
        [enterprise(7), enterprise(8), enterprise(9, false)],
        [enterprise(7), enterprise(8), enterprise(9, false)],
      ],
    }),
    held({}),
  )
    .send(ready('3'))
    .expectState('flow.ready')
    .check('no modal at login', choiceIn(null))
    .check('no enterprise yet', holds(3, 31, null))
    .send({ type: 'SELECT_COURSE', courseId: 3 })
    .expectState('flow.ready')
    .check('modal open on entering', choiceIn('choosing'))
    .check('the current one kept until confirmed', holds(3, 31, null)),
  scenario(
    'a switch to another course asks at once (the switch is the entry)',
    withServer({
      courses: [loaded(2, [round(21)])],
      enterprises: [[enterprise(7), enterprise(8)]],
    }),
    onCourse1,
  )
    .send(ready(null))
    .send({ type: 'SELECT_COURSE', courseId: 2 })
    .expectState('flow.ready')
    .check('modal open', choiceIn('choosing')),
  scenario(
    'a course restored without its enterprise (left while they loaded) chooses one at session start',
    withServer({ enterprises: [[enterprise(7)]] }),
    onCourse1,
  )
    .send(ready('1'))
    .expectState('flow.ready')
    .check('course 1, round 11, enterprise 7', holds(1, 11, 7))
    .check('choice done', choiceIn('chosen')),
  scenario(
    'the same when the server names no course',
    withServer({ enterprises: [[enterprise(7)]] }),
    onCourse1,
  )
    .send(ready(null))
    .check('enterprise 7', holds(1, 11, 7)),
  scenario(
    'a course restored without its enterprise opens no modal when several trade (asked on entering)',
    withServer({ enterprises: [[enterprise(7), enterprise(8)]] }),
    onCourse1,
  )
    .send(ready('1'))
    .expectState('flow.ready')
    .check('no enterprise', holds(1, 11, null))
    .check('no choice running', choiceIn(null)),
  scenario(
    'a course restored with its enterprise keeps it without asking again',
    withServer({ enterprises: [pending] }),
    held({ course: course(1), enterprise: enterprise(5) }),
  )
    .send(ready('1'))
    .expectState('flow.ready')
    .check('enterprise 5 kept', holds(1, null, 5)),
  scenario('enterprises are loading', withServer({ enterprises: [pending] }), onCourse1)
    .send({ type: 'CHOOSE_ENTERPRISE' })
    .expectState('flow.loadingEnterprises')
    .send({ type: 'CHOOSE_ENTERPRISE' })
    .expectState('flow.loadingEnterprises'),
  scenario(
    'a failed enterprise list warns and keeps the enterprise',
    withServer({ enterprises: [rejects(new Error('500'))] }),
    held({ course: course(1), enterprise: enterprise(5) }),
  )
    .send({ type: 'CHOOSE_ENTERPRISE' })
    .expectMessage(appMessages.enterprisesFailed)
    .expectState('flow.ready')
    .check('enterprise 5 kept', holds(1, null, 5)),
  scenario(
    'a server course that differs from the held one is a course changed elsewhere',
    withServer({ courses: [loaded(2, [round(21)])] }),
    onCourse1,
  )
    .send(ready('2'))
    .expectEmitted({ type: 'course.reset', courseId: '2' })
    .expectMessage(courseSwitchedMessage)
    .check('course 2 loaded', holds(2, 21, 7))
    .send(ready('2'))
    .expectNotEmitted('course.reset'),
  scenario(
    'the held course is the server’s: kept, its round list reloading',
    withServer({}),
    onCourse1,
  )
    .send(ready('1'))
    .expectState('rounds.refreshing')
    .send(ready('1'))
    .expectNotEmitted('course.reset')
    .check('still course 1', holds(1, 11)),
  scenario(
    'a reload after time away shows the rounds opened or changed meanwhile (their pushes were missed)',
    withServer({ rounds: [[round(11, 3), round(12, 0), round(14, 1)]], status: [pending] }),
    onCourse1,
  )
    .send(ready('1'))
    .expectState('rounds.idle')
    .expectNotEmitted('course.reset')
    .check('round 14 offered, 11 kept with its new status', (s) => {
      const { rounds, round: chosen } = s.context.current;
      if (rounds.map((r) => r.id).join() !== '11,12,14') throw new Error('rounds');
      if (chosen?.status !== 3) throw new Error('round 11 not refreshed');
    }),
  scenario('with no course held nor named by the server, nothing loads', withServer({}), held({}))
    .send(ready(null))
    .expectState('flow.ready')
    .expectState('rounds.idle')
    .check('no course', holds(null)),
  scenario(
    'when the server names no course, the held one is kept and its rounds reloaded',
    withServer({ rounds: [[round(11), round(12), round(15)]] }),
    onCourse1,
  )
    .send(ready(null))
    .check('three rounds', (s) => {
      if (s.context.current.rounds.length !== 3) throw new Error('rounds');
    }),
  scenario(
    'a failed course load leaves the course empty and logs',
    withServer({ courses: [rejects(new Error('500'))] }),
    held({}),
  )
    .send(ready('3'))
    .expectEmitted({ type: 'logError', where: 'loadCourse' })
    .expectState('flow.ready')
    .check('no course', holds(null)),
  scenario(
    'entering another course switches, resets, warns and loads it',
    withServer({
      courses: [loaded(2, [round(21)])],
    }),
    onCourse1,
  )
    .send(ready(null))
    .send({ type: 'SELECT_COURSE', courseId: 2 })
    .expectEmitted({ type: 'course.reset', courseId: '2' })
    .expectMessage(courseSwitchedMessage)
    .expectState('flow.ready')
    .check('course 2, round 21, enterprise 7', holds(2, 21, 7))
    .check('status follows 21', statusFollows('21')),
  scenario(
    'the switch call in progress holds switching',
    withServer({ switches: [pending] }),
    onCourse1,
  )
    .send(ready(null))
    .send({ type: 'SELECT_COURSE', courseId: 2 })
    .expectState('flow.switching'),
  scenario(
    'a failed switch keeps the course and shows the server message',
    withServer({ switches: [rejects({ error: { message: '课程已结束' } })] }),
    onCourse1,
  )
    .send(ready(null))
    .send({ type: 'SELECT_COURSE', courseId: 2 })
    .expectMessage('课程已结束')
    .expectState('flow.ready')
    .check('still course 1', holds(1, 11)),
  scenario('without a signed-in user a course cannot be entered', withServer({}), onCourse1)
    .send({ type: 'SELECT_COURSE', courseId: 2 })
    .expectState('flow.ready')
    .check('still course 1', holds(1)),
  scenario(
    'entering the held course only runs the enterprise choice',
    withServer({ enterprises: [[enterprise(8)]] }),
    onCourse1,
  )
    .send(ready(null))
    .send({ type: 'SELECT_COURSE', courseId: 1 })
    .expectNotEmitted('course.reset')
    .check('enterprise 8', holds(1, 11, 8)),
  scenario(
    'a course changed in another window resets and warns without calling the server',
    withServer({ courses: [loaded(3, [])], switches: [rejects(new Error('must not be called'))] }),
    onCourse1,
  )
    .send({ type: 'COURSE_CHANGED', courseId: '1' })
    .expectNotEmitted('course.reset')
    .send({ type: 'COURSE_CHANGED', courseId: '3' })
    .expectEmitted({ type: 'course.reset', courseId: '3' })
    .expectMessage(courseSwitchedMessage)
    .check('course 3 without rounds', holds(3, null))
    .check('status cleared', statusFollows(null)),
  scenario('the round selector makes a round of the course current', withServer({}), onCourse1)
    .send({ type: 'SELECT_ROUND', roundId: 12 })
    .check('round 12', holds(1, 12))
    .check('status follows 12', statusFollows('12'))
    .send({ type: 'SELECT_ROUND', roundId: 99 })
    .check('an unknown round changes nothing', holds(1, 12)),
  scenario(
    'the updateRound push reloads the rounds, keeps the chosen one and reloads its status',
    withServer({ rounds: [[round(11, 3), round(12, 0), round(13, 0)]], status: [pending] }),
    onCourse1,
  )
    .send({ type: 'SELECT_ROUND', roundId: 12 })
    .send({ type: 'REFRESH_ROUNDS' })
    .expectState('rounds.idle')
    .check('three rounds, 12 kept', (s) => {
      if (s.context.current.rounds.length !== 3) throw new Error('rounds');
      holds(1, 12)(s);
    })
    .check('status reloading', (s) => {
      if (!s.context.roundStatus.getSnapshot().matches('loading')) throw new Error('status');
    }),
  scenario('the round list is reloading', withServer({ rounds: [pending] }), onCourse1)
    .send({ type: 'REFRESH_ROUNDS' })
    .expectState('rounds.refreshing'),
  scenario(
    'a failed round reload keeps the rounds and logs',
    withServer({ rounds: [rejects(new Error('500'))] }),
    onCourse1,
  )
    .send({ type: 'REFRESH_ROUNDS' })
    .expectEmitted({ type: 'logError', where: 'loadRounds' })
    .check('rounds kept', holds(1, 11)),
  scenario(
    'logout forgets the course and ends an open choice',
    withServer({
      enterprises: [[enterprise(7), enterprise(8)]],
    }),
    onCourse1,
  )
    .send({ type: 'CHOOSE_ENTERPRISE' })
    .check('modal open', choiceIn('choosing'))
    .send({ type: 'SIGNED_OUT' })
    .check('no course', holds(null, null, null))
    .check('no choice', choiceIn(null))
    .check('status cleared', statusFollows(null)),
];

import {
  and,
  assign,
  emit,
  enqueueActions,
  fromPromise,
  setup,
  type ActorRefFrom,
  type AnyActorRef,
} from 'xstate';
import { courseSwitchMachine, type CourseSwitchEvent } from './courseSwitchMachine';
import {
  currentRound,
  emptyCourseState,
  enterpriseOption,
  type CourseState,
  type Enterprise,
  type LoadedCourse,
  type Round,
} from './courseState';
import {
  notify,
  type CourseEffect,
  type CourseSwitchEffect,
  type EnterpriseChoiceEffect,
} from './effects';
import { enterpriseChoiceMachine, tradable } from './enterpriseChoiceMachine';
import { appMessages } from './messages';
import { roundStatusMachine } from './roundStatusMachine';

/** A running course switch (one per switch, started from the course held then). */
export type CourseSwitchActor = ActorRefFrom<typeof courseSwitchMachine>;
/** A running enterprise choice (its modal reads it). */
export type EnterpriseChoiceActor = ActorRefFrom<typeof enterpriseChoiceMachine>;
/** The round status child (header tag). */
export type RoundStatusActor = ActorRefFrom<typeof roundStatusMachine>;

/** Input of the course actor: the course state app start restored. */
export interface CourseInput {
  initial: CourseState;
}

/** Context of the course actor. */
export interface CourseContext {
  /** The one truth about course, rounds, round, enterprise and screen state; replaced on change. */
  current: CourseState;
  /** The signed-in user, needed by the server's course switch. */
  userId: string | null;
  /** The server's current course as last adopted, so a later switch in this window is not undone. */
  adopted: string | null;
  /** The course being loaded after a switch or at login. */
  entering: number | null;
  /** The enterprises the last choice loaded, by id, so a choice puts the whole entity in `current`. */
  enterprises: Record<string, Enterprise>;
  switcher: CourseSwitchActor | null;
  choice: EnterpriseChoiceActor | null;
  roundStatus: RoundStatusActor;
  /** The round the round status child follows. */
  statusRoundId: string | null;
  /**
   * The enterprises load to restore a course held without one: a single tradable enterprise is
   * chosen silently, several wait for the user (no modal until a course is entered).
   */
  restoring: boolean;
  /**
   * The round list reloads for an updateRound push, which may be about the chosen round: its status
   * is reloaded too. The reload at start leaves it, the status child having just loaded it.
   */
  reloadStatusWithRounds: boolean;
}

/** Events of the course actor: what the shell and widgets send, and what its children report. */
export type CourseEvent =
  /** The session is ready: the user, and the server's current course (spec section 4). */
  | { type: 'SESSION_READY'; userId: string; serverCourseId: string | null }
  | { type: 'SIGNED_OUT' }
  /** The user entered a course on the course page. */
  | { type: 'SELECT_COURSE'; courseId: number }
  /** Another window of this browser made another course current. */
  | { type: 'COURSE_CHANGED'; courseId: string }
  /** The round selector's 查询. */
  | { type: 'SELECT_ROUND'; roundId: number }
  | { type: 'CHOOSE_ENTERPRISE' }
  /** The `updateRound` push: reload the round list and the current round's status. */
  | { type: 'REFRESH_ROUNDS' }
  /** Relayed by the course switch child. */
  | { type: 'switch.effect'; effect: CourseSwitchEffect }
  | { type: 'switch.settled' }
  /** Relayed by the enterprise choice child. */
  | { type: 'choice.effect'; effect: EnterpriseChoiceEffect };

const idText = (entity: { id: number } | null) => (entity ? String(entity.id) : null);
const heldId = (context: CourseContext) => idText(context.current.course);

/** Relays a child's emitted effects (and, for the switch, its return to idle) to the parent. */
function relay(child: AnyActorRef, parent: AnyActorRef, kind: 'switch' | 'choice'): void {
  child.on('*', (effect) => parent.send({ type: `${kind}.effect`, effect }));
  if (kind !== 'switch') return;
  // Settled is the return to idle after the server call, not the idle it starts in.
  let busy = false;
  child.subscribe((s: { matches(state: string): boolean }) => {
    if (!s.matches('idle')) busy = true;
    else if (busy) parent.send({ type: 'switch.settled' });
  });
}

/**
 * The course actor (spec section 4): owns the current course, its rounds, the current round and
 * enterprise; runs course switch and enterprise choice as children and keeps the round status child
 * on the current round. Widgets read it through the engine environment and send it commands.
 */
export const courseMachine = setup({
  types: {
    context: {} as CourseContext,
    events: {} as CourseEvent,
    input: {} as CourseInput,
    emitted: {} as CourseEffect,
  },
  actors: {
    courseSwitch: courseSwitchMachine,
    roundStatus: roundStatusMachine,
    enterpriseChoice: enterpriseChoiceMachine,
    /** A course with its arguments and rounds, the current round chosen by the header rule. */
    loadCourse: fromPromise<LoadedCourse, { courseId: number }>(() =>
      Promise.reject(new Error('loadCourse is not provided')),
    ),
    /** `GET enterpriseApi/courseEnterprise (courseId, roundId)`. */
    loadEnterprises: fromPromise<Enterprise[], { courseId: number; roundId: number | null }>(() =>
      Promise.reject(new Error('loadEnterprises is not provided')),
    ),
    /** The course's round list, in the background. */
    loadRounds: fromPromise<Round[], { courseId: number }>(() =>
      Promise.reject(new Error('loadRounds is not provided')),
    ),
  },
  guards: {
    isHeld: ({ context, event }) =>
      event.type === 'SELECT_COURSE' && context.current.course?.id === event.courseId,
    hasUser: ({ context }) => context.userId !== null,
    hasCourse: ({ context }) => context.current.course !== null,
    isOtherCourse: ({ context, event }) =>
      event.type === 'COURSE_CHANGED' && event.courseId !== heldId(context),
    isNewServerCourse: ({ context, event }) =>
      event.type === 'SESSION_READY' &&
      event.serverCourseId !== null &&
      Number.isInteger(Number(event.serverCourseId)) &&
      event.serverCourseId !== context.adopted,
    holdsNoCourse: ({ context }) => context.current.course === null,
    /**
     * A course restored without its enterprise: the page was left (or reloaded) while the enterprises
     * of the course just entered were still loading, so nothing would ever choose one.
     */
    lacksEnterprise: ({ context }) =>
      context.current.course !== null && context.current.enterprise === null,
    /** The server's current course is the one held (or the server names none). */
    serverHoldsSame: ({ context, event }) =>
      event.type === 'SESSION_READY' &&
      (event.serverCourseId === null || event.serverCourseId === heldId(context)),
    isEffect: (
      { event },
      params: { type: (CourseSwitchEffect | EnterpriseChoiceEffect)['type'] },
    ) =>
      (event.type === 'switch.effect' || event.type === 'choice.effect') &&
      event.effect.type === params.type,
  },
  actions: {
    setUser: assign(({ event }) =>
      event.type === 'SESSION_READY' ? { userId: event.userId } : {},
    ),
    adoptServerCourse: assign(({ event }) =>
      event.type === 'SESSION_READY' ? { adopted: event.serverCourseId } : {},
    ),
    enterServerCourse: assign(({ event }) =>
      event.type === 'SESSION_READY' ? { entering: Number(event.serverCourseId) } : {},
    ),
    // A switch (here or in another window) enters the new course: its choice asks.
    resetCourse: assign(({ event }) => ({
      current: emptyCourseState,
      restoring: false,
      entering:
        event.type === 'switch.effect' && event.effect.type === 'course.reset'
          ? Number(event.effect.courseId)
          : null,
    })),
    markRestoring: assign({ restoring: true }),
    endRestoring: assign({ restoring: false }),
    forgetSession: assign({ current: emptyCourseState, adopted: null, userId: null }),
    setCourse: assign(({ context }, params: { loaded: LoadedCourse }) => ({
      current: { ...context.current, ...params.loaded },
    })),
    setRound: assign(({ context, event }) => {
      if (event.type !== 'SELECT_ROUND') return {};
      const round = context.current.rounds.find((r) => r.id === event.roundId);
      return round ? { current: { ...context.current, round } } : {};
    }),
    setRounds: assign(({ context }, params: { rounds: Round[] }) => {
      const chosen = context.current.round;
      const kept = params.rounds.find((r) => r.id === chosen?.id);
      return {
        current: {
          ...context.current,
          rounds: params.rounds,
          round: kept ?? currentRound(params.rounds),
        },
      };
    }),
    setEnterprise: assign(({ context, event }) => {
      if (event.type !== 'choice.effect' || event.effect.type !== 'enterprise.selected') return {};
      const enterprise = context.enterprises[event.effect.enterpriseId] ?? null;
      return { current: { ...context.current, enterprise } };
    }),
    /** Starts a fresh switch from the course held now; `relaySwitch` hands it the event. */
    startSwitch: enqueueActions(({ context, enqueue }) => {
      if (context.switcher) enqueue.stopChild(context.switcher);
      enqueue.assign({
        switcher: ({ spawn }) =>
          spawn('courseSwitch', {
            input: { courseId: heldId(context), userId: context.userId ?? '' },
          }),
      });
    }),
    relaySwitch: ({ context, self }, params: { send: CourseSwitchEvent }) => {
      if (!context.switcher) return;
      relay(context.switcher, self, 'switch');
      context.switcher.send(params.send);
    },
    /** Starts the enterprise choice over the loaded enterprises (the previous one ends). */
    startChoice: enqueueActions(({ context, enqueue }, params: { list: Enterprise[] }) => {
      if (context.choice) enqueue.stopChild(context.choice);
      const { course, round, enterprise } = context.current;
      const options = params.list.map(enterpriseOption);
      if (context.restoring && tradable(options).length !== 1) {
        enqueue.assign({ choice: null, restoring: false });
        return;
      }
      enqueue.assign({
        restoring: false,
        enterprises: Object.fromEntries(params.list.map((e) => [String(e.id), e])),
        choice: ({ spawn }) =>
          spawn(
            enterpriseChoiceMachine.provide({
              actors: { loadEnterprises: fromPromise(() => Promise.resolve(options)) },
            }),
            {
              input: {
                courseId: idText(course) ?? '',
                roundId: idText(round) ?? '',
                currentId: idText(enterprise),
              },
            },
          ),
      });
    }),
    relayChoice: ({ context, self }) => {
      if (context.choice) relay(context.choice, self, 'choice');
    },
    endChoice: enqueueActions(({ context, enqueue }) => {
      if (context.choice) enqueue.stopChild(context.choice);
      enqueue.assign({ choice: null });
    }),
    /** Keeps the round status child on the current round. */
    followRound: enqueueActions(({ context, enqueue }) => {
      const id = idText(context.current.round);
      if (id === context.statusRoundId) return;
      enqueue.assign({ statusRoundId: id });
      enqueue.sendTo(
        context.roundStatus,
        id === null ? { type: 'CLEAR' } : { type: 'SELECT_ROUND', roundId: id },
      );
    }),
    roundUpdated: enqueueActions(({ context, enqueue }) => {
      if (context.reloadStatusWithRounds)
        enqueue.sendTo(context.roundStatus, { type: 'ROUND_UPDATED' });
    }),
    reloadForPush: assign({ reloadStatusWithRounds: true }),
    reloadHeld: assign({ reloadStatusWithRounds: false }),
    passOn: emit(({ event }) =>
      event.type === 'switch.effect'
        ? event.effect
        : { type: 'logError' as const, where: 'course', error: event.type },
    ),
    logError: emit((_, params: { where: string; error: unknown }) => ({
      type: 'logError' as const,
      ...params,
    })),
    notifyEnterprisesFailed: emit(notify('error', appMessages.enterprisesFailed)),
  },
}).createMachine({
  id: 'course',
  context: ({ input, spawn }) => {
    const statusRoundId = idText(input.initial.round);
    return {
      current: input.initial,
      userId: null,
      adopted: null,
      entering: null,
      enterprises: {},
      switcher: null,
      choice: null,
      roundStatus: spawn('roundStatus', { id: 'roundStatus', input: { roundId: statusRoundId } }),
      statusRoundId,
      restoring: false,
      reloadStatusWithRounds: false,
    };
  },
  type: 'parallel',
  on: {
    SESSION_READY: [
      // Login: the server's course loads, but the user has not entered it yet. Several enterprises
      // wait for 进入仿真 (or a declaration page), else the modal would ask here and again on entering.
      {
        guard: and(['isNewServerCourse', 'holdsNoCourse']),
        target: '.flow.loadingCourse',
        actions: ['setUser', 'adoptServerCourse', 'enterServerCourse', 'markRestoring'],
      },
      // A course kept from storage: its round list is refreshed too, since rounds opened, added or
      // changed while this browser was away came by pushes it never received.
      {
        guard: and(['isNewServerCourse', 'serverHoldsSame', 'lacksEnterprise']),
        target: ['.flow.loadingEnterprises', '.rounds.refreshing'],
        actions: ['setUser', 'adoptServerCourse', 'markRestoring', 'reloadHeld'],
      },
      {
        guard: and(['isNewServerCourse', 'serverHoldsSame', 'hasCourse']),
        target: '.rounds.refreshing',
        actions: ['setUser', 'adoptServerCourse', 'reloadHeld'],
      },
      {
        guard: 'isNewServerCourse',
        actions: [
          'setUser',
          'adoptServerCourse',
          'startSwitch',
          {
            type: 'relaySwitch',
            params: ({ event }) => ({
              send: { type: 'COURSE_CHANGED', courseId: String(event.serverCourseId) },
            }),
          },
        ],
      },
      {
        guard: and(['serverHoldsSame', 'lacksEnterprise']),
        target: ['.flow.loadingEnterprises', '.rounds.refreshing'],
        actions: ['setUser', 'markRestoring', 'reloadHeld'],
      },
      {
        guard: and(['serverHoldsSame', 'hasCourse']),
        target: '.rounds.refreshing',
        actions: ['setUser', 'reloadHeld'],
      },
      { actions: 'setUser' },
    ],
    SIGNED_OUT: { target: '.flow.ready', actions: ['endChoice', 'forgetSession', 'followRound'] },
    COURSE_CHANGED: {
      guard: 'isOtherCourse',
      actions: ['startSwitch', { type: 'relaySwitch', params: ({ event }) => ({ send: event }) }],
    },
    SELECT_ROUND: { actions: ['setRound', 'followRound'] },
    REFRESH_ROUNDS: { guard: 'hasCourse', target: '.rounds.refreshing', actions: 'reloadForPush' },
    'switch.effect': [
      {
        guard: { type: 'isEffect', params: { type: 'course.reset' } },
        target: '.flow.loadingCourse',
        actions: ['endChoice', 'resetCourse', 'followRound', 'passOn'],
      },
      { actions: 'passOn' },
    ],
    // The choice child's only effect: its loader is the list loaded here, so it cannot fail.
    'choice.effect': {
      guard: { type: 'isEffect', params: { type: 'enterprise.selected' } },
      actions: 'setEnterprise',
    },
  },
  states: {
    flow: {
      initial: 'ready',
      states: {
        ready: {
          on: {
            SELECT_COURSE: [
              { guard: 'isHeld', target: 'loadingEnterprises', actions: 'endRestoring' },
              {
                guard: 'hasUser',
                target: 'switching',
                actions: [
                  'startSwitch',
                  {
                    type: 'relaySwitch',
                    params: ({ event }) => ({
                      send: { type: 'SWITCH', courseId: String(event.courseId) },
                    }),
                  },
                ],
              },
            ],
            CHOOSE_ENTERPRISE: {
              guard: 'hasCourse',
              target: 'loadingEnterprises',
              actions: 'endRestoring',
            },
          },
        },
        switching: {
          description: 'The server call of the course switch child.',
          on: { 'switch.settled': 'ready' },
        },
        loadingCourse: {
          invoke: {
            src: 'loadCourse',
            input: ({ context }) => ({ courseId: context.entering ?? 0 }),
            onDone: {
              target: 'loadingEnterprises',
              actions: [
                { type: 'setCourse', params: ({ event }) => ({ loaded: event.output }) },
                'followRound',
              ],
            },
            onError: {
              target: 'ready',
              // The API client has already told the user; the course simply stays empty.
              actions: {
                type: 'logError',
                params: ({ event }) => ({ where: 'loadCourse', error: event.error }),
              },
            },
          },
        },
        loadingEnterprises: {
          description: 'The enterprises of the course and round, then the enterprise choice child.',
          invoke: {
            src: 'loadEnterprises',
            input: ({ context }) => ({
              courseId: context.current.course?.id ?? 0,
              roundId: context.current.round?.id ?? null,
            }),
            onDone: {
              target: 'ready',
              actions: [
                { type: 'startChoice', params: ({ event }) => ({ list: event.output }) },
                'relayChoice',
              ],
            },
            onError: {
              target: 'ready',
              actions: ['endChoice', 'endRestoring', 'notifyEnterprisesFailed'],
            },
          },
          on: {
            CHOOSE_ENTERPRISE: {
              guard: 'hasCourse',
              target: 'loadingEnterprises',
              reenter: true,
              actions: 'endRestoring',
            },
          },
        },
      },
    },
    rounds: {
      initial: 'idle',
      states: {
        idle: {},
        refreshing: {
          invoke: {
            src: 'loadRounds',
            input: ({ context }) => ({ courseId: context.current.course?.id ?? 0 }),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'setRounds', params: ({ event }) => ({ rounds: event.output }) },
                'followRound',
                'roundUpdated',
              ],
            },
            onError: {
              target: 'idle',
              actions: {
                type: 'logError',
                params: ({ event }) => ({ where: 'loadRounds', error: event.error }),
              },
            },
          },
        },
      },
    },
  },
});

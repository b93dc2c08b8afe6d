import { assign, emit, fromCallback, fromPromise, setup } from 'xstate';
import { notify, type RealtimeEffect } from './effects';
import {
  parseAnnouncement,
  upsertAnnouncement,
  type Announcement,
  type LiveMessage,
} from './realtime';

/** Input of the realtime machine: which course and round messages must belong to. */
export interface RealtimeInput {
  courseId: string;
  /** For rolling matching, the first sub-round's id (see `announcementRoundId`). */
  roundId: string | null;
}

/** Context of the realtime machine. */
export interface RealtimeContext extends RealtimeInput {
  /** Announcements of the current course and round, in arrival order. */
  announcements: Announcement[];
}

/** Events of the realtime machine: the provider's messages and the shell's commands. */
export type RealtimeEvent =
  | LiveMessage
  | { type: 'CONNECT' }
  | { type: 'DISCONNECT' }
  | { type: 'SET_SCOPE'; courseId: string; roundId: string | null }
  | { type: 'ANNOUNCEMENTS_LOADED'; items: Announcement[] };

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} is not provided`));

/**
 * A push connection (spec section 4): connecting, connected, reconnecting, disconnected. Notices and
 * events become persistent notifications, offCourse logs out, updateRound reloads the rounds,
 * announcements of the current course and round are upserted by id, and data changes of the current
 * course make the named operations' cached answers stale.
 */
export const realtimeMachine = setup({
  types: {
    context: {} as RealtimeContext,
    events: {} as RealtimeEvent,
    input: {} as RealtimeInput,
    emitted: {} as RealtimeEffect,
  },
  actors: {
    connect: fromPromise<void, void>(notProvided('connect')),
    disconnect: fromPromise<void, void>(notProvided('disconnect')),
    /** Forwards the provider's messages to the machine (see `liveActors`). */
    listen: fromCallback<LiveMessage>(() => undefined),
  },
  guards: {
    currentCourseKind: ({ context, event }, params: { kinds: readonly string[] }) =>
      event.type === 'NOTICE_MSG' &&
      String(event.courseId) === context.courseId &&
      params.kinds.includes(event.kind),
    currentCourseData: ({ context, event }) =>
      event.type === 'DATA_CHANGED' && event.courseId === context.courseId,
    inScope: ({ context, event }) => {
      if (event.type !== 'ANNOUNCEMENT') return false;
      const item = parseAnnouncement(event.payload);
      return (
        item !== null && item.courseId === context.courseId && item.roundId === context.roundId
      );
    },
  },
  actions: {
    showNotice: emit(({ event }) =>
      notify('info', event.type === 'NOTICE_MSG' ? event.message : '', 'notification', true),
    ),
    logout: emit({ type: 'logout' as const }),
    refreshRounds: emit({ type: 'rounds.refresh' as const }),
    invalidate: emit(({ event }) => ({
      type: 'data.invalidate' as const,
      operations: event.type === 'DATA_CHANGED' ? event.operations : [],
    })),
    upsert: assign(({ context, event }) => {
      const item = event.type === 'ANNOUNCEMENT' ? parseAnnouncement(event.payload) : null;
      return item ? { announcements: upsertAnnouncement(context.announcements, item) } : {};
    }),
    setScope: assign(({ event }) =>
      event.type === 'SET_SCOPE'
        ? { courseId: event.courseId, roundId: event.roundId, announcements: [] }
        : {},
    ),
    setAnnouncements: assign(({ event }) =>
      event.type === 'ANNOUNCEMENTS_LOADED' ? { announcements: event.items } : {},
    ),
    logError: emit((_, params: { error: unknown }) => ({
      type: 'logError' as const,
      where: 'realtime',
      error: params.error,
    })),
  },
}).createMachine({
  id: 'realtime',
  context: ({ input }) => ({ ...input, announcements: [] }),
  invoke: { src: 'listen' },
  on: {
    NOTICE_MSG: [
      {
        guard: { type: 'currentCourseKind', params: { kinds: ['notice', 'event'] } },
        actions: 'showNotice',
      },
      { guard: { type: 'currentCourseKind', params: { kinds: ['offCourse'] } }, actions: 'logout' },
      {
        guard: { type: 'currentCourseKind', params: { kinds: ['updateRound'] } },
        actions: 'refreshRounds',
      },
    ],
    ANNOUNCEMENT: { guard: 'inScope', actions: 'upsert' },
    DATA_CHANGED: { guard: 'currentCourseData', actions: 'invalidate' },
    SET_SCOPE: { actions: 'setScope' },
    ANNOUNCEMENTS_LOADED: { actions: 'setAnnouncements' },
    DISCONNECT: '.disconnected',
  },
  initial: 'connecting',
  states: {
    connecting: {
      invoke: {
        src: 'connect',
        onDone: 'connected',
        onError: {
          target: 'disconnected',
          actions: { type: 'logError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    connected: {
      on: { RECONNECTING: 'reconnecting', CLOSED: 'disconnected' },
    },
    reconnecting: {
      description: 'The client reconnects by itself; messages wait until it is back.',
      on: {
        // updateRound pushes sent while the connection was down are lost: reload the rounds.
        RECONNECTED: { target: 'connected', actions: 'refreshRounds' },
        CLOSED: 'disconnected',
      },
    },
    disconnected: {
      invoke: {
        src: 'disconnect',
        onError: { actions: { type: 'logError', params: ({ event }) => ({ error: event.error }) } },
      },
      on: { CONNECT: 'connecting' },
    },
  },
});

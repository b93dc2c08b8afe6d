import { assign, emit, fromPromise, setup } from 'xstate';
import { errorMessage, notify, type CourseSwitchEffect, type NotifyEffect } from './effects';
import { appMessages, courseSwitchedMessage } from './messages';

/** Input of the course switch machine: the course the app currently holds. */
export interface CourseSwitchInput {
  courseId: string | null;
  /** The signed-in user whose current course the server changes. */
  userId?: string;
}

/** Context of the course switch machine. */
export interface CourseSwitchContext {
  courseId: string | null;
  userId: string;
  /** The course being switched to. */
  target: string | null;
}

/** Events of the course switch machine. */
export type CourseSwitchEvent =
  /** The user picked a course in this window. */
  | { type: 'SWITCH'; courseId: string }
  /** Another window (or the server's current course) changed the course under this one. */
  | { type: 'COURSE_CHANGED'; courseId: string };

/**
 * Changing course (spec section 4): tells the server, then resets the round, enterprise and menu
 * state and warns "检测到课程发生切换，请关闭其他浏览器窗口".
 */
export const courseSwitchMachine = setup({
  types: {
    context: {} as CourseSwitchContext,
    events: {} as CourseSwitchEvent,
    input: {} as CourseSwitchInput,
    emitted: {} as CourseSwitchEffect,
  },
  actors: {
    /** `POST /api/app/user/{id}/switchStudentCourse`. */
    switchCourse: fromPromise<unknown, { courseId: string; userId: string }>(() =>
      Promise.reject(new Error('switchCourse is not provided')),
    ),
  },
  guards: {
    isOtherCourse: ({ context, event }) => event.courseId !== context.courseId,
  },
  actions: {
    setTarget: assign(({ event }) => ({ target: event.courseId })),
    adoptTarget: assign(({ context }) => ({ courseId: context.target, target: null })),
    adoptChanged: assign(({ event }) => ({ courseId: event.courseId })),
    dropTarget: assign({ target: null }),
    resetCourseState: emit(({ context }) => ({
      type: 'course.reset' as const,
      courseId: context.courseId ?? '',
    })),
    notify: emit((_, params: NotifyEffect) => params),
    notifyFailure: emit((_, params: { error: unknown }) =>
      notify('error', errorMessage(params.error) ?? appMessages.switchCourseFailed),
    ),
  },
}).createMachine({
  id: 'courseSwitch',
  context: ({ input }) => ({ courseId: input.courseId, userId: input.userId ?? '', target: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        SWITCH: { guard: 'isOtherCourse', target: 'switching', actions: 'setTarget' },
        COURSE_CHANGED: {
          guard: 'isOtherCourse',
          actions: [
            'adoptChanged',
            'resetCourseState',
            { type: 'notify', params: notify('warning', courseSwitchedMessage) },
          ],
        },
      },
    },
    switching: {
      invoke: {
        src: 'switchCourse',
        input: ({ context }) => ({ courseId: context.target ?? '', userId: context.userId }),
        onDone: {
          target: 'idle',
          actions: [
            'adoptTarget',
            'resetCourseState',
            { type: 'notify', params: notify('warning', courseSwitchedMessage) },
          ],
        },
        onError: {
          target: 'idle',
          actions: [
            'dropTarget',
            { type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
  },
});

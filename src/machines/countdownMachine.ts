import { assign, setup } from 'xstate';
import { countdown, type Countdown } from './countdown';

/** Input of the countdown: the course end and a clock (Date.now in the app, simulated in tests). */
export interface CountdownInput {
  endDate: number;
  now: () => number;
}

/** Context of the countdown machine. */
export interface CountdownContext {
  endDate: number;
  now: () => number;
  left: Countdown;
}

/** Events of the countdown machine. */
export type CountdownEvent = { type: 'SET_END_DATE'; endDate: number };

/**
 * Ticks each second and recomputes the time left from the clock (not by subtracting a second, so
 * a late timer never makes the countdown drift).
 */
export const countdownMachine = setup({
  types: {
    context: {} as CountdownContext,
    events: {} as CountdownEvent,
    input: {} as CountdownInput,
  },
  delays: { tick: 1000 },
  guards: {
    isOver: ({ context }) => context.left.ended,
  },
  actions: {
    recompute: assign(({ context }) => ({ left: countdown(context.endDate, context.now()) })),
    setEndDate: assign(({ context, event }) => ({
      endDate: event.endDate,
      left: countdown(event.endDate, context.now()),
    })),
  },
}).createMachine({
  id: 'countdown',
  context: ({ input }) => ({
    endDate: input.endDate,
    now: input.now,
    left: countdown(input.endDate, input.now()),
  }),
  initial: 'running',
  on: {
    SET_END_DATE: { target: '.running', actions: 'setEndDate' },
  },
  states: {
    running: {
      always: { guard: 'isOver', target: 'ended' },
      after: { tick: { target: 'running', reenter: true, actions: 'recompute' } },
    },
    ended: {},
  },
});

import { assign, setup } from 'xstate';

/** Context of the loading indicator: how many requests that show it are in flight. */
export interface LoadingIndicatorContext {
  pending: number;
}

/** Events of the loading indicator; `showLoading: false` is the `showLoading: 0` request header. */
export type LoadingIndicatorEvent =
  | { type: 'REQUEST_STARTED'; showLoading?: boolean }
  | { type: 'REQUEST_FINISHED'; showLoading?: boolean };

const counts = (event: LoadingIndicatorEvent) => event.showLoading !== false;

/**
 * The global loading indicator (spec sections 7 and 9): shown while requests run, hidden 200 ms
 * after the last one ends so back-to-back requests do not make it flicker; requests with the
 * `showLoading: 0` header are not counted.
 */
export const loadingIndicatorMachine = setup({
  types: {
    context: {} as LoadingIndicatorContext,
    events: {} as LoadingIndicatorEvent,
  },
  delays: {
    /** Spec section 9: loading indicator hide delay. */
    hideDelay: 200,
  },
  guards: {
    counted: ({ event }) => counts(event),
    lastFinished: ({ context, event }) => counts(event) && context.pending <= 1,
  },
  actions: {
    increment: assign(({ context }) => ({ pending: context.pending + 1 })),
    decrement: assign(({ context }) => ({ pending: Math.max(0, context.pending - 1) })),
  },
}).createMachine({
  id: 'loadingIndicator',
  context: { pending: 0 },
  initial: 'hidden',
  states: {
    hidden: {
      on: { REQUEST_STARTED: { guard: 'counted', target: 'visible', actions: 'increment' } },
    },
    visible: {
      on: {
        REQUEST_STARTED: { guard: 'counted', actions: 'increment' },
        REQUEST_FINISHED: [
          { guard: 'lastFinished', target: 'hiding', actions: 'decrement' },
          { guard: 'counted', actions: 'decrement' },
        ],
      },
    },
    hiding: {
      description: 'The last request ended; the indicator stays 200 ms in case another starts.',
      after: { hideDelay: 'hidden' },
      on: { REQUEST_STARTED: { guard: 'counted', target: 'visible', actions: 'increment' } },
    },
  },
});

import { assign, fromPromise, setup } from 'xstate';
import { roundMessages } from './messages';
import { roundHeaderTag, roundPhase, type RoundSummary } from './roundStatus';

/** Input of the round status machine: the persisted current round, if any. */
export interface RoundStatusInput {
  roundId: string | null;
}

/** Context of the round status machine, read by the header tag. */
export interface RoundStatusContext {
  roundId: string | null;
  round: RoundSummary | null;
  /** `${roundName}交易中` or `${roundName}交易结束`; empty without a round. */
  headerTag: string;
  message: string;
}

/** Events of the round status machine. */
export type RoundStatusEvent =
  | { type: 'SELECT_ROUND'; roundId: string }
  | { type: 'REFRESH' }
  /** The `updateRound` push of the notice hub. */
  | { type: 'ROUND_UPDATED' }
  | { type: 'CLEAR' };

/**
 * The current round's status (spec section 4): loaded when a round is chosen, reloaded on request
 * and on the `updateRound` push, and shown as the header tag.
 */
export const roundStatusMachine = setup({
  types: {
    context: {} as RoundStatusContext,
    events: {} as RoundStatusEvent,
    input: {} as RoundStatusInput,
  },
  actors: {
    /** `GET api/app/roundApi/{id}`. */
    loadRound: fromPromise<RoundSummary, { roundId: string }>(() =>
      Promise.reject(new Error('loadRound is not provided')),
    ),
  },
  guards: {
    hasRound: ({ context }) => context.roundId !== null,
    phaseIs: (_, params: { status: number; phase: string }) =>
      roundPhase(params.status) === params.phase,
  },
  actions: {
    chooseRound: assign(({ event }) =>
      event.type === 'SELECT_ROUND' ? { roundId: event.roundId } : {},
    ),
    setRound: assign((_, params: { round: RoundSummary }) => ({
      round: params.round,
      headerTag: roundHeaderTag(params.round),
      message: '',
    })),
    setFailed: assign({ message: roundMessages.loadFailed }),
    clear: assign({ roundId: null, round: null, headerTag: '', message: '' }),
  },
}).createMachine({
  id: 'roundStatus',
  context: ({ input }) => ({ roundId: input.roundId, round: null, headerTag: '', message: '' }),
  initial: 'noRound',
  on: {
    SELECT_ROUND: { target: '.loading', actions: 'chooseRound' },
    CLEAR: { target: '.noRound', actions: 'clear' },
  },
  states: {
    noRound: {
      always: { guard: 'hasRound', target: 'loading' },
    },
    loading: {
      invoke: {
        src: 'loadRound',
        input: ({ context }) => ({ roundId: context.roundId ?? '' }),
        onDone: [
          {
            guard: {
              type: 'phaseIs',
              params: ({ event }) => ({ status: event.output.status, phase: 'declaring' }),
            },
            target: 'declaring',
            actions: { type: 'setRound', params: ({ event }) => ({ round: event.output }) },
          },
          {
            guard: {
              type: 'phaseIs',
              params: ({ event }) => ({ status: event.output.status, phase: 'quotationStopped' }),
            },
            target: 'quotationStopped',
            actions: { type: 'setRound', params: ({ event }) => ({ round: event.output }) },
          },
          {
            target: 'declarationEnded',
            actions: { type: 'setRound', params: ({ event }) => ({ round: event.output }) },
          },
        ],
        onError: { target: 'loadFailed', actions: 'setFailed' },
      },
    },
    declaring: {
      description: 'Status 0 or 1: declarations are accepted.',
      on: { REFRESH: 'loading', ROUND_UPDATED: 'loading' },
    },
    quotationStopped: {
      description: 'Status 2: quotation stopped.',
      on: { REFRESH: 'loading', ROUND_UPDATED: 'loading' },
    },
    declarationEnded: {
      description: 'Status 3: declaration ended.',
      on: { REFRESH: 'loading', ROUND_UPDATED: 'loading' },
    },
    loadFailed: {
      on: { REFRESH: 'loading', ROUND_UPDATED: 'loading' },
    },
  },
});

import { assign, emit, fromPromise, setup } from 'xstate';
import type { ResultReadinessEffect } from './effects';
import { resultMessages } from './messages';
import {
  classifyReadiness,
  readinessMessage,
  type Readiness,
  type ResultKind,
} from './resultReadiness';

/** Spec section 9: the outcome of a check shows this long after it was asked for. */
export const resultDisplayDelayMs = 1000;

/** What the readiness call receives: the kind and the page's query parameters (round id, ...). */
export interface ReadinessQuery {
  kind: ResultKind;
  params: Readonly<Record<string, string | number>>;
}

/** Input of the result-readiness machine: which result page is asking. */
export interface ResultReadinessInput {
  kind: ResultKind;
  params?: Readonly<Record<string, string | number>>;
  /**
   * How long ago the first check was asked for before the page started (the route-data prefetch asks
   * at app start): that time counts toward the first outcome's display delay.
   */
  askedMsAgo?: number;
}

/** Context of the result-readiness machine, read by the result page. */
export interface ResultReadinessContext {
  kind: ResultKind;
  params: Readonly<Record<string, string | number>>;
  /** The outcome of the last check; `failed` when the call threw. */
  outcome: Readiness | 'failed' | undefined;
  /** The message shown on the empty-result screen. */
  message: string;
  /** True while the fetch-result button shows its spinner. */
  loading: boolean;
  /** The part of the display delay already spent before the page asked (first check only). */
  askedMsAgo: number;
}

/** Events of the result-readiness machine. */
export type ResultReadinessEvent = { type: 'FETCH' };

/**
 * Checks whether a result exists before a result page shows it (spec section 4): reports the outcome
 * 1 s after it was asked for, polls every 2 s while a cache is being generated, and treats an
 * exception as not ready. A check the route-data prefetch asked for at app start has spent part of
 * that second before the page mounted; later checks (获取结果) wait the whole second after the answer.
 */
export const resultReadinessMachine = setup({
  types: {
    context: {} as ResultReadinessContext,
    events: {} as ResultReadinessEvent,
    input: {} as ResultReadinessInput,
    emitted: {} as ResultReadinessEffect,
  },
  actors: {
    /** The readiness call of the kind; the shell provides it (paths differ per kind). */
    fetchReadiness: fromPromise<unknown, ReadinessQuery>(async ({ input }) => {
      throw new Error(`fetchReadiness(${input.kind}) is not provided`);
    }),
  },
  delays: {
    /** Spec section 9: result display delay, less what the first check spent before the page. */
    resultDisplayDelay: ({ context }) => Math.max(0, resultDisplayDelayMs - context.askedMsAgo),
    /** Spec section 9: cache-generation retry. */
    cacheRetryDelay: 2000,
  },
  guards: {
    isGenerating: (_, params: { raw: unknown; kind: ResultKind }) =>
      classifyReadiness(params.kind, params.raw) === 'generating',
    outcomeReady: ({ context }) => context.outcome === 'ready',
  },
  actions: {
    startQuery: assign({ message: resultMessages.querying, loading: true }),
    recordOutcome: assign((_, params: { raw: unknown; kind: ResultKind }) => {
      const outcome = classifyReadiness(params.kind, params.raw);
      return outcome === 'generating'
        ? { outcome, message: readinessMessage(params.kind, outcome), askedMsAgo: 0 }
        : { outcome };
    }),
    recordFailure: assign({ outcome: 'failed' as const }),
    report: assign(({ context }) => ({
      loading: false,
      askedMsAgo: 0,
      message:
        context.outcome === 'failed' || context.outcome === undefined
          ? resultMessages.generic
          : readinessMessage(context.kind, context.outcome),
    })),
    logError: emit((_, params: { error: unknown }) => ({
      type: 'logError' as const,
      where: 'resultReadiness',
      error: params.error,
    })),
  },
}).createMachine({
  id: 'resultReadiness',
  context: ({ input }) => ({
    kind: input.kind,
    params: input.params ?? {},
    outcome: undefined,
    message: resultMessages.querying,
    loading: true,
    askedMsAgo: Math.max(0, input.askedMsAgo ?? 0),
  }),
  initial: 'checking',
  states: {
    checking: {
      entry: 'startQuery',
      invoke: {
        src: 'fetchReadiness',
        input: ({ context }) => ({ kind: context.kind, params: context.params }),
        onDone: [
          {
            guard: {
              type: 'isGenerating',
              params: ({ context, event }) => ({ kind: context.kind, raw: event.output }),
            },
            target: 'generating',
            actions: {
              type: 'recordOutcome',
              params: ({ context, event }) => ({ kind: context.kind, raw: event.output }),
            },
          },
          {
            target: 'settling',
            actions: {
              type: 'recordOutcome',
              params: ({ context, event }) => ({ kind: context.kind, raw: event.output }),
            },
          },
        ],
        onError: {
          target: 'settling',
          actions: [
            { type: 'logError', params: ({ event }) => ({ error: event.error }) },
            'recordFailure',
          ],
        },
      },
    },
    generating: {
      description: 'The result cache is being built: the button keeps loading and we ask again.',
      after: { cacheRetryDelay: 'checking' },
    },
    settling: {
      description: 'The outcome is known but shown only after the display delay.',
      after: {
        resultDisplayDelay: [
          { guard: 'outcomeReady', target: 'ready', actions: 'report' },
          { target: 'notGenerated', actions: 'report' },
        ],
      },
    },
    ready: {
      on: { FETCH: 'checking' },
    },
    notGenerated: {
      on: { FETCH: 'checking' },
    },
  },
});

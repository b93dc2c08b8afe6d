import { assign, emit, fromPromise, setup } from 'xstate';
import { notify, type EnterpriseChoiceEffect, type NotifyEffect } from './effects';
import { appMessages } from './messages';

/** The fields of an enterprise the choice needs (spec section 3). */
export interface EnterpriseOption {
  id: string;
  name: string;
  provinceName?: string | null;
  isBuyer?: boolean;
  /** Only tradable enterprises are offered. */
  isTrade?: boolean;
  /** Declared in the current round (the card's tag). */
  isPrice?: boolean;
}

/** Input of the enterprise choice: the course and round, and the enterprise currently held. */
export interface EnterpriseChoiceInput {
  courseId: string;
  roundId: string;
  currentId: string | null;
}

/** Context of the enterprise choice machine, read by the 900 px modal. */
export interface EnterpriseChoiceContext extends EnterpriseChoiceInput {
  options: EnterpriseOption[];
  /** The card selected in the modal. */
  selectedId: string | null;
}

/** Events of the enterprise choice machine. */
export type EnterpriseChoiceEvent =
  | { type: 'SELECT'; enterpriseId: string }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'RELOAD' };

/** The tradable enterprises of a list, in server order. */
export function tradable(list: readonly EnterpriseOption[]): EnterpriseOption[] {
  return list.filter((e) => e.isTrade);
}

/**
 * Enterprise choice (spec section 4): several tradable enterprises open the modal with the first
 * preselected, exactly one is selected directly, none keeps the current enterprise.
 */
export const enterpriseChoiceMachine = setup({
  types: {
    context: {} as EnterpriseChoiceContext,
    events: {} as EnterpriseChoiceEvent,
    input: {} as EnterpriseChoiceInput,
    emitted: {} as EnterpriseChoiceEffect,
  },
  actors: {
    /** `GET /api/app/enterpriseApi/courseEnterprise (courseId, roundId)`. */
    loadEnterprises: fromPromise<EnterpriseOption[], { courseId: string; roundId: string }>(() =>
      Promise.reject(new Error('loadEnterprises is not provided')),
    ),
  },
  guards: {
    several: (_, params: { list: EnterpriseOption[] }) => tradable(params.list).length > 1,
    exactlyOne: (_, params: { list: EnterpriseOption[] }) => tradable(params.list).length === 1,
    isOffered: ({ context, event }) =>
      event.type === 'SELECT' && context.options.some((e) => e.id === event.enterpriseId),
  },
  actions: {
    offer: assign((_, params: { list: EnterpriseOption[] }) => {
      const options = tradable(params.list);
      return { options, selectedId: options[0]?.id ?? null };
    }),
    select: assign(({ event }) =>
      event.type === 'SELECT' ? { selectedId: event.enterpriseId } : {},
    ),
    adoptSelected: assign(({ context }) => ({ currentId: context.selectedId })),
    announce: emit(({ context }) => ({
      type: 'enterprise.selected' as const,
      enterpriseId: context.currentId ?? '',
    })),
    notify: emit((_, params: NotifyEffect) => params),
  },
}).createMachine({
  id: 'enterpriseChoice',
  context: ({ input }) => ({ ...input, options: [], selectedId: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadEnterprises',
        input: ({ context }) => ({ courseId: context.courseId, roundId: context.roundId }),
        onDone: [
          {
            guard: { type: 'several', params: ({ event }) => ({ list: event.output }) },
            target: 'choosing',
            actions: { type: 'offer', params: ({ event }) => ({ list: event.output }) },
          },
          {
            guard: { type: 'exactlyOne', params: ({ event }) => ({ list: event.output }) },
            target: 'chosen',
            actions: [
              { type: 'offer', params: ({ event }) => ({ list: event.output }) },
              'adoptSelected',
              'announce',
            ],
          },
          { target: 'chosen' },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'notify', params: notify('error', appMessages.enterprisesFailed) },
        },
      },
    },
    choosing: {
      description: 'The 900 px modal with one card per tradable enterprise.',
      on: {
        SELECT: { guard: 'isOffered', actions: 'select' },
        CONFIRM: { target: 'chosen', actions: ['adoptSelected', 'announce'] },
        CANCEL: 'chosen',
      },
    },
    chosen: {
      on: { RELOAD: 'loading' },
    },
    failed: {
      on: { RELOAD: 'loading' },
    },
  },
});

import { not } from 'xstate';
import { notify } from './effects';
import { paperSetup } from './paperSetup';
import { paperMessages } from './messages';

/**
 * The answer paper (spec sections 4, 5, 8): browse the numbered questions, save answers under the
 * answer rules, submit with confirmation, and log out 5 s after a successful submit. A paper handed in
 * before opens read-only.
 */
export const paperMachine = paperSetup.createMachine({
  id: 'paper',
  context: ({ input }) => ({
    courseId: input.courseId,
    questions: [],
    index: 0,
    draft: '',
    saving: null,
    message: '',
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadQuestions',
        input: ({ context }) => ({ courseId: context.courseId }),
        onDone: [
          {
            guard: 'handedIn',
            target: 'handedIn',
            actions: {
              type: 'setQuestions',
              params: ({ event }) => ({ questions: event.output.questions }),
            },
          },
          {
            guard: 'firstGenerated',
            target: 'browsing.answering',
            actions: {
              type: 'setQuestions',
              params: ({ event }) => ({ questions: event.output.questions }),
            },
          },
          {
            target: 'browsing.waiting',
            actions: {
              type: 'setQuestions',
              params: ({ event }) => ({ questions: event.output.questions }),
            },
          },
        ],
        onError: { target: 'loadFailed', actions: 'setLoadFailed' },
      },
    },
    loadFailed: {
      on: { RELOAD: 'loading' },
    },
    browsing: {
      initial: 'answering',
      on: {
        OPEN: [
          { guard: 'openable', target: '.answering', actions: 'open' },
          { actions: { type: 'notify', params: notify('warning', paperMessages.notGenerated) } },
        ],
        PREVIOUS: [
          {
            guard: { type: 'generatedAt', params: { offset: -1 } },
            target: '.answering',
            actions: { type: 'move', params: { offset: -1 } },
          },
          {
            guard: 'hasPrevious',
            target: '.waiting',
            actions: { type: 'move', params: { offset: -1 } },
          },
        ],
        NEXT: [
          {
            guard: 'isLast',
            actions: { type: 'notify', params: notify('warning', paperMessages.lastQuestion) },
          },
          {
            guard: { type: 'generatedAt', params: { offset: 1 } },
            target: '.answering',
            actions: { type: 'move', params: { offset: 1 } },
          },
          { target: '.waiting', actions: { type: 'move', params: { offset: 1 } } },
        ],
        SUBMIT: { target: 'confirmingSubmit', actions: 'askConfirm' },
      },
      states: {
        answering: {
          on: {
            ANSWER: { actions: 'setDraft' },
            SAVE: [
              {
                guard: 'draftValid',
                target: '#paper.saving',
                actions: { type: 'prepareSave', params: { thenNext: false } },
              },
              { actions: 'showHint' },
            ],
            SAVE_AND_NEXT: [
              {
                guard: 'draftValid',
                target: '#paper.saving',
                actions: { type: 'prepareSave', params: { thenNext: true } },
              },
              { actions: 'showHint' },
            ],
          },
        },
        waiting: {
          description:
            'A question whose stage has not happened: shown as waiting, nothing to save.',
          entry: 'showNotGenerated',
        },
        history: { type: 'history' },
      },
    },
    saving: {
      invoke: {
        src: 'saveAnswer',
        input: ({ context }) => ({
          id: context.saving?.id ?? '',
          answer: context.saving?.answer ?? '',
        }),
        onDone: [
          {
            guard: not('thenNext'),
            target: 'browsing.answering',
            actions: [
              'recordAnswer',
              { type: 'notify', params: notify('success', paperMessages.saved) },
            ],
          },
          {
            guard: 'isLast',
            target: 'browsing.answering',
            actions: [
              'recordAnswer',
              { type: 'notify', params: notify('success', paperMessages.saved) },
              { type: 'notify', params: notify('warning', paperMessages.lastQuestion) },
            ],
          },
          {
            guard: { type: 'generatedAt', params: { offset: 1 } },
            target: 'browsing.answering',
            actions: [
              'recordAnswer',
              { type: 'notify', params: notify('success', paperMessages.saved) },
              { type: 'move', params: { offset: 1 } },
            ],
          },
          {
            target: 'browsing.waiting',
            actions: [
              'recordAnswer',
              { type: 'notify', params: notify('success', paperMessages.saved) },
              { type: 'move', params: { offset: 1 } },
            ],
          },
        ],
        onError: [
          { guard: 'examEnded', target: 'browsing.answering', actions: 'dropSave' },
          {
            target: 'browsing.answering',
            actions: [
              'dropSave',
              { type: 'notify', params: notify('error', paperMessages.saveFailed) },
            ],
          },
        ],
      },
    },
    confirmingSubmit: {
      on: {
        CONFIRM: { target: 'submitting', actions: 'clearMessage' },
        CANCEL: { target: 'browsing.history', actions: 'clearMessage' },
      },
    },
    submitting: {
      invoke: {
        src: 'submitPaper',
        input: ({ context }) => ({ courseId: context.courseId }),
        onDone: [
          {
            guard: 'submitted',
            target: 'submitted',
            actions: {
              type: 'notify',
              params: notify('success', paperMessages.submitted, 'modal'),
            },
          },
          {
            target: 'browsing.history',
            actions: { type: 'notify', params: notify('error', paperMessages.submitFailed) },
          },
        ],
        onError: {
          target: 'browsing.history',
          actions: { type: 'notify', params: notify('error', paperMessages.submitError) },
        },
      },
    },
    submitted: {
      after: { logoutDelay: { target: 'loggedOut', actions: 'logout' } },
    },
    handedIn: {
      description:
        'A paper handed in before (a later visit): its questions and saved answers can be read, nothing saved or submitted again (the page says so: paperMessages.handedIn).',
      entry: 'showWaitingIfNotGenerated',
      on: {
        OPEN: { guard: 'openable', actions: ['open', 'showWaitingIfNotGenerated'] },
        PREVIOUS: {
          guard: 'hasPrevious',
          actions: [{ type: 'move', params: { offset: -1 } }, 'showWaitingIfNotGenerated'],
        },
        NEXT: {
          guard: 'notLast',
          actions: [{ type: 'move', params: { offset: 1 } }, 'showWaitingIfNotGenerated'],
        },
      },
    },
    loggedOut: { type: 'final' },
  },
});

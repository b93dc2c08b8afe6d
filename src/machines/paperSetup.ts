import { assign, emit, fromPromise, setup } from 'xstate';
import { errorMessage, type NotifyEffect, type PaperEffect } from './effects';
import { paperMessages, submitConfirmMessage } from './messages';
import {
  draftOf,
  isGenerated,
  sortAndNumber,
  unansweredCount,
  validateAnswer,
  type Draft,
  type Question,
} from './paperRules';

/** Input of the paper machine: the exam course. */
export interface PaperInput {
  courseId: string;
}

/** Context of the paper machine, read by the paper page and its answer sheet. */
export interface PaperContext {
  courseId: string;
  /** Sorted by category and numbered. */
  questions: Question[];
  /** Index of the question on screen. */
  index: number;
  /** What the answer form holds for that question. */
  draft: Draft;
  /** The validated answer being saved. */
  saving: { id: string; answer: string; thenNext: boolean } | null;
  /** Inline text: a validation hint, the not-generated notice or the submit confirmation. */
  message: string;
}

/** What loading the paper gives: its questions, and whether the trainee handed it in already. */
export interface LoadedPaper {
  questions: Question[];
  submitted: boolean;
}

/** Events of the paper machine. */
export type PaperEvent =
  | { type: 'OPEN'; index: number }
  | { type: 'PREVIOUS' }
  | { type: 'NEXT' }
  | { type: 'ANSWER'; value: Draft }
  | { type: 'SAVE' }
  | { type: 'SAVE_AND_NEXT' }
  | { type: 'SUBMIT' }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'RELOAD' };

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} is not provided`));

const current = (context: PaperContext) => context.questions[context.index];

/** A done event's output read as a loaded paper (guards see every event type's output as unknown). */
const loadedOf = (output: unknown): LoadedPaper =>
  typeof output === 'object' && output !== null && 'questions' in output
    ? (output as LoadedPaper)
    : { questions: [], submitted: false };

/** The paper machine's named actors, delays, guards and actions (its behaviour is in paperMachine.ts). */
export const paperSetup = setup({
  types: {
    context: {} as PaperContext,
    events: {} as PaperEvent,
    input: {} as PaperInput,
    emitted: {} as PaperEffect,
  },
  actors: {
    /** `GET /api/app/courseQuestion/courseQuestions/{courseId}` (its items and isSubmitted). */
    loadQuestions: fromPromise<LoadedPaper, { courseId: string }>(notProvided('loadQuestions')),
    /** `POST /api/app/courseQuestion/saveAnswer {id, answer}`. */
    saveAnswer: fromPromise<unknown, { id: string; answer: string }>(notProvided('saveAnswer')),
    /** `POST /api/app/courseQuestion/submitPaper/{courseId}`; resolves false when refused. */
    submitPaper: fromPromise<boolean, { courseId: string }>(notProvided('submitPaper')),
  },
  delays: {
    /** Spec section 9: paper submit auto-logout. */
    logoutDelay: 5000,
  },
  guards: {
    generatedAt: ({ context }, params: { offset: number }) =>
      isGenerated(context.questions[context.index + params.offset]),
    openable: ({ context, event }) =>
      event.type === 'OPEN' && isGenerated(context.questions[event.index]),
    hasPrevious: ({ context }) => context.index > 0,
    isLast: ({ context }) => context.index >= context.questions.length - 1,
    draftValid: ({ context }) => {
      const question = current(context);
      return question !== undefined && validateAnswer(question, context.draft).ok;
    },
    firstGenerated: ({ event }) =>
      'output' in event && isGenerated(sortAndNumber(loadedOf(event.output).questions)[0]),
    handedIn: ({ event }) => 'output' in event && loadedOf(event.output).submitted,
    notLast: ({ context }) => context.index < context.questions.length - 1,
    thenNext: ({ context }) => context.saving?.thenNext === true,
    examEnded: ({ event }) =>
      'error' in event && errorMessage(event.error) === paperMessages.examEnded,
    submitted: ({ event }) => 'output' in event && event.output === true,
  },
  actions: {
    setQuestions: assign((_, params: { questions: Question[] }) => {
      const questions = sortAndNumber(params.questions);
      return { questions, index: 0, draft: draftOf(questions[0]) };
    }),
    move: assign(({ context }, params: { offset: number }) => {
      const index = context.index + params.offset;
      return { index, draft: draftOf(context.questions[index]), message: '' };
    }),
    open: assign(({ context, event }) => {
      const index = event.type === 'OPEN' ? event.index : context.index;
      return { index, draft: draftOf(context.questions[index]), message: '' };
    }),
    showNotGenerated: assign({ message: paperMessages.notGenerated }),
    /** The waiting notice on a question not generated, nothing on another (a handed-in paper's view). */
    showWaitingIfNotGenerated: assign(({ context }) => ({
      message: isGenerated(current(context)) ? '' : paperMessages.notGenerated,
    })),
    setDraft: assign(({ event }) =>
      event.type === 'ANSWER' ? { draft: event.value, message: '' } : {},
    ),
    prepareSave: assign(({ context }, params: { thenNext: boolean }) => {
      const question = current(context);
      const check = question ? validateAnswer(question, context.draft) : undefined;
      return question && check?.ok
        ? { saving: { id: question.id, answer: check.answer, thenNext: params.thenNext } }
        : {};
    }),
    showHint: assign(({ context }) => {
      const question = current(context);
      const check = question ? validateAnswer(question, context.draft) : undefined;
      return { message: check && !check.ok ? check.message : '' };
    }),
    recordAnswer: assign(({ context }) => ({
      questions: context.questions.map((q) =>
        q.id === context.saving?.id ? { ...q, userAnswer: context.saving.answer } : q,
      ),
      saving: null,
    })),
    dropSave: assign({ saving: null }),
    askConfirm: assign(({ context }) => ({
      message: submitConfirmMessage(unansweredCount(context.questions)),
    })),
    clearMessage: assign({ message: '' }),
    setLoadFailed: assign({ message: paperMessages.loadFailed }),
    notify: emit((_, params: NotifyEffect) => params),
    logout: emit({ type: 'logout' as const }),
  },
});

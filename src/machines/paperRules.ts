/** The answer rules of the paper (spec section 5), as pure functions the paper machine uses. */
import { paperMessages } from './messages';

/** Question types (spec section 4). */
export const questionType = { single: 1, multiple: 2, fillIn: 3, calculation: 4 } as const;

/** Limits of answers (spec sections 5 and 9). */
export const answerLimits = { fillInMaxLength: 20, numericMax: 9999999999, decimals: 2 } as const;

/** A question of the paper, as `courseQuestions/{courseId}` returns it (spec section 3). */
export interface Question {
  id: string;
  num?: number;
  category: number;
  type: number;
  questionClass?: number;
  score?: number;
  name: string;
  option1?: string | null;
  option2?: string | null;
  option3?: string | null;
  option4?: string | null;
  option5?: string | null;
  option6?: string | null;
  /** 0 when the question's stage has not happened yet, so it is not generated. */
  answerCount: number;
  /** The saved answer; multiple choice answers are comma separated. */
  userAnswer?: string | null;
}

/** What the answer form holds: text, or the ticked options of a multiple-choice question. */
export type Draft = string | readonly string[];

/** The outcome of checking an answer before saving it. */
export type AnswerCheck = { ok: true; answer: string } | { ok: false; message: string };

/** Sorts by category (stable within a category) and numbers the questions from 1. */
export function sortAndNumber(questions: readonly Question[]): Question[] {
  return questions
    .map((q, order) => ({ q, order }))
    .sort((a, b) => a.q.category - b.q.category || a.order - b.order)
    .map(({ q }, index) => ({ ...q, num: index + 1 }));
}

/** Rounds to 2 decimals, half away from zero, without the 1.005 → 1.00 float surprise. */
export function roundTo2(value: number): number {
  const sign = value < 0 ? -1 : 1;
  return (sign * Math.round(Number(`${Math.abs(value)}e2`))) / 100;
}

/** Joins ticked options sorted, comma separated (`C,A` → `A,C`); empty entries are dropped. */
export function normaliseMultipleChoice(choices: Draft): string {
  const list = typeof choices === 'string' ? choices.split(',') : [...choices];
  return [...new Set(list.map((c) => c.trim()).filter(Boolean))].sort().join(',');
}

/** Number of digits after the decimal point of a numeric text. */
export function decimalPlaces(text: string): number {
  const fraction = text.split('.')[1];
  return fraction === undefined ? 0 : fraction.length;
}

const numeric = /^-?\d+(\.\d+)?$/;

/** Checks and normalises an answer by question type; a failure carries the message to show. */
export function validateAnswer(question: Question, draft: Draft): AnswerCheck {
  if (question.type === questionType.multiple) {
    const answer = normaliseMultipleChoice(draft);
    return answer ? { ok: true, answer } : { ok: false, message: paperMessages.emptyAnswer };
  }
  const text = (typeof draft === 'string' ? draft : draft.join(',')).trim();
  if (!text) return { ok: false, message: paperMessages.emptyAnswer };
  if (question.type === questionType.fillIn && [...text].length > answerLimits.fillInMaxLength) {
    return { ok: false, message: paperMessages.fillInTooLong };
  }
  if (question.type === questionType.calculation) {
    if (!numeric.test(text)) return { ok: false, message: paperMessages.notANumber };
    if (decimalPlaces(text) > answerLimits.decimals) {
      return { ok: false, message: paperMessages.decimalHint };
    }
    const value = Number(text);
    if (value > answerLimits.numericMax) return { ok: false, message: paperMessages.tooLarge };
    return { ok: true, answer: String(roundTo2(value)) };
  }
  return { ok: true, answer: text };
}

/** Whether the question can be opened and answered (its stage has produced it). */
export function isGenerated(question: Question | undefined): boolean {
  return question !== undefined && question.answerCount > 0;
}

/** Whether a saved answer exists. */
export function isAnswered(question: Question): boolean {
  return Boolean(question.userAnswer && question.userAnswer.trim());
}

/**
 * Questions the trainee still has to answer. Questions not generated yet are left out: they cannot
 * be opened, so counting them would ask the trainee to answer what they cannot see.
 */
export function unansweredCount(questions: readonly Question[]): number {
  return questions.filter((q) => isGenerated(q) && !isAnswered(q)).length;
}

/** The draft a question's form starts from: its saved answer, split for multiple choice. */
export function draftOf(question: Question | undefined): Draft {
  const saved = question?.userAnswer ?? '';
  if (question?.type === questionType.multiple) return saved ? saved.split(',') : [];
  return saved;
}

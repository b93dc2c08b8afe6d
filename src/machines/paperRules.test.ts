import { describe, expect, it } from 'vitest';
import { paperMessages, submitConfirmMessage } from './messages';
import {
  decimalPlaces,
  draftOf,
  normaliseMultipleChoice,
  roundTo2,
  sortAndNumber,
  unansweredCount,
  validateAnswer,
  type Question,
} from './paperRules';

const question = (type: number, extra: Partial<Question> = {}): Question => ({
  id: 'q',
  category: 0,
  type,
  name: 'q',
  answerCount: 1,
  ...extra,
});

describe('paper answer rules', () => {
  it('rounds half away from zero to 2 decimals, including the float edge 1.005', () => {
    expect(roundTo2(1.005)).toBe(1.01);
    expect(roundTo2(2.344)).toBe(2.34);
    expect(roundTo2(-1.005)).toBe(-1.01);
    expect(roundTo2(9999999999)).toBe(9999999999);
  });

  it('joins multiple-choice answers sorted, without blanks or duplicates', () => {
    expect(normaliseMultipleChoice(['D', 'B', 'B', ' ', 'A'])).toBe('A,B,D');
    expect(normaliseMultipleChoice('C,A')).toBe('A,C');
    expect(normaliseMultipleChoice([])).toBe('');
  });

  it('counts decimal places of a numeric text', () => {
    expect(decimalPlaces('12')).toBe(0);
    expect(decimalPlaces('1.230')).toBe(3);
  });

  it('accepts a calculation with at most 2 decimals up to 9999999999', () => {
    expect(validateAnswer(question(4), '12.35')).toEqual({ ok: true, answer: '12.35' });
    expect(validateAnswer(question(4), '-3')).toEqual({ ok: true, answer: '-3' });
    expect(validateAnswer(question(4), '9999999999')).toEqual({ ok: true, answer: '9999999999' });
  });

  it('gives the spec hints for a calculation that is not a number or above the maximum', () => {
    expect(validateAnswer(question(4), 'abc')).toEqual({ ok: false, message: '提示：请输入数字' });
    expect(validateAnswer(question(4), '99999999999')).toEqual({
      ok: false,
      message: '提示：最大值为9999999999',
    });
    expect(validateAnswer(question(4), '1.234')).toEqual({
      ok: false,
      message: '提示：小数位最多2位',
    });
  });

  it('refuses a calculation with more decimals, a non-number or a value too large', () => {
    expect(validateAnswer(question(4), '1.234')).toEqual({
      ok: false,
      message: paperMessages.decimalHint,
    });
    expect(validateAnswer(question(4), '1e3')).toEqual({
      ok: false,
      message: paperMessages.notANumber,
    });
    expect(validateAnswer(question(4), '10000000000')).toEqual({
      ok: false,
      message: paperMessages.tooLarge,
    });
  });

  it('limits fill-in answers to 20 characters, counting Chinese characters as one', () => {
    expect(validateAnswer(question(3), '电'.repeat(20)).ok).toBe(true);
    expect(validateAnswer(question(3), '电'.repeat(21))).toEqual({
      ok: false,
      message: paperMessages.fillInTooLong,
    });
  });

  it('refuses an empty answer of any type', () => {
    for (const type of [1, 2, 3, 4]) {
      expect(validateAnswer(question(type), type === 2 ? [] : '  ').ok).toBe(false);
    }
  });

  it('sorts by category keeping the original order inside a category, numbering from 1', () => {
    const sorted = sortAndNumber([
      question(1, { id: 'b', category: 2 }),
      question(1, { id: 'a1', category: 0 }),
      question(1, { id: 'c', category: 1 }),
      question(1, { id: 'a2', category: 0 }),
    ]);
    expect(sorted.map((q) => `${q.num}${q.id}`)).toEqual(['1a1', '2a2', '3c', '4b']);
  });

  it('counts unanswered generated questions for the submit confirmation', () => {
    const list = [
      question(1, { userAnswer: 'A' }),
      question(1),
      question(3, { userAnswer: ' ' }),
      question(3, { answerCount: 0 }),
    ];
    expect(unansweredCount(list)).toBe(2);
    expect(submitConfirmMessage(2)).toBe('还有2道题未作答，是否确认交卷？');
    expect(submitConfirmMessage(0)).toBe('是否确认交卷？');
  });

  it('starts the form from the saved answer, split for multiple choice', () => {
    expect(draftOf(question(2, { userAnswer: 'A,C' }))).toEqual(['A', 'C']);
    expect(draftOf(question(2))).toEqual([]);
    expect(draftOf(question(4, { userAnswer: '3.5' }))).toBe('3.5');
    expect(draftOf(undefined)).toBe('');
  });
});

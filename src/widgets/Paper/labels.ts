// Names the paper shows for categories, types and options, and how an answer reads to a trainee
// (option numbers "1,3" as letters "A、C"). Display only: the answer rules live in paperRules.
import type { Question } from '../../machines/paperRules';
import { questionType } from '../../machines/paperRules';

/** Question categories 0-6 (spec section 4). */
export const categoryNames: Readonly<Record<number, string>> = {
  0: '基础知识',
  1: '资产信息',
  2: '集中竞价',
  3: '滚动撮合',
  4: '现货交易',
  5: '现货结果',
  6: '结算报告',
};

/** Question types 1-4 (spec section 4). */
export const typeNames: Readonly<Record<number, string>> = {
  [questionType.single]: '单选题',
  [questionType.multiple]: '多选题',
  [questionType.fillIn]: '填空题',
  [questionType.calculation]: '计算题',
};

/** A category's name, or its number when the bank has one the spec does not name. */
export function categoryName(category: number): string {
  return categoryNames[category] ?? `类别${category}`;
}

/** One option of a choice question: the saved value (its number), the letter and the text. */
export interface ChoiceOption {
  value: string;
  letter: string;
  text: string;
}

const letters = 'ABCDEF';
const optionKeys = ['option1', 'option2', 'option3', 'option4', 'option5', 'option6'] as const;

/** The options a question has (up to 6, spec section 9); empty ones are skipped. */
export function optionsOf(question: Pick<Question, (typeof optionKeys)[number]>): ChoiceOption[] {
  return optionKeys.flatMap((key, i) => {
    const text = question[key];
    return text ? [{ value: String(i + 1), letter: letters[i] ?? String(i + 1), text }] : [];
  });
}

/** Whether answers of this type are option numbers. */
export function isChoice(type: number): boolean {
  return type === questionType.single || type === questionType.multiple;
}

/** An answer as the trainee reads it: letters for choices ("A、C"), the text otherwise. */
export function readableAnswer(type: number, answer: string | null | undefined): string {
  if (!answer) return '';
  if (!isChoice(type)) return answer;
  return answer
    .split(',')
    .map((n) => letters[Number(n) - 1] ?? n)
    .join('、');
}

// Grading of a saved answer against the question's right answer, per question type
// (1 single choice, 2 multiple choice, 3 fill in, 4 calculation).
import { HttpError } from '../auth/identity';

function optionSet(text: string): string {
  return [
    ...new Set(
      text
        .split(/[,，]/)
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ]
    .sort()
    .join(',');
}

/** True when `answer` is right: same options, same text, or the same number to 2 decimals. */
export function isRightAnswer(type: number, rightAnswer: string, answer: string | null): boolean {
  if (answer === null || answer.trim() === '' || rightAnswer.trim() === '') return false;
  if (type === 1 || type === 2) return optionSet(answer) === optionSet(rightAnswer);
  if (type === 4) {
    const given = Number(answer.trim());
    const right = Number(rightAnswer.trim());
    // Both sides carry at most 2 decimals; half a hundredth absorbs float noise only.
    return Number.isFinite(given) && Number.isFinite(right) && Math.abs(given - right) < 0.005;
  }
  return answer.trim().replace(/\s+/g, '') === rightAnswer.trim().replace(/\s+/g, '');
}

/** Checks an answer's form before it is saved; throws 400 with the Chinese reason. */
export function checkAnswerForm(type: number, options: (string | null)[], answer: string): void {
  const text = answer.trim();
  if (text === '') return;
  if (type === 4 && !/^-?\d+(\.\d{1,2})?$/.test(text)) {
    throw new HttpError(400, '计算题答案须为数字，最多保留2位小数', 'ValidationError', [
      { message: '计算题答案须为数字，最多保留2位小数', members: ['answer'] },
    ]);
  }
  if (type === 1 || type === 2) {
    const picked = text.split(/[,，]/).map((s) => s.trim());
    const valid = picked.every((p) => {
      const n = Number(p);
      return Number.isInteger(n) && n >= 1 && n <= options.length && options[n - 1] != null;
    });
    if (!valid || (type === 1 && picked.length !== 1)) {
      const message = type === 1 ? '单选题请选择一个选项' : '多选题答案须为选项序号，以逗号分隔';
      throw new HttpError(400, message, 'ValidationError', [{ message, members: ['answer'] }]);
    }
  }
}

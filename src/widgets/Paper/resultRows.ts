// Rows of the paper result table: the graded questions numbered as the paper numbers them.
import type { components } from '../../api/schema.gen';
import type { Question } from '../../machines/paperRules';

type GradedQuestion = components['schemas']['GradedQuestion'];

/** One graded question with the number the paper page gave it. */
export type ResultRow = GradedQuestion;

/** How a graded question ended: right, wrong, not answered, or never generated. */
export type ResultOutcome = 'right' | 'wrong' | 'unanswered' | 'waiting';

/** Orders and numbers the graded questions like `numbered` (the paper's order, by id). */
export function resultRows(
  items: readonly GradedQuestion[],
  numbered: readonly Question[],
): ResultRow[] {
  const byId = new Map(items.map((item) => [String(item.id), item]));
  return numbered.flatMap((q) => {
    const item = byId.get(q.id);
    return item ? [{ ...item, num: q.num ?? item.num }] : [];
  });
}

/** The outcome of a graded question. */
export function outcomeOf(row: ResultRow): ResultOutcome {
  if (row.answerCount === 0) return 'waiting';
  if (!row.userAnswer) return 'unanswered';
  return row.isRight ? 'right' : 'wrong';
}

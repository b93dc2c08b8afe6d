// Questions of categories 4 (现货交易: the pre-clearing) and 5 (现货结果: the formal clearing) on a
// trainee's paper, asked about their own day-ahead result at the evening peak slot (19:00). They appear
// waiting (answerCount 0) once the trainee declares, and get their answer when the stage's result is
// there: category 4 when the pre-clearing is ready, category 5 when the formal result is published.
import type { Db } from '../db';
import { openBankQuestions } from '../questionsBank';
import {
  addWaitingQuestion,
  answerWaitingQuestion,
  buildsQuestions,
  lastQuestionNum,
} from '../waitingQuestion';
import type { RoundRow } from '../rounds';
import type { StoredSpotResult } from './spotClearingRun';
import { resultRows, roundGrid } from './spotResults';

/** The categories of spot questions. */
export const SPOT_TRADING_CATEGORY = 4;
export const SPOT_RESULT_CATEGORY = 5;

/** The slot asked about: 19:00–19:15, the evening peak. */
export const QUESTION_SLOT = 76;

/** The facts asked: pre-cleared MW (category 4), formally cleared MW and the price (category 5). */
const kinds = [
  { kind: 'preVolume', category: SPOT_TRADING_CATEGORY },
  { kind: 'volume', category: SPOT_RESULT_CATEGORY },
  { kind: 'price', category: SPOT_RESULT_CATEGORY },
] as const;
type SpotQuestionKind = (typeof kinds)[number]['kind'];

/** The stem of a generated question (HTML, as the paper shows it). */
export function spotQuestionStem(kind: SpotQuestionKind, roundName: string): string {
  if (kind === 'preVolume')
    return `<p>本轮（${roundName}）预出清中，你企业在19:00时段的出清电力合计是多少MW？（保留2位小数）</p>`;
  if (kind === 'volume')
    return `<p>本轮（${roundName}）正式出清中，你企业在19:00时段的出清电力合计是多少MW？（保留2位小数）</p>`;
  return `<p>本轮（${roundName}）正式出清中，你企业第一个单元所在节点在19:00时段的节点电价是多少元/MWh？（保留2位小数）</p>`;
}

/** Puts the round's spot questions on the trainee's paper if not there yet; returns how many were added. */
export async function ensureSpotQuestions(
  db: Db,
  round: RoundRow,
  userId: string,
  enterpriseId: number,
): Promise<number> {
  if (round.type !== 11) return 0;
  if (!(await buildsQuestions(db, round.courseId))) return 0;
  const have = new Set(
    (
      await db
        .selectFrom('spot_question')
        .select('kind')
        .where('roundId', '=', round.id)
        .where('userId', '=', userId)
        .execute()
    ).map((q) => q.kind),
  );
  let num = await lastQuestionNum(db, round.courseId, userId);
  let added = 0;
  for (const { kind, category } of kinds) {
    if (have.has(kind)) continue;
    num += 1;
    const question = await addWaitingQuestion(db, {
      courseId: round.courseId,
      userId,
      category: category,
      name: spotQuestionStem(kind, round.name),
      num,
    });
    await db
      .insertInto('spot_question')
      .values({
        courseId: round.courseId,
        roundId: round.id,
        userId,
        enterpriseId,
        kind,
        timeId: QUESTION_SLOT,
        questionId: question.questionId,
        courseQuestionId: question.courseQuestionId,
      })
      .execute();
    added += 1;
  }
  return added;
}

/**
 * Answers the round's questions of one stage from its stored result and opens them (answerCount 1):
 * 'pre' answers category 4, 'formal' category 5. `stored` is read only when some question waits, so a
 * caller holding the result as JSON text parses it only then.
 */
export async function fillSpotQuestions(
  db: Db,
  round: RoundRow,
  stage: 'pre' | 'formal',
  readStored: () => StoredSpotResult,
): Promise<void> {
  await openBankQuestions(
    db,
    round.courseId,
    stage === 'pre' ? SPOT_TRADING_CATEGORY : SPOT_RESULT_CATEGORY,
  );
  const asked = stage === 'pre' ? ['preVolume'] : ['volume', 'price'];
  const questions = await db
    .selectFrom('spot_question')
    .selectAll()
    .where('roundId', '=', round.id)
    .where('kind', 'in', asked)
    .execute();
  if (questions.length === 0) return;
  const grid = await roundGrid(db, round);
  const stored = readStored();
  for (const q of questions) {
    const rows = resultRows(stored, grid, round, [q.enterpriseId], 'both').filter(
      (r) => r.timeId === q.timeId,
    );
    const value =
      q.kind === 'price'
        ? (rows[0]?.price ?? 0)
        : rows.reduce((sum, r) => sum + Math.round(r.volume * 100), 0) / 100;
    await answerWaitingQuestion(db, q, value);
  }
}

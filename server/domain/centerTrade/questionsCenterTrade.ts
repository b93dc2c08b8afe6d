// Category-2 questions (集中竞价) on a trainee's paper, asked about their own round result: the
// clearing price of each segment in their province and their enterprise's cleared volume in it.
// They appear (answerCount 0, "waiting") once the trainee declares and get their answer when the
// round is cleared.
import { preparedQuery } from '../../db/preparedQuery';
import { memoRead } from '../../db/readMemo';
import type { Db } from '../db';
import { openBankQuestions } from '../questionsBank';
import {
  addWaitingQuestion,
  answerWaitingQuestion,
  buildsQuestions,
  lastQuestionNum,
} from '../waitingQuestion';
import { courseSegments } from './centerTradeInput';
import type { RoundRow } from '../rounds';

/** The category of centralised-bidding questions. */
export const CENTER_TRADE_CATEGORY = 2;

/** The two facts asked per segment. */
export type CenterTradeQuestionKind = 'price' | 'volume';

/** The stem of a generated question (HTML, as the paper shows it). */
export function questionStem(kind: CenterTradeQuestionKind, roundName: string, segment: string) {
  return kind === 'price'
    ? `<p>本轮（${roundName}）${segment}段的出清价格是多少元/MWh？（保留2位小数，未成交填0）</p>`
    : `<p>你企业在本轮（${roundName}）${segment}段的成交电量是多少MWh？（保留2位小数）</p>`;
}

// Read on every declaration (db/preparedQuery.ts).
const questionsOnPaper = preparedQuery((db: Db, roundId: number, userId: string) =>
  db
    .selectFrom('center_trade_question')
    .select(['kind', 'timeId'])
    .where('roundId', '=', roundId)
    .where('userId', '=', userId),
);

/** The tables missingQuestions reads (course_argument, its own, courseSegments' object_solution). */
const MISSING_QUESTION_TABLES = ['course_argument', 'center_trade_question', 'object_solution'];

/** How many of the round's questions the trainee's paper lacks (0 when the course builds none). */
async function missingQuestions(db: Db, round: RoundRow, userId: string): Promise<number> {
  if (!(await buildsQuestions(db, round.courseId))) return 0;
  const existing = await questionsOnPaper(db, round.id, userId);
  const have = new Set(existing.map((q) => `${q.kind}:${q.timeId}`));
  const kinds = round.isInterProvincial ? ['volume'] : ['price', 'volume'];
  let missing = 0;
  for (const segment of await courseSegments(db, round.courseId)) {
    for (const kind of kinds) if (!have.has(`${kind}:${segment.id}`)) missing += 1;
  }
  return missing;
}

/**
 * Puts the round's questions on the trainee's paper if they are not there yet (answerCount 0 until
 * the round is cleared). Returns how many were added.
 */
export async function ensureRoundQuestions(
  db: Db,
  round: RoundRow,
  userId: string,
  enterpriseId: number,
): Promise<number> {
  if (round.type !== 15) return 0;
  // Most submissions come from trainees whose questions are all there: that answer is kept until a
  // table it read is written (db/readMemo.ts), so such a submission reads nothing here. The tables are
  // listed rather than recorded (memoTracked) so that a miss runs the prepared queries, not builds:
  // each trainee's first declaration adds questions and so makes every other trainee's next one miss.
  const missing = await memoRead(
    db,
    `centerTradeQuestionsMissing:${round.id}:${round.courseId}:${round.isInterProvincial}:${userId}`,
    MISSING_QUESTION_TABLES,
    () => missingQuestions(db, round, userId),
  );
  if (missing === 0) return 0;
  const existing = await questionsOnPaper(db, round.id, userId);
  const have = new Set(existing.map((q) => `${q.kind}:${q.timeId}`));
  let num = await lastQuestionNum(db, round.courseId, userId);
  let added = 0;
  for (const segment of await courseSegments(db, round.courseId)) {
    // Between provinces there is one price per channel, not one the trainee's market shares.
    const kinds = round.isInterProvincial ? (['volume'] as const) : (['price', 'volume'] as const);
    for (const kind of kinds) {
      if (have.has(`${kind}:${segment.id}`)) continue;
      num += 1;
      const question = await addWaitingQuestion(db, {
        courseId: round.courseId,
        userId,
        category: CENTER_TRADE_CATEGORY,
        name: questionStem(kind, round.name, segment.name),
        num,
      });
      await db
        .insertInto('center_trade_question')
        .values({
          courseId: round.courseId,
          roundId: round.id,
          userId,
          enterpriseId,
          kind,
          timeId: segment.id,
          questionId: question.questionId,
          courseQuestionId: question.courseQuestionId,
        })
        .execute();
      added += 1;
    }
  }
  return added;
}

/**
 * After the round is cleared (inside the clearing transaction): every trainee of the course who plays
 * an enterprise gets the round's questions, answered from the stored results, with answerCount 1.
 */
export async function fillRoundQuestions(db: Db, round: RoundRow): Promise<void> {
  await openBankQuestions(db, round.courseId, CENTER_TRADE_CATEGORY);
  const trainees = await db
    .selectFrom('user_course')
    .innerJoin('enterprise', 'enterprise.id', 'user_course.enterpriseId')
    .select(['user_course.userId', 'enterprise.id as enterpriseId'])
    .where('user_course.courseId', '=', round.courseId)
    .where('enterprise.isTrade', '=', 1)
    .execute();
  for (const t of trainees) await ensureRoundQuestions(db, round, t.userId, t.enterpriseId);
  const markets = await db
    .selectFrom('center_trade_market')
    .select(['province', 'timeId', 'clearingPrice'])
    .where('roundId', '=', round.id)
    .where('channelId', 'is', null)
    .execute();
  const rows = await db
    .selectFrom('center_trade_row')
    .select(['enterpriseId', 'timeId', 'clearedVolume'])
    .where('roundId', '=', round.id)
    .execute();
  const questions = await db
    .selectFrom('center_trade_question')
    .selectAll()
    .where('roundId', '=', round.id)
    .execute();
  // A question is about the enterprise it was put on the paper for: the one the trainee declared
  // for first, which for a trainee playing several need not be their primary one.
  const asked = [...new Set(questions.map((q) => q.enterpriseId))];
  const enterprises =
    asked.length === 0
      ? []
      : await db
          .selectFrom('enterprise')
          .select(['id', 'province'])
          .where('id', 'in', asked)
          .execute();
  const provinceOf = new Map(enterprises.map((e) => [e.id, e.province]));
  for (const q of questions) {
    let value: number;
    if (q.kind === 'price') {
      const province = provinceOf.get(q.enterpriseId);
      const market = markets.find((m) => m.province === province && m.timeId === q.timeId);
      value = market?.clearingPrice ?? 0;
    } else {
      value = rows
        .filter((r) => r.enterpriseId === q.enterpriseId && r.timeId === q.timeId)
        .reduce((sum, r) => sum + Math.round(r.clearedVolume * 100), 0);
      value /= 100;
    }
    await answerWaitingQuestion(db, q, value);
  }
}

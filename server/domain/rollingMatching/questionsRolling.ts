// Category-3 questions (滚动撮合) on a trainee's paper, asked about their own trades in a type-3 round:
// their enterprise's traded volume (bought plus sold) and its average trade price. They appear
// (answerCount 0, "waiting") with the trainee's first order and get their answer when the round closes.
import { memoRead } from '../../db/readMemo';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Db } from '../db';
import {
  addWaitingQuestion,
  answerWaitingQuestion,
  buildsQuestions,
  lastQuestionNum,
} from '../waitingQuestion';
import type { RoundRow } from '../rounds';
import { openBankQuestions } from '../questionsBank';

/** The category of rolling-matching questions. */
export const ROLLING_CATEGORY = 3;

/** The two facts asked per round. */
export type RollingQuestionKind = 'volume' | 'price';

/** The stem of a generated question (HTML, as the paper shows it). */
export function rollingQuestionStem(kind: RollingQuestionKind, roundName: string): string {
  return kind === 'volume'
    ? `<p>你企业在本轮（${roundName}）的成交电量合计（买入与卖出之和）是多少MWh？（保留2位小数）</p>`
    : `<p>你企业在本轮（${roundName}）成交的加权平均价格是多少元/MWh？（保留2位小数，未成交填0）</p>`;
}

/** Puts the round's two questions on the trainee's paper if not there yet; returns how many were added. */
export async function ensureRollingQuestions(
  root: Kysely<Database>,
  market: RoundRow,
  userId: string,
  enterpriseId: number,
): Promise<number> {
  // Kept until a question is added (db/readMemo.ts): most orders come from trainees who have them.
  const existing = await memoRead(
    root,
    `rollingQuestions:${market.id}:${userId}`,
    ['rolling_question'],
    () =>
      root
        .selectFrom('rolling_question')
        .select('kind')
        .where('roundId', '=', market.id)
        .where('userId', '=', userId)
        .execute(),
  );
  // Checked first, so an order of a trainee whose questions exist costs one read.
  if (existing.length >= 2 || !(await buildsQuestions(root, market.courseId))) return 0;
  // One transaction: two concurrent first orders of a trainee must not leave a stray question.
  return root.transaction().execute((db) => addQuestions(db, market, userId, enterpriseId));
}

async function addQuestions(
  db: Db,
  market: RoundRow,
  userId: string,
  enterpriseId: number,
): Promise<number> {
  const have = new Set(
    (
      await db
        .selectFrom('rolling_question')
        .select('kind')
        .where('roundId', '=', market.id)
        .where('userId', '=', userId)
        .execute()
    ).map((q) => q.kind),
  );
  let num = await lastQuestionNum(db, market.courseId, userId);
  let added = 0;
  for (const kind of ['volume', 'price'] as const) {
    if (have.has(kind)) continue;
    num += 1;
    const question = await addWaitingQuestion(db, {
      courseId: market.courseId,
      userId,
      category: ROLLING_CATEGORY,
      name: rollingQuestionStem(kind, market.name),
      num,
    });
    await db
      .insertInto('rolling_question')
      .values({
        courseId: market.courseId,
        roundId: market.id,
        userId,
        enterpriseId,
        kind,
        questionId: question.questionId,
        courseQuestionId: question.courseQuestionId,
      })
      .execute();
    added += 1;
  }
  return added;
}

/**
 * Once the round has results: every trainee who ordered in it has the questions, and each gets its
 * answer from the stored trades.
 */
export async function fillRollingQuestions(
  root: Kysely<Database>,
  market: RoundRow,
): Promise<void> {
  await openBankQuestions(root, market.courseId, ROLLING_CATEGORY);
  const traders = await root
    .selectFrom('rolling_order')
    .select(['userId', 'enterpriseId'])
    .distinct()
    .where('roundId', '=', market.id)
    .execute();
  for (const t of traders) {
    try {
      await ensureRollingQuestions(root, market, t.userId, t.enterpriseId);
    } catch {
      // A concurrent order of the same trainee added them first.
    }
  }
  const db: Db = root;
  const [questions, trades] = await Promise.all([
    db.selectFrom('rolling_question').selectAll().where('roundId', '=', market.id).execute(),
    db
      .selectFrom('rolling_trade')
      .select(['buyEnterpriseId', 'sellEnterpriseId', 'volume', 'money'])
      .where('roundId', '=', market.id)
      .execute(),
  ]);
  for (const q of questions) {
    let cents = 0;
    let fen = 0;
    for (const t of trades) {
      const sides =
        (t.buyEnterpriseId === q.enterpriseId ? 1 : 0) +
        (t.sellEnterpriseId === q.enterpriseId ? 1 : 0);
      cents += sides * Math.round(t.volume * 100);
      fen += sides * Math.round(t.money * 100);
    }
    const value = q.kind === 'volume' ? cents / 100 : cents > 0 ? fen / cents : 0;
    await answerWaitingQuestion(db, q, value);
  }
}

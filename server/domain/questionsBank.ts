// The bank's questions on trainees' papers (docs/market-rules.md, Questions): the teacher's 生成试题
// puts them there, each open (answerCount 1) once its stage has happened in the course, and a stage's
// results open the bank's questions of its category on every paper. Generated questions (each
// trainee's own, from their trades) are opened by their market when it fills in their answers.
import type { Db } from './db';
import { questionBank, type QuestionTemplate } from './questionBank';
import { lastQuestionNum } from './waitingQuestion';

/** The question ids a market generated for one trainee (not the bank's). */
function generatedIds(db: Db) {
  return db
    .selectFrom('center_trade_question')
    .select('questionId')
    .union(db.selectFrom('rolling_question').select('questionId'))
    .union(db.selectFrom('spot_question').select('questionId'));
}

/**
 * Opens the bank's questions of a category on every paper of the course (a stage has happened):
 * 2 centralised bidding cleared, 3 rolling matching results, 4 spot pre-clearing, 5 spot formal result.
 */
export async function openBankQuestions(db: Db, courseId: number, category: number): Promise<void> {
  await db
    .updateTable('course_question')
    .set({ answerCount: 1 })
    .where('courseId', '=', courseId)
    .where('answerCount', '=', 0)
    .where('questionId', 'in', (eb) =>
      eb
        .selectFrom('question')
        .select('id')
        .where('category', '=', category)
        .where('id', 'not in', generatedIds(db)),
    )
    .execute();
}

/** Whether the stage a category asks about has happened in the course. */
export async function stageHappened(db: Db, courseId: number, category: number): Promise<boolean> {
  const endedRound = (type: number) =>
    db
      .selectFrom('round')
      .select('id')
      .where('courseId', '=', courseId)
      .where('type', '=', type)
      .where('status', '=', 3)
      .limit(1)
      .executeTakeFirst();
  const spotStage = (stage: string, published: boolean) => {
    let query = db
      .selectFrom('spot_clearing')
      .innerJoin('round', 'round.id', 'spot_clearing.roundId')
      .select('spot_clearing.id')
      .where('round.courseId', '=', courseId)
      .where('spot_clearing.stage', '=', stage)
      .where('spot_clearing.result', 'is not', null);
    if (published) query = query.where('spot_clearing.published', '=', 1);
    return query.limit(1).executeTakeFirst();
  };
  switch (category) {
    case 0:
    case 1:
      return true;
    case 2:
      return (await endedRound(15)) !== undefined;
    case 3:
      return (await endedRound(3)) !== undefined;
    case 4:
      return (await spotStage('pre', false)) !== undefined;
    case 5:
      return (await spotStage('formal', true)) !== undefined;
    default:
      return (
        (await db
          .selectFrom('settlement_month')
          .select('id')
          .where('courseId', '=', courseId)
          .limit(1)
          .executeTakeFirst()) !== undefined
      );
  }
}

/** The bank row of a template: the stored one with the same category, type and text, else a new one. */
async function bankRow(db: Db, t: QuestionTemplate): Promise<number> {
  const stored = await db
    .selectFrom('question')
    .select('id')
    .where('category', '=', t.category)
    .where('type', '=', t.type)
    .where('name', '=', t.name)
    .where('id', 'not in', generatedIds(db))
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (stored) return stored.id;
  const { options = [], ...fields } = t;
  const row = await db
    .insertInto('question')
    .values({
      ...fields,
      option1: options[0] ?? null,
      option2: options[1] ?? null,
      option3: options[2] ?? null,
      option4: options[3] ?? null,
      option5: options[4] ?? null,
      option6: options[5] ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Puts the bank's questions (of one category, or all) on the paper of every trainee enrolled in the
 * course that lacks them (the same text in the same category counts as there), numbered after the
 * paper's last, open when their stage has happened. Returns how many were added; papers already
 * submitted are left as they are.
 */
export async function buildPaperQuestions(
  db: Db,
  courseId: number,
  category: number | undefined,
): Promise<number> {
  const templates = questionBank
    .filter((t) => category === undefined || t.category === category)
    .sort((a, b) => a.category - b.category);
  const open = new Map<number, boolean>();
  for (const c of new Set(templates.map((t) => t.category))) {
    open.set(c, await stageHappened(db, courseId, c));
  }
  const rows = [];
  for (const t of templates) rows.push({ template: t, id: await bankRow(db, t) });
  const trainees = await db
    .selectFrom('user_course')
    .select('userId')
    .where('courseId', '=', courseId)
    .orderBy('id')
    .execute();
  let added = 0;
  for (const { userId } of trainees) {
    const paper = await db
      .selectFrom('course_question')
      .innerJoin('question', 'question.id', 'course_question.questionId')
      .select(['question.category', 'question.name', 'course_question.submitTime'])
      .where('course_question.courseId', '=', courseId)
      .where('course_question.userId', '=', userId)
      .execute();
    if (paper.some((q) => q.submitTime !== null)) continue;
    const have = new Set(paper.map((q) => `${q.category}:${q.name}`));
    const missing = rows.filter(({ template: t }) => !have.has(`${t.category}:${t.name}`));
    if (missing.length === 0) continue;
    let num = await lastQuestionNum(db, courseId, userId);
    await db
      .insertInto('course_question')
      .values(
        missing.map(({ template, id }) => {
          num += 1;
          return {
            courseId,
            userId,
            questionId: id,
            num,
            answerCount: open.get(template.category) ? 1 : 0,
            userAnswer: null,
            submitTime: null,
          };
        }),
      )
      .execute();
    added += missing.length;
  }
  return added;
}

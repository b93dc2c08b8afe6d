// A calculation question generated for one trainee, put on their paper before its stage has results:
// answerCount 0 keeps it "等待生成" until the market fills in its answer (docs/market-rules.md, Questions).
import { roundTo } from '../market/fixedPoint';
import type { Db } from './db';
import { courseArgument } from './courseArgument';

/** What a generated question is about. */
export interface WaitingQuestion {
  courseId: number;
  userId: string;
  /** Question category (2 centralised bidding, 3 rolling matching, 4/5 spot, …). */
  category: number;
  /** Question text. */
  name: string;
  /** Its number on the paper. */
  num: number;
}

/** Adds the question to the bank and to the trainee's paper; returns both ids. */
export async function addWaitingQuestion(
  db: Db,
  question: WaitingQuestion,
): Promise<{ questionId: number; courseQuestionId: number }> {
  const bank = await db
    .insertInto('question')
    .values({
      category: question.category,
      type: 4,
      questionClass: 1,
      score: 5,
      name: question.name,
      option1: null,
      option2: null,
      option3: null,
      option4: null,
      option5: null,
      option6: null,
      answer: '',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const paper = await db
    .insertInto('course_question')
    .values({
      courseId: question.courseId,
      userId: question.userId,
      questionId: bank.id,
      num: question.num,
      answerCount: 0,
      userAnswer: null,
      submitTime: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { questionId: bank.id, courseQuestionId: paper.id };
}

/**
 * Fills in a generated question's answer once its stage has results (rounded to 2 decimals, as a
 * trainee answers) and opens it on the paper (answerCount 1).
 */
export async function answerWaitingQuestion(
  db: Db,
  ids: { questionId: number; courseQuestionId: number },
  value: number,
): Promise<void> {
  await db
    .updateTable('question')
    .set({ answer: String(roundTo(value, 2)) })
    .where('id', '=', ids.questionId)
    .execute();
  await db
    .updateTable('course_question')
    .set({ answerCount: 1 })
    .where('id', '=', ids.courseQuestionId)
    .execute();
}

/** True unless the course turned question generation off (argument IsBuildQuestions '0'). */
export async function buildsQuestions(db: Db, courseId: number): Promise<boolean> {
  return (await courseArgument(db, courseId, 'IsBuildQuestions')) !== '0';
}

/** The highest question number on the trainee's paper (0 when empty): new questions follow it. */
export async function lastQuestionNum(db: Db, courseId: number, userId: string): Promise<number> {
  const last = await db
    .selectFrom('course_question')
    .select((eb) => eb.fn.max('num').as('num'))
    .where('courseId', '=', courseId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(last?.num ?? 0);
}

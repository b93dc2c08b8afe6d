// A calculation question generated for one trainee, put on their paper before its stage has results:
// answerCount 0 keeps it "等待生成" until the market fills in its answer (docs/market-rules.md, Questions).
import type { Db } from './db';

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

// A trainee's paper in a course: their questions (the bank's and the generated ones), saving
// answers, submitting, and the graded result once the teacher publishes grades.
import { HttpError } from '../auth/identity';
import type { Db } from './db';
import { nowIso } from './db';
import { checkAnswerForm, isRightAnswer } from './questionsGrading';

/** One question of a paper as stored, with the bank's text and right answer. */
export interface PaperRow {
  id: number;
  num: number;
  category: number;
  type: number;
  questionClass: number;
  score: number;
  name: string;
  options: (string | null)[];
  answerCount: number;
  userAnswer: string | null;
  submitTime: string | null;
  answer: string;
}

/** The trainee's paper in a course, sorted by category and number. */
export async function paperOf(db: Db, courseId: number, userId: string): Promise<PaperRow[]> {
  const rows = await db
    .selectFrom('course_question')
    .innerJoin('question', 'question.id', 'course_question.questionId')
    .select([
      'course_question.id',
      'course_question.num',
      'course_question.answerCount',
      'course_question.userAnswer',
      'course_question.submitTime',
      'question.category',
      'question.type',
      'question.questionClass',
      'question.score',
      'question.name',
      'question.option1',
      'question.option2',
      'question.option3',
      'question.option4',
      'question.option5',
      'question.option6',
      'question.answer',
    ])
    .where('course_question.courseId', '=', courseId)
    .where('course_question.userId', '=', userId)
    .orderBy('question.category')
    .orderBy('course_question.num')
    .orderBy('course_question.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    num: r.num,
    category: r.category,
    type: r.type,
    questionClass: r.questionClass,
    score: r.score,
    name: r.name,
    options: [r.option1, r.option2, r.option3, r.option4, r.option5, r.option6],
    answerCount: r.answerCount,
    userAnswer: r.userAnswer,
    submitTime: r.submitTime,
    answer: r.answer,
  }));
}

/** Saves the caller's answer to one question of their own, unsubmitted paper. */
export async function saveAnswer(
  db: Db,
  userId: string,
  input: { id: number; answer: string },
): Promise<void> {
  const row = await db
    .selectFrom('course_question')
    .innerJoin('question', 'question.id', 'course_question.questionId')
    .selectAll('course_question')
    .select(['question.type', 'question.option1', 'question.option2', 'question.option3'])
    .select(['question.option4', 'question.option5', 'question.option6'])
    .where('course_question.id', '=', input.id)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, `题目 ${input.id} 不存在`, 'NotFound');
  if (row.userId !== userId) throw new HttpError(403, '只能作答自己的试卷', 'Forbidden');
  if (row.submitTime !== null) throw new HttpError(400, '试卷已提交，不能再修改答案');
  if (row.answerCount === 0) {
    throw new HttpError(400, '题目所属阶段未进行，该题等待生成中，暂不能作答');
  }
  const options = [row.option1, row.option2, row.option3, row.option4, row.option5, row.option6];
  checkAnswerForm(row.type, options, input.answer);
  await db
    .updateTable('course_question')
    .set({ userAnswer: input.answer.trim() })
    .where('id', '=', row.id)
    .execute();
}

/** Submits the caller's paper in a course (400 when there is none or it was submitted already). */
export async function submitPaper(db: Db, courseId: number, userId: string): Promise<void> {
  const paper = await paperOf(db, courseId, userId);
  if (paper.length === 0) throw new HttpError(400, '该课程没有您的试卷');
  if (paper.some((q) => q.submitTime !== null))
    throw new HttpError(400, '试卷已提交，请勿重复交卷');
  await db
    .updateTable('course_question')
    .set({ submitTime: nowIso() })
    .where('courseId', '=', courseId)
    .where('userId', '=', userId)
    .execute();
}

/** One graded question: whether the saved answer is right and the score it earned. */
export interface GradedRow extends PaperRow {
  isRight: boolean;
  gotScore: number;
}

/** Grades a paper; questions still waiting for their stage (answerCount 0) earn nothing. */
export function gradePaper(paper: PaperRow[]): { graded: GradedRow[]; total: number; got: number } {
  const graded = paper.map((q) => {
    const isRight = q.answerCount > 0 && isRightAnswer(q.type, q.answer, q.userAnswer);
    return { ...q, isRight, gotScore: isRight ? q.score : 0 };
  });
  const sum = (values: number[]) => Math.round(values.reduce((s, v) => s + v * 100, 0)) / 100;
  return { graded, total: sum(paper.map((q) => q.score)), got: sum(graded.map((q) => q.gotScore)) };
}

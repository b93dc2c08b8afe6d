// Category-6 questions (结算报告) on a trainee's paper. A settled month is the stage those questions
// wait for: the paper's category-6 questions of the bank open (answerCount 1), and one question about
// the trainee's own month is added with its answer: their enterprise's total (a generator's income of
// all units, a retailer's payment). A settlement run again refreshes that answer.
import { roundTo } from '../../market/fixedPoint';
import type { Db } from '../db';
import { addWaitingQuestion, buildsQuestions, lastQuestionNum } from '../waitingQuestion';
import type { SettledEnterprise } from './settlementInputs';

/** The category of settlement-report questions. */
export const SETTLEMENT_CATEGORY = 6;

/** The stem of the question about a month (HTML, as the paper shows it). */
export function settlementQuestionStem(
  enterprise: Pick<SettledEnterprise, 'isBuyer'>,
  year: number,
  month: number,
): string {
  const what = enterprise.isBuyer ? '应付的合计电费' : '全部机组的合计结算收入';
  return `<p>根据结算报告，你企业${year}年${month}月${what}是多少元？（保留2位小数）</p>`;
}

/** The trainees who play the enterprise in the course (as primary or further enterprise). */
async function playersOf(db: Db, courseId: number, enterpriseId: number): Promise<string[]> {
  const [primary, further] = await Promise.all([
    db
      .selectFrom('user_course')
      .select('userId')
      .where('courseId', '=', courseId)
      .where('enterpriseId', '=', enterpriseId)
      .execute(),
    db
      .selectFrom('user_course_enterprise')
      .innerJoin('user_course', 'user_course.id', 'user_course_enterprise.userCourseId')
      .select('user_course.userId')
      .where('user_course.courseId', '=', courseId)
      .where('user_course_enterprise.enterpriseId', '=', enterpriseId)
      .execute(),
  ]);
  return [...new Set([...primary, ...further].map((r) => r.userId))];
}

/** Puts (or refreshes) the month's question on each player's paper with the enterprise's total. */
export async function answerSettlementQuestions(
  db: Db,
  courseId: number,
  settled: ReadonlyArray<{ enterprise: SettledEnterprise; total: number }>,
  year: number,
  month: number,
): Promise<void> {
  if (!(await buildsQuestions(db, courseId))) return;
  for (const { enterprise, total } of settled) {
    const name = settlementQuestionStem(enterprise, year, month);
    const answer = String(roundTo(total, 2));
    for (const userId of await playersOf(db, courseId, enterprise.id)) {
      const onPaper = await db
        .selectFrom('course_question')
        .innerJoin('question', 'question.id', 'course_question.questionId')
        .select(['question.id as questionId', 'course_question.id as courseQuestionId'])
        .where('course_question.courseId', '=', courseId)
        .where('course_question.userId', '=', userId)
        .where('question.category', '=', SETTLEMENT_CATEGORY)
        .where('question.name', '=', name)
        .executeTakeFirst();
      const question =
        onPaper ??
        (await addWaitingQuestion(db, {
          courseId,
          userId,
          category: SETTLEMENT_CATEGORY,
          name,
          num: (await lastQuestionNum(db, courseId, userId)) + 1,
        }));
      await db
        .updateTable('question')
        .set({ answer })
        .where('id', '=', question.questionId)
        .execute();
      // This question and the bank's settlement questions on the paper: the stage has happened.
      await db
        .updateTable('course_question')
        .set({ answerCount: 1 })
        .where('courseId', '=', courseId)
        .where('userId', '=', userId)
        .where('questionId', 'in', (eb) =>
          eb.selectFrom('question').select('id').where('category', '=', SETTLEMENT_CATEGORY),
        )
        .execute();
    }
  }
}

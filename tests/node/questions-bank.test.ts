import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionBank } from '../../server/domain/questionBank';
import { call, expectAbpError, expectContractOk, openApiWorld, type ApiWorld } from './apiHarness';
import { clearJuneBidding, sellerUnitIds } from './centerTradeSteps';

// The teacher's 生成试题 (buildQuestions) and the stages that open the bank's questions: trainee1's
// paper loses its bank questions, the teacher puts them back, open only where the stage happened;
// clearing a centralised-bidding round then opens the bank's category-2 questions.
let w: ApiWorld;
let trainee1: string;

beforeAll(async () => {
  w = await openApiWorld();
  trainee1 = (
    await w.db
      .selectFrom('users')
      .select('id')
      .where('userName', '=', 'trainee1')
      .executeTakeFirstOrThrow()
  ).id;
}, 120_000);
afterAll(async () => {
  await w.dispose();
});

const build = async (category?: number) =>
  expectContractOk<{ count: number }>(
    'buildQuestions',
    await call(w.app, 'buildQuestions', {
      token: w.tokens.teacher,
      body: { courseId: w.courseId, ...(category === undefined ? {} : { category }) },
    }),
  ).count;

/** trainee1's paper: category, text and whether it is open, in number order. */
const paper = () =>
  w.db
    .selectFrom('course_question')
    .innerJoin('question', 'question.id', 'course_question.questionId')
    .select(['question.category', 'question.name', 'course_question.answerCount', 'num'])
    .where('course_question.courseId', '=', w.courseId)
    .where('course_question.userId', '=', trainee1)
    .orderBy('num')
    .execute();

const dropBank = (category?: number) =>
  w.db
    .deleteFrom('course_question')
    .where('courseId', '=', w.courseId)
    .where('userId', '=', trainee1)
    .where('questionId', 'in', (eb) => {
      const bank = eb.selectFrom('question').select('id');
      return category === undefined ? bank : bank.where('category', '=', category);
    })
    .execute();

describe('生成试题 (buildQuestions)', () => {
  it('puts the whole bank back on a paper that lacks it, open where the stage happened', async () => {
    await dropBank();
    expect(await paper()).toEqual([]);
    expect(await build()).toBe(questionBank.length);
    const rows = await paper();
    expect(rows.map((r) => r.num)).toEqual(rows.map((_, i) => i + 1));
    expect(rows.map((r) => r.category)).toEqual([...rows.map((r) => r.category)].sort());
    const openOf = (c: number) => rows.filter((r) => r.category === c).map((r) => r.answerCount);
    // Basics and assets are always open; no centralised-bidding or rolling round of the demo ended.
    expect(openOf(0).every((n) => n === 1) && openOf(1).every((n) => n === 1)).toBe(true);
    expect(openOf(2).length).toBeGreaterThan(0);
    expect(openOf(2).every((n) => n === 0)).toBe(true);
    expect(openOf(3).every((n) => n === 0)).toBe(true);
  });

  it('adds nothing twice, and a category adds only its own questions', async () => {
    expect(await build()).toBe(0);
    await dropBank(0);
    const basics = questionBank.filter((q) => q.category === 0).length;
    expect(await build(1)).toBe(0);
    expect(await build(0)).toBe(basics);
    expect((await paper()).filter((r) => r.category === 0)).toHaveLength(basics);
  });

  it("opens the bank's centralised-bidding questions when a round of that kind is cleared", async () => {
    const [unitA = 0, unitB = 0] = await sellerUnitIds(w);
    await clearJuneBidding(w, unitA, unitB);
    const bank = new Set(questionBank.filter((q) => q.category === 2).map((q) => q.name));
    const rows = (await paper()).filter((r) => bank.has(r.name));
    expect(rows).toHaveLength(bank.size);
    expect(rows.every((r) => r.answerCount === 1)).toBe(true);
  });

  it('leaves submitted papers alone and is for the teacher only', async () => {
    await w.db
      .updateTable('course_question')
      .set({ submitTime: '2026-03-20T10:00:00Z' })
      .where('courseId', '=', w.courseId)
      .where('userId', '=', trainee1)
      .execute();
    await dropBank(1);
    expect(await build()).toBe(0);
    expectAbpError(
      await call(w.app, 'buildQuestions', {
        token: w.tokens.seller,
        body: { courseId: w.courseId },
      }),
      403,
    );
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectAbpError, expectContractOk, openApiWorld, type ApiWorld } from './apiHarness';

// Category-2 questions of one round on the seller's paper. Hand-computed market: peak sells 380×200,
// buys 450×150 → Q* 150 at (450+380)/2 = 415; valley and flat clear nothing.
let w: ApiWorld;
let roundId: number;
const roundName = '2026年7月省内集中竞价';

interface Question {
  id: number;
  category: number;
  name: string;
  answerCount: number;
  userAnswer?: string | null;
}
interface Graded extends Question {
  rightAnswer?: string | null;
  isRight?: boolean;
  gotScore: number;
}

const paper = async (token: string) =>
  expectContractOk<{ items: Question[] }>(
    'getCourseQuestions',
    await call(w.app, 'getCourseQuestions', { token, params: { courseId: w.courseId } }),
  ).items;
const roundQuestions = (items: Question[]) => items.filter((q) => q.name.includes(roundName));
const save = (token: string, id: number, answer: string) =>
  call(w.app, 'saveAnswer', { token, body: { id, answer } });

beforeAll(async () => {
  w = await openApiWorld();
  const unit = await w.db
    .selectFrom('generator_unit')
    .select('id')
    .where('enterpriseId', '=', w.sellerId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const body = { courseId: w.courseId, name: roundName, type: 15, cycle: 1, year: 2026, month: 7 };
  roundId = expectContractOk<{ id: number }>(
    'createRound',
    await call(w.app, 'createRound', { token: w.tokens.teacher, body }),
  ).id;
  await call(w.app, 'openRound', { token: w.tokens.teacher, params: { id: roundId } });
  const bids = [{ unitId: unit.id, objId: 1, price: 380, volume: 200 }];
  const sold = await call(w.app, 'submitCenterTradeBids', {
    token: w.tokens.seller,
    body: { roundId, enterpriseId: w.sellerId, direction: 1, bids },
  });
  expect(sold.statusCode, sold.body).toBe(200);
  const bought = await call(w.app, 'submitCenterTradeBids', {
    token: w.tokens.buyer,
    body: {
      roundId,
      enterpriseId: w.buyerId,
      direction: 0,
      bids: [{ objId: 1, price: 450, volume: 150 }],
    },
  });
  expect(bought.statusCode, bought.body).toBe(200);
}, 60_000);
afterAll(async () => {
  await w.dispose();
});

describe('category-2 questions from the round result', () => {
  it('puts six waiting questions (answerCount 0) of the round on the paper once the trainee declares', async () => {
    const waiting = roundQuestions(await paper(w.tokens.seller));
    expect(waiting).toHaveLength(6);
    expect(waiting.every((q) => q.category === 2 && q.answerCount === 0)).toBe(true);
    expect(waiting.map((q) => q.name)).toContain(
      `<p>本轮（${roundName}）峰段的出清价格是多少元/MWh？（保留2位小数，未成交填0）</p>`,
    );
  });

  it('puts them back on a declaration after they were removed from the paper (the kept "none missing" is dropped)', async () => {
    const unit = await w.db
      .selectFrom('generator_unit')
      .select('id')
      .where('enterpriseId', '=', w.sellerId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const declare = async () => {
      const bids = [{ unitId: unit.id, objId: 1, price: 380, volume: 200 }];
      const answer = await call(w.app, 'submitCenterTradeBids', {
        token: w.tokens.seller,
        body: { roundId, enterpriseId: w.sellerId, direction: 1, bids },
      });
      expect(answer.statusCode, answer.body).toBe(200);
    };
    const { userId } = await w.db
      .selectFrom('user_course')
      .select('userId')
      .where('enterpriseId', '=', w.sellerId)
      .executeTakeFirstOrThrow();
    // A second declaration finds none missing, an answer the server keeps until its tables change.
    await declare();
    const asked = await w.db
      .selectFrom('center_trade_question')
      .select('courseQuestionId')
      .where('roundId', '=', roundId)
      .where('userId', '=', userId)
      .execute();
    expect(asked).toHaveLength(6);
    await w.db
      .deleteFrom('center_trade_question')
      .where('roundId', '=', roundId)
      .where('userId', '=', userId)
      .execute();
    await w.db
      .deleteFrom('course_question')
      .where(
        'id',
        'in',
        asked.map((q) => q.courseQuestionId),
      )
      .execute();
    expect(roundQuestions(await paper(w.tokens.seller))).toHaveLength(0);
    await declare();
    expect(roundQuestions(await paper(w.tokens.seller))).toHaveLength(6);
  });

  it('refuses an answer to a waiting question with 400 and the Chinese reason', async () => {
    const [first] = roundQuestions(await paper(w.tokens.seller));
    const error = expectAbpError(await save(w.tokens.seller, first?.id ?? 0, '1'), 400);
    expect(error.message).toBe('题目所属阶段未进行，该题等待生成中，暂不能作答');
  });

  it('answers them after the clearing (answerCount 1), also for trainees who did not declare', async () => {
    await call(w.app, 'stopQuotation', { token: w.tokens.teacher, body: { roundId } });
    const cleared = await call(w.app, 'openCenterEngine', {
      token: w.tokens.teacher,
      body: { roundId },
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    const seller = roundQuestions(await paper(w.tokens.seller));
    expect(seller.map((q) => q.answerCount)).toEqual([1, 1, 1, 1, 1, 1]);
    const others = await w.db
      .selectFrom('center_trade_question')
      .select('userId')
      .distinct()
      .where('roundId', '=', roundId)
      .execute();
    // Every trainee of the demo course who plays an enterprise (nine: the generation group's trainee
    // once, for its two plants), not only the two who declared.
    expect(others.length).toBe(9);
  });

  it('stores right answers computed from the stored result: price 415 at peak, 150 MWh sold, 0 elsewhere', async () => {
    const rows = await w.db
      .selectFrom('center_trade_question')
      .innerJoin('question', 'question.id', 'center_trade_question.questionId')
      .select(['center_trade_question.kind', 'center_trade_question.timeId', 'question.answer'])
      .where('center_trade_question.roundId', '=', roundId)
      .where('center_trade_question.enterpriseId', '=', w.sellerId)
      .orderBy('kind')
      .orderBy('timeId')
      .execute();
    expect(rows.map((r) => [r.kind, r.timeId, r.answer])).toEqual([
      ['price', 1, '415'],
      ['price', 2, '0'],
      ['price', 3, '0'],
      ['volume', 1, '150'],
      ['volume', 2, '0'],
      ['volume', 3, '0'],
    ]);
  });

  it("rejects a calculation answer with more than 2 decimals and saving another trainee's question", async () => {
    const [first] = roundQuestions(await paper(w.tokens.seller));
    const id = first?.id ?? 0;
    expect(expectAbpError(await save(w.tokens.seller, id, '415.001'), 400).message).toBe(
      '计算题答案须为数字，最多保留2位小数',
    );
    expectAbpError(await save(w.tokens.buyer, id, '415'), 403);
    expectAbpError(await save('', id, '415'), 401);
  });

  it('grades saved answers once grades are published: right price and volume score, a wrong one does not', async () => {
    const questions = roundQuestions(await paper(w.tokens.seller));
    const find = (text: string) => questions.find((q) => q.name.includes(text))?.id ?? 0;
    const peakPrice = find('峰段的出清价格');
    const peakVolume = find('峰段的成交电量');
    const valleyVolume = find('谷段的成交电量');
    for (const [id, answer] of [
      [peakPrice, '415.00'],
      [peakVolume, '150'],
      [valleyVolume, '12'],
    ] as const) {
      expectContractOk('saveAnswer', await save(w.tokens.seller, id, answer));
    }
    const hidden = await call(w.app, 'getPaperResult', {
      token: w.tokens.seller,
      params: { id: w.courseId },
    });
    expect(expectAbpError(hidden, 400).message).toBe('成绩尚未公布，请稍后查看');
    await w.db
      .updateTable('course')
      .set({ isPublicGrade: 1 })
      .where('id', '=', w.courseId)
      .execute();
    const result = expectContractOk<{ items: Graded[]; score: number }>(
      'getPaperResult',
      await call(w.app, 'getPaperResult', { token: w.tokens.seller, params: { id: w.courseId } }),
    );
    const graded = (id: number) => result.items.find((q) => q.id === id);
    expect(graded(peakPrice)).toMatchObject({ isRight: true, gotScore: 5, rightAnswer: '415' });
    expect(graded(peakVolume)).toMatchObject({ isRight: true, gotScore: 5, rightAnswer: '150' });
    expect(graded(valleyVolume)).toMatchObject({ isRight: false, gotScore: 0, rightAnswer: '0' });
    expect(result.score).toBe(10);
  });

  it('keeps the questions of a round that is not cleared yet waiting (the demo round the seller declares in)', async () => {
    const unit = await w.db
      .selectFrom('generator_unit')
      .select('id')
      .where('enterpriseId', '=', w.sellerId)
      .executeTakeFirstOrThrow();
    const bids = [{ unitId: unit.id, objId: 2, price: 400, volume: 1 }];
    const response = await call(w.app, 'submitCenterTradeBids', {
      token: w.tokens.seller,
      body: { roundId: w.roundId, enterpriseId: w.sellerId, direction: 1, bids },
    });
    expect(response.statusCode, response.body).toBe(200);
    const demoRound = await w.db
      .selectFrom('round')
      .select('name')
      .where('id', '=', w.roundId)
      .executeTakeFirstOrThrow();
    const waiting = (await paper(w.tokens.seller)).filter((q) => q.name.includes(demoRound.name));
    expect(waiting.map((q) => q.answerCount)).toEqual([0, 0, 0, 0, 0, 0]);
  });
});

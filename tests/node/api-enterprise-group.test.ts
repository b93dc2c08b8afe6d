// A trainee who plays several enterprises (the demo's generation group, trainee9: a 山东 and a 江苏
// plant): which enterprises the calls list, which private data they reach, and what stays hidden.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../../server/seed/seedDemo';
import {
  call,
  expectAbpError,
  expectContractOk,
  okItems,
  openApiWorld,
  type ApiWorld,
} from './apiHarness';
import { passwordToken } from './identityTestApp';

interface EnterpriseItem {
  id: number;
  name: string;
  provinceName?: string | null;
  isBuyer: boolean;
  isPrice?: boolean;
  simpleGens?: Array<{ unitId: number; name: string }> | null;
}

let w: ApiWorld;
let group: string;
/** The group's plants: 山东 (primary) and 江苏. */
let shandong: EnterpriseItem;
let jiangsu: EnterpriseItem;

beforeAll(async () => {
  w = await openApiWorld();
  group = await passwordToken(w.app, { userName: 'trainee9', password: demoPassword });
  const mine = await okItems<EnterpriseItem>(w.app, 'getCourseEnterprises', {
    token: group,
    query: { courseId: w.courseId, roundId: w.roundId },
  });
  [shandong, jiangsu] = mine as [EnterpriseItem, EnterpriseItem];
}, 120_000);
afterAll(async () => {
  await w.dispose();
});

const courseRound = () => ({ courseId: w.courseId, roundId: w.roundId });

describe('the enterprises a generation group trainee plays', () => {
  it('lists both plants, 山东 first, with their units, in both calls the enterprise choice may use', async () => {
    for (const op of ['getCourseEnterprises', 'getMyEnterprises'] as const) {
      const items = await okItems<EnterpriseItem>(w.app, op, {
        token: group,
        query: courseRound(),
      });
      expect(
        items.map((e) => ({
          name: e.name,
          provinceName: e.provinceName,
          isBuyer: e.isBuyer,
          units: (e.simpleGens ?? []).map((g) => g.name),
        })),
        op,
      ).toEqual([
        {
          name: '鲁苏发电集团山东分公司',
          provinceName: '山东',
          isBuyer: false,
          units: ['鲁苏集团临沂#1机组'],
        },
        {
          name: '鲁苏发电集团江苏分公司',
          provinceName: '江苏',
          isBuyer: false,
          units: ['鲁苏集团徐州#1机组'],
        },
      ]);
    }
  });

  it('leaves a one-enterprise trainee with theirs alone and the teacher with every enterprise', async () => {
    const seller = await okItems<EnterpriseItem>(w.app, 'getMyEnterprises', {
      token: w.tokens.seller,
      query: courseRound(),
    });
    expect(seller.map((e) => e.id)).toEqual([w.sellerId]);
    const teacher = await okItems<EnterpriseItem>(w.app, 'getMyEnterprises', {
      token: w.tokens.teacher,
      query: courseRound(),
    });
    expect(teacher).toHaveLength(10);
  });
});

describe('private data of the group trainee', () => {
  it('reaches the quotas and bids of both plants, and the primary one when none is named', async () => {
    for (const e of [shandong, jiangsu]) {
      const quotas = await okItems<{ entityId: number }>(w.app, 'getListingQuotas', {
        token: group,
        query: { roundId: w.roundId, enterpriseId: e.id },
      });
      expect(quotas.length, e.name).toBeGreaterThan(0);
      expect(new Set(quotas.map((q) => q.entityId))).toEqual(new Set([e.id]));
      await okItems(w.app, 'getCenterTradeBids', {
        token: group,
        query: { roundId: w.roundId, enterpriseId: e.id },
      });
    }
    const unnamed = await okItems<{ entityId: number }>(w.app, 'getListingQuotas', {
      token: group,
      query: { roundId: w.roundId },
    });
    expect(new Set(unnamed.map((q) => q.entityId))).toEqual(new Set([shandong.id]));
  });

  it('declares for the second plant and sees the declared flag on its own plants only', async () => {
    const unitId = jiangsu.simpleGens?.[0]?.unitId ?? 0;
    expectContractOk(
      'submitCenterTradeBids',
      await call(w.app, 'submitCenterTradeBids', {
        token: group,
        body: {
          roundId: w.roundId,
          enterpriseId: jiangsu.id,
          direction: 1,
          bids: [{ unitId, objId: 1, price: 380, volume: 50 }],
        },
      }),
    );
    const mine = await okItems<EnterpriseItem>(w.app, 'getCourseEnterprises', {
      token: group,
      query: courseRound(),
    });
    expect(mine.map((e) => [e.id, e.isPrice])).toEqual([
      [shandong.id, false],
      [jiangsu.id, true],
    ]);
    // The public seller list hides whether another trainee's enterprise declared.
    const seen = (items: EnterpriseItem[]) => items.find((e) => e.id === jiangsu.id)?.isPrice;
    const sellersQuery = { query: { ...courseRound() } };
    expect(seen(await okItems(w.app, 'getSellers', { token: group, ...sellersQuery }))).toBe(true);
    expect(
      seen(await okItems(w.app, 'getSellers', { token: w.tokens.seller, ...sellersQuery })),
    ).toBe(false);
  });

  it('shows the marginal cost of its own plants only', async () => {
    const units = await okItems<{ enterpriseId: number; marginalCost?: number }>(
      w.app,
      'getGenerators',
      { token: group, query: { courseId: w.courseId } },
    );
    const costed = new Set(
      units.filter((u) => u.marginalCost !== undefined).map((u) => u.enterpriseId),
    );
    expect(costed).toEqual(new Set([shandong.id, jiangsu.id]));
  });

  it('draws the typical day of the chosen plant, the primary one unless another is named', async () => {
    const curve = async (enterpriseId?: number) =>
      (
        await okItems<{ timeId: number; upper: number; volume: number }>(
          w.app,
          'getGeneratorMeanCurve',
          {
            token: group,
            query: {
              courseId: w.courseId,
              ...(enterpriseId === undefined ? {} : { enterpriseId }),
            },
          },
        )
      ).map((p) => [p.upper, p.volume]);
    const primary = await curve();
    const first = await curve(shandong.id);
    const second = await curve(jiangsu.id);
    expect(primary).toHaveLength(96);
    expect(first).toEqual(primary);
    // Each plant has one 300 MW coal unit (the ceiling), dispatched differently in its province.
    expect(Math.max(...second.map(([upper]) => upper ?? 0))).toBe(300);
    expect(second.map(([, volume]) => volume)).not.toEqual(first.map(([, volume]) => volume));
    const other = await okItems<EnterpriseItem>(w.app, 'getSellers', {
      token: w.tokens.teacher,
      query: { courseId: w.courseId },
    });
    const stranger = other.find((e) => e.id !== shandong.id && e.id !== jiangsu.id);
    expectAbpError(
      await call(w.app, 'getGeneratorMeanCurve', {
        token: group,
        query: { courseId: w.courseId, enterpriseId: stranger?.id ?? 0 },
      }),
      403,
    );
  });

  it("answers 403 for another trainee's enterprise, and other trainees 403 for the group's", async () => {
    const bids = (token: string, enterpriseId: number) =>
      call(w.app, 'getCenterTradeBids', { token, query: { roundId: w.roundId, enterpriseId } });
    expect(expectAbpError(await bids(group, w.sellerId), 403).message).toBe('只能查看本企业的数据');
    expectAbpError(
      await call(w.app, 'getListingQuotas', {
        token: group,
        query: { roundId: w.roundId, enterpriseId: w.buyerId },
      }),
      403,
    );
    expectAbpError(
      await call(w.app, 'getGenerators', {
        token: group,
        query: { courseId: w.courseId, enterpriseId: w.sellerId },
      }),
      403,
    );
    for (const e of [shandong, jiangsu]) {
      expect(expectAbpError(await bids(w.tokens.seller, e.id), 403).message).toBe(
        '只能查看本企业的数据',
      );
    }
    // trainee1 keeps reaching their own enterprise, named or not.
    await okItems(w.app, 'getCenterTradeBids', {
      token: w.tokens.seller,
      query: { roundId: w.roundId, enterpriseId: w.sellerId },
    });
    const quotas = await okItems<{ entityId: number }>(w.app, 'getListingQuotas', {
      token: w.tokens.seller,
      query: { roundId: w.roundId },
    });
    expect(new Set(quotas.map((q) => q.entityId))).toEqual(new Set([w.sellerId]));
  });
});

describe('enrolments next to the group', () => {
  it('never gives a new trainee a plant the group plays (all ten enterprises are taken)', async () => {
    const enrolment = expectContractOk<{ enterpriseId?: number | null }>(
      'registerCourse',
      await call(w.app, 'registerCourse', {
        token: w.tokens.outsider,
        params: { courseId: w.courseId },
      }),
    );
    expect(enrolment.enterpriseId ?? null).toBeNull();
  });

  it('restarting as a seller copies both plants into the trainee copy, 山东 still first', async () => {
    const copy = expectContractOk<{ id: number }>(
      'copyOneMoreGame',
      await call(w.app, 'copyOneMoreGame', {
        token: group,
        params: { courseId: w.courseId },
        query: { isBuyer: false },
      }),
    );
    const items = await okItems<EnterpriseItem>(w.app, 'getMyEnterprises', {
      token: group,
      query: { courseId: copy.id },
    });
    expect(items.map((e) => e.name)).toEqual(['鲁苏发电集团山东分公司', '鲁苏发电集团江苏分公司']);
    expect(items.map((e) => e.id)).not.toContain(jiangsu.id);
    const primary = await w.db
      .selectFrom('user_course')
      .select('enterpriseId')
      .where('courseId', '=', copy.id)
      .executeTakeFirstOrThrow();
    expect(primary.enterpriseId).toBe(items[0]?.id);
  });
});

describe('paper questions of the group trainee', () => {
  it('asks about the plant they declared for, priced in its province after the clearing', async () => {
    const retailer = await passwordToken(w.app, { userName: 'trainee7', password: demoPassword });
    const [jinling] = await okItems<EnterpriseItem>(w.app, 'getMyEnterprises', {
      token: retailer,
      query: courseRound(),
    });
    expect(jinling?.provinceName).toBe('江苏');
    expectContractOk(
      'submitCenterTradeBids',
      await call(w.app, 'submitCenterTradeBids', {
        token: retailer,
        body: {
          roundId: w.roundId,
          enterpriseId: jinling?.id,
          direction: 0,
          bids: [{ objId: 1, price: 450, volume: 30 }],
        },
      }),
    );
    const body = { roundId: w.roundId };
    expect((await call(w.app, 'stopQuotation', { token: w.tokens.teacher, body })).statusCode).toBe(
      200,
    );
    const cleared = await call(w.app, 'openCenterEngine', { token: w.tokens.teacher, body });
    expect(cleared.statusCode, cleared.body).toBe(200);
    const trainee9 = await w.db
      .selectFrom('users')
      .select('id')
      .where('userName', '=', 'trainee9')
      .executeTakeFirstOrThrow();
    const questions = await w.db
      .selectFrom('center_trade_question')
      .innerJoin('question', 'question.id', 'center_trade_question.questionId')
      .select(['center_trade_question.enterpriseId', 'kind', 'timeId', 'question.answer'])
      .where('roundId', '=', w.roundId)
      .where('userId', '=', trainee9.id)
      .execute();
    expect(questions.length).toBeGreaterThan(0);
    expect(new Set(questions.map((q) => q.enterpriseId))).toEqual(new Set([jiangsu.id]));
    const peak = await w.db
      .selectFrom('center_trade_market')
      .select('clearingPrice')
      .where('roundId', '=', w.roundId)
      .where('channelId', 'is', null)
      .where('province', '=', 32)
      .where('timeId', '=', 1)
      .executeTakeFirstOrThrow();
    expect(peak.clearingPrice).toBeGreaterThan(0);
    const price = questions.find((q) => q.kind === 'price' && q.timeId === 1);
    expect(Number(price?.answer)).toBe(peak.clearingPrice);
    const volume = questions.find((q) => q.kind === 'volume' && q.timeId === 1);
    expect(Number(volume?.answer)).toBe(30);
  });
});

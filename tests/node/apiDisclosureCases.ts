import type { ApiCase } from './apiCases';
import type { ApiWorld, Call } from './apiHarness';

// Disclosure, typical-day curves, holdings and the round extras: a good call, a malformed one and
// one by a caller of another course, role or enterprise. Values are checked in the api-disclosure-*
// and api-holdings tests; these check the contract, 400, 401 and 403 of every operation.

const byRound = (token: (w: ApiWorld) => string) => (w: ApiWorld) => ({
  token: token(w),
  query: { roundId: w.roundId },
});
const badProvince = (w: ApiWorld) => ({
  token: w.tokens.seller,
  query: { roundId: w.roundId, province: '99' },
  member: 'province',
});
const outsiderRound = (w: ApiWorld) => ({
  token: w.tokens.outsider,
  query: { roundId: w.roundId },
});

/** A case whose only parameter is the course id in the query. */
const courseQuery = (op: ApiCase['op'], member = 'courseId'): ApiCase => ({
  op,
  ok: (w) => ({ token: w.tokens.seller, query: { courseId: w.courseId } }),
  bad: (w) => ({ token: w.tokens.seller, query: { courseId: 'x' }, member }),
  forbidden: (w) => ({ token: w.tokens.otherTeacher, query: { courseId: w.courseId } }),
});

/** A case whose only parameter is an id in the path. */
const pathId = (op: ApiCase['op'], name: string, id: (w: ApiWorld) => number): ApiCase => ({
  op,
  ok: (w) => ({ token: w.tokens.buyer, params: { [name]: id(w) } }),
  bad: (w) => ({ token: w.tokens.buyer, params: { [name]: 'x' }, member: name }),
  forbidden: (w) => ({ token: w.tokens.outsider, params: { [name]: id(w) } }),
});

export const disclosureCases: ApiCase[] = [
  courseQuery('getGeneratorMeanCurve'),
  {
    op: 'getDemandMeanCurve',
    ok: (w) => ({ token: w.tokens.buyer, query: { courseId: w.courseId } }),
    bad: (w) => ({
      token: w.tokens.buyer,
      query: { courseId: w.courseId, demandId: 'x' },
      member: 'demandId',
    }),
    forbidden: (w) => ({ token: w.tokens.outsider, query: { courseId: w.courseId } }),
  },
  ...(
    [
      'getReserve',
      'getGlobalDemand',
      'getGlobalClean',
      'getGeneratorGroups',
      'getDemandGroups',
      'getCleanGeneratorGroups',
    ] as const
  ).map((op): ApiCase => ({
    op,
    ok: byRound((w) => w.tokens.seller),
    bad: badProvince,
    forbidden: outsiderRound,
  })),
  ...(['getDaMidCurveChart', 'getRtMidCurveChart'] as const).map((op): ApiCase => ({
    op,
    ok: (w) => ({
      token: w.tokens.teacher,
      params: { roundId: w.roundId },
      query: { province: '32' },
    }),
    bad: (w) => ({
      token: w.tokens.teacher,
      params: { roundId: w.roundId },
      query: { province: 'abc' },
      member: 'province',
    }),
    forbidden: (w) => ({ token: w.tokens.otherTeacher, params: { roundId: w.roundId } }),
  })),
  pathId('getDisclosureExcelPath', 'roundId', (w) => w.roundId),
  pathId('getProvinceLimits', 'id', (w) => w.roundId),
  pathId('getProvinceCurves', 'courseId', (w) => w.courseId),
  pathId('getNetworkByScene', 'sceneId', (w) => w.sceneId),
  pathId('getBusesBySingleProvince', 'sceneId', (w) => w.sceneId),
  pathId('getCenterLimits', 'courseId', (w) => w.courseId),
  pathId('getDaLimits', 'courseId', (w) => w.courseId),
  pathId('getCustomObjectsByRound', 'roundId', (w) => w.roundId),
  {
    op: 'getCoalLine',
    ok: (w) => ({ token: w.tokens.seller, query: { courseId: w.courseId, roundId: w.roundId } }),
    bad: (w) => ({
      token: w.tokens.seller,
      query: { courseId: w.courseId, bus: '不存在的母线' },
      member: 'bus',
    }),
    forbidden: (w) => ({ token: w.tokens.outsider, query: { courseId: w.courseId } }),
  },
  {
    op: 'getGeneratorInfo',
    ok: (w) => ({ token: w.tokens.buyer, query: { courseId: w.courseId, roundId: w.roundId } }),
    bad: (w) => ({ token: w.tokens.buyer, query: { roundId: w.roundId }, member: 'courseId' }),
    forbidden: (w) => ({ token: w.tokens.outsider, query: { courseId: w.courseId } }),
  },
  courseQuery('getTypeCurveRatio'),
  {
    op: 'getVirtualGenerators',
    ok: (w) => ({ token: w.tokens.seller, query: { course: w.courseId } }),
    bad: (w) => ({ token: w.tokens.seller, query: {}, member: 'course' }),
    forbidden: (w) => ({ token: w.tokens.outsider, query: { course: w.courseId } }),
  },
  {
    op: 'getGeneratorCurveLine',
    ok: (w) => ({ token: w.tokens.seller, query: { sceneId: w.sceneId } }),
    bad: (w) => ({
      token: w.tokens.seller,
      query: { sceneId: w.sceneId, unitIds: '1,a' },
      member: 'unitIds',
    }),
    forbidden: (w) => ({ token: w.tokens.outsider, query: { sceneId: w.sceneId } }),
  },
  {
    op: 'updateRoundCreateTime',
    ok: (w) => ({
      token: w.tokens.teacher,
      params: { id: w.roundId },
      body: { createTime: '2026-03-01T08:00:00.000Z' },
    }),
    bad: (w) => ({
      token: w.tokens.teacher,
      params: { id: w.roundId },
      body: { createTime: '昨天' },
      member: 'createTime',
    }),
    // A trainee of the course may not move its trading clock.
    forbidden: (w) => ({
      token: w.tokens.seller,
      params: { id: w.roundId },
      body: { createTime: '2026-03-01T08:00:00.000Z' },
    }),
  },
  ...ownEnterpriseCases(),
  { op: 'getUserCompetitionList', ok: (w) => ({ token: w.tokens.seller }) },
];

/** The caller's own enterprise's position: another enterprise's is forbidden to a trainee. */
function ownEnterpriseCases(): ApiCase[] {
  const seller = (w: ApiWorld, token = w.tokens.seller): Call => ({
    token,
    query: { courseId: w.courseId, enterpriseId: w.sellerId },
  });
  return [
    {
      op: 'getHoldingsByEnterprise',
      ok: (w) => seller(w),
      bad: (w) => ({
        token: w.tokens.seller,
        query: { courseId: w.courseId },
        member: 'enterpriseId',
      }),
      forbidden: (w) => seller(w, w.tokens.buyer),
    },
    {
      op: 'getLongDealChartData',
      ok: (w) => seller(w),
      bad: (w) => ({
        token: w.tokens.seller,
        query: { courseId: w.courseId, month: 'march' },
        member: 'month',
      }),
      forbidden: (w) => seller(w, w.tokens.buyer),
    },
    {
      op: 'getVolumeLimits',
      ok: (w) => ({
        token: w.tokens.seller,
        query: { roundId: w.roundId, enterpriseId: w.sellerId },
      }),
      bad: (w) => ({
        token: w.tokens.seller,
        query: { roundId: w.roundId, provinceId: '99' },
        member: 'provinceId',
      }),
      forbidden: (w) => ({
        token: w.tokens.buyer,
        query: { roundId: w.roundId, enterpriseId: w.sellerId },
      }),
    },
    {
      op: 'getSettlementMonths',
      ok: (w) => ({
        token: w.tokens.seller,
        params: { courseId: w.courseId },
        query: { enterpriseId: w.sellerId },
      }),
      bad: (w) => ({ token: w.tokens.seller, params: { courseId: 'x' }, member: 'courseId' }),
      forbidden: (w) => ({
        token: w.tokens.buyer,
        params: { courseId: w.courseId },
        query: { enterpriseId: w.sellerId },
      }),
    },
  ];
}

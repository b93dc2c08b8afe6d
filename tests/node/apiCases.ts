import type { OperationId } from '../../server/http/contract';
import type { ApiWorld, Call } from './apiHarness';

/** How one operation is exercised: a good call, a malformed one, and one by the wrong party. */
export interface ApiCase {
  op: OperationId;
  ok: (w: ApiWorld) => Call;
  /** A call with bad input and the field its validationErrors must name. */
  bad?: (w: ApiWorld) => Call & { member: string };
  /** A call by a caller of the wrong role, course or enterprise (expects 403). */
  forbidden?: (w: ApiWorld) => Call;
}

/** Read operations of the shell, course pages and trade pages. */
export const readCases: ApiCase[] = [
  {
    op: 'getCourseList',
    ok: (w) => ({ token: w.tokens.seller, query: { skipCount: 0, maxResultCount: 10 } }),
    bad: (w) => ({
      token: w.tokens.seller,
      query: { maxResultCount: 0 },
      member: 'maxResultCount',
    }),
  },
  {
    op: 'getCourse',
    ok: (w) => ({ token: w.tokens.seller, params: { id: w.courseId } }),
    bad: (w) => ({ token: w.tokens.seller, params: { id: 'abc' }, member: 'id' }),
    forbidden: (w) => ({ token: w.tokens.outsider, params: { id: w.courseId } }),
  },
  {
    op: 'getCourseArguments',
    ok: (w) => ({ token: w.tokens.buyer, params: { id: w.courseId } }),
    bad: (w) => ({ token: w.tokens.buyer, params: { id: '1.5' }, member: 'id' }),
    forbidden: (w) => ({ token: w.tokens.otherTeacher, params: { id: w.courseId } }),
  },
  {
    op: 'getCourseObjectSolutions',
    ok: (w) => ({ token: w.tokens.teacher, params: { id: w.courseId } }),
    bad: (w) => ({ token: w.tokens.teacher, params: { id: 'x' }, member: 'id' }),
    forbidden: (w) => ({ token: w.tokens.outsider, params: { id: w.courseId } }),
  },
  {
    op: 'getProvincesByScene',
    ok: (w) => ({ token: w.tokens.seller, params: { sceneId: w.sceneId } }),
    bad: (w) => ({ token: w.tokens.seller, params: { sceneId: 'x' }, member: 'sceneId' }),
    forbidden: (w) => ({ token: w.tokens.outsider, params: { sceneId: w.sceneId } }),
  },
  {
    op: 'getProvinceChannelList',
    ok: (w) => ({ token: w.tokens.seller, query: { sceneId: w.sceneId, maxResultCount: 1000 } }),
    bad: (w) => ({ token: w.tokens.seller, query: { sceneId: 'x' }, member: 'sceneId' }),
    forbidden: (w) => ({ token: w.tokens.otherTeacher, query: { sceneId: w.sceneId } }),
  },
  {
    op: 'getUserCoursesByUser',
    ok: (w) => ({
      token: w.tokens.seller,
      params: { userId: '00000000-0000-4000-8000-000000000000' },
    }),
    bad: (w) => ({ token: w.tokens.seller, params: { userId: 'not-a-uuid' }, member: 'userId' }),
  },
  { op: 'getCurrentUserCourse', ok: (w) => ({ token: w.tokens.buyer }) },
  {
    op: 'getRound',
    ok: (w) => ({ token: w.tokens.seller, params: { id: w.roundId } }),
    bad: (w) => ({ token: w.tokens.seller, params: { id: 'x' }, member: 'id' }),
    forbidden: (w) => ({ token: w.tokens.outsider, params: { id: w.roundId } }),
  },
  {
    op: 'getRoundsByCourse',
    ok: (w) => ({ token: w.tokens.seller, params: { id: w.courseId } }),
    bad: (w) => ({ token: w.tokens.seller, params: { id: 'x' }, member: 'id' }),
    forbidden: (w) => ({ token: w.tokens.outsider, params: { id: w.courseId } }),
  },
  {
    op: 'getRoundsByCourseHide',
    ok: (w) => ({ token: w.tokens.teacher, params: { id: w.courseId } }),
    bad: (w) => ({ token: w.tokens.teacher, params: { id: 'x' }, member: 'id' }),
    forbidden: (w) => ({ token: w.tokens.otherTeacher, params: { id: w.courseId } }),
  },
  {
    op: 'getSubRoundList',
    ok: (w) => ({ token: w.tokens.seller, params: { id: w.roundId } }),
    bad: (w) => ({ token: w.tokens.seller, params: { id: 'x' }, member: 'id' }),
    forbidden: (w) => ({ token: w.tokens.outsider, params: { id: w.roundId } }),
  },
  {
    op: 'getRoundList',
    ok: (w) => ({ token: w.tokens.seller, query: { courseId: w.courseId, type: 15 } }),
    bad: (w) => ({
      token: w.tokens.seller,
      query: { courseId: w.courseId, type: 7 },
      member: 'type',
    }),
    forbidden: (w) => ({ token: w.tokens.outsider, query: { courseId: w.courseId } }),
  },
  {
    op: 'getCustomObject',
    ok: (w) => ({ token: w.tokens.seller, params: { id: w.roundId } }),
    bad: (w) => ({ token: w.tokens.seller, params: { id: 'x' }, member: 'id' }),
    forbidden: (w) => ({ token: w.tokens.outsider, params: { id: w.roundId } }),
  },
  {
    op: 'getCourseByRound',
    ok: (w) => ({ token: w.tokens.buyer, params: { roundId: w.roundId } }),
    bad: (w) => ({ token: w.tokens.buyer, params: { roundId: 'x' }, member: 'roundId' }),
    forbidden: (w) => ({ token: w.tokens.outsider, params: { roundId: w.roundId } }),
  },
  { op: 'getMyCourseList', ok: (w) => ({ token: w.tokens.teacher }) },
  {
    op: 'getEnterprisesByCourse',
    ok: (w) => ({ token: w.tokens.seller, params: { id: w.courseId } }),
    bad: (w) => ({ token: w.tokens.seller, params: { id: 'x' }, member: 'id' }),
    forbidden: (w) => ({ token: w.tokens.outsider, params: { id: w.courseId } }),
  },
  ...(['getMyEnterprises', 'getBuyers', 'getSellers', 'getCourseEnterprises'] as const).map(
    (op): ApiCase => ({
      op,
      ok: (w) => ({ token: w.tokens.seller, query: { courseId: w.courseId, roundId: w.roundId } }),
      bad: (w) => ({ token: w.tokens.seller, query: { roundId: w.roundId }, member: 'courseId' }),
      forbidden: (w) => ({ token: w.tokens.outsider, query: { courseId: w.courseId } }),
    }),
  ),
  {
    op: 'getEnterprisesByRound',
    ok: (w) => ({
      token: w.tokens.buyer,
      query: { courseId: w.courseId, roundId: w.roundId, isBuyer: false },
    }),
    bad: (w) => ({
      token: w.tokens.buyer,
      query: { courseId: w.courseId, roundId: w.roundId, isBuyer: 'maybe' },
      member: 'isBuyer',
    }),
    forbidden: (w) => ({
      token: w.tokens.outsider,
      query: { courseId: w.courseId, roundId: w.roundId },
    }),
  },
  {
    op: 'getGenerators',
    ok: (w) => ({
      token: w.tokens.seller,
      query: { courseId: w.courseId, enterpriseId: w.sellerId },
    }),
    bad: (w) => ({ token: w.tokens.seller, query: { courseId: 'x' }, member: 'courseId' }),
    // Another enterprise's units with their costs are private.
    forbidden: (w) => ({
      token: w.tokens.buyer,
      query: { courseId: w.courseId, enterpriseId: w.sellerId },
    }),
  },
  {
    op: 'getDemands',
    ok: (w) => ({
      token: w.tokens.buyer,
      query: { courseId: w.courseId, enterpriseId: w.buyerId },
    }),
    bad: (w) => ({
      token: w.tokens.buyer,
      query: { courseId: w.courseId, enterpriseId: 'x' },
      member: 'enterpriseId',
    }),
    forbidden: (w) => ({
      token: w.tokens.seller,
      query: { courseId: w.courseId, enterpriseId: w.buyerId },
    }),
  },
  {
    op: 'getEnterpriseDetails',
    ok: (w) => ({ token: w.tokens.seller, params: { courseId: w.courseId } }),
    bad: (w) => ({ token: w.tokens.seller, params: { courseId: 'x' }, member: 'courseId' }),
    forbidden: (w) => ({ token: w.tokens.outsider, params: { courseId: w.courseId } }),
  },
  ...(['getListingQuotas', 'getListingQuota'] as const).map((op): ApiCase => ({
    op,
    ok: (w) => ({
      token: w.tokens.seller,
      query: { roundId: w.roundId, enterpriseId: w.sellerId },
    }),
    bad: (w) => ({
      token: w.tokens.seller,
      query: { enterpriseId: w.sellerId },
      member: 'roundId',
    }),
    forbidden: (w) => ({
      token: w.tokens.buyer,
      query: { roundId: w.roundId, enterpriseId: w.sellerId },
    }),
  })),
  {
    op: 'getCourseAnnouncementList',
    ok: (w) => ({ token: w.tokens.buyer, query: { courseId: w.courseId, month: 3 } }),
    bad: (w) => ({ token: w.tokens.buyer, query: { month: 3 }, member: 'courseId' }),
    forbidden: (w) => ({ token: w.tokens.outsider, query: { courseId: w.courseId } }),
  },
  {
    op: 'getProvincePrediction',
    ok: (w) => ({ token: w.tokens.buyer, params: { roundId: w.roundId }, query: { month: 3 } }),
    bad: (w) => ({
      token: w.tokens.buyer,
      params: { roundId: w.roundId },
      query: { month: 'x' },
      member: 'month',
    }),
    forbidden: (w) => ({ token: w.tokens.outsider, params: { roundId: w.roundId } }),
  },
  {
    op: 'getCenterTradeBids',
    ok: (w) => ({
      token: w.tokens.seller,
      query: { roundId: w.roundId, enterpriseId: w.sellerId },
    }),
    bad: (w) => ({ token: w.tokens.seller, query: { roundId: w.roundId }, member: 'enterpriseId' }),
    forbidden: (w) => ({
      token: w.tokens.buyer,
      query: { roundId: w.roundId, enterpriseId: w.sellerId },
    }),
  },
];

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCourseFromScene } from '../../server/domain/courseFactory';
import { insertNotice } from '../../server/domain/notices';
import { seedDemoRounds } from '../../server/seed/demoCourse';
import type { OperationId } from '../../server/http/contract';
import { call, expectAbpError, okItems, openApiWorld, type ApiWorld } from './apiHarness';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let w: ApiWorld;
let foreignRoundId: number;
beforeAll(async () => {
  w = await openApiWorld();
  const teacher2 = await w.db
    .selectFrom('users')
    .select('id')
    .where('userName', '=', 'teacher2')
    .executeTakeFirstOrThrow();
  const otherCourse = await createCourseFromScene(w.db, {
    name: '另一门课程',
    courseType: 1,
    sceneId: w.sceneId,
    teacherId: teacher2.id,
    startDate: '2025-01-01',
    endDate: '2025-12-31',
  });
  foreignRoundId = await seedDemoRounds(w.db, otherCourse);
});
afterAll(() => w.dispose());

const listOps: OperationId[] = [
  'getCourseAnnouncementList',
  'getMyEnterprises',
  'getBuyers',
  'getSellers',
  'getCourseEnterprises',
];

describe('list operations refuse a round the caller may not see', () => {
  for (const op of listOps) {
    it(`${op}: hidden round 404, nonexistent round 404, visible round 200 for a trainee`, async () => {
      const ask = (roundId: number) =>
        call(w.app, op, { token: w.tokens.seller, query: { courseId: w.courseId, roundId } });
      expectAbpError(await ask(w.hiddenRoundId), 404);
      expectAbpError(await ask(987_654), 404);
      expect((await ask(w.roundId)).statusCode).toBe(200);
      // The teacher sees the hidden round.
      const teacher = await call(w.app, op, {
        token: w.tokens.teacher,
        query: { courseId: w.courseId, roundId: w.hiddenRoundId },
      });
      expect(teacher.statusCode).toBe(200);
    });
  }

  it('a round of another course answers 403 (not enrolled there) to a trainee', async () => {
    expect(foreignRoundId).toBeGreaterThan(0);
    for (const op of listOps) {
      const response = await call(w.app, op, {
        token: w.tokens.seller,
        query: { courseId: w.courseId, roundId: foreignRoundId },
      });
      expect([403, 404], `${op} ${response.body}`).toContain(response.statusCode);
    }
  });
});

describe('notices of a hidden round', () => {
  it('are listed for the teacher only, even when released', async () => {
    const notice = await insertNotice(w.db, {
      courseId: w.courseId,
      roundId: w.hiddenRoundId,
      month: 1,
      announcementContent: '隐藏轮次的公告',
      messages: [],
    });
    const list = (token: string) =>
      okItems<{ id: number }>(w.app, 'getCourseAnnouncementList', {
        token,
        query: { courseId: w.courseId },
      });
    expect((await list(w.tokens.seller)).map((n) => n.id)).not.toContain(notice.id);
    expect((await list(w.tokens.teacher)).map((n) => n.id)).toContain(notice.id);
  });
});

describe('typical-day curves keep to the enterprise asked for', () => {
  it("refuses another enterprise's unit or load when an enterprise is named", async () => {
    const foreignUnit = await w.db
      .selectFrom('generator_unit')
      .select('id')
      .where('enterpriseId', '!=', w.sellerId)
      .executeTakeFirstOrThrow();
    const unitCall = await call(w.app, 'getGeneratorMeanCurve', {
      token: w.tokens.seller,
      query: { courseId: w.courseId, enterpriseId: w.sellerId, unitId: foreignUnit.id },
    });
    expect(unitCall.statusCode).toBe(400);
    const foreignDemand = await w.db
      .selectFrom('demand')
      .select('id')
      .where('enterpriseId', '!=', w.buyerId)
      .executeTakeFirstOrThrow();
    const demandCall = await call(w.app, 'getDemandMeanCurve', {
      token: w.tokens.buyer,
      query: { courseId: w.courseId, enterpriseId: w.buyerId, demandId: foreignDemand.id },
    });
    expect(demandCall.statusCode).toBe(400);
    // Naming an enterprise that is not the trainee's own is refused whatever the id.
    const other = await call(w.app, 'getDemandMeanCurve', {
      token: w.tokens.seller,
      query: { courseId: w.courseId, enterpriseId: w.buyerId, demandId: foreignDemand.id },
    });
    expect(other.statusCode).toBe(403);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../server/seed/seedDemo';
import { courseObjectSolutions } from '../../server/domain/objectSolution';
import { openTarget, storageDialects, type StorageTarget } from './storageTargets';

describe.each(storageDialects)('demo seed on %s', (dialect) => {
  // One seeded database per dialect: seeding hashes nine passwords, which is slow on a busy machine.
  let target: StorageTarget;
  let firstSeed: boolean;
  beforeAll(async () => {
    target = await openTarget(dialect);
    firstSeed = await seedDemo(target.db);
  }, 120_000);
  afterAll(async () => {
    await target.dispose();
  });

  it('writes the demo course once and does nothing on the second start', async () => {
    const { db } = target;
    expect(firstSeed).toBe(true);
    const counts = async () =>
      Promise.all(
        (['course', 'enterprise', 'round', 'users', 'question', 'curve_point'] as const).map(
          async (t) =>
            (
              await db
                .selectFrom(t)
                .select((eb) => eb.fn.countAll<number>().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
        ),
      );
    const before = await counts();
    expect(await seedDemo(db)).toBe(false);
    expect(await counts()).toEqual(before);
  });

  it('covers every energy type, round type and cycle, question category and type', async () => {
    const { db } = target;
    const units = await db.selectFrom('generator_unit').select('energyType').distinct().execute();
    expect(units.map((u) => u.energyType).sort()).toEqual([1, 2, 3, 4, 5]);
    const rounds = await db.selectFrom('round').select(['type', 'cycle']).execute();
    expect(new Set(rounds.map((r) => r.type))).toEqual(new Set([1, 3, 11, 15]));
    expect(new Set(rounds.map((r) => r.cycle))).toEqual(new Set([1, 2, 3]));
    const questions = await db.selectFrom('question').select(['category', 'type']).execute();
    expect(new Set(questions.map((q) => q.category))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6]));
    expect(new Set(questions.map((q) => q.type))).toEqual(new Set([1, 2, 3, 4]));
    const slots = await db
      .selectFrom('curve_point')
      .select(['kind', 'province', 'timeId'])
      .where('entityId', 'is', null)
      .execute();
    for (const kind of ['load', 'renewable']) {
      for (const province of [32, 37]) {
        const ids = slots.filter((s) => s.kind === kind && s.province === province);
        expect(ids.map((s) => s.timeId).sort((a, b) => a - b)).toEqual(
          Array.from({ length: 96 }, (_, i) => i),
        );
      }
    }
  });

  it('enrols six or more trainees as buyers and sellers in both provinces, each with an enterprise', async () => {
    const { db } = target;
    const enrolled = await db
      .selectFrom('user_course')
      .innerJoin('enterprise', 'enterprise.id', 'user_course.enterpriseId')
      .select(['enterprise.province', 'enterprise.isBuyer', 'user_course.courseId'])
      .execute();
    expect(enrolled.length).toBeGreaterThanOrEqual(6);
    const kinds = new Set(enrolled.map((e) => `${e.province}:${e.isBuyer}`));
    expect(kinds).toEqual(new Set(['37:0', '37:1', '32:0', '32:1']));
    const courseId = enrolled[0]?.courseId ?? 0;
    expect(await courseObjectSolutions(db, courseId)).toEqual([
      { id: 1, name: '峰', day: [10, 11, 12, 14, 15, 16, 17, 18, 19] },
      { id: 2, name: '平', day: [9, 13, 20, 21, 22, 23] },
      { id: 3, name: '谷', day: [0, 1, 2, 3, 4, 5, 6, 7, 8] },
    ]);
    const teacher = await db
      .selectFrom('users')
      .select(['userName', 'adminCourseId'])
      .where('userName', '=', 'teacher')
      .executeTakeFirstOrThrow();
    expect(teacher.adminCourseId).toBe(courseId);
  });
  it('opens the bilateral round with a contract, a waiting and a refused proposal, quotas in step', async () => {
    const { db } = target;
    const round = await db
      .selectFrom('round')
      .select(['id', 'status'])
      .where('type', '=', 1)
      .executeTakeFirstOrThrow();
    expect(round.status).toBe(0);
    const proposals = await db
      .selectFrom('bilateral_proposal')
      .innerJoin('enterprise', 'enterprise.id', 'bilateral_proposal.toEnterpriseId')
      .select(['bilateral_proposal.id', 'status', 'fromEnterpriseId', 'enterprise.name as to'])
      .where('roundId', '=', round.id)
      .orderBy('bilateral_proposal.id')
      .execute();
    expect(proposals.map((p) => [p.status, p.to])).toEqual([
      [1, '泉城售电有限公司'],
      [0, '华鲁发电有限公司'],
      [2, '鲁能新能源有限公司'],
    ]);
    // The contract is in both parties' results and used quotas; the waiting one reserves its sender's.
    const contract = await db
      .selectFrom('clearing_result')
      .select(['direction', 'volume'])
      .where('roundId', '=', round.id)
      .execute();
    expect(contract.map((r) => [r.direction, r.volume]).sort()).toEqual([
      [0, 60],
      [0, 80],
      [1, 60],
      [1, 80],
    ]);
    const waiting = proposals[1];
    const reserved = await db
      .selectFrom('quota')
      .select(['timeId', 'freezed'])
      .where('roundId', '=', round.id)
      .where('entityId', '=', waiting?.fromEnterpriseId ?? -1)
      .where('freezed', '>', 0)
      .orderBy('timeId')
      .execute();
    expect(reserved).toEqual([
      { timeId: 1, freezed: 120 },
      { timeId: 2, freezed: 100 },
    ]);
  });

  it("ends the inter-provincial spot day by a real clearing: the trainees' offers, three stages, published", async () => {
    const { db } = target;
    const round = await db
      .selectFrom('round')
      .select(['id', 'status'])
      .where('name', '=', '2026年3月14日省间现货')
      .executeTakeFirstOrThrow();
    expect(round.status).toBe(3);
    const exportOffers = await db
      .selectFrom('spot_inter_offer')
      .innerJoin('users', 'users.id', 'spot_inter_offer.userId')
      .select(['province', 'users.userName'])
      .where('roundId', '=', round.id)
      .execute();
    // 华鲁发电 (trainee1) offers both units, the group (trainee9) its 山东 plant.
    expect(exportOffers.map((o) => `${o.province} ${o.userName}`).sort()).toEqual([
      '37 trainee1',
      '37 trainee1',
      '37 trainee9',
    ]);
    const stages = await db
      .selectFrom('spot_clearing')
      .select(['stage', 'state', 'published'])
      .where('roundId', '=', round.id)
      .orderBy('stage')
      .execute();
    expect(stages).toEqual([
      { stage: 'formal', state: 1, published: 1 },
      { stage: 'interProvincial', state: 1, published: 0 },
      { stage: 'pre', state: 1, published: 0 },
    ]);
    // Publication wrote the day into holdings: sellers and buyers, the exports marked apart.
    const kinds = await db
      .selectFrom('clearing_result')
      .select(['direction', 'interProvincial'])
      .distinct()
      .where('roundId', '=', round.id)
      .execute();
    expect(kinds.map((k) => `${k.direction}:${k.interProvincial}`).sort()).toEqual([
      '0:0',
      '1:0',
      '1:1',
    ]);
  });
});

// Only units of sending provinces offer into the inter-provincial session (docs/market-rules.md,
// "Inter-provincial spot"): the demo's 江苏 is the receiving end, so the group trainee's 江苏 plant is
// refused with a Chinese 400 there, while it offers provincially and its 山东 plant offers in the session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../../server/seed/seedDemo';
import { call, expectAbpError, expectContractOk, openApiWorld, type ApiWorld } from './apiHarness';
import { passwordToken } from './identityTestApp';
import { openSpotRound } from './spotSteps';

let w: ApiWorld;
let group: string;
let roundId: number;

/** The first unit of the group's plant in `province` (37 山东, 32 江苏), with its capacity. */
async function groupUnit(province: number): Promise<{ id: number; capacityMw: number }> {
  return w.db
    .selectFrom('generator_unit')
    .innerJoin('enterprise', 'enterprise.id', 'generator_unit.enterpriseId')
    .select(['generator_unit.id', 'generator_unit.capacityMw'])
    .where('enterprise.courseId', '=', w.courseId)
    .where('enterprise.name', 'like', '鲁苏发电集团%')
    .where('enterprise.province', '=', province)
    .orderBy('generator_unit.id')
    .executeTakeFirstOrThrow();
}

beforeAll(async () => {
  w = await openApiWorld();
  group = await passwordToken(w.app, { userName: 'trainee9', password: demoPassword });
  roundId = await openSpotRound(w, 3);
}, 60_000);
afterAll(async () => {
  await w.dispose();
});

const offer = (unit: { id: number; capacityMw: number }, province: string | null) =>
  call(w.app, 'submitDayAheadOffer', {
    token: group,
    body: { roundId, unitId: unit.id, province, steps: [{ volume: unit.capacityMw, price: 300 }] },
  });

describe('inter-provincial offers of a receiving province', () => {
  it('refuses a 江苏 unit in the session and stores nothing', async () => {
    const unit = await groupUnit(32);
    const refused = expectAbpError(await offer(unit, '32'), 400);
    expect(refused.message).toContain('本企业所在省（江苏）为受端，不参与省间现货报价');
    const stored = await w.db
      .selectFrom('spot_inter_offer')
      .select('id')
      .where('roundId', '=', roundId)
      .where('unitId', '=', unit.id)
      .execute();
    expect(stored).toEqual([]);
  });

  it('takes the same unit provincially, and a 山东 unit in the session', async () => {
    expectContractOk('submitDayAheadOffer', await offer(await groupUnit(32), null));
    expectContractOk('submitDayAheadOffer', await offer(await groupUnit(37), '37'));
  });
});

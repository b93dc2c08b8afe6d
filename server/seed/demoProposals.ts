import { writeContract } from '../domain/bilateral/bilateralContracts';
import { moveQuota } from '../domain/bilateral/bilateralQuota';
import type { StoredProposal } from '../domain/bilateral/bilateralProposals';
import { nowIso, type Db } from '../domain/db';
import type { RoundRow } from '../domain/rounds';

// March's bilateral negotiation (双边协商) in the demo: a contract already agreed between two
// enterprises, a proposal waiting for 华鲁发电's answer (trainee1) and one that was turned down, so
// every state shows on the screens. Written as the API would leave them (quotas included).

interface DemoProposal {
  from: string;
  to: string;
  /** The generator's unit, when the generator proposes. */
  unit?: string;
  status: 0 | 1 | 2;
  reason?: string;
  items: Array<{ objId: number; volume: number; price: number }>;
}

const demoProposals: DemoProposal[] = [
  {
    from: '鲁能新能源有限公司',
    to: '泉城售电有限公司',
    unit: '鲁北风电场',
    status: 1,
    items: [
      { objId: 1, volume: 80, price: 405 },
      { objId: 3, volume: 60, price: 310 },
    ],
  },
  {
    from: '泉城售电有限公司',
    to: '华鲁发电有限公司',
    status: 0,
    items: [
      { objId: 1, volume: 120, price: 398 },
      { objId: 2, volume: 100, price: 380 },
    ],
  },
  {
    from: '齐鲁售电有限公司',
    to: '鲁能新能源有限公司',
    status: 2,
    reason: '报价低于本企业预期',
    items: [{ objId: 2, volume: 50, price: 350 }],
  },
];

/** Writes the demo proposals into the course's March bilateral round. */
export async function seedDemoProposals(db: Db, round: RoundRow): Promise<void> {
  const enterprises = await db
    .selectFrom('enterprise')
    .select(['id', 'name', 'isBuyer'])
    .where('courseId', '=', round.courseId)
    .execute();
  const units = await db
    .selectFrom('generator_unit')
    .select(['id', 'name'])
    .where(
      'enterpriseId',
      'in',
      enterprises.map((e) => e.id),
    )
    .execute();
  const idOf = (name: string) => enterprises.find((e) => e.name === name);
  for (const plan of demoProposals) {
    const from = idOf(plan.from);
    const to = idOf(plan.to);
    if (!from || !to) throw new Error(`示例意向的企业不存在：${plan.from} → ${plan.to}`);
    const now = nowIso();
    const unitId = units.find((u) => u.name === plan.unit)?.id ?? null;
    const row = await db
      .insertInto('bilateral_proposal')
      .values({
        roundId: round.id,
        fromEnterpriseId: from.id,
        toEnterpriseId: to.id,
        unitId,
        direction: from.isBuyer === 1 ? 0 : 1,
        month: round.month,
        status: plan.status,
        reason: plan.reason ?? null,
        userId: 'seed',
        answeredBy: plan.status === 0 ? null : 'seed',
        creationTime: now,
        answerTime: plan.status === 0 ? null : now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('bilateral_item')
      .values(plan.items.map((i) => ({ proposalId: row.id, ...i })))
      .execute();
    if (plan.status === 0) await moveQuota(db, round, from.id, plan.items, 'freezed', 1);
    if (plan.status === 1) {
      await moveQuota(db, round, from.id, plan.items, 'used', 1);
      await moveQuota(db, round, to.id, plan.items, 'used', 1);
      const stored: StoredProposal = {
        id: row.id,
        roundId: round.id,
        fromEnterpriseId: from.id,
        toEnterpriseId: to.id,
        unitId,
        direction: from.isBuyer === 1 ? 0 : 1,
        month: round.month,
        status: 1,
        reason: null,
        creationTime: now,
        answerTime: now,
        items: plan.items,
      };
      await writeContract(db, round, stored);
    }
  }
}

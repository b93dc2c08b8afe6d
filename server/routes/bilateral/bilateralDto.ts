// Contract shapes of bilateral negotiation, and the change pushes that follow each step.
import { proposalTotals } from '../../market/bilateral/negotiation';
import type { StoredProposal } from '../../domain/bilateral/bilateralProposals';
import type { Db } from '../../domain/db';
import type { OperationId } from '../../http/contract';
import { publishDataChanged } from '../../realtime/publisher';
import { overviewChanged } from '../../realtime/overviewPush';
import { enumValue, type Schemas } from '../dto/types';

const segmentIds = [1, 2, 3] as const;

/** Names of the enterprises and units the proposals mention, read once for a list. */
export async function namesFor(
  db: Db,
  proposals: readonly StoredProposal[],
): Promise<{ enterprises: Map<number, string>; units: Map<number, string> }> {
  const enterpriseIds = [
    ...new Set(proposals.flatMap((p) => [p.fromEnterpriseId, p.toEnterpriseId])),
  ];
  const unitIds = [...new Set(proposals.flatMap((p) => (p.unitId === null ? [] : [p.unitId])))];
  const [enterprises, units] = await Promise.all([
    enterpriseIds.length === 0
      ? []
      : db
          .selectFrom('enterprise')
          .select(['id', 'name'])
          .where('id', 'in', enterpriseIds)
          .execute(),
    unitIds.length === 0
      ? []
      : db.selectFrom('generator_unit').select(['id', 'name']).where('id', 'in', unitIds).execute(),
  ]);
  return {
    enterprises: new Map(enterprises.map((e) => [e.id, e.name])),
    units: new Map(units.map((u) => [u.id, u.name])),
  };
}

/** The contract's BilateralProposal. */
export function proposalDto(
  p: StoredProposal,
  names: Awaited<ReturnType<typeof namesFor>>,
): Schemas['BilateralProposal'] {
  return {
    id: p.id,
    roundId: p.roundId,
    fromEnterpriseId: p.fromEnterpriseId,
    fromEnterpriseName: names.enterprises.get(p.fromEnterpriseId) ?? '',
    toEnterpriseId: p.toEnterpriseId,
    toEnterpriseName: names.enterprises.get(p.toEnterpriseId) ?? '',
    unitId: p.unitId,
    unitName: p.unitId === null ? null : (names.units.get(p.unitId) ?? null),
    direction: enumValue(p.direction, [0, 1] as const),
    items: p.items.map((i) => ({
      objId: enumValue(i.objId, segmentIds),
      volume: i.volume,
      price: i.price,
    })),
    ...proposalTotals(p.items),
    status: p.status,
    reason: p.reason,
    creationTime: p.creationTime,
    answerTime: p.answerTime,
  };
}

/** What any step of a proposal changes: both parties' lists and quotas. */
const PROPOSAL_CHANGES: OperationId[] = [
  'getBilateralProposals',
  'getBilateralProposal',
  'getListingQuota',
  'getListingQuotas',
];
/** What a contract (an acceptance) changes besides. */
const CONTRACT_CHANGES: OperationId[] = ['getHoldingsByEnterprise', 'getLongDealChartData'];

/** Pushes OnDataChanged naming the operations a proposal's step touched (never any data). */
export function pushProposalChanges(courseId: number, roundId: number, contract: boolean): void {
  publishDataChanged(courseId, {
    courseId,
    roundId,
    operations: [...PROPOSAL_CHANGES, ...(contract ? CONTRACT_CHANGES : [])],
  });
  // Sending or answering a proposal counts as declaring.
  overviewChanged(courseId);
}

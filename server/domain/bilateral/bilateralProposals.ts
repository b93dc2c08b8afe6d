// The life of a bilateral proposal (docs/market-rules.md, 双边协商): sent by one party to a
// counterparty, answered (accepted or rejected) by it or withdrawn by its sender while the round
// declares, withdrawn by the system when quotation stops. Each step is one transaction; the checks
// are the engine's (server/market/bilateral/).
import { HttpError, validationError } from '../../auth/identity';
import {
  acceptanceRefusal,
  answerRefusal,
  ProposalStatus,
  validateProposal,
  withdrawRefusal,
  type ProposalActor,
  type ProposalItem,
  type ProposalItemInput,
} from '../../market/bilateral/negotiation';
import type { RoundStatus } from '../../market/types';
import { nowIso, type Db } from '../db';
import { courseRules } from '../rollingMatching/rollingRules';
import { getRound, type RoundRow } from '../rounds';
import { writeContract } from './bilateralContracts';
import { counterpartiesOf, partyOf, type Party } from './bilateralParties';
import { assertWithinQuota, moveQuota, roomBySegment } from './bilateralQuota';

/** The bilateral round type. */
export const BILATERAL_TYPE = 1;

/** What a trainee sends. */
export interface ProposalInput {
  fromEnterpriseId: number;
  toEnterpriseId: number;
  unitId?: number | null;
  items: ProposalItemInput[];
}

/** A stored proposal with its segments. */
export interface StoredProposal {
  id: number;
  roundId: number;
  fromEnterpriseId: number;
  toEnterpriseId: number;
  unitId: number | null;
  direction: number;
  month: number;
  status: ProposalStatus;
  reason: string | null;
  creationTime: string;
  answerTime: string | null;
  items: ProposalItem[];
}

const sideOf = (party: Pick<Party, 'isBuyer'>): 0 | 1 => (party.isBuyer === 1 ? 0 : 1);
const statusOf = (n: number): ProposalStatus =>
  n === 1 ? 1 : n === 2 ? 2 : n === 3 ? 3 : ProposalStatus.pending;
const roundStatusOf = (n: number): RoundStatus => (n === 1 ? 1 : n === 2 ? 2 : n === 3 ? 3 : 0);

/** The bilateral round a call names (400 for another type). */
export function assertBilateral(round: RoundRow): void {
  if (round.type !== BILATERAL_TYPE) throw validationError('该轮次不是双边协商轮次', 'roundId');
}

/** Reads proposals with their segments: by id, or every one of a round (optionally of one party). */
export async function readProposals(
  db: Db,
  where: { id: number } | { roundId: number; enterpriseId?: number },
): Promise<StoredProposal[]> {
  let query = db.selectFrom('bilateral_proposal').selectAll();
  if ('id' in where) query = query.where('id', '=', where.id);
  else {
    query = query.where('roundId', '=', where.roundId);
    const party = where.enterpriseId;
    if (party !== undefined) {
      query = query.where((eb) =>
        eb.or([eb('fromEnterpriseId', '=', party), eb('toEnterpriseId', '=', party)]),
      );
    }
  }
  const rows = await query.orderBy('id').execute();
  if (rows.length === 0) return [];
  const items = await db
    .selectFrom('bilateral_item')
    .select(['proposalId', 'objId', 'volume', 'price'])
    .where(
      'proposalId',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('objId')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    roundId: r.roundId,
    fromEnterpriseId: r.fromEnterpriseId,
    toEnterpriseId: r.toEnterpriseId,
    unitId: r.unitId,
    direction: r.direction,
    month: r.month,
    status: statusOf(r.status),
    reason: r.reason,
    creationTime: r.creationTime,
    answerTime: r.answerTime,
    items: items
      .filter((i) => i.proposalId === r.id)
      .map((i) => ({ objId: i.objId, volume: i.volume, price: i.price })),
  }));
}

async function oneProposal(db: Db, id: number): Promise<StoredProposal> {
  const [found] = await readProposals(db, { id });
  if (!found) throw new HttpError(404, `意向不存在：${id}`, 'NotFound');
  return found;
}

/** Who the caller's enterprises are to a proposal. */
export function actorOf(proposal: StoredProposal, enterpriseIds: readonly number[]): ProposalActor {
  if (enterpriseIds.includes(proposal.fromEnterpriseId)) return 'sender';
  if (enterpriseIds.includes(proposal.toEnterpriseId)) return 'receiver';
  return 'other';
}

/** Sends a proposal: the parties, unit, prices, volumes and the sender's room are checked first. */
export async function createProposal(
  db: Db,
  round: RoundRow,
  userId: string,
  input: ProposalInput,
): Promise<StoredProposal> {
  assertBilateral(round);
  const rules = await courseRules(db, round.courseId);
  const from = await partyOf(db, input.fromEnterpriseId);
  const to = await partyOf(db, input.toEnterpriseId);
  if (!from || from.isTrade !== 1) throw validationError('本企业不参与交易', 'fromEnterpriseId');
  if (!to || !(await counterpartiesOf(db, round, from)).includes(to.id)) {
    throw validationError('请选择可协商的对方企业', 'toEnterpriseId');
  }
  // The seller's unit: a generator names one of its own; a retailer's proposal leaves it to the
  // generator (the contract is then the enterprise's as a whole).
  const unitId = from.isBuyer === 1 ? null : (input.unitId ?? null);
  if (from.isBuyer !== 1) {
    const unit =
      unitId === null
        ? undefined
        : await db
            .selectFrom('generator_unit')
            .select('id')
            .where('id', '=', unitId)
            .where('enterpriseId', '=', from.id)
            .executeTakeFirst();
    if (!unit) throw validationError('请选择本企业的机组', 'unitId');
  }
  const side = sideOf(from);
  return db.transaction().execute(async (trx) => {
    const fresh = await getRound(trx, round.id);
    const issues = validateProposal(
      input.items,
      side === 0 ? 'buy' : 'sell',
      { price: { decimals: rules.decimals, min: rules.floor, max: rules.cap } },
      {
        roundStatus: roundStatusOf(fresh.status),
        segments: rules.segments,
        room: await roomBySegment(trx, fresh, from.id, side),
      },
    );
    const [first] = issues;
    if (first) {
      throw new HttpError(
        400,
        first.message,
        'ValidationError',
        issues.map((i) => ({ message: i.message, members: [i.field] })),
      );
    }
    const items: ProposalItem[] = input.items.map((i) => ({
      objId: i.objId,
      volume: Number(i.volume),
      price: Number(i.price),
    }));
    const now = nowIso();
    const row = await trx
      .insertInto('bilateral_proposal')
      .values({
        roundId: fresh.id,
        fromEnterpriseId: from.id,
        toEnterpriseId: to.id,
        unitId,
        direction: side,
        month: fresh.month,
        status: ProposalStatus.pending,
        reason: null,
        userId,
        answeredBy: null,
        creationTime: now,
        answerTime: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('bilateral_item')
      .values(items.map((i) => ({ proposalId: row.id, ...i })))
      .execute();
    await moveQuota(trx, fresh, from.id, items, 'freezed', 1);
    await assertWithinQuota(trx, fresh, from.id, segmentNamer(rules.segments));
    return oneProposal(trx, row.id);
  });
}

const segmentNamer =
  (segments: ReadonlyArray<{ id: number; name: string }>) =>
  (objId: number): string =>
    segments.find((s) => s.id === objId)?.name ?? String(objId);

/**
 * Moves a pending proposal to `to`; the status guard in the WHERE makes a second answer (or an
 * answer racing a withdrawal) fail instead of applying twice.
 */
async function settleStatus(
  trx: Db,
  proposal: StoredProposal,
  to: ProposalStatus,
  userId: string,
  reason: string | null,
): Promise<void> {
  const changed = await trx
    .updateTable('bilateral_proposal')
    .set({ status: to, reason, answeredBy: userId, answerTime: nowIso() })
    .where('id', '=', proposal.id)
    .where('status', '=', ProposalStatus.pending)
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) !== 1) {
    throw new HttpError(409, '该意向状态已变化，请刷新后重试', 'ProposalConflict');
  }
}

/** The addressee accepts (a contract for both, within both quotas) or rejects a proposal. */
export async function answerProposal(
  db: Db,
  id: number,
  enterpriseIds: readonly number[],
  userId: string,
  answer: { accept: boolean; reason?: string },
): Promise<StoredProposal> {
  const proposal = await oneProposal(db, id);
  const round = await getRound(db, proposal.roundId);
  const rules = await courseRules(db, round.courseId);
  const name = segmentNamer(rules.segments);
  return db.transaction().execute(async (trx) => {
    const fresh = await getRound(trx, round.id);
    const now = await oneProposal(trx, id);
    const refusal = answerRefusal(
      now.status,
      roundStatusOf(fresh.status),
      actorOf(now, enterpriseIds),
    );
    if (refusal) throw new HttpError(400, refusal, 'ValidationError');
    const reason = answer.reason?.trim() ?? '';
    if (!answer.accept) {
      await settleStatus(trx, now, ProposalStatus.rejected, userId, reason === '' ? null : reason);
      await moveQuota(trx, fresh, now.fromEnterpriseId, now.items, 'freezed', -1);
      return oneProposal(trx, id);
    }
    const receiverSide = now.direction === 0 ? 1 : 0;
    const refused = acceptanceRefusal(
      now.items,
      receiverSide === 0 ? 'buy' : 'sell',
      await roomBySegment(trx, fresh, now.toEnterpriseId, receiverSide),
      name,
    );
    if (refused) throw new HttpError(400, refused, 'ValidationError');
    await settleStatus(trx, now, ProposalStatus.accepted, userId, null);
    await moveQuota(trx, fresh, now.fromEnterpriseId, now.items, 'freezed', -1);
    await moveQuota(trx, fresh, now.fromEnterpriseId, now.items, 'used', 1);
    await moveQuota(trx, fresh, now.toEnterpriseId, now.items, 'used', 1);
    await assertWithinQuota(trx, fresh, now.toEnterpriseId, name);
    await writeContract(trx, fresh, now);
    return oneProposal(trx, id);
  });
}

/** The sender withdraws a pending proposal; its reserved volume is given back. */
export async function withdrawProposal(
  db: Db,
  id: number,
  enterpriseIds: readonly number[],
  userId: string,
): Promise<StoredProposal> {
  const proposal = await oneProposal(db, id);
  return db.transaction().execute(async (trx) => {
    const fresh = await getRound(trx, proposal.roundId);
    const now = await oneProposal(trx, id);
    const refusal = withdrawRefusal(
      now.status,
      roundStatusOf(fresh.status),
      actorOf(now, enterpriseIds),
    );
    if (refusal) throw new HttpError(400, refusal, 'ValidationError');
    await settleStatus(trx, now, ProposalStatus.withdrawn, userId, null);
    await moveQuota(trx, fresh, now.fromEnterpriseId, now.items, 'freezed', -1);
    return oneProposal(trx, id);
  });
}

/** When quotation stops: every pending proposal of the round is withdrawn by the system. */
export async function withdrawPending(db: Db, round: RoundRow): Promise<number> {
  if (round.type !== BILATERAL_TYPE) return 0;
  return db.transaction().execute(async (trx) => {
    const pending = (await readProposals(trx, { roundId: round.id })).filter(
      (p) => p.status === ProposalStatus.pending,
    );
    for (const p of pending) {
      await settleStatus(
        trx,
        p,
        ProposalStatus.withdrawn,
        'system',
        '交易已停止报价，系统撤回未答复的意向',
      );
      await moveQuota(trx, round, p.fromEnterpriseId, p.items, 'freezed', -1);
    }
    return pending.length;
  });
}

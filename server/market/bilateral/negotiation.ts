// Bilateral negotiation (双边协商, round type 1; docs/market-rules.md): the checks of a proposal, who
// may answer or withdraw it and when, and whether an acceptance fits both parties' quotas. Pure: the
// server reads the round, quotas and proposals, asks here, and stores what is allowed.
import { MONEY_SCALE, roundTo } from '../fixedPoint';
import { marketMessages } from '../messages';
import { validateDeclaration, type DeclarationRules } from '../validation';
import { RoundStatus, type MWh, type Side } from '../types';

/** A proposal's state: 0 pending, 1 accepted, 2 rejected, 3 withdrawn. */
export const ProposalStatus = { pending: 0, accepted: 1, rejected: 2, withdrawn: 3 } as const;
export type ProposalStatus = (typeof ProposalStatus)[keyof typeof ProposalStatus];

/** One segment of a proposal as it arrives (numbers may come as text from a form). */
export interface ProposalItemInput {
  objId: number;
  volume: unknown;
  price: unknown;
}

/** One segment of a stored proposal. */
export interface ProposalItem {
  objId: number;
  volume: MWh;
  price: number;
}

/** What the server knows when a proposal arrives. */
export interface ProposalContext {
  roundStatus: RoundStatus;
  /** The course's segments: id and name (峰, 平, 谷). */
  segments: ReadonlyArray<{ id: number; name: string }>;
  /**
   * The proposer's room per segment on its side, after its other pending proposals (MWh; null when
   * the side is blocked); undefined when the round does not enforce quotas.
   */
  room?: ReadonlyMap<number, MWh | null>;
}

/** One problem of a proposal: the field (as the contract names it) and its Chinese message. */
export interface ProposalIssue {
  field: string;
  message: string;
}

/** Every problem of a proposal's segments (empty when it may be sent). */
export function validateProposal(
  items: readonly ProposalItemInput[],
  side: Side,
  rules: DeclarationRules,
  context: ProposalContext,
): ProposalIssue[] {
  if (context.roundStatus === RoundStatus.quotationStopped) {
    return [{ field: 'roundId', message: marketMessages.quotationStopped() }];
  }
  if (context.roundStatus === RoundStatus.ended) {
    return [{ field: 'roundId', message: marketMessages.roundEnded() }];
  }
  if (items.length === 0) {
    return [{ field: 'items', message: '请至少填写一个时段的电量和价格' }];
  }
  const issues: ProposalIssue[] = [];
  const seen = new Set<number>();
  items.forEach((item, i) => {
    const name = context.segments.find((s) => s.id === item.objId)?.name;
    if (seen.has(item.objId)) {
      issues.push({ field: `items[${i}].objId`, message: `时段重复：${name ?? item.objId}` });
      return;
    }
    seen.add(item.objId);
    // A segment without a quota row leaves no room (null, a blocked side, must stay null).
    const remaining = context.room === undefined ? undefined : roomOf(context.room, item.objId);
    const found = validateDeclaration(
      { side, segmentId: item.objId, price: item.price, volume: item.volume },
      rules,
      {
        roundStatus: context.roundStatus,
        segmentIds: context.segments.map((s) => s.id),
        ...(remaining === undefined ? {} : { remaining }),
      },
    );
    for (const issue of found) {
      const field = issue.field === 'segmentId' ? 'objId' : issue.field;
      const where = name === undefined ? '' : `${name}时段：`;
      issues.push({ field: `items[${i}].${field}`, message: where + issue.message });
    }
  });
  return issues;
}

/** Who acts on a proposal: its sender, its addressee, or anyone else. */
export type ProposalActor = 'sender' | 'receiver' | 'other';

/** Why an answer (accept or reject) is refused, or null when the addressee may give it now. */
export function answerRefusal(
  status: ProposalStatus,
  roundStatus: RoundStatus,
  actor: ProposalActor,
): string | null {
  if (actor !== 'receiver') return '只能答复发给本企业的意向';
  if (status !== ProposalStatus.pending) return `该意向${statusNames[status]}，不能再答复`;
  if (roundStatus >= RoundStatus.quotationStopped) return '本轮交易已停止报价，不能再答复意向';
  return null;
}

/** Why a withdrawal is refused, or null when the sender may withdraw now. */
export function withdrawRefusal(
  status: ProposalStatus,
  roundStatus: RoundStatus,
  actor: ProposalActor,
): string | null {
  if (actor !== 'sender') return '只能撤回本企业发出的意向';
  if (status !== ProposalStatus.pending) return `该意向${statusNames[status]}，不能撤回`;
  if (roundStatus >= RoundStatus.quotationStopped) return '本轮交易已停止报价，不能撤回意向';
  return null;
}

const statusNames: Record<ProposalStatus, string> = {
  0: '待确认',
  1: '已被接受',
  2: '已被拒绝',
  3: '已撤回',
};

/**
 * Whether accepting fits the addressee's quota: each segment's volume within its room on its side
 * (null: that side is blocked). The sender's volume was reserved when it proposed. Undefined room
 * means the round does not enforce quotas.
 */
export function acceptanceRefusal(
  items: readonly ProposalItem[],
  receiverSide: Side,
  receiverRoom: ReadonlyMap<number, MWh | null> | undefined,
  segmentName: (objId: number) => string,
): string | null {
  if (receiverRoom === undefined) return null;
  for (const item of items) {
    const room = roomOf(receiverRoom, item.objId);
    if (room === null) return marketMessages.sideBlocked(receiverSide);
    if (roundTo(item.volume, 4) > roundTo(room, 4)) {
      return `${segmentName(item.objId)}时段意向电量${roundTo(item.volume, 2)}MWh超过本企业剩余额度${roundTo(room, 4)}MWh，不能接受`;
    }
  }
  return null;
}

function roomOf(room: ReadonlyMap<number, MWh | null>, objId: number): MWh | null {
  const value = room.get(objId);
  return value === undefined ? 0 : value;
}

/** A proposal's totals: MWh, money (元, each segment rounded to fen) and the volume-weighted price. */
export function proposalTotals(items: readonly ProposalItem[]): {
  totalVolume: MWh;
  totalMoney: number;
  averagePrice: number;
} {
  let volume = 0;
  let fen = 0;
  for (const item of items) {
    volume += item.volume;
    fen += Math.round(roundTo(item.volume * item.price, 2) * MONEY_SCALE);
  }
  const totalVolume = roundTo(volume, 2);
  const totalMoney = fen / MONEY_SCALE;
  return {
    totalVolume,
    totalMoney,
    averagePrice: totalVolume === 0 ? 0 : roundTo(totalMoney / totalVolume, 3),
  };
}

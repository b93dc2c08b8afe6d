// Maps a round's stored declarations, segments, quotas and course settings to the input of the
// centralised-bidding engine (server/market/centralAuction/centralAuction.ts).
import type {
  CentralAuctionInput,
  PricingRule,
} from '../../market/centralAuction/centralAuctionTypes';
import { quotaRemaining } from '../../market/quota';
import type { TimeSegment } from '../../market/timeSegments';
import {
  sideOfDirection,
  type Order,
  type TradeDirection,
  type VolumeLimit,
} from '../../market/types';
import type { Db } from '../db';
import { courseObjectSolutions } from '../objectSolution';
import type { RoundRow } from '../rounds';
import { courseArgument } from '../courseArgument';

/** Course argument naming the pricing rule: 'highLow' (or '2') pairs high with low, else uniform. */
export const PRICING_RULE_ARGUMENT = 'PricingRule';

/** The course's pricing rule of centralised bidding (uniform marginal price unless set otherwise). */
export async function coursePricingRule(db: Db, courseId: number): Promise<PricingRule> {
  const value = await courseArgument(db, courseId, PRICING_RULE_ARGUMENT);
  return value === 'highLow' || value === '2' ? 'highLow' : 'uniform';
}

/** The course's object solution as engine time segments. */
export async function courseSegments(db: Db, courseId: number): Promise<TimeSegment[]> {
  return (await courseObjectSolutions(db, courseId)).map((s) => ({
    id: s.id,
    name: s.name,
    hours: s.day,
  }));
}

function direction(value: number): TradeDirection {
  return value === 1 ? 1 : 0;
}

/** The round's declarations as engine orders (declaration order = stored time, then id). */
export async function roundOrders(db: Db, roundId: number): Promise<Order[]> {
  const rows = await db
    .selectFrom('declaration')
    .innerJoin('enterprise', 'enterprise.id', 'declaration.enterpriseId')
    .leftJoin(
      'center_trade_bid_channel',
      'center_trade_bid_channel.declarationId',
      'declaration.id',
    )
    .select([
      'center_trade_bid_channel.channelId',
      'declaration.id',
      'declaration.enterpriseId',
      'declaration.unitId',
      'declaration.direction',
      'declaration.timeId',
      'declaration.price',
      'declaration.volume',
      'declaration.creationTime',
      'enterprise.province',
    ])
    .where('declaration.roundId', '=', roundId)
    .orderBy('declaration.id')
    .execute();
  return rows.map((r) => ({
    id: String(r.id),
    enterpriseId: String(r.enterpriseId),
    unitId: r.unitId === null ? null : String(r.unitId),
    province: r.province,
    side: sideOfDirection(direction(r.direction)),
    period: { kind: 'segment', segmentId: r.timeId },
    price: r.price,
    volume: r.volume,
    declaredAt: Date.parse(r.creationTime),
    sequence: r.id,
    channelId: r.channelId === null ? null : String(r.channelId),
  }));
}

/**
 * Remaining quotas of the round per enterprise, side and segment (quotaRemaining: highest upper minus
 * highest used; the quota's direction blocks the other side, max null).
 */
export async function roundLimits(db: Db, round: RoundRow): Promise<VolumeLimit[]> {
  const quotas = await db
    .selectFrom('quota')
    .select(['entityId', 'obj', 'timeId', 'upper', 'used'])
    .where('roundId', '=', round.id)
    .where('month', '=', round.month)
    .execute();
  const groups = new Map<string, typeof quotas>();
  for (const q of quotas) {
    const key = `${q.entityId}:${q.timeId}:${q.obj}`;
    groups.set(key, [...(groups.get(key) ?? []), q]);
  }
  const limits: VolumeLimit[] = [];
  for (const rows of groups.values()) {
    const first = rows[0];
    if (!first) continue;
    const records = rows.map((q) => ({ ...q, entityId: String(q.entityId) }));
    const remaining = quotaRemaining(records, direction(first.obj));
    for (const side of ['buy', 'sell'] as const) {
      limits.push({
        side,
        enterpriseId: String(first.entityId),
        unitId: null,
        segmentId: first.timeId,
        max: remaining[side],
      });
    }
  }
  return limits;
}

/** Everything the engine needs to clear a provincial round. */
export async function clearingInput(db: Db, round: RoundRow): Promise<CentralAuctionInput> {
  return {
    orders: await roundOrders(db, round.id),
    segments: await courseSegments(db, round.courseId),
    ...(round.enableQuota ? { limits: await roundLimits(db, round) } : {}),
    settings: { pricingRule: await coursePricingRule(db, round.courseId), quotaMode: 'cap' },
  };
}

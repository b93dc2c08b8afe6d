// What a type-3 round accepts: its market round and open session (场次), the round status, the numeric
// rules of spec section 5 (price floor, cap and decimals, 0.01 MWh volumes), the listing role and the
// quota. Every refusal is a 400 with a Chinese message.
import { validationError } from '../../auth/identity';
import { marketMessages } from '../../market/messages';
import { segmentOfHour, type TimeSegment } from '../../market/timeSegments';
import { checkNumber } from '../../market/validation';
import { priceDecimals, VOLUME_DECIMALS } from '../centerTrade/centerTradeDeclare';
import { courseSegments } from '../centerTrade/centerTradeInput';
import type { Db } from '../db';
import { priceLimits } from '../declarations';
import { memoRead } from '../../db/readMemo';
import { keptRound, keptSubRounds, roundStatus, type RoundRow } from '../rounds';
import type { RoundEngine } from './roundEngine';

/** Round type of rolling matching and listing. */
export const ROLLING_TYPE = 3;

/** The market round of a round id: the round itself, or the parent of a session (sub-round). */
export async function marketRoundOf(db: Db, round: RoundRow): Promise<RoundRow> {
  const market = round.parentId === null ? round : await keptRound(db, round.parentId);
  if (market.type !== ROLLING_TYPE) throw validationError('该轮次不是滚动撮合轮次', 'roundId');
  return market;
}

/** True while a round (or session) takes orders: visible and declaring (status 0 or 1). */
export function isTrading(round: RoundRow): boolean {
  return round.isHide === 0 && round.status <= roundStatus.declaring;
}

/**
 * Checks the market round takes orders now and returns the session an order belongs to: the first
 * open session when the round has sessions (400 when none is open), else null.
 */
export async function openSessionOf(db: Db, market: RoundRow): Promise<number | null> {
  if (market.status === roundStatus.priceStopped) {
    throw validationError(marketMessages.quotationStopped(), 'roundId');
  }
  if (market.status >= roundStatus.ended)
    throw validationError(marketMessages.roundEnded(), 'roundId');
  const sessions = await keptSubRounds(db, market.id);
  if (sessions.length === 0) return null;
  const open = sessions.find(isTrading);
  if (!open) throw validationError('当前没有进行中的交易场次，请等待教师开启场次', 'roundId');
  return open.id;
}

/** A course's segments and price rules, as every order of its type-3 rounds needs them. */
export interface CourseRules {
  segments: TimeSegment[];
  floor: number;
  cap: number;
  decimals: number;
}

// Read at most once per course every few seconds: an order would otherwise read them every time.
const RULES_TTL_MS = 3000;
const rulesCache = new WeakMap<object, Map<number, { at: number; rules: Promise<CourseRules> }>>();

/** The course's segments, price floor, cap and decimals (cached for a few seconds). */
export function courseRules(db: Db, courseId: number): Promise<CourseRules> {
  let byCourse = rulesCache.get(db);
  if (!byCourse) {
    byCourse = new Map();
    rulesCache.set(db, byCourse);
  }
  const hit = byCourse.get(courseId);
  if (hit && Date.now() - hit.at < RULES_TTL_MS) return hit.rules;
  const rules = Promise.all([
    courseSegments(db, courseId),
    priceLimits(db, courseId),
    priceDecimals(db, courseId),
  ]).then(([segments, [floor, cap], decimals]) => ({ segments, floor, cap, decimals }));
  byCourse.set(courseId, { at: Date.now(), rules });
  return rules;
}

/** The price and volume rules of the course (spec section 5 wording); throws 400 on the first problem. */
export function checkPriceAndVolume(
  rules: CourseRules,
  input: { price: number; volume: number },
  checkPrice = true,
): void {
  const { floor, cap, decimals } = rules;
  const price = checkPrice && checkNumber(input.price, 'price', { decimals, min: floor, max: cap });
  if (price) throw validationError(price, 'price');
  const volume = checkNumber(input.volume, 'volume', { decimals: VOLUME_DECIMALS });
  if (volume) throw validationError(volume, 'volume');
  if (input.volume <= 0) throw validationError(marketMessages.notPositive('volume'), 'volume');
}

/** Checks the period fits the round: a segment in monthly and multi-day rounds, an hour in time-segmented ones. */
export function checkPeriod(
  market: RoundRow,
  segments: readonly TimeSegment[],
  input: { objId?: number | null; timeId?: number | null },
): { objId: number | null; timeId: number | null } {
  if (market.cycle === 3) {
    const hour = input.timeId;
    if (hour === null || hour === undefined) throw validationError('请选择小时', 'timeId');
    if (!Number.isInteger(hour) || hour < 0 || hour > 23) {
      throw validationError(marketMessages.unknownHour(hour), 'timeId');
    }
    return { objId: null, timeId: hour };
  }
  const segment = input.objId;
  if (segment === null || segment === undefined) throw validationError('请选择时段', 'objId');
  if (!segments.some((s) => s.id === segment)) {
    throw validationError(marketMessages.unknownSegment(segment), 'objId');
  }
  return { objId: segment, timeId: null };
}

/** An enterprise's listing role in a round: the chosen one, else its own side (buyers 0, sellers 1). */
export async function roleOf(
  db: Db,
  roundId: number,
  enterprise: { id: number; isBuyer: number },
): Promise<{ role: number; chosen: boolean }> {
  // Read on every order; kept until a role is chosen (db/readMemo.ts).
  const row = await memoRead(db, `rollingRole:${roundId}:${enterprise.id}`, ['rolling_role'], () =>
    db
      .selectFrom('rolling_role')
      .select('role')
      .where('roundId', '=', roundId)
      .where('enterpriseId', '=', enterprise.id)
      .executeTakeFirst(),
  );
  return row
    ? { role: row.role, chosen: true }
    : { role: enterprise.isBuyer ? 0 : 1, chosen: false };
}

/** The quota row an order is checked against (read before the round's lock), or null without quotas. */
export interface QuotaRoom {
  obj: number;
  upper: number;
  used: number;
}

/** Reads the enterprise's quota of the order's segment; undefined when the round enforces none. */
export async function quotaOf(
  db: Db,
  market: RoundRow,
  segments: readonly TimeSegment[],
  order: { enterpriseId: number; objId: number | null; timeId: number | null },
): Promise<QuotaRoom | null | undefined> {
  if (!market.enableQuota) return undefined;
  const segment = order.objId ?? segmentOfHour(segments, order.timeId ?? -1)?.id;
  const key = `quota:${market.id}:${order.enterpriseId}:${market.month}:${segment ?? -1}`;
  const row = await memoRead(db, key, ['quota'], async () =>
    Object.freeze(
      await db
        .selectFrom('quota')
        .select(['obj', 'upper', 'used'])
        .where('roundId', '=', market.id)
        .where('entityId', '=', order.enterpriseId)
        .where('month', '=', market.month)
        .where('timeId', '=', segment ?? -1)
        .executeTakeFirst(),
    ),
  );
  return row ?? null;
}

/**
 * Checks the quota covers the new volume, inside the round's lock: upper − used of the segment's quota,
 * less what the enterprise already committed on that side in the segment (filled, open and waiting; in
 * a time-segmented round over the segment's hours). A quota of the other direction blocks the side
 * (shown '-'); no quota row means no room.
 */
export function checkQuotaRoom(
  quota: QuotaRoom | null | undefined,
  engine: RoundEngine,
  segments: readonly TimeSegment[],
  order: {
    enterpriseId: number;
    direction: number;
    objId: number | null;
    timeId: number | null;
    volume: number;
  },
): void {
  if (quota === undefined) return;
  const side = order.direction === 1 ? 'sell' : 'buy';
  if (quota && quota.obj !== order.direction) {
    throw validationError(marketMessages.sideBlocked(side), 'direction');
  }
  const segment = order.objId ?? segmentOfHour(segments, order.timeId ?? -1)?.id;
  const hours =
    order.timeId === null
      ? [null]
      : (segments.find((s) => s.id === segment)?.hours ?? [order.timeId]);
  let committed = 0;
  for (const hour of hours) {
    const period =
      hour === null
        ? ({ kind: 'segment', segmentId: order.objId ?? 0 } as const)
        : ({ kind: 'hour', hour } as const);
    committed += engine.committed(order.enterpriseId, order.direction, period);
  }
  const room = quota ? Math.round((quota.upper - quota.used - committed) * 1e4) / 1e4 : 0;
  if (order.volume > room + 1e-9) throw validationError(marketMessages.overQuota(), 'volume');
}

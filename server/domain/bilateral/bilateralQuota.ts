// A bilateral round's quota rows (docs/market-rules.md, 额度): a pending proposal reserves its
// sender's volume (freezed); acceptance moves it to used and uses the addressee's quota too. Changes
// are increments checked after they are written, so two answers at once can never both fit.
import { HttpError } from '../../auth/identity';
import { quotaRemaining } from '../../market/quota';
import type { ProposalItem } from '../../market/bilateral/negotiation';
import type { MWh } from '../../market/types';
import type { Db } from '../db';
import type { RoundRow } from '../rounds';

const round4 = (n: number): number => Math.round(n * 1e4) / 1e4;

/**
 * Room per segment on the party's side: the spec's remaining (highest upper minus highest used,
 * '-' = null on a blocked side) less what its pending proposals reserve. Undefined without quotas.
 */
export async function roomBySegment(
  db: Db,
  round: RoundRow,
  enterpriseId: number,
  side: 0 | 1,
): Promise<Map<number, MWh | null> | undefined> {
  if (!round.enableQuota) return undefined;
  const rows = await db
    .selectFrom('quota')
    .select(['timeId', 'obj', 'upper', 'used', 'freezed'])
    .where('roundId', '=', round.id)
    .where('entityId', '=', enterpriseId)
    .where('month', '=', round.month)
    .execute();
  const room = new Map<number, MWh | null>();
  for (const timeId of new Set(rows.map((r) => r.timeId))) {
    const mine = rows.filter((r) => r.timeId === timeId);
    const remaining = quotaRemaining(
      mine.map((r) => ({ timeId, entityId: String(enterpriseId), upper: r.upper, used: r.used })),
      mine[0]?.obj === 0 ? 0 : 1,
    );
    const left = side === 0 ? remaining.buy : remaining.sell;
    const reserved = Math.max(0, ...mine.map((r) => r.freezed));
    room.set(timeId, left === null ? null : round4(Math.max(0, left - reserved)));
  }
  return room;
}

/** Adds to a party's reserved (freezed) or used volume per segment; negative amounts give back. */
export async function moveQuota(
  db: Db,
  round: RoundRow,
  enterpriseId: number,
  items: readonly ProposalItem[],
  column: 'freezed' | 'used',
  sign: 1 | -1,
): Promise<void> {
  if (!round.enableQuota) return;
  for (const item of items) {
    const amount = round4(sign * item.volume);
    await db
      .updateTable('quota')
      .set((eb) =>
        column === 'used'
          ? { used: eb('used', '+', amount) }
          : { freezed: eb('freezed', '+', amount) },
      )
      .where('roundId', '=', round.id)
      .where('entityId', '=', enterpriseId)
      .where('month', '=', round.month)
      .where('timeId', '=', item.objId)
      .execute();
  }
}

/**
 * After a change, refuses (400, rolled back with the transaction) when a segment's used plus
 * reserved volume passed its upper: another answer or proposal got there first.
 */
export async function assertWithinQuota(
  db: Db,
  round: RoundRow,
  enterpriseId: number,
  segmentName: (objId: number) => string,
): Promise<void> {
  if (!round.enableQuota) return;
  const rows = await db
    .selectFrom('quota')
    .select(['timeId', 'upper', 'used', 'freezed'])
    .where('roundId', '=', round.id)
    .where('entityId', '=', enterpriseId)
    .where('month', '=', round.month)
    .execute();
  const over = rows.find((r) => round4(r.used + r.freezed) > round4(r.upper));
  if (over) {
    throw new HttpError(
      400,
      `${segmentName(over.timeId)}时段额度已用完，请刷新后重试`,
      'ValidationError',
    );
  }
}

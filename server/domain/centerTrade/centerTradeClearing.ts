// Runs the clearing of a centralised-bidding round (openCenterEngine): loads the bids, calls the pure
// engine and stores markets, per-declaration and per-unit/enterprise results, the round's new status
// and the category-2 questions in one transaction.
import type { Kysely } from 'kysely';
import { HttpError } from '../../auth/identity';
import type { Database } from '../../db/schema';
import { clearCentralAuction } from '../../market/centralAuction/centralAuction';
import {
  DEFAULT_CENTRAL_AUCTION_SETTINGS,
  type CentralAuctionInput,
  type CentralAuctionResult,
} from '../../market/centralAuction/centralAuctionTypes';
import { ClearedOrders } from '../../market/centralAuction/clearedOrders';
import { ClearedTrades } from '../../market/centralAuction/clearedTrades';
import type { Order } from '../../market/types';
import { courseChannels, segmentChannels, type ChannelRow } from './centerTradeChannels';
import { roundStatus, type RoundRow } from '../rounds';
import { clearingInput } from './centerTradeInput';
import { storeClearing } from './centerTradeStore';
import { fillRoundQuestions } from './questionsCenterTrade';
import { nowIso, type Db } from '../db';

/** Readiness state of a round's result: the contract's codes 0 not generated, 2 being generated, 1 ready. */
export const clearingState = { none: 0, ready: 1, generating: 2 } as const;

/** What openCenterEngine answers (the contract's ClearingSummary). */
export interface ClearingSummary {
  roundId: number;
  clearedVolume: number;
  averagePrice: number;
  tradeCount: number;
  finishedAt: string;
}

/** Current result state of a round (0 when it was never cleared). */
export async function clearingStateOf(db: Db, roundId: number): Promise<number> {
  const row = await db
    .selectFrom('center_trade_clearing')
    .select('state')
    .where('roundId', '=', roundId)
    .executeTakeFirst();
  return row?.state ?? clearingState.none;
}

/**
 * The totals a finished clearing answered, as stored with its result: null while the round is not
 * cleared, and for a round cleared before the totals were kept (its markets still show the result).
 */
export async function storedSummary(db: Db, roundId: number): Promise<ClearingSummary | null> {
  const row = await db
    .selectFrom('center_trade_clearing')
    .select(['state', 'finishedAt', 'clearedVolume', 'averagePrice', 'tradeCount'])
    .where('roundId', '=', roundId)
    .executeTakeFirst();
  if (row?.state !== clearingState.ready) return null;
  const { clearedVolume, averagePrice, tradeCount, finishedAt } = row;
  if (clearedVolume === null || averagePrice === null || tradeCount === null || finishedAt === null)
    return null;
  return { roundId, clearedVolume, averagePrice, tradeCount, finishedAt };
}

function checkClearable(round: RoundRow, state: number): void {
  if (round.type !== 15) throw new HttpError(400, '该轮次不是集中竞价轮次，不能启动集中竞价出清');
  if (state === clearingState.generating) {
    throw new HttpError(409, '该轮次正在出清，请稍后刷新', 'RoundStatusConflict');
  }
  if (round.status >= roundStatus.ended) {
    throw new HttpError(409, '该轮次已出清结束', 'RoundStatusConflict');
  }
  if (round.status < roundStatus.priceStopped) {
    throw new HttpError(400, '请先停止报价，再启动出清');
  }
}

/**
 * Inter-provincial rounds: a channel's limit depends on the segment's hours, and the engine takes one
 * limit per channel, so each segment is cleared on its own and the results are joined in segment order.
 * Orders of a segment the course does not have go with the first call, where the engine rejects them.
 */
function clearPerSegment(
  input: CentralAuctionInput,
  round: RoundRow,
  channels: ChannelRow[],
): CentralAuctionResult {
  const segments = input.segments ?? [];
  const known = new Set(segments.map((s) => s.id));
  const segmentOf = (o: Order) => (o.period.kind === 'segment' ? o.period.segmentId : -1);
  const parts = segments.map((segment, i) =>
    clearCentralAuction({
      ...input,
      segments: [segment],
      orders: input.orders.filter(
        (o) => segmentOf(o) === segment.id || (i === 0 && !known.has(segmentOf(o))),
      ),
      channels: segmentChannels(channels, round, segment),
    }),
  );
  return {
    settings: parts.at(-1)?.settings ?? DEFAULT_CENTRAL_AUCTION_SETTINGS,
    markets: parts.flatMap((p) => p.markets),
    orders: ClearedOrders.join(parts.map((p) => p.orders)),
    trades: ClearedTrades.join(parts.map((p) => p.trades)),
  };
}

/** The totals openCenterEngine answers; the trades hold them already summed (cents, fen). */
export function summaryOf(roundId: number, result: CentralAuctionResult, finishedAt: string) {
  const { count, volumeCents, sellFen } = result.trades;
  return {
    roundId,
    clearedVolume: volumeCents / 100,
    // 元 per MWh of what sellers receive, 3 decimals like every price of the engine.
    averagePrice: volumeCents === 0 ? 0 : Math.round((sellFen / volumeCents) * 1000) / 1000,
    tradeCount: count,
    finishedAt,
  };
}

/**
 * Clears a round whose quotation was stopped (status 2) and moves it to 3. The result state is set
 * to 'being generated' in its own commit first, so readiness calls see code 2 while it runs; a
 * failure sets it back to 'not generated'. Returns the totals of the clearing.
 */
export async function runCenterTradeClearing(
  db: Kysely<Database>,
  round: RoundRow,
): Promise<{ summary: ClearingSummary; round: RoundRow }> {
  checkClearable(round, await clearingStateOf(db, round.id));
  const input = await clearingInput(db, round);
  const pricingRule = input.settings?.pricingRule ?? 'uniform';
  await db.deleteFrom('center_trade_clearing').where('roundId', '=', round.id).execute();
  await db
    .insertInto('center_trade_clearing')
    .values({
      roundId: round.id,
      state: clearingState.generating,
      pricingRule,
      startedAt: nowIso(),
      finishedAt: null,
    })
    .execute();
  try {
    const result = round.isInterProvincial
      ? clearPerSegment(input, round, await courseChannels(db, round.courseId))
      : clearCentralAuction(input);
    const finishedAt = nowIso();
    const summary = summaryOf(round.id, result, finishedAt);
    const updated = await db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable('round')
        .set({ status: roundStatus.ended })
        .where('id', '=', round.id)
        .where('status', '=', roundStatus.priceStopped)
        .returningAll()
        .executeTakeFirst();
      if (!moved)
        throw new HttpError(409, '该轮次状态已被修改，请刷新后重试', 'RoundStatusConflict');
      await storeClearing(trx, moved, result, input.segments ?? []);
      await fillRoundQuestions(trx, moved);
      // The totals are kept: the teacher's round card shows them again (storedSummary).
      await trx
        .updateTable('center_trade_clearing')
        .set({
          state: clearingState.ready,
          finishedAt,
          clearedVolume: summary.clearedVolume,
          averagePrice: summary.averagePrice,
          tradeCount: summary.tradeCount,
        })
        .where('roundId', '=', round.id)
        .execute();
      return moved;
    });
    return { summary, round: updated };
  } catch (error) {
    // Only a clearing still marked running is reset: when two teacher clicks race, the loser's 409
    // must not hide the winner's finished result.
    await db
      .updateTable('center_trade_clearing')
      .set({ state: clearingState.none })
      .where('roundId', '=', round.id)
      .where('state', '=', clearingState.generating)
      .execute();
    throw error;
  }
}

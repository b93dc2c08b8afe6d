// Writes one clearing's results: markets with their curves, per-declaration results, per-unit (sellers)
// or per-enterprise (buyers) rows, and the same rows into clearing_result for settlement.
import type { CentralAuctionResult } from '../../market/centralAuction/centralAuctionTypes';
import { summariseClearing } from '../../market/centralAuction/centralAuctionSummary';
import type { TimeSegment } from '../../market/timeSegments';
import type { Db } from '../db';
import type { RoundRow } from '../rounds';

/** Rows per INSERT, well below SQLite's bound-parameter limit. */
const CHUNK = 200;

async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

const idOf = (text: string | null): number | null => (text === null ? null : Number(text));
const directionOf = (side: 'buy' | 'sell'): number => (side === 'sell' ? 1 : 0);

/** Replaces the stored results of `round` with `result`; run inside a transaction. */
export async function storeClearing(
  db: Db,
  round: RoundRow,
  result: CentralAuctionResult,
  segments: readonly TimeSegment[],
): Promise<void> {
  for (const table of [
    'center_trade_market',
    'center_trade_order',
    'center_trade_row',
    'clearing_result',
  ] as const) {
    await db.deleteFrom(table).where('roundId', '=', round.id).execute();
  }
  const names = new Map(segments.map((s) => [s.id, s.name]));
  await insertChunks(result.markets, (chunk) =>
    db
      .insertInto('center_trade_market')
      .values(
        chunk.map((m) => ({
          roundId: round.id,
          province: m.scope.kind === 'province' ? m.scope.province : m.scope.toProvince,
          channelId: m.scope.kind === 'channel' ? Number(m.scope.channelId) : null,
          timeId: m.segmentId,
          timeName: names.get(m.segmentId) ?? m.segmentName,
          clearedVolume: m.clearedVolume,
          clearingPrice: m.clearingPrice,
          receivingPrice: m.receivingPrice,
          buyCurve: JSON.stringify(m.buyCurve),
          sellCurve: JSON.stringify(m.sellCurve),
          clearingPoint: m.clearingPoint ? JSON.stringify(m.clearingPoint) : null,
          limitedByChannel: m.limitedByChannel ? 1 : 0,
        })),
      )
      .execute(),
  );
  await insertChunks(
    result.orders.filter((o) => o.segmentId !== null),
    (chunk) =>
      db
        .insertInto('center_trade_order')
        .values(
          chunk.map((o) => ({
            roundId: round.id,
            declarationId: Number(o.orderId),
            enterpriseId: Number(o.enterpriseId),
            unitId: idOf(o.unitId),
            direction: directionOf(o.side),
            timeId: o.segmentId ?? 0,
            declaredPrice: o.declaredPrice,
            declaredVolume: o.declaredVolume,
            acceptedVolume: o.acceptedVolume,
            clearedVolume: o.clearedVolume,
            price: o.price,
            money: o.money,
            outcome: o.outcome,
            reason: o.reason,
          })),
        )
        .execute(),
  );
  const rows = summariseClearing(result.orders, 'unit').map((r) => ({
    roundId: round.id,
    enterpriseId: Number(r.enterpriseId),
    unitId: idOf(r.unitId),
    direction: directionOf(r.side),
    timeId: r.segmentId,
    declaredVolume: r.declaredVolume,
    clearedVolume: r.clearedVolume,
    money: r.money,
    averagePrice: r.averagePrice,
  }));
  await insertChunks(rows, (chunk) => db.insertInto('center_trade_row').values(chunk).execute());
  await insertChunks(
    rows.filter((r) => r.clearedVolume > 0),
    (chunk) =>
      db
        .insertInto('clearing_result')
        .values(
          chunk.map((r) => ({
            roundId: round.id,
            enterpriseId: r.enterpriseId,
            unitId: r.unitId,
            direction: r.direction,
            month: round.month,
            timeId: r.timeId,
            volume: r.clearedVolume,
            price: r.averagePrice ?? 0,
          })),
        )
        .execute(),
  );
}

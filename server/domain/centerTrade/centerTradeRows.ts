// The rows one clearing stores, made from its result without the database: markets with their curves,
// one row per declaration (read straight from the result's columns), the per-unit (sellers) or
// per-enterprise (buyers) rows and their copy into clearing_result for settlement. Kept apart from the
// inserts so the clearing bench can time the server's whole work on a result.
import type { Insertable } from 'kysely';
import type { ClearedOrders } from '../../market/centralAuction/clearedOrders';
import type { SegmentClearing } from '../../market/centralAuction/centralAuctionTypes';
import { summariseClearing } from '../../market/centralAuction/centralAuctionSummary';
import type { TimeSegment } from '../../market/timeSegments';
import type { Database } from '../../db/schema';
import type { RoundRow } from '../rounds';

const idOf = (text: string | null): number | null => (text === null ? null : Number(text));
const directionOf = (side: 'buy' | 'sell'): number => (side === 'sell' ? 1 : 0);

/** One row per market (province or channel, and segment). */
export function marketRows(
  roundId: number,
  markets: readonly SegmentClearing[],
  segments: readonly TimeSegment[],
): Insertable<Database['center_trade_market']>[] {
  const names = new Map(segments.map((s) => [s.id, s.name]));
  return markets.map((m) => ({
    roundId,
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
  }));
}

/** A center_trade_order as inserted. */
export type OrderRow = Insertable<Database['center_trade_order']>;

/**
 * One row per declaration that named a segment, in declaration order, `size` declarations at a time:
 * each chunk is inserted and dropped before the next is made, so the rows never all live at once (kept
 * together, 100,000 of them cost the collector more than making them).
 */
export function* orderRowChunks(
  roundId: number,
  orders: ClearedOrders,
  size: number,
): Generator<OrderRow[]> {
  for (let from = 0; from < orders.count; from += size) {
    const to = Math.min(orders.count, from + size);
    const rows: OrderRow[] = [];
    for (let r = from; r < to; r++) {
      const segmentId = orders.segmentId(r);
      if (segmentId === null) continue;
      const o = orders.order(r);
      rows.push({
        roundId,
        declarationId: Number(o.id),
        enterpriseId: Number(o.enterpriseId),
        unitId: idOf(o.unitId),
        direction: directionOf(o.side),
        timeId: segmentId,
        declaredPrice: o.price,
        declaredVolume: o.volume,
        acceptedVolume: orders.acceptedVolume(r),
        clearedVolume: orders.clearedVolume(r),
        price: orders.price(r),
        money: orders.money(r),
        outcome: orders.outcome(r),
        reason: orders.reason(r),
      });
    }
    if (rows.length > 0) yield rows;
  }
}

/** A center_trade_row as inserted. */
export type SummaryRow = Omit<Database['center_trade_row'], 'id'>;

/** Per-unit rows of sellers and per-enterprise rows of buyers (a buyer's unit id is null). */
export function summaryRows(roundId: number, orders: ClearedOrders): SummaryRow[] {
  return summariseClearing(orders, 'unit').map((r) => ({
    roundId,
    enterpriseId: Number(r.enterpriseId),
    unitId: idOf(r.unitId),
    direction: directionOf(r.side),
    timeId: r.segmentId,
    declaredVolume: r.declaredVolume,
    clearedVolume: r.clearedVolume,
    money: r.money,
    averagePrice: r.averagePrice,
  }));
}

/** The summary rows that cleared something, as settlement reads them. */
export function clearingResultRows(
  round: Pick<RoundRow, 'id' | 'month'>,
  rows: readonly SummaryRow[],
): Insertable<Database['clearing_result']>[] {
  return rows
    .filter((r) => r.clearedVolume > 0)
    .map((r) => ({
      roundId: round.id,
      enterpriseId: r.enterpriseId,
      unitId: r.unitId,
      direction: r.direction,
      month: round.month,
      timeId: r.timeId,
      volume: r.clearedVolume,
      price: r.averagePrice ?? 0,
    }));
}

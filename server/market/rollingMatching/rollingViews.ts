// Read-only views of rolling-matching orders and books, in MWh and 元 for the API.
import { MONEY_SCALE, PRICE_SCALE, VOLUME_SCALE } from '../fixedPoint';
import type { RestingOrder } from './orderBook';
import type { DepthLevel, RollingOrderView } from './rollingTypes';
import type { Order } from '../types';

/** What the market remembers of an accepted order (integer volumes and money). */
export interface OrderRecord {
  /** The declaration. */
  order: Order;
  /** Declared volume, 0.01 MWh. */
  volumeCents: number;
  /** Filled so far, 0.01 MWh. */
  filledCents: number;
  /** Cancelled by the owner or at close, 0.01 MWh. */
  cancelledCents: number;
  /** Money of the fills, fen. */
  moneyFen: number;
  /** Its place in the book while volume is open; null once filled or cancelled. */
  resting: RestingOrder | null;
  /** Who cancelled it, if anyone. */
  cancelledBy: 'owner' | 'system' | null;
  /** Chinese reason of a rejection, or null. */
  reason: string | null;
}

/** Open volume per price level, in the book's order (best first). */
export function levels(resting: readonly RestingOrder[]): DepthLevel[] {
  const result: DepthLevel[] = [];
  for (const r of resting) {
    const price = r.priceMilli / PRICE_SCALE;
    const last = result[result.length - 1];
    if (last && last.price === price) {
      last.volume = Math.round(last.volume * VOLUME_SCALE + r.remainingCents) / VOLUME_SCALE;
      last.orders += 1;
    } else {
      result.push({ price, volume: r.remainingCents / VOLUME_SCALE, orders: 1 });
    }
  }
  return result;
}

/** The view of an order record. */
export function view(record: OrderRecord): RollingOrderView {
  const { order } = record;
  const status = record.reason
    ? 'rejected'
    : record.cancelledBy
      ? 'cancelled'
      : record.resting
        ? 'open'
        : 'filled';
  return {
    orderId: order.id,
    enterpriseId: order.enterpriseId,
    province: order.province,
    side: order.side,
    period: order.period,
    price: order.price,
    volume: order.volume,
    filledVolume: record.filledCents / VOLUME_SCALE,
    openVolume: (record.resting?.remainingCents ?? 0) / VOLUME_SCALE,
    cancelledVolume: record.cancelledCents / VOLUME_SCALE,
    money: record.moneyFen / MONEY_SCALE,
    status,
    cancelledBy: record.cancelledBy,
    reason: record.reason,
  };
}

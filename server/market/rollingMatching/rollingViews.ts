// Read-only views of rolling-matching orders and books, in MWh and 元 for the API.
import { MONEY_SCALE, PRICE_SCALE, VOLUME_SCALE } from '../fixedPoint';
import type { PriceLevelBook, BookSideCode } from './priceLevelBook';
import type { DepthLevel, RollingOrderView } from './rollingTypes';
import type { Order } from '../types';

/** What the market remembers of an accepted order (integer volumes and money). */
export interface OrderRecord {
  /** The declaration. */
  order: Order;
  /** The market's number for the order: its index in arrival order, its id inside the book. */
  handle: number;
  /** Declared price, 0.001 元/MWh. */
  priceMilli: number;
  /** Declared volume, 0.01 MWh. */
  volumeCents: number;
  /** Filled so far, 0.01 MWh. */
  filledCents: number;
  /** Still resting in the book, 0.01 MWh (0 once filled or cancelled). */
  openCents: number;
  /** Cancelled by the owner or at close, 0.01 MWh. */
  cancelledCents: number;
  /** Money of the fills, fen. */
  moneyFen: number;
  /** Its slot in the book while volume is open; -1 otherwise. */
  slot: number;
  /** Who cancelled it, if anyone. */
  cancelledBy: 'owner' | 'system' | null;
  /** Chinese reason of a rejection, or null. */
  reason: string | null;
}

/** Open volume per price level of one side, best first, in MWh and 元/MWh. */
export function levels(book: PriceLevelBook | undefined, side: BookSideCode): DepthLevel[] {
  const result: DepthLevel[] = [];
  book?.eachLevel(side, (priceMilli, volumeCents, orders) => {
    result.push({ price: priceMilli / PRICE_SCALE, volume: volumeCents / VOLUME_SCALE, orders });
  });
  return result;
}

/** The view of an order record. */
export function view(record: OrderRecord): RollingOrderView {
  const { order } = record;
  const status = record.reason
    ? 'rejected'
    : record.cancelledBy
      ? 'cancelled'
      : record.openCents > 0
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
    openVolume: record.openCents / VOLUME_SCALE,
    cancelledVolume: record.cancelledCents / VOLUME_SCALE,
    money: record.moneyFen / MONEY_SCALE,
    status,
    cancelledBy: record.cancelledBy,
    reason: record.reason,
  };
}

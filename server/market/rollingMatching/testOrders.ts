// Test helper: short builders of orders and channels for the market engine tests.
import type { Channel, Order, Side } from '../types';

/** Fields a test usually states; the rest get defaults (province 1, segment 1, unit null). */
export interface OrderSketch {
  id: string;
  side: Side;
  price: number;
  volume: number;
  /** Declaration time; also used as the sequence. */
  at: number;
  enterpriseId?: string;
  unitId?: string | null;
  province?: number;
  segmentId?: number;
  channelId?: string | null;
}

/** Builds an order for a segment from a sketch. */
export function sketchOrder(s: OrderSketch): Order {
  return {
    id: s.id,
    enterpriseId: s.enterpriseId ?? `E-${s.id}`,
    unitId: s.unitId ?? null,
    province: s.province ?? 1,
    side: s.side,
    period: { kind: 'segment', segmentId: s.segmentId ?? 1 },
    price: s.price,
    volume: s.volume,
    declaredAt: s.at,
    sequence: s.at,
    channelId: s.channelId ?? null,
  };
}

/** A buy order at a price and volume, declared at a time. */
export function buy(
  id: string,
  price: number,
  volume: number,
  at: number,
  more: Partial<OrderSketch> = {},
): Order {
  return sketchOrder({ id, side: 'buy', price, volume, at, ...more });
}

/** A sell order at a price and volume, declared at a time. */
export function sell(
  id: string,
  price: number,
  volume: number,
  at: number,
  more: Partial<OrderSketch> = {},
): Order {
  return sketchOrder({ id, side: 'sell', price, volume, at, ...more });
}

/** A channel from one province to another. */
export function channel(
  id: string,
  from: number,
  to: number,
  tariff: number,
  limit: number | null,
): Channel {
  return { id, fromProvince: from, toProvince: to, tariff, limit };
}

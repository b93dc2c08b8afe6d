// Test helper: fast-check generators of centralised-bidding orders for the property tests.
import fc from 'fast-check';
import type { PricingRule } from './centralAuctionTypes';
import type { Order } from '../types';

// Small price and volume ranges on purpose: they make equal prices, marginal tiers and rounding residues
// common, which is where clearing rules break.
const orderSketch = fc.record({
  side: fc.constantFrom('buy' as const, 'sell' as const),
  enterprise: fc.integer({ min: 1, max: 4 }),
  province: fc.integer({ min: 1, max: 2 }),
  segmentId: fc.integer({ min: 1, max: 3 }),
  priceStep: fc.integer({ min: 0, max: 40 }),
  // Tiny volumes make the 0.01 MWh rounding of marginal tiers matter; larger ones make many tiers.
  volumeCents: fc.oneof(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 3000 })),
  at: fc.integer({ min: 0, max: 20 }),
});

/** Up to 40 orders over 2 provinces, 3 segments and 4 enterprises per side, ids o0, o1, …. */
export const ordersArb = fc.array(orderSketch, { minLength: 0, maxLength: 40 }).map((sketches) =>
  sketches.map((s, i): Order => ({
    id: `o${i}`,
    enterpriseId: `${s.side}-${s.enterprise}`,
    unitId: null,
    province: s.province,
    side: s.side,
    period: { kind: 'segment', segmentId: s.segmentId },
    price: 300 + s.priceStep * 2.5,
    volume: s.volumeCents / 100,
    declaredAt: s.at,
    sequence: i,
  })),
);

/** Either pricing rule. */
export const ruleArb = fc.constantFrom<PricingRule>('uniform', 'highLow');

/** MWh to integer hundredths, for exact sums in assertions. */
export const cents = (mwh: number): number => Math.round(mwh * 100);

/** Orders by id. */
export function orderById(orders: readonly Order[]): Map<string, Order> {
  return new Map(orders.map((o) => [o.id, o]));
}

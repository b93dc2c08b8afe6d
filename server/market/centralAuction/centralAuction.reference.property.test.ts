// The typed-array engine must give exactly the result of the first, object-per-order implementation
// (reference/referenceClearing.ts) on every input: ties, rejections, quotas, channels, any input order.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clearCentralAuction, resultObjects } from './centralAuction';
import type { CentralAuctionInput } from './centralAuctionTypes';
import { clearCentralAuctionReference } from './reference/referenceClearing';
import type { Channel, Order, Period, VolumeLimit } from '../types';

// Small ranges on purpose, so equal times, sequences, prices and ids are common.
const sketchArb = fc.record({
  side: fc.constantFrom('buy' as const, 'sell' as const),
  enterprise: fc.integer({ min: 1, max: 3 }),
  unit: fc.option(fc.integer({ min: 1, max: 2 }), { nil: null }),
  province: fc.integer({ min: 1, max: 3 }),
  period: fc.oneof(
    { weight: 12, arbitrary: fc.integer({ min: 1, max: 3 }) },
    { weight: 1, arbitrary: fc.constant(7) },
    { weight: 1, arbitrary: fc.constant(-1) },
  ),
  price: fc.oneof(
    { weight: 10, arbitrary: fc.integer({ min: 0, max: 30 }).map((s) => 300 + s * 2.5) },
    { weight: 1, arbitrary: fc.constantFrom(-12.5, 0, 300.0001, 1e6) },
  ),
  volume: fc.oneof(
    { weight: 10, arbitrary: fc.integer({ min: 1, max: 3000 }).map((c) => c / 100) },
    { weight: 1, arbitrary: fc.constantFrom(0, -1, 0.001, 0.07) },
  ),
  at: fc.oneof(
    { weight: 10, arbitrary: fc.integer({ min: 0, max: 6 }) },
    { weight: 1, arbitrary: fc.constantFrom(1_700_000_000_000, 2.5, 1e17) },
  ),
  sequence: fc.integer({ min: 0, max: 5 }),
  id: fc.integer({ min: 0, max: 60 }),
  channel: fc.constantFrom('A', 'B', 'Z', null),
});

const inputArb = fc.record({
  sketches: fc.array(sketchArb, { maxLength: 60 }),
  interProvincial: fc.boolean(),
  withLimits: fc.boolean(),
  limits: fc.array(
    fc.record({
      side: fc.constantFrom('buy' as const, 'sell' as const),
      enterprise: fc.integer({ min: 1, max: 3 }),
      unit: fc.option(fc.integer({ min: 1, max: 2 }), { nil: null }),
      segmentId: fc.integer({ min: 1, max: 3 }),
      maxCents: fc.option(fc.integer({ min: 0, max: 5000 }), { nil: null }),
    }),
    { maxLength: 8 },
  ),
  limitA: fc.option(fc.integer({ min: 0, max: 8000 }), { nil: null }),
  pricingRule: fc.constantFrom('uniform' as const, 'highLow' as const),
  quotaMode: fc.constantFrom('cap' as const, 'reject' as const),
});

function periodOf(value: number): Period {
  return value < 0 ? { kind: 'hour', hour: 3 } : { kind: 'segment', segmentId: value };
}

function toInput(raw: InputSketch): CentralAuctionInput {
  const orders = raw.sketches.map((s): Order => ({
    id: `o${s.id}`,
    enterpriseId: `e${s.enterprise}`,
    unitId: s.unit === null ? null : `u${s.enterprise}-${s.unit}`,
    province: s.province,
    side: s.side,
    period: periodOf(s.period),
    price: s.price,
    volume: s.volume,
    declaredAt: s.at,
    sequence: s.sequence,
    ...(raw.interProvincial || s.channel === 'Z' ? { channelId: s.channel } : {}),
  }));
  const channels: Channel[] = [
    { id: 'B', fromProvince: 2, toProvince: 1, tariff: 1.5, limit: null },
    { id: 'A', fromProvince: 1, toProvince: 2, tariff: 0, limit: raw.limitA && raw.limitA / 100 },
    { id: 'A', fromProvince: 1, toProvince: 3, tariff: 2, limit: raw.limitA && raw.limitA / 100 },
  ];
  const limits: VolumeLimit[] = raw.limits.map((l) => ({
    side: l.side,
    enterpriseId: `e${l.enterprise}`,
    unitId: l.unit === null ? null : `u${l.enterprise}-${l.unit}`,
    segmentId: l.segmentId,
    max: l.maxCents === null ? null : l.maxCents / 100,
  }));
  return {
    orders,
    ...(raw.interProvincial ? { channels } : {}),
    ...(raw.withLimits ? { limits } : {}),
    settings: { pricingRule: raw.pricingRule, quotaMode: raw.quotaMode },
  };
}

type InputSketch = typeof inputArb extends fc.Arbitrary<infer T> ? T : never;

describe('clearCentralAuction against the reference implementation', () => {
  it('gives the same markets, orders and trades on small rounds with every kind of tie and rejection', () => {
    fc.assert(
      fc.property(inputArb, (raw) => {
        const input = toInput(raw);
        expect(resultObjects(clearCentralAuction(input))).toStrictEqual(
          clearCentralAuctionReference(input),
        );
      }),
      { numRuns: 400 },
    );
  });

  it('does not depend on the order of the input array', () => {
    fc.assert(
      fc.property(inputArb, fc.integer(), (raw, seed) => {
        const input = toInput(raw);
        const shuffled = [...input.orders]
          .map((order, i) => ({ order, key: Math.imul(i + 1, seed | 1) >>> 0 }))
          .sort((a, b) => a.key - b.key)
          .map((x) => x.order);
        // Orders equal in time, sequence and id keep input order; give them distinct ids first.
        const unique = new Set(input.orders.map((o) => o.id)).size === input.orders.length;
        fc.pre(unique);
        expect(resultObjects(clearCentralAuction({ ...input, orders: shuffled }))).toStrictEqual(
          resultObjects(clearCentralAuction(input)),
        );
      }),
      { numRuns: 200 },
    );
  });

  it('gives the same result on a 20,000-bid round (the wide radix passes)', () => {
    let state = 7;
    const next = (): number => {
      state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
      return state / 4_294_967_296;
    };
    const orders = Array.from({ length: 20_000 }, (_, i): Order => {
      const side = next() < 0.5 ? 'buy' : 'sell';
      return {
        id: `b${i}`,
        enterpriseId: `e${Math.floor(next() * 50)}`,
        unitId: null,
        province: 1 + Math.floor(next() * 2),
        side,
        period: { kind: 'segment', segmentId: 1 + Math.floor(next() * 3) },
        price: Math.round((side === 'buy' ? 380 : 340) + (next() - 0.5) * 400) / 2,
        volume: Math.round(1 + next() * 19_999) / 100,
        declaredAt: 1_700_000_000_000 + Math.floor(next() * 86_400_000 * 60),
        sequence: Math.floor(next() * 100_000),
      };
    });
    const input = { orders, settings: { pricingRule: 'highLow' as const } };
    const result = clearCentralAuction(input);
    expect(result.trades.count).toBeGreaterThan(1000);
    expect(resultObjects(result)).toStrictEqual(clearCentralAuctionReference(input));
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clearCentralAuction } from './centralAuction';
import { cents, orderById, ordersArb, ruleArb } from './testArbitraries';
import type { Channel, VolumeLimit } from '../types';

describe('clearCentralAuction inter-provincial properties', () => {
  const channelArb = fc.record({
    tariffTenths: fc.integer({ min: 0, max: 30 }),
    limitCents: fc.option(fc.integer({ min: 0, max: 10_000 }), { nil: null }),
  });

  it('respects the channel limit and adds exactly the tariff between what buyers pay and sellers get', () => {
    fc.assert(
      fc.property(ordersArb, channelArb, ruleArb, (raw, c, pricingRule) => {
        const channel: Channel = {
          id: 'C',
          fromProvince: 1,
          toProvince: 2,
          tariff: c.tariffTenths / 10,
          limit: c.limitCents === null ? null : c.limitCents / 100,
        };
        // Sellers sit in the sending province 1, buyers in the receiving province 2.
        const orders = raw.map((o) => ({
          ...o,
          channelId: 'C',
          province: o.side === 'sell' ? 1 : 2,
        }));
        const index = orderById(orders);
        const result = clearCentralAuction({
          orders,
          channels: [channel],
          settings: { pricingRule },
        });
        for (const market of result.markets) {
          if (channel.limit !== null)
            expect(market.clearedVolume).toBeLessThanOrEqual(channel.limit);
        }
        for (const t of result.trades.list()) {
          expect(Math.round((t.buyPrice - t.sellPrice) * 1000)).toBe(c.tariffTenths * 100);
          expect(t.buyPrice).toBeLessThanOrEqual(index.get(t.buyOrderId)?.price ?? -1);
          expect(t.sellPrice).toBeGreaterThanOrEqual(index.get(t.sellOrderId)?.price ?? 1e9);
        }
      }),
    );
  });
});

describe('clearCentralAuction quota properties', () => {
  const limitsArb = fc.array(
    fc.record({
      side: fc.constantFrom('buy' as const, 'sell' as const),
      enterprise: fc.integer({ min: 1, max: 4 }),
      segmentId: fc.integer({ min: 1, max: 3 }),
      maxCents: fc.option(fc.integer({ min: 0, max: 4000 }), { nil: null }),
    }),
    { maxLength: 10 },
  );
  const modeArb = fc.constantFrom('cap' as const, 'reject' as const);

  it('never accepts more than a remaining quota, nothing on a blocked side, and whole orders in reject mode', () => {
    fc.assert(
      fc.property(ordersArb, limitsArb, modeArb, (orders, sketches, quotaMode) => {
        const limits = new Map<string, VolumeLimit>();
        for (const l of sketches) {
          const enterpriseId = `${l.side}-${l.enterprise}`;
          const max = l.maxCents === null ? null : l.maxCents / 100;
          const limit = { side: l.side, enterpriseId, unitId: null, segmentId: l.segmentId, max };
          limits.set(`${enterpriseId}|${l.segmentId}`, limit);
        }
        const result = clearCentralAuction({
          orders,
          limits: [...limits.values()],
          settings: { quotaMode },
        });
        const accepted = new Map<string, number>();
        for (const o of result.orders.list()) {
          const key = `${o.enterpriseId}|${o.segmentId}`;
          accepted.set(key, (accepted.get(key) ?? 0) + cents(o.acceptedVolume));
          if (quotaMode === 'reject' && o.acceptedVolume > 0)
            expect(o.acceptedVolume).toBe(o.declaredVolume);
        }
        for (const [key, limit] of limits) {
          expect(accepted.get(key) ?? 0).toBeLessThanOrEqual(
            limit.max === null ? 0 : cents(limit.max),
          );
        }
      }),
    );
  });
});

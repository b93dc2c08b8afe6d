// The columnar results: the totals the server reads equal the sums over the trade objects, and joining
// results (one clearing per segment between provinces) gives the objects of each, one after the other.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clearCentralAuction } from './centralAuction';
import { summariseClearing } from './centralAuctionSummary';
import { ClearedOrders } from './clearedOrders';
import { ClearedTrades } from './clearedTrades';
import { ordersArb, ruleArb } from './testArbitraries';

describe('columnar clearing results', () => {
  it('holds the count, volume and seller money that the trade objects sum to', () => {
    fc.assert(
      fc.property(ordersArb, ruleArb, (orders, pricingRule) => {
        const { trades } = clearCentralAuction({ orders, settings: { pricingRule } });
        const list = trades.list();
        expect(trades.count).toBe(list.length);
        expect(trades.volumeCents).toBe(list.reduce((s, t) => s + Math.round(t.volume * 100), 0));
        expect(trades.sellFen).toBe(list.reduce((s, t) => s + Math.round(t.sellMoney * 100), 0));
      }),
    );
  });

  it('joins results into the objects of each, in turn', () => {
    fc.assert(
      fc.property(ordersArb, ordersArb, ruleArb, (first, second, pricingRule) => {
        const a = clearCentralAuction({ orders: first, settings: { pricingRule } });
        const b = clearCentralAuction({ orders: second, settings: { pricingRule } });
        const orders = ClearedOrders.join([a.orders, b.orders]);
        const trades = ClearedTrades.join([a.trades, b.trades]);
        expect(orders.list()).toEqual([...a.orders.list(), ...b.orders.list()]);
        expect(trades.list()).toEqual([...a.trades.list(), ...b.trades.list()]);
        expect(trades.volumeCents).toBe(a.trades.volumeCents + b.trades.volumeCents);
        expect(trades.sellFen).toBe(a.trades.sellFen + b.trades.sellFen);
      }),
    );
  });

  it('sums per unit exactly what the result objects, grouped one by one, sum to', () => {
    fc.assert(
      fc.property(ordersArb, ruleArb, (orders, pricingRule) => {
        const result = clearCentralAuction({ orders, settings: { pricingRule } });
        const expected = new Map<string, { declared: number; cleared: number; fen: number }>();
        for (const o of result.orders.list()) {
          const key = JSON.stringify([o.enterpriseId, o.unitId, o.side, o.segmentId]);
          const sums = expected.get(key) ?? { declared: 0, cleared: 0, fen: 0 };
          sums.declared += Math.round(o.declaredVolume * 100);
          sums.cleared += Math.round(o.clearedVolume * 100);
          sums.fen += Math.round(o.money * 100);
          expected.set(key, sums);
        }
        const rows = summariseClearing(result.orders);
        expect(rows).toHaveLength(expected.size);
        for (const r of rows) {
          const sums = expected.get(
            JSON.stringify([r.enterpriseId, r.unitId, r.side, r.segmentId]),
          );
          expect(sums).toEqual({
            declared: Math.round(r.declaredVolume * 100),
            cleared: Math.round(r.clearedVolume * 100),
            fen: Math.round(r.money * 100),
          });
        }
      }),
    );
  });
});

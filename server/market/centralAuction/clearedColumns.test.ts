// The columnar results: the totals the server reads equal the sums over the trade objects, and joining
// results (one clearing per segment between provinces) gives the objects of each, one after the other.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clearCentralAuction } from './centralAuction';
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
});

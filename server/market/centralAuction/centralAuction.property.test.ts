import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clearCentralAuction, resultObjects } from './centralAuction';
import type { CentralAuctionResult } from './centralAuctionTypes';
import { cents, orderById, ordersArb, ruleArb } from './testArbitraries';
import type { Order } from '../types';

function clearedBy(result: CentralAuctionResult, enterpriseId: string, segmentId: number): number {
  return result.orders
    .list()
    .filter((o) => o.enterpriseId === enterpriseId && o.segmentId === segmentId)
    .reduce((sum, o) => sum + cents(o.clearedVolume), 0);
}

describe('clearCentralAuction properties', () => {
  it('never makes a buyer pay above its bid nor a seller receive below its offer', () => {
    fc.assert(
      fc.property(ordersArb, ruleArb, (orders, pricingRule) => {
        const index = orderById(orders);
        const result = clearCentralAuction({ orders, settings: { pricingRule } });
        for (const trade of result.trades.list()) {
          expect(trade.buyPrice).toBeLessThanOrEqual(index.get(trade.buyOrderId)?.price ?? -1);
          expect(trade.sellPrice).toBeGreaterThanOrEqual(
            index.get(trade.sellOrderId)?.price ?? 1e9,
          );
        }
      }),
    );
  });

  it('balances bought and sold volume and money exactly in every province and segment', () => {
    fc.assert(
      fc.property(ordersArb, ruleArb, (orders, pricingRule) => {
        const result = clearCentralAuction({ orders, settings: { pricingRule } });
        for (const market of result.markets) {
          if (market.scope.kind !== 'province') continue;
          const province = market.scope.province;
          const mine = result.orders
            .list()
            .filter((o) => o.province === province && o.segmentId === market.segmentId);
          const sum = (side: string, pick: (o: (typeof mine)[number]) => number): number =>
            mine.filter((o) => o.side === side).reduce((s, o) => s + Math.round(pick(o) * 100), 0);
          const q = cents(market.clearedVolume);
          expect(sum('buy', (o) => o.clearedVolume)).toBe(q);
          expect(sum('sell', (o) => o.clearedVolume)).toBe(q);
          expect(sum('buy', (o) => o.money)).toBe(sum('sell', (o) => o.money));
        }
      }),
    );
  });

  it('leaves no unmatched buy priced above an unmatched sell in the same market (curves fully crossed)', () => {
    fc.assert(
      fc.property(ordersArb, (orders) => {
        const result = clearCentralAuction({ orders });
        for (const market of result.markets) {
          if (market.scope.kind !== 'province') continue;
          const province = market.scope.province;
          const open = result.orders
            .list()
            .filter(
              (o) =>
                o.province === province &&
                o.segmentId === market.segmentId &&
                o.clearedVolume < o.acceptedVolume,
            );
          const bestBuy = Math.max(
            ...open.filter((o) => o.side === 'buy').map((o) => o.declaredPrice),
          );
          const bestSell = Math.min(
            ...open.filter((o) => o.side === 'sell').map((o) => o.declaredPrice),
          );
          expect(bestBuy).toBeLessThan(bestSell);
        }
      }),
    );
  });

  // Exact pro-rata shares never fall when a bid rises, but no rounding to the 0.01 MWh grid that keeps
  // totals exact can be monotone (Balinski–Young). Largest remainders keep each order within 0.01 MWh of
  // its exact share, so a buyer with n orders can lose at most 2n − 1 cents to rounding, never more.
  it("never lowers a buyer's cleared volume in a segment, beyond rounding, when one of its bids is raised", () => {
    fc.assert(
      fc.property(ordersArb, fc.nat(), fc.integer({ min: 1, max: 40 }), (orders, pick, raise) => {
        const buys = orders.filter((o) => o.side === 'buy');
        const target = buys[pick % Math.max(1, buys.length)];
        if (!target || target.period.kind !== 'segment') return;
        const raised = orders.map((o) =>
          o === target ? { ...o, price: o.price + raise * 2.5 } : o,
        );
        const before = clearCentralAuction({ orders });
        const after = clearCentralAuction({ orders: raised });
        const segment = target.period.segmentId;
        const own = orders.filter(
          (o) =>
            o.enterpriseId === target.enterpriseId &&
            o.period.kind === 'segment' &&
            o.period.segmentId === segment,
        ).length;
        expect(clearedBy(after, target.enterpriseId, segment)).toBeGreaterThanOrEqual(
          clearedBy(before, target.enterpriseId, segment) - (2 * own - 1),
        );
      }),
    );
  });

  it('clears Q* = max over prices p of min(buys at ≥ p, sells at ≤ p), priced between the marginal tiers', () => {
    fc.assert(
      fc.property(ordersArb, (orders) => {
        const result = clearCentralAuction({ orders });
        for (const market of result.markets) {
          if (market.scope.kind !== 'province') continue;
          const province = market.scope.province;
          const mine = orders.filter(
            (o) =>
              o.province === province &&
              o.period.kind === 'segment' &&
              o.period.segmentId === market.segmentId,
          );
          const buys = mine.filter((o) => o.side === 'buy');
          const sells = mine.filter((o) => o.side === 'sell');
          const volumeOf = (list: Order[]): number => list.reduce((t, o) => t + cents(o.volume), 0);
          let best = 0;
          for (const p of new Set(mine.map((o) => o.price))) {
            const demand = volumeOf(buys.filter((o) => o.price >= p));
            const supply = volumeOf(sells.filter((o) => o.price <= p));
            best = Math.max(best, Math.min(demand, supply));
          }
          expect(cents(market.clearedVolume)).toBe(best);
          if (best === 0) continue;
          // The marginal buy tier is the lowest price whose higher-priced volume is still below Q*.
          const lastBuy = Math.min(
            ...buys
              .filter((b) => volumeOf(buys.filter((o) => o.price > b.price)) < best)
              .map((b) => b.price),
          );
          const lastSell = Math.max(
            ...sells
              .filter((s) => volumeOf(sells.filter((o) => o.price < s.price)) < best)
              .map((s) => s.price),
          );
          expect(market.clearingPrice).toBe((lastBuy + lastSell) / 2);
        }
      }),
    );
  });

  it('clears the same volume per order under both pricing rules (only prices differ)', () => {
    fc.assert(
      fc.property(ordersArb, (orders) => {
        const volumes = (pricingRule: 'uniform' | 'highLow'): number[] =>
          clearCentralAuction({ orders, settings: { pricingRule } })
            .orders.list()
            .map((o) => o.clearedVolume);
        expect(volumes('highLow')).toEqual(volumes('uniform'));
      }),
    );
  });

  it('gives the same result whatever the order of the input array', () => {
    fc.assert(
      fc.property(
        ordersArb,
        fc.array(fc.nat(), { minLength: 40, maxLength: 40 }),
        ruleArb,
        (orders, keys, pricingRule) => {
          const shuffled = orders
            .map((o, i) => ({ o, k: keys[i] ?? 0 }))
            .sort((a, b) => a.k - b.k)
            .map((x) => x.o);
          const clear = (list: typeof orders) =>
            resultObjects(clearCentralAuction({ orders: list, settings: { pricingRule } }));
          expect(clear(shuffled)).toEqual(clear(orders));
        },
      ),
    );
  });

  it('lets the earlier declaration win a tie at the marginal price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999 }), fc.integer({ min: 1, max: 999 }), (a, b) => {
        // Two equal bids of 10 MWh share s MWh; the earlier one never gets less than the later one.
        const s = Math.min(a, b) / 100;
        const orders: Order[] = [
          { ...base('late', 'buy', 400, 10), declaredAt: 2, sequence: 2 },
          { ...base('early', 'buy', 400, 10), declaredAt: 1, sequence: 1 },
          { ...base('s', 'sell', 300, s), declaredAt: 3, sequence: 3 },
        ];
        const r = clearCentralAuction({ orders });
        const volume = (id: string): number =>
          r.orders.list().find((o) => o.orderId === id)?.clearedVolume ?? 0;
        expect(volume('early')).toBeGreaterThanOrEqual(volume('late'));
      }),
    );
  });
});

function base(id: string, side: 'buy' | 'sell', price: number, volume: number): Order {
  const province = 1;
  const period = { kind: 'segment', segmentId: 1 } as const;
  return {
    id,
    enterpriseId: id,
    unitId: null,
    province,
    side,
    period,
    price,
    volume,
    declaredAt: 0,
    sequence: 0,
  };
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clearCentralAuction } from './centralAuction';
import type { CentralAuctionResult, PricingRule } from './centralAuctionTypes';
import type { Channel, Order, VolumeLimit } from './types';

// Small price and volume ranges on purpose: they make equal prices, marginal tiers and rounding residues
// common, which is where clearing rules break.
const orderSketch = fc.record({
  side: fc.constantFrom('buy' as const, 'sell' as const),
  enterprise: fc.integer({ min: 1, max: 4 }),
  province: fc.integer({ min: 1, max: 2 }),
  segmentId: fc.integer({ min: 1, max: 3 }),
  priceTenths: fc.integer({ min: 0, max: 40 }),
  // Tiny volumes make the 0.01 MWh rounding of marginal tiers matter; larger ones make many tiers.
  volumeCents: fc.oneof(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 3000 })),
  at: fc.integer({ min: 0, max: 20 }),
});

const ordersArb = fc.array(orderSketch, { minLength: 0, maxLength: 40 }).map((sketches) =>
  sketches.map((s, i): Order => ({
    id: `o${i}`,
    enterpriseId: `${s.side}-${s.enterprise}`,
    unitId: null,
    province: s.province,
    side: s.side,
    period: { kind: 'segment', segmentId: s.segmentId },
    price: 300 + s.priceTenths * 2.5,
    volume: s.volumeCents / 100,
    declaredAt: s.at,
    sequence: i,
  })),
);

const ruleArb = fc.constantFrom<PricingRule>('uniform', 'highLow');
const cents = (mwh: number): number => Math.round(mwh * 100);

function orderById(orders: readonly Order[]): Map<string, Order> {
  return new Map(orders.map((o) => [o.id, o]));
}

function clearedBy(result: CentralAuctionResult, enterpriseId: string, segmentId: number): number {
  return result.orders
    .filter((o) => o.enterpriseId === enterpriseId && o.segmentId === segmentId)
    .reduce((sum, o) => sum + cents(o.clearedVolume), 0);
}

describe('clearCentralAuction properties', () => {
  it('never makes a buyer pay above its bid nor a seller receive below its offer', () => {
    fc.assert(
      fc.property(ordersArb, ruleArb, (orders, pricingRule) => {
        const index = orderById(orders);
        const result = clearCentralAuction({ orders, settings: { pricingRule } });
        for (const trade of result.trades) {
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
          const mine = result.orders.filter(
            (o) => o.province === province && o.segmentId === market.segmentId,
          );
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
          const open = result.orders.filter(
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
          expect(clearCentralAuction({ orders: shuffled, settings: { pricingRule } })).toEqual(
            clearCentralAuction({ orders, settings: { pricingRule } }),
          );
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
          r.orders.find((o) => o.orderId === id)?.clearedVolume ?? 0;
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
        for (const t of result.trades) {
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
        for (const o of result.orders) {
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

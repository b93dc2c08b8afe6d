import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RollingMarket, replayRollingMatching } from './rollingMatching';
import type { RollingEvent } from './rollingTypes';
import { byDeclaration, type Order, type Trade } from '../types';

// Few prices, provinces and segments, so orders cross, tie and partly fill often.
const eventSketch = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('place' as const),
      side: fc.constantFrom('buy' as const, 'sell' as const),
      enterprise: fc.integer({ min: 1, max: 3 }),
      province: fc.integer({ min: 1, max: 2 }),
      segmentId: fc.integer({ min: 1, max: 2 }),
      price: fc.integer({ min: 300, max: 306 }),
      volumeCents: fc.integer({ min: 1, max: 1000 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('cancel' as const),
      pick: fc.nat(),
      asOwner: fc.boolean(),
    }),
  },
);

const eventsArb = fc
  .tuple(fc.array(eventSketch, { maxLength: 60 }), fc.boolean())
  .map(([sketches, close]) => {
    const events: RollingEvent[] = [];
    const placed: Order[] = [];
    sketches.forEach((s, i) => {
      if (s.kind === 'place') {
        const order: Order = {
          id: `o${i}`,
          enterpriseId: `${s.side}-${s.enterprise}`,
          unitId: null,
          province: s.province,
          side: s.side,
          period: { kind: 'segment', segmentId: s.segmentId },
          price: s.price,
          volume: s.volumeCents / 100,
          declaredAt: Math.floor(i / 2), // pairs share a time: the sequence breaks the tie
          sequence: i,
        };
        placed.push(order);
        events.push({ kind: 'place', order });
      } else {
        const target = placed[s.pick % Math.max(1, placed.length)];
        if (target) {
          const enterpriseId = s.asOwner ? target.enterpriseId : 'someone-else';
          events.push({ kind: 'cancel', orderId: target.id, enterpriseId });
        }
      }
    });
    if (close) events.push({ kind: 'close' });
    return events;
  });

/** The obvious, slow model: scan every open order for the best crossing one. */
function referenceTrades(events: readonly RollingEvent[]): [string, string, number, number][] {
  const open: { order: Order; left: number }[] = [];
  const trades: [string, string, number, number][] = [];
  for (const event of events) {
    if (event.kind === 'close') break;
    if (event.kind === 'cancel') {
      const i = open.findIndex(
        (o) => o.order.id === event.orderId && o.order.enterpriseId === event.enterpriseId,
      );
      if (i >= 0) open.splice(i, 1);
      continue;
    }
    const incoming = event.order;
    let left = Math.round(incoming.volume * 100);
    while (left > 0) {
      const candidates = open.filter(
        (o) =>
          o.order.side !== incoming.side &&
          o.order.province === incoming.province &&
          JSON.stringify(o.order.period) === JSON.stringify(incoming.period) &&
          (incoming.side === 'buy'
            ? incoming.price >= o.order.price
            : incoming.price <= o.order.price),
      );
      const sign = incoming.side === 'buy' ? 1 : -1;
      candidates.sort(
        (a, b) => sign * (a.order.price - b.order.price) || byDeclaration(a.order, b.order),
      );
      const best = candidates[0];
      if (!best) break;
      const cents = Math.min(left, best.left);
      const [b, s] = incoming.side === 'buy' ? [incoming, best.order] : [best.order, incoming];
      trades.push([b.id, s.id, cents, best.order.price]);
      left -= cents;
      best.left -= cents;
      if (best.left === 0) open.splice(open.indexOf(best), 1);
    }
    if (left > 0) open.push({ order: incoming, left });
  }
  return trades;
}

const key = (t: Trade): [string, string, number, number] => [
  t.buyOrderId,
  t.sellOrderId,
  Math.round(t.volume * 100),
  t.buyPrice,
];

describe('RollingMarket properties', () => {
  it('makes exactly the trades of a naive price-time-priority model', () => {
    fc.assert(
      fc.property(eventsArb, (events) => {
        expect(replayRollingMatching(1, events).trades().map(key)).toEqual(referenceTrades(events));
      }),
    );
  });

  it('never leaves a book crossed: after every event the best bid is below the best ask', () => {
    fc.assert(
      fc.property(eventsArb, (events) => {
        const market = new RollingMarket(1);
        for (const event of events) {
          if (event.kind === 'place') market.place(event.order);
          else if (event.kind === 'cancel') market.cancel(event.orderId, event.enterpriseId);
          else market.close();
          for (const province of [1, 2]) {
            for (const segmentId of [1, 2]) {
              const { bids, asks } = market.depth(province, { kind: 'segment', segmentId });
              if (bids[0] && asks[0]) expect(bids[0].price).toBeLessThan(asks[0].price);
            }
          }
        }
      }),
    );
  });

  it('accounts for every order’s volume as filled, open or cancelled, and balances both sides', () => {
    fc.assert(
      fc.property(eventsArb, (events) => {
        const market = replayRollingMatching(1, events);
        const cents = (v: number): number => Math.round(v * 100);
        let bought = 0;
        let sold = 0;
        for (const o of market.orders()) {
          expect(cents(o.filledVolume) + cents(o.openVolume) + cents(o.cancelledVolume)).toBe(
            cents(o.volume),
          );
          if (o.side === 'buy') bought += cents(o.filledVolume);
          else sold += cents(o.filledVolume);
          if (market.closed) expect(o.openVolume).toBe(0);
        }
        expect(bought).toBe(sold);
        const prices = new Map(market.orders().map((o) => [o.orderId, o.price]));
        for (const t of market.trades()) {
          expect(t.buyPrice).toBeLessThanOrEqual(prices.get(t.buyOrderId) ?? -1);
          expect(t.sellPrice).toBeGreaterThanOrEqual(prices.get(t.sellOrderId) ?? 1e9);
        }
      }),
    );
  });
});

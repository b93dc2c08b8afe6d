import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUY, PriceLevelBook, SELL, type BookSideCode } from './priceLevelBook';
import { RollingMarket, replayRollingMatching } from './rollingMatching';
import type { RollingEvent } from './rollingTypes';
import type { Order } from '../types';

// Operations on one book: few prices so levels fill, tie and empty often; declaration times drawn at
// random so orders sometimes arrive after later-declared ones (the queue must still keep time order).
const op = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('place' as const),
      side: fc.constantFrom<BookSideCode>(BUY, SELL),
      price: fc.integer({ min: 95, max: 105 }),
      volume: fc.integer({ min: 1, max: 50 }),
      t1: fc.integer({ min: 0, max: 20 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }) },
);

interface ModelOrder {
  id: number;
  side: BookSideCode;
  price: number;
  left: number;
  t1: number;
  t2: number;
}

/** The slow, obvious model: scan all open orders for the best by price, then declaration time. */
function modelBest(open: readonly ModelOrder[], side: BookSideCode): ModelOrder | undefined {
  let best: ModelOrder | undefined;
  for (const o of open) {
    if (o.side !== side) continue;
    const better =
      !best ||
      (side === BUY ? o.price > best.price : o.price < best.price) ||
      (o.price === best.price && (o.t1 < best.t1 || (o.t1 === best.t1 && o.t2 < best.t2)));
    if (better) best = o;
  }
  return best;
}

describe('PriceLevelBook properties', () => {
  it('fills in price-time priority at the resting price, never stays crossed, and conserves volume', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 80 }), (ops) => {
        const book = new PriceLevelBook();
        const open: ModelOrder[] = [];
        const slots: number[] = [];
        const declared: number[] = [];
        let placedVolume = 0;
        let tradedVolume = 0;
        let cancelledVolume = 0;
        ops.forEach((o, i) => {
          if (o.kind === 'cancel') {
            const id = o.pick % Math.max(1, slots.length);
            const got = book.cancel(slots[id] ?? -1, id);
            const at = open.findIndex((m) => m.id === id);
            expect(got).toBe(at >= 0 ? open[at]?.left : -1);
            if (at >= 0) {
              cancelledVolume += open[at]?.left ?? 0;
              open.splice(at, 1);
            }
            return;
          }
          const id = slots.length;
          placedVolume += o.volume;
          declared.push(o.volume);
          slots.push(book.place(id, o.side, o.price, o.volume, o.t1, i));
          // Expected fills from the model.
          const expected: [number, number, number][] = [];
          let left = o.volume;
          const other: BookSideCode = o.side === BUY ? SELL : BUY;
          for (let m = modelBest(open, other); m && left > 0; m = modelBest(open, other)) {
            if (o.side === BUY ? m.price > o.price : m.price < o.price) break;
            const v = Math.min(left, m.left);
            expected.push([m.id, v, m.price]);
            left -= v;
            m.left -= v;
            if (m.left === 0) open.splice(open.indexOf(m), 1);
          }
          if (left > 0) open.push({ id, side: o.side, price: o.price, left, t1: o.t1, t2: i });
          const actual: [number, number, number][] = [];
          for (let f = 0; f < book.count; f++) {
            actual.push([book.makerId(f), book.volume(f), book.price(f)]);
            tradedVolume += 2 * book.volume(f);
          }
          expect(actual).toEqual(expected);
          const bid = book.best(BUY);
          const ask = book.best(SELL);
          if (bid !== null && ask !== null) expect(bid).toBeLessThan(ask);
        });
        // Every placed unit is traded (counted on both sides), cancelled or still resting.
        let resting = 0;
        for (const side of [BUY, SELL] as const) {
          book.eachLevel(side, (_p, volume) => (resting += volume));
        }
        expect(tradedVolume + cancelledVolume + resting).toBe(placedVolume);
        expect(resting).toBe(open.reduce((sum, m) => sum + m.left, 0));
      }),
    );
  });
});

describe('RollingMarket replay', () => {
  const events = fc
    .array(
      fc.oneof(
        fc.record({
          side: fc.constantFrom('buy' as const, 'sell' as const),
          price: fc.integer({ min: 300, max: 305 }),
          cents: fc.integer({ min: 1, max: 500 }),
          segmentId: fc.integer({ min: 1, max: 3 }),
        }),
        fc.nat(),
      ),
      { maxLength: 60 },
    )
    .map((sketches) => {
      const out: RollingEvent[] = [];
      const ids: Order[] = [];
      sketches.forEach((s, i) => {
        if (typeof s === 'number') {
          const target = ids[s % Math.max(1, ids.length)];
          if (target)
            out.push({ kind: 'cancel', orderId: target.id, enterpriseId: target.enterpriseId });
          return;
        }
        const order: Order = {
          id: `o${i}`,
          enterpriseId: `e${i % 4}`,
          unitId: null,
          province: 1,
          side: s.side,
          period: { kind: 'segment', segmentId: s.segmentId },
          price: s.price,
          volume: s.cents / 100,
          declaredAt: i,
          sequence: i,
        };
        ids.push(order);
        out.push({ kind: 'place', order });
      });
      return out;
    });

  it('rebuilds from the event log exactly the live books, orders and trades', () => {
    fc.assert(
      fc.property(events, (log) => {
        const live = new RollingMarket(1);
        for (const e of log) {
          if (e.kind === 'place') live.place(e.order);
          else if (e.kind === 'cancel') live.cancel(e.orderId, e.enterpriseId);
        }
        const replayed = replayRollingMatching(1, log);
        expect(replayed.orders()).toEqual(live.orders());
        expect(replayed.trades()).toEqual(live.trades());
        for (const segmentId of [1, 2, 3]) {
          const period = { kind: 'segment', segmentId } as const;
          const depth = replayed.depth(1, period);
          expect(depth).toEqual(live.depth(1, period));
          // The anonymous depth is exactly the open volume of the orders, level by level.
          for (const [side, list] of [
            ['buy', depth.bids],
            ['sell', depth.asks],
          ] as const) {
            const byPrice = new Map<number, number>();
            for (const o of replayed.orders()) {
              if (o.side !== side || o.openVolume === 0 || o.period.kind !== 'segment') continue;
              if (o.period.segmentId !== segmentId) continue;
              byPrice.set(
                o.price,
                Math.round((byPrice.get(o.price) ?? 0) * 100 + o.openVolume * 100) / 100,
              );
            }
            expect(new Map(list.map((l) => [l.price, l.volume]))).toEqual(byPrice);
          }
        }
      }),
    );
  });
});

// What the centralised-clearing bench compares against: the same seeded bids, and the least work any
// clearing must do with them (sort by market, side and price, then walk), done two ways.
import type { Order } from '../server/market/types';

/** mulberry32: a small seeded generator, so every run clears exactly the same bids. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Bids shaped like a classroom market: buys around 380 元/MWh, sells around 340, prices in 0.5 steps. */
export function makeOrders(count: number, seed: number): Order[] {
  const next = random(seed);
  return Array.from({ length: count }, (_, i): Order => {
    const side = next() < 0.5 ? 'buy' : 'sell';
    const centre = side === 'buy' ? 380 : 340;
    const price = Math.round((centre + (next() - 0.5) * 200) * 2) / 2;
    const volume = Math.round((1 + next() * 199) * 100) / 100;
    return {
      id: `b${i}`,
      enterpriseId: `e${Math.floor(next() * 200)}`,
      unitId: null,
      province: 1,
      side,
      period: { kind: 'segment', segmentId: 1 + Math.floor(next() * 3) },
      price,
      volume,
      declaredAt: 1_700_000_000_000 + Math.floor(next() * 3_600_000),
      sequence: i,
      // The server's orders all have it (roundOrders' literal): one shape for the engine, as there.
      channelId: null,
    };
  });
}

/**
 * The same bids as the server hands them to the engine (server/domain/centerTrade/centerTradeInput.ts,
 * roundOrders): read by declaration id, which is declaration order there (a declaration is only ever
 * inserted, stamped with the time of its insert), so the declaration times rise in input order; made
 * by that function's object literal (with channelId), each with its own period and id.
 */
export function inServerOrder(orders: readonly Order[]): Order[] {
  const times = orders.map((o) => o.declaredAt).sort((a, b) => a - b);
  return orders.map((o, i): Order => ({
    id: `b${i}`,
    enterpriseId: o.enterpriseId,
    unitId: o.unitId,
    province: o.province,
    side: o.side,
    period: { kind: 'segment', segmentId: o.period.kind === 'segment' ? o.period.segmentId : 0 },
    price: o.price,
    volume: o.volume,
    declaredAt: times[i]!,
    sequence: i,
    channelId: null,
  }));
}

/** What a reference walk found: total volume and number of price tiers (so the walk is not optimised away). */
export interface Walked {
  volume: number;
  tiers: number;
}

function segmentOf(order: Order): number {
  return order.period.kind === 'segment' ? order.period.segmentId : 0;
}

/**
 * Reference (a): the bids as plain objects, sorted with a comparator (segment, side, best price first,
 * then declaration), then walked once counting price tiers and summing volume.
 */
export function plainObjectSortAndWalk(orders: readonly Order[]): Walked {
  const sorted = [...orders].sort(
    (a, b) =>
      segmentOf(a) - segmentOf(b) ||
      (a.side === b.side ? 0 : a.side === 'buy' ? -1 : 1) ||
      (a.side === 'buy' ? b.price - a.price : a.price - b.price) ||
      a.declaredAt - b.declaredAt ||
      a.sequence - b.sequence,
  );
  let volume = 0;
  let tiers = 0;
  let lastPrice = NaN;
  for (const order of sorted) {
    if (order.price !== lastPrice) tiers++;
    lastPrice = order.price;
    volume += order.volume;
  }
  return { volume, tiers };
}

/**
 * Reference (b): the same sort on one packed numeric key per bid (segment, side, price, position) in a
 * Float64Array, sorted natively without a comparator, then walked the same way.
 */
export function typedArraySortAndWalk(orders: readonly Order[]): Walked {
  const n = orders.length;
  const keys = new Float64Array(n);
  const volumes = new Float64Array(n);
  const prices = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const o = orders[i]!;
    // Prices are 0..1000 元 in 0.5 steps here: 2,000 price slots, n positions inside each.
    const slot = o.side === 'buy' ? 2000 - o.price * 2 : o.price * 2;
    const group = segmentOf(o) * 2 + (o.side === 'buy' ? 0 : 1);
    keys[i] = (group * 2048 + slot) * n + i;
    volumes[i] = o.volume;
    prices[i] = o.price;
  }
  keys.sort();
  let volume = 0;
  let tiers = 0;
  let lastPrice = NaN;
  for (let k = 0; k < n; k++) {
    const i = keys[k]! % n;
    if (prices[i] !== lastPrice) tiers++;
    lastPrice = prices[i]!;
    volume += volumes[i]!;
  }
  return { volume, tiers };
}

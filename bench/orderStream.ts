// A seeded stream of order-book operations for bench/orderBook.bench.ts: places and cancels in typed
// arrays (integer prices in 0.001 元/MWh on a 0.01 元/MWh tick, integer volumes in 0.01 MWh), so every
// book under test reads exactly the same operations.

/** Operation kinds of the stream. */
export const PLACE = 0;
/** A cancel of an earlier place (which may have traded away already). */
export const CANCEL = 1;

/** The operations; a place's order id is its index in the stream. */
export interface OrderStream {
  /** Number of operations. */
  length: number;
  /** PLACE or CANCEL. */
  kind: Uint8Array;
  /** 0 buy, 1 sell (places). */
  side: Uint8Array;
  /** Price, 0.001 元/MWh, multiple of 10 (places). */
  price: Float64Array;
  /** Volume, 0.01 MWh (places). */
  volume: Float64Array;
  /** Index of the place a cancel withdraws. */
  target: Int32Array;
}

/** mulberry32: a small seeded generator, so every run sees the same stream. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * A classroom-like stream: buys centred 0.5 元 below 350 元/MWh and sells 0.5 above, spread ±5 元 on a
 * 0.01 tick (so about a thousand price levels are in play and many orders cross); volumes 1-100 MWh;
 * `cancelShare` of the operations cancel a random earlier order.
 */
export function makeOrderStream(length: number, cancelShare: number, seed: number): OrderStream {
  const next = random(seed);
  const stream: OrderStream = {
    length,
    kind: new Uint8Array(length),
    side: new Uint8Array(length),
    price: new Float64Array(length),
    volume: new Float64Array(length),
    target: new Int32Array(length).fill(-1),
  };
  const places: number[] = [];
  for (let i = 0; i < length; i++) {
    if (places.length > 0 && next() < cancelShare) {
      stream.kind[i] = CANCEL;
      stream.target[i] = places[Math.floor(next() * places.length)] ?? 0;
      continue;
    }
    const side = next() < 0.5 ? 0 : 1;
    const centreTicks = 35_000 + (side === 0 ? -50 : 50);
    const ticks = centreTicks + Math.round((next() - 0.5) * 1_000);
    stream.kind[i] = PLACE;
    stream.side[i] = side;
    stream.price[i] = ticks * 10;
    stream.volume[i] = 100 + Math.floor(next() * 9_900);
    places.push(i);
  }
  return stream;
}

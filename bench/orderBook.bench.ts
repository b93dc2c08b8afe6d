// Rolling-matching engine speed: one seeded stream of 200,000 operations (10% cancels, 0.01 元/MWh
// ticks) run through (a) our PriceLevelBook, (a') our RollingMarket public API (Order objects, views and
// trades), (b) the nodejs-order-book package and (c) a minimal hand-written price-level book written
// below. Each line prints operations/s, the traded volume (the same for all, so all did the same work)
// and the ratio to the goal. `npm run bench orderBook`. Goal (issue 13): ≥ 1,000,000 operations/s.
import { performance } from 'node:perf_hooks';
import { OrderBook as PackageBook, Side } from 'nodejs-order-book';
import { CANCEL, makeOrderStream, type OrderStream } from './orderStream';
import { PriceLevelBook } from '../server/market/rollingMatching/priceLevelBook';
import { RollingMarket } from '../server/market/rollingMatching/rollingMatching';
import type { Order } from '../server/market/types';

const GOAL = 1_000_000;
const OPERATIONS = 200_000;
const stream = makeOrderStream(OPERATIONS, 0.1, 20_261_123);

/** (a) Our core book: typed arrays, FIFO per level, O(1) cancel by slot. */
function runOurs(s: OrderStream): number {
  const book = new PriceLevelBook();
  const slots = new Int32Array(s.length).fill(-1);
  let traded = 0;
  for (let i = 0; i < s.length; i++) {
    if (s.kind[i] === CANCEL) {
      const target = s.target[i] ?? 0;
      book.cancel(slots[target] ?? -1, target);
      continue;
    }
    slots[i] = book.place(i, s.side[i] === 0 ? 0 : 1, s.price[i] ?? 0, s.volume[i] ?? 0, 0, i);
    for (let f = 0; f < book.count; f++) traded += book.volume(f);
  }
  return traded;
}

/** The stream as Order objects for RollingMarket (built before timing). */
function ordersOf(s: OrderStream): (Order | null)[] {
  const orders: (Order | null)[] = [];
  for (let i = 0; i < s.length; i++) {
    orders.push(
      s.kind[i] === CANCEL
        ? null
        : {
            id: `o${i}`,
            enterpriseId: `e${i % 40}`,
            unitId: null,
            province: 1,
            side: s.side[i] === 0 ? 'buy' : 'sell',
            period: { kind: 'segment', segmentId: 1 },
            price: (s.price[i] ?? 0) / 1000,
            volume: (s.volume[i] ?? 0) / 100,
            declaredAt: i,
            sequence: i,
          },
    );
  }
  return orders;
}

/** (a') Our public API: validation, records, Trade objects and views per operation. */
function runMarket(s: OrderStream, orders: readonly (Order | null)[]): number {
  const market = new RollingMarket(1);
  let traded = 0;
  for (let i = 0; i < s.length; i++) {
    const order = orders[i];
    if (order) {
      for (const t of market.place(order).trades) traded += Math.round(t.volume * 100);
    } else {
      const target = s.target[i] ?? 0;
      market.cancel(`o${target}`, `e${target % 40}`);
    }
  }
  return traded;
}

/** (b) The nodejs-order-book package (string ids built before timing). */
function runPackage(s: OrderStream, ids: readonly string[]): number {
  const book = new PackageBook();
  let traded = 0;
  for (let i = 0; i < s.length; i++) {
    if (s.kind[i] === CANCEL) {
      book.cancel(ids[s.target[i] ?? 0] ?? '');
      continue;
    }
    const size = s.volume[i] ?? 0;
    const side = s.side[i] === 0 ? Side.BUY : Side.SELL;
    const result = book.limit({ side, id: ids[i] ?? '', size, price: s.price[i] ?? 0 });
    traded += size - result.quantityLeft;
  }
  return traded;
}

interface RefOrder {
  id: number;
  remaining: number;
  alive: boolean;
  level: RefLevel;
}
interface RefLevel {
  price: number;
  queue: RefOrder[];
  head: number;
  live: number;
}

/** (c) A minimal hand-written price-level book: a Map of levels and a sorted price array per side. */
class ReferenceBook {
  private readonly levels = [new Map<number, RefLevel>(), new Map<number, RefLevel>()];
  // Best price last: bids ascending, asks descending.
  private readonly prices: number[][] = [[], []];
  private readonly orders = new Map<number, RefOrder>();

  place(id: number, side: 0 | 1, price: number, volume: number): number {
    const other = side === 0 ? 1 : 0;
    const otherPrices = this.prices[other] ?? [];
    let left = volume;
    while (left > 0 && otherPrices.length > 0) {
      const best = otherPrices[otherPrices.length - 1] ?? 0;
      if (side === 0 ? best > price : best < price) break;
      const level = this.levels[other]?.get(best);
      if (!level) break;
      while (left > 0 && level.head < level.queue.length) {
        const resting = level.queue[level.head];
        if (!resting) break;
        if (!resting.alive) {
          level.head++;
          continue;
        }
        const traded = Math.min(left, resting.remaining);
        left -= traded;
        resting.remaining -= traded;
        if (resting.remaining === 0) {
          resting.alive = false;
          level.live--;
          level.head++;
          this.orders.delete(resting.id);
        }
      }
      if (level.live === 0) {
        otherPrices.pop();
        this.levels[other]?.delete(best);
      }
    }
    if (left > 0) this.rest(id, side, price, left);
    return volume - left;
  }

  cancel(id: number): void {
    const order = this.orders.get(id);
    if (!order) return;
    order.alive = false;
    this.orders.delete(id);
    const level = order.level;
    level.live--;
    if (level.live > 0) return;
    const side = this.levels[0]?.get(level.price) === level ? 0 : 1;
    this.levels[side]?.delete(level.price);
    const list = this.prices[side] ?? [];
    list.splice(list.indexOf(level.price), 1);
  }

  private rest(id: number, side: 0 | 1, price: number, volume: number): void {
    const map = this.levels[side];
    let level = map?.get(price);
    if (!level) {
      level = { price, queue: [], head: 0, live: 0 };
      map?.set(price, level);
      const list = this.prices[side] ?? [];
      let low = 0;
      let high = list.length;
      while (low < high) {
        const mid = (low + high) >>> 1;
        const p = list[mid] ?? 0;
        if (side === 0 ? p < price : p > price) low = mid + 1;
        else high = mid;
      }
      list.splice(low, 0, price);
    }
    const order: RefOrder = { id, remaining: volume, alive: true, level };
    level.queue.push(order);
    level.live++;
    this.orders.set(id, order);
  }
}

function runReference(s: OrderStream): number {
  const book = new ReferenceBook();
  let traded = 0;
  for (let i = 0; i < s.length; i++) {
    if (s.kind[i] === CANCEL) book.cancel(s.target[i] ?? 0);
    else traded += book.place(i, s.side[i] === 0 ? 0 : 1, s.price[i] ?? 0, s.volume[i] ?? 0);
  }
  return traded;
}

/** Median operations/s over several runs after warm-up, and the traded volume of the last run. */
function measure(
  run: () => number,
  warmups: number,
  runs: number,
): { opsPerSec: number; traded: number } {
  let traded = 0;
  for (let i = 0; i < warmups; i++) traded = run();
  const rates: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    traded = run();
    rates.push(OPERATIONS / ((performance.now() - start) / 1000));
  }
  rates.sort((a, b) => a - b);
  return { opsPerSec: rates[Math.floor(rates.length / 2)] ?? 0, traded };
}

const ids = Array.from({ length: OPERATIONS }, (_, i) => `o${i}`);
const orders = ordersOf(stream);
const cancels = stream.kind.reduce((n, k) => n + (k === CANCEL ? 1 : 0), 0);
console.log(`订单流: ${OPERATIONS} 次操作 (撤单 ${cancels}), 价格最小变动 0.01 元/MWh, 种子固定`);
const rows: [string, { opsPerSec: number; traded: number }][] = [
  ['(a) 本项目 PriceLevelBook', measure(() => runOurs(stream), 5, 9)],
  ["(a') 本项目 RollingMarket (公开接口)", measure(() => runMarket(stream, orders), 2, 5)],
  ['(b) nodejs-order-book 10.1.1', measure(() => runPackage(stream, ids), 1, 3)],
  ['(c) 手写价位簿 (参照)', measure(() => runReference(stream), 3, 7)],
];
for (const [name, { opsPerSec, traded }] of rows) {
  const ratio = (opsPerSec / GOAL).toFixed(2);
  console.log(
    `${name.padEnd(36)} ${Math.round(opsPerSec).toLocaleString('en-US').padStart(11)} 次/秒` +
      `  成交量 ${(traded / 100).toFixed(2)} MWh  目标比 ${ratio} (目标 ≥ ${GOAL.toLocaleString('en-US')} 次/秒)`,
  );
}

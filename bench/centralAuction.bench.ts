// Centralised-bidding clearing time: 1,000 / 10,000 / 100,000 bids over the 3 default time segments of one
// province, median of several runs after warm-up. `npm run bench centralAuction` prints the figures.
// Goal (issue 8): 10,000 bids in under 50 ms on the 2-core machines.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { clearCentralAuction } from '../server/market/centralAuction/centralAuction';
import type { Order } from '../server/market/types';

const GOAL_MS = 50;
const SEED = 20_260_815;

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
function makeOrders(count: number, seed: number): Order[] {
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
    };
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

interface Figures {
  wallMs: number;
  cpuMs: number;
  volume: number;
}

/** Median wall time and median CPU time of this process (CPU time is less disturbed by other load). */
function measure(count: number, warmups: number, runs: number): Figures {
  const orders = makeOrders(count, SEED + count);
  let volume = 0;
  for (let i = 0; i < warmups; i++) clearCentralAuction({ orders });
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const startCpu = process.cpuUsage();
    const start = performance.now();
    const result = clearCentralAuction({ orders });
    wall.push(performance.now() - start);
    const used = process.cpuUsage(startCpu);
    cpu.push((used.user + used.system) / 1000);
    volume = result.markets.reduce((sum, m) => sum + m.clearedVolume, 0);
  }
  return { wallMs: median(wall), cpuMs: median(cpu), volume };
}

const sizes = [
  { count: 1_000, warmups: 20, runs: 31 },
  { count: 10_000, warmups: 10, runs: 21 },
  { count: 100_000, warmups: 3, runs: 9 },
];
const load = os.loadavg()[0] ?? 0;
console.log(
  `load average ${load.toFixed(2)} on ${os.cpus().length} cores (figures rise with other load)`,
);
console.log('bids      wall ms   cpu ms   µs/bid   cleared MWh (3 segments)');
let previous: number | null = null;
let tenThousand = Infinity;
for (const { count, warmups, runs } of sizes) {
  const { wallMs, cpuMs, volume } = measure(count, warmups, runs);
  if (count === 10_000) tenThousand = wallMs;
  const growth = previous === null ? '' : `   ×${(wallMs / previous).toFixed(1)} for ×10 bids`;
  const cells = [
    String(count).padEnd(9),
    wallMs.toFixed(2).padStart(7),
    cpuMs.toFixed(2).padStart(8),
    ((wallMs * 1000) / count).toFixed(2).padStart(8),
    `   ${volume.toFixed(2)}${growth}`,
  ];
  console.log(cells.join(' '));
  previous = wallMs;
}
const verdict = tenThousand < GOAL_MS ? 'met' : 'NOT met';
console.log(
  `goal: 10,000 bids under ${GOAL_MS} ms (median wall time): ${verdict} (${tenThousand.toFixed(2)} ms)`,
);

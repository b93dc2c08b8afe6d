// Rolling matching through the real server on loopback (its own process, SQLite in WAL with group-committed
// fsyncs, server/db/walFlush.ts, and checkpoints in a worker thread, server/db/walCheckpoint.ts):
// (0) references in the same run, same client (keep-alive node:http, bench/loadClient.ts) and concurrency:
//     a bare Fastify server answering a constant JSON POST (the client, loopback and HTTP on their own),
//     and authenticated userinfo reads on the real server.
// (1) durable orders/s and latency: BENCH_CLIENTS (default 64) clients place orders for BENCH_SECONDS
//     (default 10) in one type-3 round; every 200 reply came after its commit. Goal: ≥ 2,000 orders/s
//     with p99 ≤ 50 ms. The server's CPU per order (/proc) gives the one-core ceiling apart from the
//     client, which shares this machine's two cores with the server.
// (1b) open loop at the goal rate: orders arrive on a fixed schedule of 2,000/s (100 traders, one order
//     each 50 ms) whether or not earlier ones answered, beside the bare server on the same schedule:
//     the p99 a trading classroom sees at that rate, apart from the client's own queueing at saturation.
// (2) trade push: 1,000 SignalR connections on signalr/titan; a crossing order is placed and the time
//     until every connection has its OnDataChanged naming getListingTrades is measured. Goal ≤ 100 ms.
// `npm run bench rollingApi`. Uses a throw-away data folder; stops by itself (BENCH_MAX_SECONDS, 300).
// BENCH_CPU_PROF=<dir> writes a CPU profile of the server when it stops.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { openDatabase } from '../server/db/database';
import { createRound } from '../server/domain/rounds';
import { demoPassword, seedDemo } from '../server/seed/seedDemo';
import { fetchToken, freePort } from '../tests/node/durabilityServer';
import { startBenchServer, stopBenchServer, type BenchServer } from './benchServers';
import {
  allLatencies,
  cpuSeconds,
  errorCount,
  openLoop,
  sendStatus,
  type Tally,
} from './loadClient';

const clients = Number(process.env.BENCH_CLIENTS ?? 64);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const subscribers = Number(process.env.BENCH_SUBSCRIBERS ?? 1000);
const maxSeconds = Number(process.env.BENCH_MAX_SECONDS ?? 300);
const profileDir = process.env.BENCH_CPU_PROF;
const rs = '\u001e';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pts-rolling-bench-'));

async function prepare(): Promise<number> {
  const db = await openDatabase(dataDir);
  await seedDemo(db);
  const course = await db.selectFrom('course').select('id').executeTakeFirstOrThrow();
  const round = await createRound(db, {
    courseId: course.id,
    name: '压测滚动撮合',
    type: 3,
    cycle: 1,
    year: 2026,
    month: 9,
  });
  await db.destroy();
  return round.id;
}

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function place(base: string, token: string, body: object): Promise<number> {
  return sendStatus(base, { name: 'place', path: '/api/app/listing', token, body });
}

/** Closed loop of `clients` callers for `ms`: requests/s and sorted latencies of the 200 answers. */
async function closed(
  ms: number,
  call: (c: number, n: number) => Promise<number>,
): Promise<{ rate: number; sorted: number[]; failures: Map<number, number> }> {
  const latencies: number[] = [];
  const failures = new Map<number, number>();
  let ok = 0;
  const deadline = Date.now() + ms;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, c) => {
      for (let n = 0; Date.now() < deadline; n += 1) {
        const t = performance.now();
        const status = await call(c, n);
        latencies.push(performance.now() - t);
        if (status === 200) ok += 1;
        else failures.set(status, (failures.get(status) ?? 0) + 1);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return { rate: ok / elapsed, sorted: latencies.sort((a, b) => a - b), failures };
}

const figures = (r: { rate: number; sorted: number[] }): string =>
  `${r.rate.toFixed(0)} 次/秒, p50 ${percentile(r.sorted, 50).toFixed(1)} ms, p99 ${percentile(r.sorted, 99).toFixed(1)} ms`;

const openTraders = 100;
const openIntervalMs = 50;
const openRate = (openTraders * 1000) / openIntervalMs;

/** An open-loop tally as one line: rate achieved, p50, p99, errors. */
function openFigures(tally: Tally): string {
  const sorted = allLatencies(tally);
  return `${(sorted.length / tally.elapsedSeconds).toFixed(0)} 次/秒, p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, 错误 ${errorCount(tally)}`;
}

/** The bare Fastify reference: constant JSON POSTs with the same client, concurrency and schedule. */
async function bareReference(): Promise<{ closed: string; open: string }> {
  const bare: BenchServer = await startBenchServer('bench/bareServer.ts', await freePort(), {});
  try {
    const body = { roundId: 1, direction: 1, objId: 1, price: 350.5, volume: 3 };
    const call = { name: 'bare', path: '/api/app/listing', token: 'x', body };
    const closedFigures = figures(
      await closed((seconds * 1000) / 2, () => sendStatus(bare.baseUrl, call)),
    );
    const open = await openLoop(bare.baseUrl, openTraders, seconds / 2, openIntervalMs, () => call);
    return { closed: closedFigures, open: openFigures(open) };
  } finally {
    await stopBenchServer(bare);
  }
}

/** The n-th order of trader c: alternating sides, prices on a 0.01 grid around 350 (about half trade). */
function orderOf(roundId: number, c: number, n: number) {
  const sell = (c + n) % 2 === 1;
  const price =
    Math.round((350 + (sell ? 1 : -1) * 0.5 + ((n * 37 + c * 11) % 200) / 100 - 1) * 100) / 100;
  return {
    sell,
    body: {
      roundId,
      direction: sell ? 1 : 0,
      objId: 1 + ((c + n) % 3),
      price,
      volume: 1 + ((n + c) % 10),
    },
  };
}

/** Opens one titan hub connection; `onTrade` is called when a push names getListingTrades. */
async function subscribe(base: string, token: string, onTrade: () => void): Promise<WebSocket> {
  const negotiated = await fetch(`${base}/signalr/titan/negotiate?negotiateVersion=1`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  const { connectionToken } = (await negotiated.json()) as { connectionToken: string };
  const socket = new WebSocket(
    `${base.replace('http', 'ws')}/signalr/titan?id=${connectionToken}&access_token=${token}`,
  );
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  socket.send(`{"protocol":"json","version":1}${rs}`);
  socket.on('message', (data) => {
    const text = data.toString();
    if (text.includes('OnDataChanged') && text.includes('getListingTrades')) onTrade();
  });
  return socket;
}

async function main(): Promise<void> {
  const roundId = await prepare();
  const bareFigures = await bareReference();
  const server = await startBenchServer(
    'server/index.ts',
    await freePort(),
    { DATA_DIR: dataDir, STATIC_DIR: path.join(dataDir, 'no-static'), TOKEN_RATE_LIMIT: '100000' },
    profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
  );
  const watchdog = setTimeout(() => {
    console.error(`基准测试超过 ${maxSeconds} s，已中止`);
    server.child.kill('SIGKILL');
    process.exit(1);
  }, maxSeconds * 1000);
  watchdog.unref();
  try {
    const base = server.baseUrl;
    const sellers = await Promise.all(
      [1, 2, 3, 4].map((i) => fetchToken(base, `trainee${i}`, demoPassword)),
    );
    const buyers = await Promise.all(
      [5, 6, 7, 8].map((i) => fetchToken(base, `trainee${i}`, demoPassword)),
    );
    // (0) References: the bare server (measured before this one started) and authenticated reads here.
    console.log(`参照 (裸 Fastify 常量 JSON POST, 同一客户端与并发): ${bareFigures.closed}`);
    const reads = await closed((seconds * 1000) / 2, (c) =>
      sendStatus(base, {
        name: 'userinfo',
        path: '/api/app/user/userinfo',
        token: sellers[c % 4] ?? '',
      }),
    );
    console.log(`参照 (同一服务器, 已认证的 userinfo 读取): ${figures(reads)}`);
    // (1) Durable orders through the API.
    const cpuBefore = cpuSeconds(server.child.pid);
    const orders = await closed(seconds * 1000, (c, n) => {
      const { sell, body } = orderOf(roundId, c, n);
      return place(base, (sell ? sellers : buyers)[c % 4] ?? '', body);
    });
    const cpuMs = ((cpuSeconds(server.child.pid) - cpuBefore) * 1000) / orders.sorted.length;
    console.log(
      `持久化委托: ${figures(orders)} (目标 ≥ 2000 笔/秒, 比 ${(orders.rate / 2000).toFixed(2)}; p99 目标 ≤ 50 ms); ` +
        `${clients} 个并发客户端; 失败 ${JSON.stringify(Object.fromEntries(orders.failures))}`,
    );
    console.log(
      `服务器 CPU (/proc): 每笔委托 ${cpuMs.toFixed(2)} ms, 单核上限约 ${(1000 / cpuMs).toFixed(0)} 笔/秒; ` +
        `机器负载 ${(os.loadavg()[0] ?? 0).toFixed(2)} (${os.cpus().length} 核, 客户端与服务器共用)`,
    );

    // (1b) Open loop at the goal rate, beside the bare server on the same schedule.
    const open = await openLoop(base, openTraders, seconds, openIntervalMs, (c, n) => {
      const { sell, body } = orderOf(roundId, c + clients, n);
      return {
        name: 'place',
        path: '/api/app/listing',
        token: (sell ? sellers : buyers)[c % 4] ?? '',
        body,
      };
    });
    const openP99 = percentile(allLatencies(open), 99);
    console.log(`开环 ${openRate} 笔/秒 (${openTraders} 名交易员各每 ${openIntervalMs} ms 一笔):`);
    console.log(`  参照 裸 Fastify 同一时间表: ${bareFigures.open}`);
    console.log(
      `  持久化委托: ${openFigures(open)} (目标 p99 ≤ 50 ms: ${openP99 <= 50 && errorCount(open) === 0 ? '达到' : '未达到'})`,
    );

    // (2) Trade push to many subscribers.
    let received = 0;
    let last = 0;
    const sockets: WebSocket[] = [];
    const all = [...sellers, ...buyers];
    for (let i = 0; i < subscribers; i += 50) {
      const batch = Array.from({ length: Math.min(50, subscribers - i) }, (_, k) =>
        subscribe(base, all[(i + k) % all.length] ?? '', () => {
          received += 1;
          last = performance.now();
        }),
      );
      sockets.push(...(await Promise.all(batch)));
    }
    await new Promise((r) => setTimeout(r, 500));
    const lasts: number[] = [];
    for (let round = 1; round <= 5; round += 1) {
      await place(base, sellers[0] ?? '', {
        roundId,
        direction: 1,
        objId: 2,
        price: 10,
        volume: 1,
      });
      await new Promise((r) => setTimeout(r, 200));
      received = 0;
      const sent = performance.now();
      await place(base, buyers[0] ?? '', {
        roundId,
        direction: 0,
        objId: 2,
        price: 1500,
        volume: 1,
      });
      while (received < subscribers && performance.now() - sent < 10_000) {
        await new Promise((r) => setImmediate(r));
      }
      lasts.push(last - sent);
      console.log(
        `  第 ${round} 次: ${received}/${subscribers} 收到成交推送, 最后一个 ${(last - sent).toFixed(1)} ms`,
      );
    }
    const median = [...lasts].sort((a, b) => a - b)[2] ?? NaN;
    console.log(
      `成交推送到 ${subscribers} 个连接 (从下单请求发出到最后一个连接收到): 中位数 ${median.toFixed(1)} ms (目标 ≤ 100 ms, 比 ${(median / 100).toFixed(2)})`,
    );
    sockets.forEach((s) => s.terminate());
  } finally {
    await stopBenchServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();

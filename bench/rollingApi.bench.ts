// Rolling matching through the real server on loopback (its own process, SQLite with synchronous=FULL):
// (1) durable orders/s and latency: BENCH_CLIENTS (default 64) clients place orders for BENCH_SECONDS
//     (default 10) in one type-3 round; every 200 reply came after its commit. Goal: ≥ 2,000 orders/s
//     with p99 ≤ 50 ms.
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
import { startBenchServer, stopBenchServer } from './benchServers';

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
  const response = await fetch(`${base}/api/app/listing`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return response.status;
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
    // (0) Reference on the same server and machine load: an authenticated read with no market work.
    {
      let reads = 0;
      const readLatencies: number[] = [];
      const end = Date.now() + (seconds * 1000) / 2;
      const t0 = performance.now();
      await Promise.all(
        Array.from({ length: clients }, async (_, c) => {
          while (Date.now() < end) {
            const t = performance.now();
            const response = await fetch(`${base}/api/app/user/userinfo`, {
              headers: { authorization: `Bearer ${sellers[c % 4] ?? ''}` },
            });
            await response.arrayBuffer();
            readLatencies.push(performance.now() - t);
            if (response.status === 200) reads += 1;
          }
        }),
      );
      const s = (performance.now() - t0) / 1000;
      const sortedReads = [...readLatencies].sort((a, b) => a - b);
      console.log(
        `参照 (同一服务器, 已认证的 userinfo 读取): ${(reads / s).toFixed(0)} 次/秒, ` +
          `p50 ${percentile(sortedReads, 50).toFixed(1)} ms, p99 ${percentile(sortedReads, 99).toFixed(1)} ms`,
      );
    }
    // (1) Durable orders through the API.
    const latencies: number[] = [];
    let ok = 0;
    const failures = new Map<number, number>();
    const deadline = Date.now() + seconds * 1000;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: clients }, async (_, c) => {
        for (let n = 0; Date.now() < deadline; n += 1) {
          const sell = (c + n) % 2 === 1;
          const token = (sell ? sellers : buyers)[c % 4] ?? '';
          // Prices on a 0.01 grid around 350 so about half the orders trade on arrival.
          const price =
            Math.round((350 + (sell ? 1 : -1) * 0.5 + ((n * 37 + c * 11) % 200) / 100 - 1) * 100) /
            100;
          const t = performance.now();
          const status = await place(base, token, {
            roundId,
            direction: sell ? 1 : 0,
            objId: 1 + ((c + n) % 3),
            price,
            volume: 1 + ((n + c) % 10),
          });
          latencies.push(performance.now() - t);
          if (status === 200) ok += 1;
          else failures.set(status, (failures.get(status) ?? 0) + 1);
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    const sorted = [...latencies].sort((a, b) => a - b);
    const rate = ok / elapsed;
    console.log(
      `持久化委托: ${ok} 笔 / ${elapsed.toFixed(1)} s = ${rate.toFixed(0)} 笔/秒 (目标 ≥ 2000, 比 ${(rate / 2000).toFixed(2)}); ` +
        `p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms (目标 ≤ 50 ms); ` +
        `${clients} 个并发客户端; 失败 ${JSON.stringify(Object.fromEntries(failures))}`,
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

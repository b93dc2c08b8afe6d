// 200 simulated trainees against a real server on loopback, no think time (saturation), then 200 each
// acting once a second (open loop): each logs in, then cycles through its course pages (course, rounds,
// enterprise, notices, quota) and a centralised-bidding declaration. Beside each figure, in the same run,
// the same load against a bare Fastify server answering constant JSON (bench/bareServer.ts), so the cost
// of the client, loopback and HTTP shows apart from the server's own. Goals (issue 16): ≥ 3,000
// requests/s saturated; open loop p99 ≤ 50 ms with 0 errors. `npm run bench apiLoad`.
// Env: BENCH_TRAINEES (saturation users, 200), BENCH_OPEN_TRAINEES (200), BENCH_SECONDS (15 per phase),
// BENCH_WARMUP_SECONDS (3: the load before the measured phases, printed apart as the cold start),
// BENCH_MAX_SECONDS (600 for the whole run), BENCH_CPU_PROF=<dir> (CPU profile of the server, written
// when it stops). Uses a throw-away data folder; DATABASE_URL is not used.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../server/db/database';
import { createRound } from '../server/domain/rounds';
import { hashPassword } from '../server/identity/password';
import { demoPassword, seedDemo } from '../server/seed/seedDemo';
import { fetchToken, freePort } from '../tests/node/durabilityServer';
import { errorLines, startBenchServer, stopBenchServer, type BenchServer } from './benchServers';
import {
  allLatencies,
  closedLoop,
  cpuSeconds,
  errorCount,
  openLoop,
  percentile,
  type Call,
  type Tally,
} from './loadClient';

const saturationUsers = Number(process.env.BENCH_TRAINEES ?? 200);
const openUsers = Number(process.env.BENCH_OPEN_TRAINEES ?? 200);
const trainees = Math.max(saturationUsers, openUsers);
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const profileDir = process.env.BENCH_CPU_PROF;
const GOAL_RPS = 3000;
const GOAL_P99_MS = 50;
/** Hard limit for the whole run (set-up, 200 logins, load), so a slow machine cannot hang it. */
const maxSeconds = Number(process.env.BENCH_MAX_SECONDS ?? 600);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pts-bench-'));

interface Trainee {
  userName: string;
  enterpriseId: number;
  unitId: number | null;
  isBuyer: boolean;
  token: string;
}

/** Seeds the demo and adds `trainees` enterprises and accounts, plus an open round with quotas. */
async function prepare(): Promise<{ courseId: number; roundId: number; list: Trainee[] }> {
  const db = await openDatabase(dataDir);
  await seedDemo(db);
  const course = await db.selectFrom('course').select('id').executeTakeFirstOrThrow();
  // One hash shared by all bench accounts: hashing 200 passwords would only time scrypt.
  const passwordHash = await hashPassword(demoPassword);
  const list: Trainee[] = [];
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < trainees; i += 1) {
      const isBuyer = i % 2 === 1;
      const { id: enterpriseId } = await trx
        .insertInto('enterprise')
        .values({
          courseId: course.id,
          name: `压测企业${i + 1}`,
          province: i % 4 < 2 ? 37 : 32,
          isBuyer: isBuyer ? 1 : 0,
          isTrade: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      let unitId: number | null = null;
      if (isBuyer) {
        await trx
          .insertInto('demand')
          .values({
            enterpriseId,
            name: `压测负荷${i + 1}`,
            busId: null,
            peakMw: 500,
            monthlyMwh: 267840,
          })
          .execute();
      } else {
        unitId = (
          await trx
            .insertInto('generator_unit')
            .values({
              enterpriseId,
              name: `压测机组${i + 1}`,
              energyType: 1,
              busId: null,
              capacityMw: 600,
              minMw: 240,
              rampMwPerSlot: 180,
              costCurve: '[[600,380]]',
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      }
      const userId = crypto.randomUUID();
      const userName = `bench${i + 1}`;
      await trx
        .insertInto('users')
        .values({
          id: userId,
          userName,
          name: userName,
          passwordHash,
          roles: '["trainee"]',
          isNewUser: 0,
          currentCourseId: course.id,
          adminCourseId: null,
          createdAt: new Date().toISOString(),
        })
        .execute();
      await trx
        .insertInto('user_course')
        .values({
          userId,
          courseId: course.id,
          enterpriseId,
          isCurrent: 1,
          creationTime: new Date().toISOString(),
        })
        .execute();
      list.push({ userName, enterpriseId, unitId, isBuyer, token: '' });
    }
  });
  const round = await db.transaction().execute((trx) =>
    createRound(trx, {
      courseId: course.id,
      name: '压测集中竞价',
      type: 15,
      cycle: 1,
      year: 2026,
      month: 3,
      enableQuota: true,
    }),
  );
  await db.destroy();
  return { courseId: course.id, roundId: round.id, list };
}

/** The n-th call of a trainee's cycle: five reads of its course pages, then a declaration. */
function traineeCall(t: Trainee, i: number, n: number, courseId: number, roundId: number): Call {
  const token = t.token;
  switch (n % 6) {
    case 0:
      return { name: 'getCourse', path: `/api/app/course/${courseId}`, token };
    case 1:
      return { name: 'getRoundsByCourse', path: `/api/app/roundApi/byCourse/${courseId}`, token };
    case 2:
      return {
        name: 'getMyEnterprises',
        path: `/api/app/enterprise/myEnterprise?courseId=${courseId}&roundId=${roundId}`,
        token,
      };
    case 3:
      return {
        name: 'getCourseAnnouncementList',
        path: `/api/app/courseAnnouncement/entityFilter?courseId=${courseId}&month=3`,
        token,
      };
    case 4:
      return { name: 'getListingQuota', path: `/api/app/listing/quota?roundId=${roundId}`, token };
    default:
      return {
        name: 'submitCenterTradeBids',
        path: '/api/app/centerTrade/bids',
        token,
        body: {
          roundId,
          enterpriseId: t.enterpriseId,
          direction: t.isBuyer ? 0 : 1,
          bids: [1, 2, 3].map((objId) => ({
            unitId: t.unitId,
            objId,
            price: 350 + ((i + n) % 100),
            volume: 10 + (n % 5),
          })),
        },
      };
  }
}

function summary(tally: Tally): { rps: number; p50: number; p99: number; errors: number } {
  const all = allLatencies(tally);
  return {
    rps: all.length / tally.elapsedSeconds,
    p50: percentile(all, 50),
    p99: percentile(all, 99),
    errors: errorCount(tally),
  };
}

function line(label: string, tally: Tally): string {
  const s = summary(tally);
  return `${label.padEnd(44)} ${s.rps.toFixed(0).padStart(6)} 次/s  p50 ${s.p50.toFixed(1).padStart(6)} ms  p99 ${s.p99.toFixed(1).padStart(7)} ms  错误 ${s.errors}`;
}

/** Runs both load phases against a server; `call(user, n)` gives each user's calls. */
async function phases(
  server: BenchServer,
  call: (user: number, n: number) => Call,
): Promise<{
  warmup: Tally;
  closed: Tally;
  open: Tally;
  cpuMsPerRequest: number;
  clientCpuMsPerRequest: number;
}> {
  // Saturation is a steady state: a classroom server has answered its first minute before 200 trainees
  // keep it busy. The first seconds pay V8's compilation of every route and the first fill of each
  // cache (each trainee's token and access); they are run and printed apart, not mixed into the figures.
  const warmup = await closedLoop(server.baseUrl, saturationUsers, warmupSeconds, call);
  const cpuBefore = cpuSeconds(server.child.pid);
  // The load client runs on the same two cores: its own CPU shows how much of them it takes.
  const clientBefore = process.cpuUsage();
  const closed = await closedLoop(server.baseUrl, saturationUsers, seconds, call);
  const cpu = cpuSeconds(server.child.pid) - cpuBefore;
  const client = process.cpuUsage(clientBefore);
  const open = await openLoop(server.baseUrl, openUsers, seconds, 1000, call);
  const requests = allLatencies(closed).length;
  return {
    warmup,
    closed,
    open,
    cpuMsPerRequest: (cpu * 1000) / requests,
    clientCpuMsPerRequest: (client.user + client.system) / 1000 / requests,
  };
}

/** The client's share of the CPU both processes used in the saturation phase. */
function share(run: { cpuMsPerRequest: number; clientCpuMsPerRequest: number }): string {
  const total = run.cpuMsPerRequest + run.clientCpuMsPerRequest;
  return `${((100 * run.clientCpuMsPerRequest) / total).toFixed(0)}%`;
}

async function main(): Promise<void> {
  const t0 = Date.now();
  const { courseId, roundId, list } = await prepare();
  console.log(`准备：${trainees} 名学员与企业，${((Date.now() - t0) / 1000).toFixed(1)} s`);
  const watchdog = setTimeout(() => {
    console.error(`基准测试超过 ${maxSeconds} s，已中止（机器过忙？）`);
    process.exit(1);
  }, maxSeconds * 1000);
  watchdog.unref();

  const bare = await startBenchServer('bench/bareServer.ts', await freePort(), {});
  const reference = await phases(bare, (user, n) => ({
    name: n % 6 === 5 ? 'barePost' : 'bareGet',
    path: `/api/app/course/${courseId}`,
    ...(n % 6 === 5 ? { body: { user, n } } : {}),
  }));
  await stopBenchServer(bare);

  const nodeArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const server = await startBenchServer(
    'server/index.ts',
    await freePort(),
    { DATA_DIR: dataDir, STATIC_DIR: path.join(dataDir, 'no-static'), TOKEN_RATE_LIMIT: '100000' },
    nodeArgs,
  );
  try {
    const t1 = Date.now();
    await Promise.all(
      list.map(async (t) => (t.token = await fetchToken(server.baseUrl, t.userName, demoPassword))),
    );
    console.log(`登录：${trainees} 个密码模式令牌，${((Date.now() - t1) / 1000).toFixed(1)} s`);
    const real = await phases(server, (user, n) =>
      traineeCall(list[user]!, user, n, courseId, roundId),
    );
    const load = os.loadavg()[0] ?? 0;
    console.log(
      `机器负载 ${load.toFixed(2)}（${os.cpus().length} 核，其他进程同时运行时数字偏低）`,
    );
    console.log(`饱和（${saturationUsers} 名学员，无思考时间，${seconds} s）：`);
    console.log(line('  参考：裸 Fastify 常量 JSON，同一客户端', reference.closed));
    console.log(line('  本服务器', real.closed));
    console.log(line(`  本服务器冷启动（之前的 ${warmupSeconds} s，不计入）`, real.warmup));
    for (const [name, values] of real.closed.latencies) {
      values.sort((a, b) => a - b);
      console.log(
        `    ${name.padEnd(28)} n=${String(values.length).padStart(6)}  p50 ${percentile(values, 50).toFixed(1)} ms  p99 ${percentile(values, 99).toFixed(1)} ms`,
      );
    }
    console.log(`开环（${openUsers} 名学员各每秒 1 次请求，${seconds} s）：`);
    console.log(line('  参考：裸 Fastify 常量 JSON，同一时间表', reference.open));
    console.log(line('  本服务器', real.open));
    for (const [key, n] of [...real.closed.errors, ...real.open.errors])
      console.log(`  错误 ${key}: ${n}`);
    // A run with failed answers shows why: the first answers' bodies and the server's error lines.
    for (const sample of [...real.closed.errorSamples, ...real.open.errorSamples])
      console.log(`  错误应答 ${sample}`);
    if (errorCount(real.closed) + errorCount(real.open) > 0) {
      for (const logLine of errorLines(server))
        console.log(`  服务器错误日志 ${logLine.slice(0, 2000)}`);
    }
    console.log(
      `服务器 CPU（饱和阶段，/proc）：每次请求 ${real.cpuMsPerRequest.toFixed(2)} ms；参考 ${reference.cpuMsPerRequest.toFixed(2)} ms；单核上限约 ${(1000 / real.cpuMsPerRequest).toFixed(0)} 次/s（参考 ${(1000 / reference.cpuMsPerRequest).toFixed(0)} 次/s）`,
    );
    console.log(
      `压测客户端 CPU（同一台机器，饱和阶段）：每次请求 ${real.clientCpuMsPerRequest.toFixed(2)} ms（占 ${share(real)}）；参考阶段 ${reference.clientCpuMsPerRequest.toFixed(2)} ms（占 ${share(reference)}）；客户端单核上限约 ${(1000 / reference.clientCpuMsPerRequest).toFixed(0)} 次/s`,
    );
    const sat = summary(real.closed);
    const ref = summary(reference.closed);
    const open = summary(real.open);
    console.log(
      `目标 饱和 ≥ ${GOAL_RPS} 次/s：${sat.rps >= GOAL_RPS ? '达到' : '未达到'}（${sat.rps.toFixed(0)} 次/s，为参考的 ${((100 * sat.rps) / ref.rps).toFixed(0)}%）`,
    );
    console.log(
      `目标 开环 p99 ≤ ${GOAL_P99_MS} ms 且 0 错误：${open.p99 <= GOAL_P99_MS && open.errors === 0 ? '达到' : '未达到'}（p99 ${open.p99.toFixed(1)} ms，错误 ${open.errors}；参考 p99 ${summary(reference.open).p99.toFixed(1)} ms）`,
    );
  } finally {
    clearTimeout(watchdog);
    await stopBenchServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();

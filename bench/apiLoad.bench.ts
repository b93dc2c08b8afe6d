// 200 simulated trainees against a real server on loopback: each logs in, then loops reading its course
// pages (course, rounds, enterprise, notices, quota) and writing a centralised-bidding declaration.
// Prints p50/p99 latency per call, throughput and errors. Bounded: BENCH_SECONDS (default 20) of load,
// BENCH_MAX_SECONDS (default 600) for the whole run; BENCH_TRAINEES (default 200) simulated trainees.
// `npm run bench apiLoad`. Uses a throw-away data folder; DATABASE_URL is not used.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../server/db/database';
import { createRound } from '../server/domain/rounds';
import { hashPassword } from '../server/identity/password';
import { demoPassword, seedDemo } from '../server/seed/seedDemo';
import { fetchToken, freePort, startServer, stopServer } from '../tests/node/durabilityServer';

const trainees = Number(process.env.BENCH_TRAINEES ?? 200);
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
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

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function main(): Promise<void> {
  const t0 = Date.now();
  const { courseId, roundId, list } = await prepare();
  const port = await freePort();
  const server = await startServer(dataDir, port, { TOKEN_RATE_LIMIT: '100000' });
  const watchdog = setTimeout(() => {
    console.error(`基准测试超过 ${maxSeconds} s，已中止（机器过忙？）`);
    server.child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(1);
  }, maxSeconds * 1000);
  watchdog.unref();
  console.log(`准备：${trainees} 名学员与企业，${((Date.now() - t0) / 1000).toFixed(1)} s`);
  try {
    const t1 = Date.now();
    await Promise.all(
      list.map(async (t) => (t.token = await fetchToken(server.baseUrl, t.userName, demoPassword))),
    );
    console.log(`登录：${trainees} 个密码模式令牌，${((Date.now() - t1) / 1000).toFixed(1)} s`);

    const latencies = new Map<string, number[]>();
    const errors = new Map<string, number>();
    const timed = async (name: string, url: string, token: string, body?: unknown) => {
      const started = performance.now();
      try {
        const response = await fetch(`${server.baseUrl}${url}`, {
          method: body === undefined ? 'GET' : 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        await response.arrayBuffer();
        if (response.status !== 200)
          errors.set(
            `${name} ${response.status}`,
            (errors.get(`${name} ${response.status}`) ?? 0) + 1,
          );
      } catch (error) {
        errors.set(
          `${name} ${(error as Error).message}`,
          (errors.get(`${name} ${(error as Error).message}`) ?? 0) + 1,
        );
      }
      const list2 = latencies.get(name) ?? [];
      list2.push(performance.now() - started);
      latencies.set(name, list2);
    };
    const deadline = Date.now() + seconds * 1000;
    const t2 = Date.now();
    await Promise.all(
      list.map(async (t, i) => {
        for (let n = 0; Date.now() < deadline; n += 1) {
          await timed('getCourse', `/api/app/course/${courseId}`, t.token);
          await timed('getRoundsByCourse', `/api/app/roundApi/byCourse/${courseId}`, t.token);
          await timed(
            'getMyEnterprises',
            `/api/app/enterprise/myEnterprise?courseId=${courseId}&roundId=${roundId}`,
            t.token,
          );
          await timed(
            'getCourseAnnouncementList',
            `/api/app/courseAnnouncement/entityFilter?courseId=${courseId}&month=3`,
            t.token,
          );
          await timed('getListingQuota', `/api/app/listing/quota?roundId=${roundId}`, t.token);
          await timed('submitCenterTradeBids', '/api/app/centerTrade/bids', t.token, {
            roundId,
            enterpriseId: t.enterpriseId,
            direction: t.isBuyer ? 0 : 1,
            bids: [1, 2, 3].map((objId) => ({
              unitId: t.unitId,
              objId,
              price: 350 + ((i + n) % 100),
              volume: 10 + (n % 5),
            })),
          });
        }
      }),
    );
    const elapsed = (Date.now() - t2) / 1000;
    const all = [...latencies.values()].flat().sort((a, b) => a - b);
    console.log(`负载：${trainees} 名学员并发 ${elapsed.toFixed(1)} s`);
    for (const [name, values] of latencies) {
      values.sort((a, b) => a - b);
      console.log(
        `${name.padEnd(28)} n=${String(values.length).padStart(6)}  p50 ${percentile(values, 50).toFixed(1)} ms  p99 ${percentile(values, 99).toFixed(1)} ms`,
      );
    }
    const errorCount = [...errors.values()].reduce((s, n) => s + n, 0);
    console.log(
      `全部请求 n=${all.length}  p50 ${percentile(all, 50).toFixed(1)} ms  p99 ${percentile(all, 99).toFixed(1)} ms  吞吐 ${(all.length / elapsed).toFixed(0)} 次/s  申报 ${((latencies.get('submitCenterTradeBids')?.length ?? 0) / elapsed).toFixed(0)} 次/s  错误 ${errorCount}`,
    );
    for (const [key, n] of errors) console.log(`  错误 ${key}: ${n}`);
  } finally {
    clearTimeout(watchdog);
    await stopServer(server, 'SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();

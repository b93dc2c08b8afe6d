// Day-ahead spot clearing time: 30 buses × 100 units × 96 slots with ramp limits (one LP over the day),
// HiGHS in WebAssembly. `npm run bench spotClearing` prints, in one run: the cold clearing (a new worker
// thread loading HiGHS, then clearing), the warm clearing (median, wall and CPU time), and beside them the
// references: building the LP alone, and the same lines without limits (ratios to it are steadier than
// milliseconds on a shared machine). It also serves a trivial API call every 10 ms on this thread while
// the worker clears, and prints its latency beside the same call on an idle thread and on a thread that
// clears in process (what the worker avoids). Last, a small day with unit commitment (SCUC) beside the
// same day without it (bench/scucClearing.ts).
// Goal (issue 15): ≤ 300 ms warm. Measured for the issue on an idle machine: native HiGHS 249 ms, wasm
// 279 ms warm, 574 ms cold. Before the shift-factor form (angle form, one balance per bus): 1 146 ms CPU
// warm, see server/market/spot/README.md.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import Fastify from 'fastify';
import loadHighs from 'highs';
import type { HighsRuntime } from '../server/market/spot/highsRuntime';
import { highsSolver, loadSpotSolver, solveWithHighs } from '../server/market/spot/highsSolve';
import {
  clearSpot,
  limitHintOf,
  ownCommitment,
  readSpotResult,
} from '../server/market/spot/spotClearing';
import { buildSpotModel } from '../server/market/spot/spotModel';
import { normaliseSpotInput } from '../server/market/spot/spotNormalise';
import { SpotRunner } from '../server/market/spot/spotRunner';
import { scucLines } from './scucClearing';
import { syntheticSpotCase } from '../server/market/spot/syntheticCase';
import type { SpotInput } from '../server/market/spot/spotTypes';

const GOAL_WARM_MS = 300;
const RUNS = 5;
const input = syntheticSpotCase({ buses: 30, units: 100, slots: 96, seed: 7 });
// Reference: the same lines without limits (one price per slot), the LP's energy and ramp part alone.
const noLimits: SpotInput = {
  ...input,
  lines: input.lines.map((l) => ({ ...l, limitMw: null, reverseLimitMw: null })),
};

// The pre-clearing runs on the forecast load before declaration closes: here the same day at 97 % load,
// whose congested line-slots are the hint of the formal clearing (see clearSpot).
const forecast: SpotInput = {
  ...input,
  loads: input.loads.map((l) => ({ ...l, mw: l.mw.map((mw) => mw * 0.97) })),
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** Median wall and CPU milliseconds of `runs` calls after one warm-up. */
function measure(run: () => void): { wallMs: number; cpuMs: number } {
  run();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const startCpu = process.cpuUsage();
    const start = performance.now();
    run();
    wall.push(performance.now() - start);
    const used = process.cpuUsage(startCpu);
    cpu.push((used.user + used.system) / 1000);
  }
  return { wallMs: median(wall), cpuMs: median(cpu) };
}

/** What `run` returns, with the CPU milliseconds it took. */
function timed<T>(run: () => T): { value: T; ms: number } {
  const start = process.cpuUsage();
  const value = run();
  const used = process.cpuUsage(start);
  return { value, ms: (used.user + used.system) / 1000 };
}

/**
 * Where a warm clearing's CPU goes (median of RUNS after one warm-up): the steps of `clearSpot` run one by
 * one, with HiGHS's C calls timed through a wrapped runtime, so loading the model (`Highs_passLp`) and
 * the solve itself (`Highs_run`) stand apart from our own work around them.
 */
function stageSplit(rt: HighsRuntime): [string, number][] {
  const calls = new Map<string, number>();
  const c = Object.fromEntries(
    Object.entries(rt.c).map(([name, fn]) => [
      name,
      (...args: number[]): number => {
        const call = timed(() => fn(...args));
        calls.set(name, (calls.get(name) ?? 0) + call.ms);
        return call.value;
      },
    ]),
  ) as HighsRuntime['c'];
  const wrapped: HighsRuntime = { ...rt, c };
  const stages = new Map<string, number[]>();
  for (let i = 0; i <= RUNS; i++) {
    calls.clear();
    const row = new Map<string, number>();
    const normal = timed(() => normaliseSpotInput(input));
    row.set('normalise', normal.ms);
    const mode = ownCommitment(normal.value);
    const model = timed(() => buildSpotModel(normal.value, mode, undefined, true));
    row.set('build with the guessed limits', model.ms);
    let checkMs = 0;
    const solution = timed(() =>
      solveWithHighs(wrapped, model.value.data, (s) => {
        const check = timed(() => model.value.addLineRows(s.colValue));
        checkMs += check.ms;
        return check.value;
      }),
    );
    const passMs = calls.get('Highs_passLp') ?? 0;
    const runMs = calls.get('Highs_run') ?? 0;
    row.set('pass to HiGHS (Highs_passLp)', passMs);
    row.set('HiGHS solve (Highs_run)', runMs);
    row.set('line-flow check after each solve', checkMs);
    row.set('rest of solve (checks, heap copies, duals)', solution.ms - passMs - runMs - checkMs);
    const read = timed(() => readSpotResult(normal.value, model.value, solution.value, mode));
    row.set('read the result', read.ms);
    if (i === 0) continue;
    for (const [name, ms] of row) stages.set(name, [...(stages.get(name) ?? []), ms]);
  }
  return [...stages].map(([name, values]) => [name, median(values)]);
}

const fmt = (ms: number): string => `${ms.toFixed(0).padStart(6)} ms`;

// A trivial API call on this thread, timed while the clearing runs elsewhere.
const app = Fastify({ logger: false });
app.get('/ping', async () => ({ ok: true }));
await app.listen({ port: 0, host: '127.0.0.1' });
const port = (app.server.address() as AddressInfo).port;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
function ping(): Promise<void> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/ping', agent }, (res) => {
        res.resume();
        res.on('end', resolve);
      })
      .on('error', reject);
  });
}
const PING_EVERY_MS = 10;
/**
 * Latencies of calls due every 10 ms until `work` settles (at least `minMs`), each counted from when it
 * was due, so a call held up by a busy thread counts its wait.
 */
async function pingWhile(work: Promise<unknown>, minMs = 0): Promise<number[]> {
  let done = false;
  void work.finally(() => (done = true));
  const start = performance.now();
  const latencies: number[] = [];
  for (let due = start; !done || due < start + minMs; due += PING_EVERY_MS) {
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    await ping();
    latencies.push(performance.now() - due);
  }
  return latencies;
}
const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

// Cold: a new worker loading HiGHS and clearing at once, without the warm-up.
const coldRunner = new SpotRunner();
const coldStart = performance.now();
const cold = await coldRunner.clear(input);
const coldMs = performance.now() - coldStart;
await coldRunner.close();
// The server's path: a new worker warmed up in the background once the server listens (SPOT_WARM_UP:
// clearings of another synthetic day, while V8 optimises HiGHS's WebAssembly and the build), with API
// calls served here meanwhile; then the first clearing of this day and the warm ones after it.
const runner = new SpotRunner();
const warmUpStart = performance.now();
let warmUpTimes: number[] = [];
const duringWarmUp = await pingWhile(
  runner.warmUp().then((times) => {
    warmUpTimes = times;
  }),
);
const warmUpMs = performance.now() - warmUpStart;
/** Wall and process CPU milliseconds of one clearing in the worker (this thread only waits). */
async function workerClearing(day = input): Promise<{ wallMs: number; cpuMs: number }> {
  const startCpu = process.cpuUsage();
  const start = performance.now();
  await runner.clear(day);
  const used = process.cpuUsage(startCpu);
  return { wallMs: performance.now() - start, cpuMs: (used.user + used.system) / 1000 };
}
const firstAfterWarmUp = await workerClearing();
// The next new days a class brings: another plain day, then one with the shapes the server builds.
const secondNewDay = await workerClearing(
  syntheticSpotCase({ buses: 30, units: 100, slots: 96, seed: 3 }),
);
const thirdNewDay = await workerClearing(
  syntheticSpotCase({ buses: 30, units: 100, slots: 96, seed: 31, varied: true }),
);
const workerWarm: { wallMs: number; cpuMs: number }[] = [];
for (let i = 0; i < RUNS; i++) workerWarm.push(await workerClearing());
const workerWarmWall = median(workerWarm.map((r) => r.wallMs));
const workerWarmCpu = median(workerWarm.map((r) => r.cpuMs));
const duringWorker = await pingWhile(
  (async () => {
    for (let i = 0; i < 3; i++) await runner.clear(input);
  })(),
);
// The same with the result as JSON text (what the server stores for the formal stage).
const duringWorkerJson = await pingWhile(
  (async () => {
    for (let i = 0; i < 3; i++) await runner.clearJson(input);
  })(),
);
await runner.close();
const idle = await pingWhile(Promise.resolve(), 1000);

const solve = await highsSolver();
const normal = normaliseSpotInput(input);
const allOn = normal.units.map((u) => Array.from(u.availMw, () => true));
const build = measure(() => void buildSpotModel(normal, allOn));
// The load path replaced in issue 15's fourth pass: the package's structured wrapper (createModel),
// which checks every entry with a label string; the clearing now passes the arrays through the C API.
const wrapper = await loadHighs();
const { tieBreak: _tieBreak, ...guessedModel } = buildSpotModel(
  normal,
  allOn,
  undefined,
  true,
).data;
const wrapperLoad = measure(() => wrapper.createModel(guessedModel).dispose());
const warm = measure(() => void clearSpot(input, solve));
const stages = stageSplit(await loadSpotSolver());
const plain = measure(() => void clearSpot(noLimits, solve));
const preHint = limitHintOf(clearSpot(forecast, solve));
const exactHint = limitHintOf(cold.result);
const hinted = measure(() => void clearSpot(input, solve, preHint));
const exact = measure(() => void clearSpot(input, solve, exactHint));
const hintRows = (hint: ReadonlyMap<number, readonly number[]>): number =>
  [...hint.values()].reduce((s, slots) => s + slots.length, 0);
// The same call while this thread clears (a timer starts the clearing behind the first call).
const inProcess = new Promise<void>((resolve) =>
  setTimeout(() => {
    clearSpot(input, solve);
    resolve();
  }, 5),
);
const duringInProcess = await pingWhile(inProcess, 100);
agent.destroy();
await app.close();
const scuc = await scucLines();

const congested = cold.result.lines.reduce((s, l) => s + l.congested.filter(Boolean).length, 0);
const prices = new Set(cold.result.buses.map((b) => b.lmp[76])).size;
console.log(
  `case: ${input.buses.length} buses, ${input.lines.length} lines, ${input.units.length} units × 3 steps, ` +
    `${input.slotCount} slots, ramps; ${congested} congested line-slots, ${prices} distinct LMPs at 19:00; ` +
    `status ${cold.result.status}`,
);
console.log(
  `machine: ${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}`,
);
console.log(`cold (new worker, load HiGHS, clear) ${fmt(coldMs)}`);
console.log(
  `worker warm-up at start (background)  ${fmt(warmUpMs)}   ${warmUpTimes.length} clearings of a synthetic day: ${warmUpTimes.map((ms) => ms.toFixed(0)).join(' ')} ms`,
);
console.log(
  `first clearing after warm-up (wall / CPU) ${fmt(firstAfterWarmUp.wallMs)} / ${fmt(firstAfterWarmUp.cpuMs).trim()}   this day, new to the worker`,
);
console.log(
  `2nd, 3rd new day (wall / CPU)         ${fmt(secondNewDay.wallMs)} / ${fmt(secondNewDay.cpuMs).trim()}, ${fmt(thirdNewDay.wallMs).trim()} / ${fmt(thirdNewDay.cpuMs).trim()}   seed 3; seed 31 with the server's shapes`,
);
console.log(
  `warm in worker (median wall / CPU)    ${fmt(workerWarmWall)} / ${fmt(workerWarmCpu).trim()}   goal ≤ ${GOAL_WARM_MS} ms (CPU: the process's, this thread waiting)`,
);
console.log(
  `warm in process (median wall / CPU)   ${fmt(warm.wallMs)} / ${fmt(warm.cpuMs).trim()}   goal ≤ ${GOAL_WARM_MS} ms`,
);
console.log(
  `warm, pre-clearing hint (wall / CPU)  ${fmt(hinted.wallMs)} / ${fmt(hinted.cpuMs).trim()}   ${hintRows(preHint)} line-slots from the day at 97 % load`,
);
console.log(
  `warm, exact hint (wall / CPU)         ${fmt(exact.wallMs)} / ${fmt(exact.cpuMs).trim()}   ${hintRows(exactHint)} line-slots congested in this day`,
);
for (const [name, ms] of stages) console.log(`  stage: ${name.padEnd(42)} ${fmt(ms)} CPU`);
console.log(`reference: LP build only (CPU)        ${fmt(build.cpuMs)}`);
console.log(
  `reference: package createModel (CPU)  ${fmt(wrapperLoad.cpuMs)}   the load path before the C API`,
);
console.log(
  `reference: no line limits (wall / CPU) ${fmt(plain.wallMs)} / ${fmt(plain.cpuMs).trim()}`,
);
console.log(
  `ratio: warm / no line limits (CPU)     ${(warm.cpuMs / plain.cpuMs).toFixed(2).padStart(6)}`,
);
const lat = (values: number[]): string =>
  `p50 ${percentile(values, 50).toFixed(1)} ms, p99 ${percentile(values, 99).toFixed(1)} ms, max ${Math.max(...values).toFixed(1)} ms (${values.length} calls)`;
for (const text of scuc) console.log(text);
console.log(`API call while the worker warms up     ${lat(duringWarmUp)}`);
console.log(`API call while the worker clears      ${lat(duringWorker)}`);
console.log(`  the same, result as JSON text       ${lat(duringWorkerJson)}`);
console.log(`reference: same call, idle thread     ${lat(idle)}`);
console.log(`reference: same call, clearing here   ${lat(duringInProcess)}`);
console.log(
  `verdict: warm in process ${warm.cpuMs <= GOAL_WARM_MS ? 'meets' : 'misses'} the ${GOAL_WARM_MS} ms goal (CPU time, less disturbed by other load than wall time); warm in the worker the server uses ${workerWarmWall <= GOAL_WARM_MS ? 'meets' : 'misses'} it (wall), its first clearing after the warm-up ${firstAfterWarmUp.wallMs <= GOAL_WARM_MS ? 'meets' : 'misses'} it`,
);

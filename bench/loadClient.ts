// The load generator of bench/apiLoad.bench.ts: keep-alive HTTP over loopback, a closed loop (each
// simulated user sends its next request when the previous one answered) and an open loop (requests sent
// on a fixed schedule whatever the answers, latency counted from the scheduled time, so a slow server
// cannot hide its queue by slowing the senders down).
import fs from 'node:fs';
import http from 'node:http';
import { performance } from 'node:perf_hooks';

/** One request of a simulated user. */
export interface Call {
  /** Name the figures are grouped by. */
  name: string;
  path: string;
  token?: string;
  body?: unknown;
}

/** Latencies per call name and errors per kind, collected by a load phase. */
export interface Tally {
  latencies: Map<string, number[]>;
  errors: Map<string, number>;
  /** The first few failed answers ("name status: body"), so a run with errors shows their cause. */
  errorSamples: string[];
  elapsedSeconds: number;
}

/** What a request got: its status (0 on a network error) and, for a failure, the answer's body. */
export interface Answer {
  status: number;
  body?: string;
}

/** Failed answers kept per phase. */
const MAX_ERROR_SAMPLES = 5;

const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

const origins = new Map<string, { hostname: string; port: string }>();

/** Host and port of a base URL, parsed once. */
function origin(baseUrl: string): { hostname: string; port: string } {
  let found = origins.get(baseUrl);
  if (!found) {
    const url = new URL(baseUrl);
    found = { hostname: url.hostname, port: url.port };
    origins.set(baseUrl, found);
  }
  return found;
}

/**
 * Sends one request; resolves with the status code (0 on a network error) once the body is read, and
 * the body when the status is not 200 (a successful body is not kept: the client must stay cheap).
 */
export function send(baseUrl: string, call: Call): Promise<Answer> {
  const body = call.body === undefined ? undefined : JSON.stringify(call.body);
  const { hostname, port } = origin(baseUrl);
  const headers: http.OutgoingHttpHeaders = {};
  if (call.token) headers.authorization = `Bearer ${call.token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return new Promise((resolve) => {
    // Host and port given apart: a URL string would be parsed again on every request.
    const request = http.request(
      {
        agent,
        hostname,
        port,
        path: call.path,
        method: body === undefined ? 'GET' : 'POST',
        headers,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status === 200) {
          response.resume();
          response.on('end', () => resolve({ status }));
        } else {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => resolve({ status, body: text }));
        }
        response.on('error', (error) => resolve({ status: 0, body: String(error) }));
      },
    );
    request.on('error', (error) => resolve({ status: 0, body: String(error) }));
    request.end(body);
  });
}

function newTally(): Tally {
  return { latencies: new Map(), errors: new Map(), errorSamples: [], elapsedSeconds: 0 };
}

function record(tally: Tally, name: string, ms: number, answer: Answer): void {
  const list = tally.latencies.get(name) ?? [];
  list.push(ms);
  tally.latencies.set(name, list);
  const { status } = answer;
  if (status !== 200) {
    const key = `${name} ${status === 0 ? 'network error' : status}`;
    tally.errors.set(key, (tally.errors.get(key) ?? 0) + 1);
    if (tally.errorSamples.length < MAX_ERROR_SAMPLES) {
      tally.errorSamples.push(`${key}: ${(answer.body ?? '').slice(0, 500)}`);
    }
  }
}

/**
 * Closed loop: every user sends its calls one after another, without pause, for `seconds`.
 * `next(user, n)` gives user's n-th call.
 */
export async function closedLoop(
  baseUrl: string,
  users: number,
  seconds: number,
  next: (user: number, n: number) => Call,
): Promise<Tally> {
  const tally = newTally();
  const start = performance.now();
  const deadline = start + seconds * 1000;
  await Promise.all(
    Array.from({ length: users }, async (_, user) => {
      for (let n = 0; performance.now() < deadline; n++) {
        const call = next(user, n);
        const sent = performance.now();
        const answer = await send(baseUrl, call);
        record(tally, call.name, performance.now() - sent, answer);
      }
    }),
  );
  tally.elapsedSeconds = (performance.now() - start) / 1000;
  return tally;
}

/**
 * Open loop: every user sends one call per `intervalMs`, each user starting at a different offset, for
 * `seconds`. Latency runs from the scheduled send time to the end of the answer.
 */
export async function openLoop(
  baseUrl: string,
  users: number,
  seconds: number,
  intervalMs: number,
  next: (user: number, n: number) => Call,
): Promise<Tally> {
  const tally = newTally();
  const start = performance.now() + 50;
  const perUser = Math.max(1, Math.floor((seconds * 1000) / intervalMs));
  let left = users * perUser;
  await new Promise<void>((done) => {
    const sendAt = (user: number, n: number): void => {
      const due = start + (user / users) * intervalMs + n * intervalMs;
      setTimeout(
        () => {
          if (n + 1 < perUser) sendAt(user, n + 1);
          const call = next(user, n);
          void send(baseUrl, call).then((answer) => {
            record(tally, call.name, performance.now() - due, answer);
            if (--left === 0) done();
          });
        },
        Math.max(0, due - performance.now()),
      );
    };
    for (let user = 0; user < users; user++) sendAt(user, 0);
  });
  tally.elapsedSeconds = (performance.now() - start) / 1000;
  return tally;
}

/** The p-th percentile of sorted values. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** All latencies of a tally, sorted. */
export function allLatencies(tally: Tally): number[] {
  return [...tally.latencies.values()].flat().sort((a, b) => a - b);
}

/** Total errors of a tally. */
export function errorCount(tally: Tally): number {
  return [...tally.errors.values()].reduce((sum, n) => sum + n, 0);
}

/** CPU seconds a process has used so far (user + system, from /proc; 0 where there is none). */
export function cpuSeconds(pid: number | undefined): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime are fields 14 and 15 of the whole line: 12 and 13 after "pid (comm) ".
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** `send` for callers that only count statuses. */
export async function sendStatus(baseUrl: string, call: Call): Promise<number> {
  return (await send(baseUrl, call)).status;
}

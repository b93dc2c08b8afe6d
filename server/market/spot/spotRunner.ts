// Runs spot clearings in a worker thread that keeps HiGHS loaded (warm), so a clearing of 96 slots never
// blocks the thread that answers API calls. Requests are queued by the worker and answered in order.
import { Worker } from 'node:worker_threads';
import type { ProvinceChannel } from './provincialNetwork';
import type { LimitHint } from './spotModel';
import type { SpotInput, SpotResult } from './spotTypes';
import type { SyntheticSize } from './syntheticCase';

/**
 * A clearing request sent to the worker; `channels` asks for the provincial-price variant, `hint` names
 * line-slots likely to bind (see `clearSpot`).
 */
export interface SpotWorkerRequest {
  id: number;
  input: SpotInput;
  channels?: readonly ProvinceChannel[];
  hint?: LimitHint;
  /** Answer with the result as JSON text (written in the worker) rather than as an object. */
  json?: boolean;
}

/** Asks the worker to warm up: that many clearings of a synthetic day, in the background. */
export interface SpotWarmUpRequest {
  warmUp: { clearings: number; size: SyntheticSize };
}

/** What the worker receives. */
export type SpotWorkerMessage = SpotWorkerRequest | SpotWarmUpRequest;

/**
 * The worker's answer: a result (with the time spent in the worker), an error, the ready signal, or the
 * end of a warm-up with each of its clearings' milliseconds.
 */
export type SpotWorkerReply =
  | { id: number; result: SpotResult; solveMs: number }
  | { id: number; json: string; status: SpotResult['status']; solveMs: number }
  | { id: number; error: string }
  | { id: 0; ready: true }
  | { id: 0; warmedUp: number[] };

/** A clearing's result with the time the worker spent on it. */
export interface TimedSpotResult {
  result: SpotResult;
  solveMs: number;
}

/**
 * A clearing's result as JSON text, with its status. A day's result is ≈ 340 kB: as an object its
 * structured clone costs this thread 13–42 ms and storing it a `JSON.stringify` of 7–44 ms more (load
 * 8), while the text crosses as one string.
 */
export interface TimedSpotJson {
  json: string;
  status: SpotResult['status'];
  solveMs: number;
}

/**
 * The server's warm-up: clearings of synthetic days of the bench's size with the shapes of the days the
 * server builds (`varied`, every other day; seeds from 11 on, not the bench's), a new day every second
 * clearing. A new
 * worker reached the warm time of such a day from about its seventh clearing.
 */
export const SPOT_WARM_UP = {
  clearings: 10,
  size: { buses: 30, units: 100, slots: 96, seed: 11, varied: true },
} as const satisfies SpotWarmUpRequest['warmUp'];

type Reply = Exclude<SpotWorkerReply, { ready: true } | { warmedUp: number[] } | { error: string }>;

interface Pending {
  resolve: (value: Reply) => void;
  reject: (reason: Error) => void;
}

/** One warm worker thread for spot clearings; restarted on the next request if it dies. */
export class SpotRunner {
  private worker: Worker | null = null;
  private ready: Promise<void> | null = null;
  private nextId = 1;
  private active = 0;
  private readonly pending = new Map<number, Pending>();
  private warming: { resolve: (times: number[]) => void; reject: (reason: Error) => void } | null =
    null;

  /** Starts the worker and loads HiGHS in it; resolves when it can take requests. */
  start(): Promise<void> {
    if (this.ready) return this.ready;
    const worker = new Worker(new URL('./spotWorkerEntry.mjs', import.meta.url));
    this.worker = worker;
    this.ready = new Promise<void>((resolve, reject) => {
      worker.on('message', (reply: SpotWorkerReply) => {
        if ('ready' in reply) return resolve();
        if ('warmedUp' in reply) {
          this.warming?.resolve(reply.warmedUp);
          this.warming = null;
          return;
        }
        const waiting = this.pending.get(reply.id);
        this.pending.delete(reply.id);
        if (!waiting) return;
        if ('error' in reply) waiting.reject(new Error(reply.error));
        else waiting.resolve(reply);
      });
      const fail = (error: Error): void => {
        reject(error);
        this.failAll(error);
      };
      worker.on('error', fail);
      worker.on('exit', (code) => fail(new Error(`spot worker exited (${code})`)));
    });
    // An unstarted worker must not keep a finished process alive.
    worker.unref();
    return this.ready;
  }

  /**
   * Warms the worker up in the background (the server calls it once it listens): clearings of a
   * synthetic day (`SPOT_WARM_UP`), so that V8 has optimised HiGHS's WebAssembly and the build before
   * the first real clearing (a new worker's first clearings of the bench's day take 2–5× the warm
   * time). Requests are served between its clearings. Resolves with their milliseconds.
   */
  warmUp(warmUp: SpotWarmUpRequest['warmUp'] = SPOT_WARM_UP): Promise<number[]> {
    // Like a request, the warm-up keeps the process alive until it is done.
    return this.withWorker((worker) => {
      this.warming?.reject(new Error('spot warm-up asked again'));
      const done = new Promise<number[]>((resolve, reject) => {
        this.warming = { resolve, reject };
      });
      worker.postMessage({ warmUp } satisfies SpotWarmUpRequest);
      return done;
    });
  }

  /** Clears one input in the worker (nodal, or provincial when channels are given). */
  async clear(
    input: SpotInput,
    channels?: readonly ProvinceChannel[],
    hint?: LimitHint,
  ): Promise<TimedSpotResult> {
    const reply = await this.request({ input, channels, hint });
    if (!('result' in reply)) throw new Error('spot worker answered without a result');
    return { result: reply.result, solveMs: reply.solveMs };
  }

  /** Like `clear`, with the result as JSON text written in the worker (for storing it as it is). */
  async clearJson(
    input: SpotInput,
    channels?: readonly ProvinceChannel[],
    hint?: LimitHint,
  ): Promise<TimedSpotJson> {
    const reply = await this.request({ input, channels, hint, json: true });
    if (!('json' in reply)) throw new Error('spot worker answered without JSON');
    return { json: reply.json, status: reply.status, solveMs: reply.solveMs };
  }

  private request(ask: Omit<SpotWorkerRequest, 'id'>): Promise<Reply> {
    return this.withWorker((worker) => {
      const id = this.nextId++;
      const request: SpotWorkerRequest = { id, input: ask.input };
      if (ask.channels) request.channels = ask.channels;
      if (ask.hint) request.hint = ask.hint;
      if (ask.json) request.json = true;
      return new Promise<Reply>((resolve, reject) => {
        this.pending.set(id, { resolve, reject });
        worker.postMessage(request);
      });
    });
  }

  /**
   * Runs `task` with the started worker. While it is under way the worker keeps the process alive;
   * idle, it does not.
   */
  private async withWorker<T>(task: (worker: Worker) => Promise<T>): Promise<T> {
    const ready = this.start();
    this.active++;
    this.worker?.ref();
    try {
      await ready;
      const worker = this.worker;
      if (!worker) throw new Error('spot worker not running');
      return await task(worker);
    } finally {
      this.active--;
      if (this.active === 0) this.worker?.unref();
    }
  }

  /** Stops the worker; pending requests fail. */
  async close(): Promise<void> {
    const worker = this.worker;
    this.reset();
    if (worker) await worker.terminate();
  }

  private failAll(error: Error): void {
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
    this.warming?.reject(error);
    this.warming = null;
    this.reset();
  }

  private reset(): void {
    this.worker = null;
    this.ready = null;
  }
}

// The spot clearing worker thread: loads HiGHS once, then clears each request it receives, one at a
// time, so the long synchronous solve never runs on the thread that answers API calls.
import { parentPort } from 'node:worker_threads';
import { highsSolver } from './highsSolve';
import { toProvincialInput, type ProvinceChannel } from './provincialNetwork';
import { clearSpot, limitHintOf } from './spotClearing';
import type { LimitHint } from './spotModel';
import type { SpotWarmUpRequest, SpotWorkerMessage, SpotWorkerReply } from './spotRunner';
import { syntheticSpotCase } from './syntheticCase';

if (!parentPort) throw new Error('spotWorker.ts must run in a worker thread');
/** A channel between the synthetic day's two provinces (37 and 32), for the warm-up's provincial form. */
const WARM_UP_CHANNELS: ProvinceChannel[] = [
  { id: 1, fromProvince: 37, toProvince: 32, limitMw: 800, reverseLimitMw: 600.5, tariff: 12.5 },
];
const port = parentPort;
const solve = await highsSolver();

/**
 * Clears synthetic days (the bench's size at server start) `clearings` times, one per turn of the event
 * loop, so a request that arrives meanwhile is served before the next one (it waits for one warm-up
 * clearing at most). V8 runs HiGHS's WebAssembly and our build on baseline code first and optimises the
 * hot functions while they run: a new worker's first clearings of such a day took 1.4 s, then 0.5–0.7 s,
 * and reached the warm time only from about the seventh. A new day every second clearing, every other one
 * with the shapes of the days the server builds (`varied`), as a class brings new days: V8's optimised code is
 * then made for what real requests bring. The times are reported when done.
 */
function warmUp({ clearings, size }: SpotWarmUpRequest['warmUp']): void {
  let day = syntheticSpotCase(size);
  let hint: LimitHint | undefined;
  const times: number[] = [];
  const next = (): void => {
    if (times.length === clearings) {
      port.postMessage({ id: 0, warmedUp: times } satisfies SpotWorkerReply);
      return;
    }
    const k = times.length;
    if (k > 0 && k % 2 === 0) {
      // Every other day plain (all units alike, as a scene of coal units gives): both kinds of callers'
      // objects pass the normalisation before a real one comes.
      const j = k / 2;
      day = syntheticSpotCase({
        ...size,
        seed: (size.seed ?? 7) + j,
        varied: size.varied && j % 2 === 0,
      });
      hint = undefined;
    }
    const started = performance.now();
    // A new day first without a hint (the lazy rows' path, as a pre-clearing may take), then with its
    // own binding lines as hint (one solve, as the formal stage). A fresh structured clone each time,
    // as a request's input arrives (deserialised objects).
    const result = clearSpot(structuredClone(day), solve, k % 2 ? hint : undefined);
    hint ??= limitHintOf(result);
    // The inter-provincial stage's provincial form (two buses and a tariffed channel: the link columns
    // the nodal days lack) of a small day with the server's shapes, a few milliseconds, after the hinted
    // clearing of each such day.
    if (k % 2 && size.varied && (k >> 1) % 2 === 0) {
      const small = syntheticSpotCase({ ...size, buses: 6, units: 12, seed: (size.seed ?? 7) + k });
      clearSpot(toProvincialInput(structuredClone(small), WARM_UP_CHANNELS), solve);
    }
    times.push(performance.now() - started);
    setImmediate(next);
  };
  setImmediate(next);
}

port.on('message', (message: SpotWorkerMessage) => {
  if ('warmUp' in message) return warmUp(message.warmUp);
  const request = message;
  const started = performance.now();
  let reply: SpotWorkerReply;
  try {
    const input = request.channels
      ? toProvincialInput(request.input, request.channels)
      : request.input;
    const result = clearSpot(input, solve, request.hint);
    const solveMs = performance.now() - started;
    reply = request.json
      ? { id: request.id, json: JSON.stringify(result), status: result.status, solveMs }
      : { id: request.id, result, solveMs };
  } catch (error) {
    reply = { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});
port.postMessage({ id: 0, ready: true } satisfies SpotWorkerReply);

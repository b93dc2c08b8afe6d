// The spot clearing worker thread: loads HiGHS once, then clears each request it receives, one at a
// time, so the long synchronous solve never runs on the thread that answers API calls.
import { parentPort } from 'node:worker_threads';
import { highsSolver } from './highsSolve';
import { toProvincialInput } from './provincialNetwork';
import { clearSpot } from './spotClearing';
import type { SpotWorkerReply, SpotWorkerRequest } from './spotRunner';

const port = parentPort;
if (!port) throw new Error('spotWorker.ts must run in a worker thread');
const solve = await highsSolver();

port.on('message', (request: SpotWorkerRequest) => {
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

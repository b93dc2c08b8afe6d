/**
 * Fake actors for scenarios: a promise actor that answers from a script, one reply per call.
 * The call count is kept per actor system, so the same scenario can run twice (its own test and
 * the coverage test) and replay the same answers.
 */
import { fromPromise, type PromiseActorLogic } from 'xstate';

/** A scripted rejection. */
export interface Rejection {
  readonly reject: unknown;
}

/** A reply that never settles, to hold the machine in a loading state. */
export const pending: unique symbol = Symbol('pending');

/** Marks a scripted reply as a rejection with this error. */
export function rejects(error: unknown): Rejection {
  return { reject: error };
}

function isRejection(value: unknown): value is Rejection {
  return typeof value === 'object' && value !== null && 'reject' in value;
}

/**
 * A promise actor answering each call with the next scripted reply; the last reply repeats.
 * `onCall` sees each call's input (for assertions on what the machine asked for).
 */
export function replies<TOutput, TInput = unknown>(
  script: ReadonlyArray<TOutput | Rejection | typeof pending>,
  onCall?: (input: TInput, call: number) => void,
): PromiseActorLogic<TOutput, TInput> {
  const calls = new WeakMap<object, number>();
  return fromPromise<TOutput, TInput>(({ input, system }) => {
    const call = calls.get(system) ?? 0;
    calls.set(system, call + 1);
    onCall?.(input, call);
    const reply = script[Math.min(call, script.length - 1)];
    if (reply === pending) return new Promise<TOutput>(() => undefined);
    if (isRejection(reply)) return Promise.reject(reply.reject);
    if (reply === undefined && script.length === 0) {
      return Promise.reject(new Error('replies(): empty script'));
    }
    return Promise.resolve(reply as TOutput);
  });
}

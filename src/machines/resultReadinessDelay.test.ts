import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { resultReadinessMachine, type ReadinessQuery } from './resultReadinessMachine';

/** A machine whose check answers 'not generated' (centralised bidding reads falsy so) at once. */
function start(askedMsAgo?: number) {
  const machine = resultReadinessMachine.provide({
    actors: { fetchReadiness: fromPromise<unknown, ReadinessQuery>(async () => 0) },
  });
  const actor = createActor(machine, {
    input: { kind: 'centerTrade', ...(askedMsAgo === undefined ? {} : { askedMsAgo }) },
  });
  actor.start();
  return actor;
}

describe('result display delay', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('reports the outcome 1 s after the answer when the page asked itself', async () => {
    const actor = start();
    await vi.advanceTimersByTimeAsync(990);
    expect(actor.getSnapshot().value).toBe('settling');
    await vi.advanceTimersByTimeAsync(20);
    expect(actor.getSnapshot().value).toBe('notGenerated');
  });

  it('counts the time since the prefetch asked toward the first outcome only', async () => {
    const actor = start(700);
    await vi.advanceTimersByTimeAsync(290);
    expect(actor.getSnapshot().value).toBe('settling');
    await vi.advanceTimersByTimeAsync(20);
    expect(actor.getSnapshot().value).toBe('notGenerated');
    // 获取结果 afterwards waits the whole second again.
    actor.send({ type: 'FETCH' });
    await vi.advanceTimersByTimeAsync(990);
    expect(actor.getSnapshot().value).toBe('settling');
    await vi.advanceTimersByTimeAsync(20);
    expect(actor.getSnapshot().value).toBe('notGenerated');
  });

  it('reports at once when the prefetch asked more than a second before', async () => {
    const actor = start(1_500);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('notGenerated');
  });
});

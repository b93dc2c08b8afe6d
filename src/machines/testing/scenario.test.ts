import { describe, expect, it } from 'vitest';
import { resultReadinessMachine, type ReadinessQuery } from '../resultReadinessMachine';
import { replies } from './fakes';
import { scenario, statePaths } from './scenario';

const spot = (raw: unknown) =>
  resultReadinessMachine.provide({
    actors: { fetchReadiness: replies<unknown, ReadinessQuery>([raw]) },
  });

describe('scenario helper', () => {
  it('lists every dotted path of a nested state value', () => {
    expect(statePaths({ a: { b: 'c' }, d: 'e' })).toEqual(['a', 'a.b', 'a.b.c', 'd', 'd.e']);
  });

  it('fails a scenario whose expected state is not reached, naming the step', async () => {
    const s = scenario('wrong state', spot(3), { kind: 'spot' })
      .advance(999)
      .expectState('notGenerated');
    await expect(s.run()).rejects.toThrow(
      /step 2 \(state\): expected state notGenerated, got settling/,
    );
  });

  it('fails when an expected message was neither emitted nor held in context', async () => {
    const s = scenario('wrong message', spot(3), { kind: 'spot' })
      .advance(1000)
      .expectMessage('不存在');
    await expect(s.run()).rejects.toThrow(/message "不存在"/);
  });

  it('fails when an unexpected effect was emitted', async () => {
    const failing = resultReadinessMachine.provide({
      actors: { fetchReadiness: replies<unknown, ReadinessQuery>([{ reject: new Error('x') }]) },
    });
    const s = scenario('log', failing, { kind: 'spot' }).expectNotEmitted('logError');
    await expect(s.run()).rejects.toThrow(/logError was emitted/);
  });

  it('records visited states and transitions of a run', async () => {
    const result = await scenario('ok', spot(1), { kind: 'spot' }).advance(1000).run();
    expect([...result.states]).toEqual(['checking', 'settling', 'ready']);
    expect([...result.transitions].some((t) => t.startsWith('settling --xstate.after.'))).toBe(
      true,
    );
  });
});

// The example of the README section "Testing the state machines", kept runnable here.
import { describe, it } from 'vitest';
import { resultMessages } from '../../src/machines/messages';
import {
  resultReadinessMachine,
  type ReadinessQuery,
} from '../../src/machines/resultReadinessMachine';
import { replies } from '../../src/machines/testing/fakes';
import { scenario } from '../../src/machines/testing/scenario';

describe('README example', () => {
  it('spot result: cache being generated, then ready after the 1 s display delay', async () => {
    // The readiness call answers 2 (cache being generated), then 1 (ready).
    const machine = resultReadinessMachine.provide({
      actors: { fetchReadiness: replies<unknown, ReadinessQuery>([2, 1]) },
    });
    await scenario('spot cache then ready', machine, { kind: 'spot' })
      .expectState('generating')
      .expectMessage(resultMessages.spotGenerating) // 现货结果缓存生成中，加载中...
      .advance(2000) // simulated clock: the 2 s retry fires at once
      .expectState('settling')
      .advance(1000)
      .expectState('ready')
      .run();
  });
});

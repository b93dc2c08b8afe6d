// Binding scopes: a table row (`row.*`) or a chosen round (`round.*`) narrows the bindings of the
// blocks inside, and widgets reading the course through useCourse see the scoped round.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveBindings } from '../../src/engine/bindings';
import { BindingScope } from '../../src/engine/BindingScope';
import { EngineContext, useEngine, type Round } from '../../src/engine/env';
import { useCourse } from '../../src/engine/useCourse';
import { testEnv } from './engineHarness';

afterEach(cleanup);

function Probe() {
  const { bindings } = useEngine();
  const { round } = useCourse();
  const values = resolveBindings(
    { rowName: { from: 'row.scene.name' }, roundId: { from: 'round.id' } },
    bindings,
  );
  return (
    <output>
      {JSON.stringify(values)}|{round?.id}
    </output>
  );
}

describe('binding scopes', () => {
  it('gives the blocks inside the row and the scoped round, and leaves the outside alone', () => {
    const env = testEnv();
    const chosen = { id: 99, name: '选中的轮次' } as Round;
    render(
      <EngineContext.Provider value={env}>
        <Probe />
        <BindingScope extend={{ row: { scene: { name: '场景甲' } }, round: chosen }}>
          <Probe />
        </BindingScope>
      </EngineContext.Provider>,
    );
    const [outside, inside] = screen.getAllByRole('status').map((o) => o.textContent);
    expect(outside).toBe('{"roundId":7}|7');
    expect(inside).toBe('{"rowName":"场景甲","roundId":99}|99');
  });
});

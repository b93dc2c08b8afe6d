import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fromPromise, setup } from 'xstate';
import { machineToMermaid, syncMachineDocs } from './machinesDocs';

const sample = setup({
  actors: { load: fromPromise(async () => 1) },
  guards: { ok: () => true },
  delays: { wait: 1000 },
}).createMachine({
  id: 'sample',
  initial: 'loading',
  states: {
    loading: {
      invoke: { src: 'load', onDone: { guard: 'ok', target: 'shown.idle' }, onError: 'done' },
    },
    shown: {
      initial: 'idle',
      states: { idle: { after: { wait: 'busy' } }, busy: { on: { STOP: '#sample.done' } } },
    },
    done: { type: 'final' },
  },
});

describe('machine diagrams', () => {
  it('draws initial states, nested states, final states and named transitions', () => {
    const mermaid = machineToMermaid(sample);
    expect(mermaid.split('\n')).toEqual([
      'stateDiagram-v2',
      '  [*] --> loading',
      '  state "loading" as loading',
      '  state shown {',
      '    [*] --> shown_idle',
      '    state "idle" as shown_idle',
      '    state "busy" as shown_busy',
      '  }',
      '  state "done" as done',
      '  done --> [*]',
      '  loading --> shown_idle : done load [ok]',
      '  loading --> done : error load',
      '  shown_idle --> shown_busy : after wait',
      '  shown_busy --> done : STOP',
    ]);
  });

  it('reports missing, stale and left-over files in check mode and fixes them otherwise', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'machine-docs-'));
    try {
      const missing = await syncMachineDocs(dir, true);
      expect(missing.some((p) => p.startsWith('缺少') && p.endsWith('session.md'))).toBe(true);
      expect(await syncMachineDocs(dir, false)).toEqual([]);
      expect(await syncMachineDocs(dir, true)).toEqual([]);
      fs.appendFileSync(path.join(dir, 'paper.md'), 'edited by hand\n');
      fs.writeFileSync(path.join(dir, 'old.md'), '# removed machine\n');
      expect((await syncMachineDocs(dir, true)).sort()).toEqual([
        `多余: ${path.join(dir, 'old.md')}`,
        `已过期: ${path.join(dir, 'paper.md')}`,
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps the committed docs/machines fresh', async () => {
    expect(await syncMachineDocs(path.resolve('docs/machines'), true)).toEqual([]);
  });
});

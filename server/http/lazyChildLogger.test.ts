// The per-request logger is made only when a line is written: a request that logs nothing (the usual
// case at level warn) costs no pino child, and one that does gets the real child with its bindings.
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { lazyChildLogger } from './logging';

function fakeParent(level: string) {
  const lines: Array<{ bindings: object; level: string; args: unknown[] }> = [];
  const child = vi.fn((bindings: object): FastifyBaseLogger => {
    const write =
      (at: string) =>
      (...args: unknown[]) =>
        void lines.push({ bindings, level: at, args });
    return {
      level,
      child: () => {
        throw new Error('not used');
      },
      fatal: write('fatal'),
      error: write('error'),
      warn: write('warn'),
      info: write('info'),
      debug: write('debug'),
      trace: write('trace'),
      silent: () => undefined,
    };
  });
  const parent = { level, child } as unknown as FastifyBaseLogger;
  return { parent, child, lines };
}

const request = {} as Parameters<typeof lazyChildLogger>[3];

describe('lazyChildLogger', () => {
  it('makes no child for a request that writes nothing, or only below the level', () => {
    const { parent, child, lines } = fakeParent('warn');
    const log = lazyChildLogger.call(undefined as never, parent, { reqId: 'r1' }, {}, request);
    log.info('incoming request');
    log.debug('detail');
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
  });

  it('makes the real child with its bindings on the first line, once', () => {
    const { parent, child, lines } = fakeParent('warn');
    const log = lazyChildLogger.call(undefined as never, parent, { reqId: 'r2' }, {}, request);
    log.error({ statusCode: 500 }, 'server error answered');
    log.warn('again');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines).toEqual([
      {
        bindings: { reqId: 'r2' },
        level: 'error',
        args: [{ statusCode: 500 }, 'server error answered'],
      },
      { bindings: { reqId: 'r2' }, level: 'warn', args: ['again'] },
    ]);
  });

  it('writes info lines when the level is info', () => {
    const { parent, lines } = fakeParent('info');
    const log = lazyChildLogger.call(undefined as never, parent, { reqId: 'r3' }, {}, request);
    log.info('incoming request');
    expect(lines.map((l) => l.level)).toEqual(['info']);
  });
});

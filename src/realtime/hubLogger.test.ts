import { describe, expect, it } from 'vitest';
import { hubLogger } from './hubLogger';

function sink() {
  const lines: string[] = [];
  return {
    lines,
    warn: (m: string) => lines.push(`warn ${m}`),
    error: (m: string) => lines.push(`error ${m}`),
  };
}

describe('hubLogger', () => {
  it('writes warnings and errors of a live connection, not information', () => {
    const out = sink();
    const log = hubLogger(() => false, out);
    log.log(2, 'connected');
    log.log(3, 'slow');
    log.log(4, 'broken');
    expect(out.lines).toHaveLength(2);
    expect(out.lines[0]).toMatch(/^warn \[.+\] slow$/);
    expect(out.lines[1]).toMatch(/^error \[.+\] broken$/);
  });

  it('drops the error a stop during negotiation causes once the connection was asked to stop', () => {
    const out = sink();
    let stopped = false;
    const log = hubLogger(() => stopped, out);
    stopped = true;
    log.log(
      4,
      'Failed to start the connection: Error: The connection was stopped during negotiation.',
    );
    expect(out.lines).toEqual([]);
  });
});

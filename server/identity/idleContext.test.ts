import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { releaseContextWhenIdle } from './idleContext';

/** A response that only needs to emit 'close', as Node's does once the exchange ends. */
function fakeResponse(): ServerResponse & EventEmitter {
  return new EventEmitter() as ServerResponse & EventEmitter;
}

const request = {} as IncomingMessage;

describe('releaseContextWhenIdle', () => {
  it('disables the storage only when the last request in flight has closed', () => {
    let disabled = 0;
    const handled: ServerResponse[] = [];
    const wrapped = releaseContextWhenIdle((_req, res) => handled.push(res), {
      disable: () => (disabled += 1),
    });
    const first = fakeResponse();
    const second = fakeResponse();
    wrapped(request, first);
    wrapped(request, second);
    expect(handled).toEqual([first, second]);

    first.emit('close');
    expect(disabled).toBe(0);
    second.emit('close');
    expect(disabled).toBe(1);

    // A later request counts from zero again.
    const third = fakeResponse();
    wrapped(request, third);
    third.emit('close');
    expect(disabled).toBe(2);
  });
});

import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import {
  parseAnnouncement,
  parseDataChanged,
  upsertAnnouncement,
  liveActors,
  type LiveMessage,
  type LiveProvider,
} from './realtime';
import { realtimeMachine } from './realtimeMachine';
import { realtimeScenarios } from './realtimeMachine.scenarios';

describe('announcement helpers', () => {
  it('reads the pushed JSON with its CourseId and RoundId casing', () => {
    expect(
      parseAnnouncement('{"id":5,"CourseId":7,"RoundId":42,"month":6,"content":"<p>x</p>"}'),
    ).toEqual({
      id: '5',
      courseId: '7',
      roundId: '42',
      month: 6,
      content: '<p>x</p>',
    });
  });

  it('returns null for unreadable or id-less payloads', () => {
    expect(parseAnnouncement('{oops')).toBeNull();
    expect(parseAnnouncement({ CourseId: 1 })).toBeNull();
    expect(parseAnnouncement(3)).toBeNull();
  });

  it('reads a data-changed payload and drops one without course or operations', () => {
    expect(
      parseDataChanged({ courseId: 7, roundId: null, operations: ['getOrderBook', 3] }),
    ).toEqual({ type: 'DATA_CHANGED', courseId: '7', roundId: null, operations: ['getOrderBook'] });
    expect(parseDataChanged('{"courseId":7,"roundId":42,"operations":["a"]}')).toEqual({
      type: 'DATA_CHANGED',
      courseId: '7',
      roundId: '42',
      operations: ['a'],
    });
    expect(parseDataChanged({ roundId: 1, operations: ['a'] })).toBeNull();
    expect(parseDataChanged({ courseId: 1, operations: [] })).toBeNull();
    expect(parseDataChanged('{bad')).toBeNull();
  });

  it('keeps the position of an updated announcement', () => {
    const a = { id: 'a', courseId: '1', roundId: '1', month: null, content: 'old' };
    const b = { ...a, id: 'b' };
    expect(upsertAnnouncement([a, b], { ...a, content: 'new' }).map((x) => x.content)).toEqual([
      'new',
      'old',
    ]);
  });
});

describe('liveActors', () => {
  it('connects through the provider and forwards its messages to the machine', async () => {
    let listener: ((m: LiveMessage) => void) | undefined;
    const calls: string[] = [];
    const provider: LiveProvider = {
      start: async () => void calls.push('start'),
      stop: async () => void calls.push('stop'),
      subscribe: (l) => {
        listener = l;
        return () => calls.push('unsubscribe');
      },
    };
    const actor = createActor(realtimeMachine.provide({ actors: liveActors(provider) }), {
      input: { courseId: '7', roundId: null },
    });
    const effects: string[] = [];
    actor.on('*', (e) => effects.push(e.type));
    actor.start();
    await waitFor(actor, (s) => s.matches('connected'));
    listener?.({ type: 'NOTICE_MSG', courseId: '7', message: '', kind: 'updateRound' });
    listener?.({ type: 'CLOSED' });
    await waitFor(actor, (s) => s.matches('disconnected'));
    actor.stop();
    expect(effects).toContain('rounds.refresh');
    expect(calls).toEqual(['start', 'stop', 'unsubscribe']);
  });
});

describe('realtimeMachine', () => {
  for (const s of realtimeScenarios) it(s.name, async () => void (await s.run()));
});

import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { courseSwitchMachine } from './courseSwitchMachine';
import { courseSwitchedMessage } from './messages';
import {
  connectEffects,
  performEffect,
  shellEffectHandlers,
  type SessionStorage,
  type ShellPorts,
} from './ports';
import type { StoredToken } from './session';
import { replies } from './testing/fakes';

/** An in-memory SessionStorage recording what was cleared. */
function memoryStorage() {
  const state = { token: null as StoredToken | null, cleared: [] as string[] };
  const storage: SessionStorage = {
    read: () => state.token,
    write: (token) => void (state.token = token),
    clearSession: () => void ((state.token = null), state.cleared.push('session')),
    clearAll: () => void ((state.token = null), state.cleared.push('all')),
  };
  return { state, storage };
}

function ports(storage: SessionStorage = memoryStorage().storage): ShellPorts {
  return {
    storage,
    notifier: { show: vi.fn() },
    navigator: { navigate: vi.fn(), reload: vi.fn() },
    log: vi.fn(),
    now: () => 1_000,
  };
}

describe('effect handlers', () => {
  it('stores the token with its absolute expiry from expires_in seconds', () => {
    const { state, storage } = memoryStorage();
    const handlers = shellEffectHandlers(ports(storage));
    performEffect({ type: 'session.saveToken', accessToken: 'T', expiresIn: 60 }, handlers);
    expect(state.token).toEqual({ accessToken: 'T', expiresAt: 61_000 });
  });

  it('clears the session on session.clear and everything on storage.clear', () => {
    const { state, storage } = memoryStorage();
    const handlers = shellEffectHandlers(ports(storage));
    performEffect({ type: 'session.saveToken', accessToken: 'T', expiresIn: 60 }, handlers);
    performEffect({ type: 'session.clear' }, handlers);
    performEffect({ type: 'storage.clear' }, handlers);
    expect(state).toEqual({ token: null, cleared: ['session', 'all'] });
  });

  it('sends messages, navigation, reload and logged errors to their ports', () => {
    const p = ports();
    const handlers = shellEffectHandlers(p);
    performEffect({ type: 'notify', level: 'info', message: 'm', display: 'message' }, handlers);
    performEffect({ type: 'navigate', to: '/' }, handlers);
    performEffect({ type: 'reload' }, handlers);
    performEffect({ type: 'logError', where: 'x', error: 1 }, handlers);
    expect(p.notifier.show).toHaveBeenCalledWith(expect.objectContaining({ message: 'm' }));
    expect(p.navigator.navigate).toHaveBeenCalledWith('/');
    expect(p.navigator.reload).toHaveBeenCalledOnce();
    expect(p.log).toHaveBeenCalledWith('x', 1);
  });

  it('routes a running machine’s own effects to the owner’s handlers until disconnected', () => {
    const p = ports();
    const reset = vi.fn();
    const machine = courseSwitchMachine.provide({
      actors: { switchCourse: replies<unknown, { courseId: string; userId: string }>([{}]) },
    });
    const actor = createActor(machine, { input: { courseId: 'c1' } }).start();
    const disconnect = connectEffects(actor, {
      ...shellEffectHandlers(p),
      'course.reset': (effect) => reset(effect.courseId),
    });
    actor.send({ type: 'COURSE_CHANGED', courseId: 'c2' });
    expect(p.notifier.show).toHaveBeenCalledWith(
      expect.objectContaining({ message: courseSwitchedMessage }),
    );
    expect(reset).toHaveBeenCalledWith('c2');
    disconnect();
    actor.send({ type: 'COURSE_CHANGED', courseId: 'c3' });
    expect(p.notifier.show).toHaveBeenCalledTimes(1);
    actor.stop();
  });
});

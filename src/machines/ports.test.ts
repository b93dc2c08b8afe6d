import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { courseSwitchMachine } from './courseSwitchMachine';
import { courseSwitchedMessage } from './messages';
import { connectEffects, performEffect, type EffectPorts, type SessionStorage } from './ports';
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

function ports(storage: SessionStorage = memoryStorage().storage): EffectPorts {
  return {
    storage,
    notifier: { show: vi.fn() },
    navigator: { navigate: vi.fn(), reload: vi.fn() },
    log: vi.fn(),
    now: () => 1_000,
    logout: vi.fn(),
    refreshRounds: vi.fn(),
    invalidateOperations: vi.fn(),
    mount: vi.fn(),
  };
}

describe('effect ports', () => {
  it('stores the token with its absolute expiry from expires_in seconds', () => {
    const { state, storage } = memoryStorage();
    performEffect({ type: 'session.saveToken', accessToken: 'T', expiresIn: 60 }, ports(storage));
    expect(state.token).toEqual({ accessToken: 'T', expiresAt: 61_000 });
  });

  it('clears the session on session.clear and everything on storage.clear', () => {
    const { state, storage } = memoryStorage();
    const p = ports(storage);
    performEffect({ type: 'session.saveToken', accessToken: 'T', expiresIn: 60 }, p);
    performEffect({ type: 'session.clear' }, p);
    performEffect({ type: 'storage.clear' }, p);
    expect(state).toEqual({ token: null, cleared: ['session', 'all'] });
  });

  it('sends navigation, reload, log and app-state effects to their ports', () => {
    const p = ports();
    performEffect({ type: 'navigate', to: '/' }, p);
    performEffect({ type: 'reload' }, p);
    performEffect({ type: 'logError', where: 'x', error: 1 }, p);
    performEffect({ type: 'logout' }, p);
    performEffect({ type: 'rounds.refresh' }, p);
    performEffect({ type: 'enterprise.selected', enterpriseId: 'e1' }, p);
    performEffect({ type: 'data.invalidate', operations: ['getOrderBook'] }, p);
    performEffect({ type: 'app.mount' }, p);
    expect(p.navigator.navigate).toHaveBeenCalledWith('/');
    expect(p.navigator.reload).toHaveBeenCalledOnce();
    expect(p.log).toHaveBeenCalledWith('x', 1);
    expect(p.logout).toHaveBeenCalledOnce();
    expect(p.refreshRounds).toHaveBeenCalledOnce();
    expect(p.invalidateOperations).toHaveBeenCalledWith(['getOrderBook']);
    expect(p.mount).toHaveBeenCalledOnce();
  });

  it('routes a running machine’s effects to the ports until disconnected', async () => {
    const p = ports();
    const machine = courseSwitchMachine.provide({
      actors: { switchCourse: replies<unknown, { courseId: string; userId: string }>([{}]) },
    });
    const actor = createActor(machine, { input: { courseId: 'c1' } }).start();
    const disconnect = connectEffects(actor, p);
    actor.send({ type: 'COURSE_CHANGED', courseId: 'c2' });
    expect(p.notifier.show).toHaveBeenCalledWith(
      expect.objectContaining({ message: courseSwitchedMessage }),
    );
    disconnect();
    actor.send({ type: 'COURSE_CHANGED', courseId: 'c3' });
    expect(p.notifier.show).toHaveBeenCalledTimes(1);
    actor.stop();
  });
});

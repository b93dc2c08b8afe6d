/**
 * The small interfaces the application shell implements for the machines' effects, and the one
 * function that routes emitted effects to them. Machines never import React, antd, the API client
 * or SignalR; the shell wires those here.
 */
import type { AnyActorRef } from 'xstate';
import type { MachineEffect, NotifyEffect } from './effects';
import type { StoredToken } from './session';

/**
 * The two local-storage keys of the spec (access token and its expiry) and the session's other keys;
 * src/session/storage.ts implements it over localStorage with the key names the back end uses.
 */
export interface SessionStorage {
  read(): StoredToken | null;
  write(token: StoredToken): void;
  /** Forgets token, user info, current round, enterprise, course and expiry. */
  clearSession(): void;
  /** Forgets everything the app stored (answer 401). */
  clearAll(): void;
}

/** Shows messages (antd `message`, `notification` and `Modal` in the app). */
export interface Notifier {
  show(effect: NotifyEffect): void;
}

/** Moves between routes and reloads the page. */
export interface Navigator {
  navigate(to: string): void;
  reload(): void;
}

/** Everything the effects need; the app-state callbacks belong to the shell's stores. */
export interface EffectPorts {
  storage: SessionStorage;
  notifier: Notifier;
  navigator: Navigator;
  log(where: string, error: unknown): void;
  now(): number;
  logout(): void;
  /** Reloads the round list of the current course (the course actor). */
  refreshRounds(): void;
  /** Marks the cached answers of these operations stale (the query cache). */
  invalidateOperations(operationIds: readonly string[]): void;
  mount(): void;
}

/** Performs one emitted effect with the ports. */
export function performEffect(effect: MachineEffect, ports: EffectPorts): void {
  switch (effect.type) {
    case 'notify':
      return ports.notifier.show(effect);
    case 'navigate':
      return ports.navigator.navigate(effect.to);
    case 'reload':
      return ports.navigator.reload();
    case 'logError':
      return ports.log(effect.where, effect.error);
    case 'session.saveToken':
      return ports.storage.write({
        accessToken: effect.accessToken,
        expiresAt: ports.now() + effect.expiresIn * 1000,
      });
    case 'session.clear':
      return ports.storage.clearSession();
    case 'storage.clear':
      return ports.storage.clearAll();
    case 'logout':
      return ports.logout();
    case 'rounds.refresh':
      return ports.refreshRounds();
    case 'course.reset':
    case 'enterprise.selected':
      // The course actor consumes its children's course effects itself; nothing else to do.
      return;
    case 'data.invalidate':
      return ports.invalidateOperations(effect.operations);
    case 'app.mount':
      return ports.mount();
  }
}

/** Routes every effect an actor emits to the ports; returns the unsubscribe function. */
export function connectEffects(actor: AnyActorRef, ports: EffectPorts): () => void {
  const subscription = actor.on('*', (effect) => performEffect(effect as MachineEffect, ports));
  return () => subscription.unsubscribe();
}

/**
 * How the application shell performs the machines' effects. Each component that runs an actor routes
 * that actor's effects itself, with handlers for exactly the effects the machine declares (its
 * `emitted` type): a missing handler is a compile error, not a message logged at run time. The
 * effects every owner shares (messages, navigation, the session's storage, logging) come from
 * `shellEffectHandlers`. Machines never import React, antd, the API client or SignalR.
 */
import type { ActorRef, EventObject, Snapshot } from 'xstate';
import type { CommonEffect, MachineEffect, NotifyEffect } from './effects';
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

/** One handler per effect type of `E`, each given its own effect. */
export type EffectHandlers<E extends MachineEffect> = {
  [T in E['type']]: (effect: Extract<E, { type: T }>) => void;
};

/** What the common handlers are made of. */
export interface ShellPorts {
  storage: SessionStorage;
  notifier: Notifier;
  navigator: Navigator;
  log(where: string, error: unknown): void;
  now(): number;
}

/** Handlers of the common effects over the shell's ports. */
export function shellEffectHandlers(ports: ShellPorts): EffectHandlers<CommonEffect> {
  return {
    notify: (effect) => ports.notifier.show(effect),
    navigate: (effect) => ports.navigator.navigate(effect.to),
    reload: () => ports.navigator.reload(),
    logError: (effect) => ports.log(effect.where, effect.error),
    // The shell turns `expiresIn` seconds into the stored absolute expiry.
    'session.saveToken': (effect) =>
      ports.storage.write({
        accessToken: effect.accessToken,
        expiresAt: ports.now() + effect.expiresIn * 1000,
      }),
    'session.clear': () => ports.storage.clearSession(),
    'storage.clear': () => ports.storage.clearAll(),
  };
}

/** Performs one effect with the handler of its type. */
export function performEffect<E extends MachineEffect>(
  effect: E,
  handlers: EffectHandlers<E>,
): void {
  const handler = handlers[effect.type as E['type']] as (effect: E) => void;
  handler(effect);
}

/** Routes every effect an actor emits to its handlers; returns the unsubscribe function. */
export function connectEffects<
  TSnapshot extends Snapshot<unknown>,
  TEvent extends EventObject,
  E extends MachineEffect,
>(actor: ActorRef<TSnapshot, TEvent, E>, handlers: EffectHandlers<E>): () => void {
  const subscription = actor.on('*', (effect) => performEffect(effect, handlers));
  return () => subscription.unsubscribe();
}

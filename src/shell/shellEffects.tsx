// The effects every actor of the shell may emit and the shell performs the same way (messages,
// navigation, the session's storage, logging), made once inside the router. Each component that runs an
// actor routes its actor's own effects itself (src/machines/ports.ts); nothing is installed or removed
// at run time, so an effect can never arrive while its handler is missing.
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ActorRef, EventObject, Snapshot } from 'xstate';
import type { CommonEffect, MachineEffect } from '../machines/effects';
import {
  connectEffects,
  shellEffectHandlers,
  type EffectHandlers,
  type Notifier,
  type ShellPorts,
} from '../machines/ports';
import { browserSessionStorage } from '../session/storage';

/** The shell's ports in the browser: local storage, the notifier, the router, the console. */
function browserPorts(notifier: Notifier, navigate: (to: string) => void): ShellPorts {
  return {
    storage: browserSessionStorage(),
    notifier,
    navigator: { navigate, reload: () => globalThis.location.reload() },
    log: (where, error) => console.warn(where, error),
    now: () => Date.now(),
  };
}

const ShellEffectsContext = createContext<EffectHandlers<CommonEffect> | undefined>(undefined);

/** Makes the common handlers over local storage, the notifier and the router; render inside the router. */
export function ShellEffectsProvider({
  notifier,
  children,
}: {
  notifier: Notifier;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const handlers = useMemo(
    () => shellEffectHandlers(browserPorts(notifier, (to) => void navigate(to))),
    [navigate, notifier],
  );
  return <ShellEffectsContext.Provider value={handlers}>{children}</ShellEffectsContext.Provider>;
}

/** The common handlers; throws outside the provider so a wiring mistake shows at once. */
export function useShellEffects(): EffectHandlers<CommonEffect> {
  const handlers = useContext(ShellEffectsContext);
  if (!handlers) throw new Error('缺少效果处理（ShellEffectsProvider）');
  return handlers;
}

/** Routes an actor's effects to `handlers` while the component is mounted (pass a stable object). */
export function useConnectEffects<
  TSnapshot extends Snapshot<unknown>,
  TEvent extends EventObject,
  E extends MachineEffect,
>(actor: ActorRef<TSnapshot, TEvent, E>, handlers: EffectHandlers<E>): void {
  useEffect(() => connectEffects(actor, handlers), [actor, handlers]);
}

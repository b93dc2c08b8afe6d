// The one set of ports every machine of the shell emits its effects to (src/machines/ports.ts). The
// parts that belong to React components (navigation, logout, the course store) are handed in by the
// components that own them while they are mounted; until then an effect is logged, not lost silently.
import { createContext, useContext, useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AnyActorRef } from 'xstate';
import { connectEffects, type EffectPorts, type Notifier } from '../machines/ports';
import { browserSessionStorage } from '../session/storage';

/** The ports implemented by mounted components. */
export interface PortHandlers {
  navigate(to: string): void;
  logout(): void;
  refreshRounds(): void;
  invalidateOperations(operationIds: readonly string[]): void;
  mount(): void;
}

/** The ports and the way components plug their handlers in. */
export interface EffectHub {
  ports: EffectPorts;
  /** Installs handlers; returns the function that removes them again. */
  provide(part: Partial<PortHandlers>): () => void;
}

const log = (where: string, error: unknown) => console.warn(where, error);

/** Creates the hub over local storage, the given notifier and the browser location. */
export function createEffectHub(notifier: Notifier): EffectHub {
  const handlers: Partial<PortHandlers> = {};
  const call =
    <K extends keyof PortHandlers>(name: K) =>
    (...args: Parameters<PortHandlers[K]>) => {
      const handler = handlers[name] as ((...a: Parameters<PortHandlers[K]>) => void) | undefined;
      if (handler) handler(...args);
      else log('effect', `没有处理 ${name} 的组件`);
    };
  const ports: EffectPorts = {
    storage: browserSessionStorage(),
    notifier,
    navigator: {
      navigate: call('navigate'),
      reload: () => globalThis.location.reload(),
    },
    log,
    now: () => Date.now(),
    logout: call('logout'),
    refreshRounds: call('refreshRounds'),
    invalidateOperations: call('invalidateOperations'),
    mount: call('mount'),
  };
  return {
    ports,
    provide(part) {
      Object.assign(handlers, part);
      return () => {
        for (const key of Object.keys(part) as Array<keyof PortHandlers>) {
          if (handlers[key] === part[key]) delete handlers[key];
        }
      };
    },
  };
}

/** React context of the hub. */
export const EffectHubContext = createContext<EffectHub | undefined>(undefined);

/** The hub; throws outside the provider so a wiring mistake shows at once. */
export function useEffectHub(): EffectHub {
  const hub = useContext(EffectHubContext);
  if (!hub) throw new Error('缺少效果端口（EffectHubContext）');
  return hub;
}

/** Routes an actor's emitted effects to the ports while the component is mounted. */
export function useConnectEffects(actor: AnyActorRef | null): void {
  const { ports } = useEffectHub();
  useEffect(() => (actor ? connectEffects(actor, ports) : undefined), [actor, ports]);
}

/** Installs handlers while the component is mounted (pass a stable object). */
export function useProvidePorts(part: Partial<PortHandlers>): void {
  const hub = useEffectHub();
  useEffect(() => hub.provide(part), [hub, part]);
}

/** Hands the router's navigation to the ports; render once inside the router. */
export function NavigatorPort() {
  const navigate = useNavigate();
  useProvidePorts(useMemo(() => ({ navigate: (to: string) => void navigate(to) }), [navigate]));
  return null;
}

// Runs the session machine for the app: its actors call the back end, its emitted effects go to
// storage, the router and the notifier, and every component reads the session through useSession.
import { useActorRef, useSelector } from '@xstate/react';
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useNavigate } from 'react-router-dom';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { sessionMachine } from '../machines/sessionMachine';
import type { MachineEffect } from '../machines/effects';
import { useServices, type ShellServices } from '../shell/services';
import { createUserManager } from './oidc';
import { sessionActors } from './sessionActors';
import { clearSessionStorage, loadToken, saveToken } from './storage';

/** The running session actor. */
export type SessionActor = ActorRefFrom<typeof sessionMachine>;
/** A snapshot of the session. */
export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

const SessionContext = createContext<SessionActor | undefined>(undefined);

/** Performs one effect the session machine emitted. */
export function runSessionEffect(
  effect: MachineEffect,
  services: ShellServices,
  navigate: (to: string) => void,
): void {
  switch (effect.type) {
    case 'session.saveToken':
      saveToken(effect.accessToken, effect.expiresIn);
      break;
    case 'session.clear':
      clearSessionStorage();
      break;
    case 'storage.clear':
      localStorage.clear();
      break;
    case 'navigate':
      navigate(effect.to);
      break;
    case 'notify':
      services.notifier.show(effect);
      break;
    case 'reload':
      globalThis.location.reload();
      break;
    case 'logError':
      console.warn(effect.where, effect.error);
      break;
    default:
      break;
  }
}

/** The identity-server client, created on first use so form-only deployments never contact it. */
function lazyUserManager(services: ShellServices) {
  let manager: ReturnType<typeof createUserManager> | null = null;
  return () => (manager ??= createUserManager(services.runtimeConfig, services.apiBaseUrl));
}

/** Starts the session for the app; `returnTo` is the page asked for before login. */
export function SessionProvider({
  children,
  returnTo,
}: {
  children: ReactNode;
  returnTo: string | null;
}) {
  const services = useServices();
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  });
  const machine = useMemo(
    () =>
      sessionMachine.provide({
        actors: sessionActors({
          api: services.api,
          clientId: services.runtimeConfig.clientId,
          scope: services.runtimeConfig.scope,
          userManager: lazyUserManager(services),
        }),
      }),
    [services],
  );
  const [input] = useState(() => ({ stored: loadToken(), now: Date.now(), returnTo }));
  const actor = useActorRef(machine, { input });
  useEffect(() => {
    const subscription = actor.on('*', (effect) =>
      runSessionEffect(effect as MachineEffect, services, (to) => navigateRef.current(to)),
    );
    services.onUnauthorized(() => actor.send({ type: 'UNAUTHORISED' }));
    return () => subscription.unsubscribe();
  }, [actor, services]);
  return <SessionContext.Provider value={actor}>{children}</SessionContext.Provider>;
}

/** The session actor, to send LOGIN, LOGOUT and the other session events. */
export function useSessionActor(): SessionActor {
  const actor = useContext(SessionContext);
  if (!actor) throw new Error('缺少会话（SessionProvider）');
  return actor;
}

/** Selects a value from the current session snapshot. */
export function useSession<T>(select: (snapshot: SessionSnapshot) => T): T {
  return useSelector(useSessionActor(), select);
}

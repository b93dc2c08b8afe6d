// Runs the session machine for the app: its actors call the back end, its emitted effects go through
// the shell's effect ports (storage, router, notifier), and every component reads the session through
// useSession. Other machines log the user out through the `logout` port, which lands here.
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { StoredToken } from '../machines/session';
import { sessionMachine } from '../machines/sessionMachine';
import { useConnectEffects, useShellEffects } from '../shell/shellEffects';
import { useServices, type ShellServices } from '../shell/services';
import { createUserManager } from './oidc';
import { revokeTokens } from './revokeTokens';
import { sessionActors } from './sessionActors';

/** The running session actor. */
export type SessionActor = ActorRefFrom<typeof sessionMachine>;
/** A snapshot of the session. */
export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

const SessionContext = createContext<SessionActor | undefined>(undefined);

/** The identity-server client, created on first use so form-only deployments never contact it. */
function lazyUserManager(services: ShellServices) {
  let manager: ReturnType<typeof createUserManager> | null = null;
  return () => (manager ??= createUserManager(services.runtimeConfig, services.apiBaseUrl));
}

/**
 * Starts the session for the app with the token app start restored; `returnTo` is the page the
 * browser opened (where to go after a login on this page).
 */
export function SessionProvider({
  children,
  token,
  returnTo,
}: {
  children: ReactNode;
  token: StoredToken | null;
  returnTo: string | null;
}) {
  const services = useServices();
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
  const [input] = useState(() => ({ stored: token, now: Date.now(), returnTo }));
  const actor = useActorRef(machine, { input });
  // Every effect of the session is one the shell performs the same way for all actors.
  useConnectEffects(actor, useShellEffects());
  useEffect(() => {
    services.onUnauthorized(() => actor.send({ type: 'UNAUTHORISED' }));
  }, [actor, services]);
  useEffect(() => {
    // The last token the session held: by the time the session is cleared it has forgotten it.
    let last = actor.getSnapshot().context.token?.accessToken ?? null;
    const watch = actor.subscribe((s) => {
      if (s.context.token) last = s.context.token.accessToken;
    });
    const target = {
      authority: services.runtimeConfig.authority || services.apiBaseUrl,
      clientId: services.runtimeConfig.clientId,
    };
    // Logout (and expiry) revokes the tokens at the provider, not only in this browser.
    const cleared = actor.on('session.clear', () => {
      void revokeTokens(target, last);
      last = null;
    });
    return () => {
      watch.unsubscribe();
      cleared.unsubscribe();
    };
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

import { useActorRef, useSelector } from '@xstate/react';
import { Spin } from 'antd';
import { lazy, startTransition, Suspense, useEffect, useMemo, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { appStartMachine, type PersistedState } from './machines/appStartMachine';
import { connectEffects } from './machines/ports';
import type { RealtimeProvider } from './realtime/types';
import type { SettingsRequest } from './runtime/appSettingsRequest';
import { loadRuntimeConfig, type RuntimeConfig } from './runtime/runtimeConfig';
import { SessionProvider } from './session/SessionProvider';
import { readPersisted } from './session/storage';
import { AppSettingsProvider } from './shell/appSettings';
import { AppRoutes } from './shell/AppRoutes';
import { createServices } from './shell/createServices';
import { ShellEffectsProvider } from './shell/shellEffects';
import { StartingFrame } from './shell/startingFrame';
import { createShellNotifier, type ShellNotifier } from './shell/notifier';
import { RouteEffects } from './shell/RouteEffects';
import { QueryCacheContext, type QueryCacheSlot } from './shell/queryCacheSlot';
import { ServicesContext } from './shell/services';
import { UiSettingsProvider } from './shell/uiSettings';

const StartFailed = lazy(() => import('./shell/StartFailed'));
// Draws messages; loads beside the first page instead of before it.
const NotifierHost = lazy(() => import('./shell/NotifierHost'));

/** Default primary colour of the platform (spec section 9). */
export { primaryColor } from './shell/contrastTokens';

/** The page the browser opened: where to go after login (the machine skips login routes). */
function startPage(): string {
  return globalThis.location.pathname + globalThis.location.search;
}

/**
 * Loads the runtime configuration: the first load takes the one main.tsx started (shared with the
 * route-data prefetch, so `/app-config.json` is asked for once); a retry asks again.
 */
function configLoader(started?: Promise<RuntimeConfig>): () => Promise<RuntimeConfig> {
  let pending = started;
  return () => {
    const first = pending;
    pending = undefined;
    return first ?? loadRuntimeConfig();
  };
}

/** What the app is given; the runtime configuration is loaded from /app-config.json unless given. */
export interface AppProps {
  runtimeConfig?: RuntimeConfig;
  /** The runtime configuration's first load, already started (main.tsx shares it with the prefetch). */
  startConfig?: Promise<RuntimeConfig>;
  /** The app's query cache slot, when made before the app (the route-data prefetch fills it). */
  queryCache?: QueryCacheSlot;
  /** The application settings' request, already started (main.tsx, when no token is held). */
  startSettings?: SettingsRequest | undefined;
  /** Replaced in tests; the SignalR provider otherwise. */
  createRealtime?: () => RealtimeProvider;
}

/**
 * Root of the app. The app start machine loads the runtime configuration and restores the persisted
 * state (spec section 4); then the shell mounts: services, session, routes (the guarded ones inside the
 * signed-in frame with the course actor and realtime, src/shell/SignedIn.tsx).
 */
export function App({
  runtimeConfig,
  startConfig,
  queryCache: givenCache,
  startSettings,
  createRealtime,
}: AppProps) {
  const [notifier] = useState(createShellNotifier);
  // One query cache per app, made by the first screen (or the route-data prefetch): every screen's
  // data sources share it, hub pushes invalidate it.
  const [queryCache] = useState<QueryCacheSlot>(() => givenCache ?? { client: null });
  const [loadConfig] = useState(() => configLoader(startConfig));
  const machine = useMemo(
    () =>
      appStartMachine.provide({
        actors: {
          loadConfig: fromPromise(() =>
            runtimeConfig ? Promise.resolve(runtimeConfig) : loadConfig(),
          ),
          restorePersisted: fromPromise(async () => readPersisted()),
        },
      }),
    [runtimeConfig, loadConfig],
  );
  const actor = useActorRef(machine);
  // The providers render once; only StartGate follows the start machine (its snapshots would
  // otherwise re-render the theme's ConfigProvider and the notifier's antd App with each step).
  return (
    <QueryCacheContext.Provider value={queryCache}>
      <UiSettingsProvider>
        <Suspense fallback={null}>
          <NotifierHost notifier={notifier} />
        </Suspense>
        <StartGate
          actor={actor}
          notifier={notifier}
          startSettings={startSettings}
          {...(createRealtime ? { createRealtime } : {})}
        />
      </UiSettingsProvider>
    </QueryCacheContext.Provider>
  );
}

/** The start machine's state on screen: the start failure, the spinner, then the shell. */
function StartGate({
  actor,
  notifier,
  startSettings,
  createRealtime,
}: {
  actor: ActorRefFrom<typeof appStartMachine>;
  notifier: ShellNotifier;
  startSettings: SettingsRequest | undefined;
  createRealtime?: () => RealtimeProvider;
}) {
  const [mounted, setMounted] = useState(false);
  useEffect(
    () =>
      connectEffects(actor, {
        notify: (effect) => notifier.show(effect),
        logError: (effect) => console.warn(effect.where, effect.error),
        // A transition, so the shell's first render runs in slices rather than one long task.
        'app.mount': () => startTransition(() => setMounted(true)),
      }),
    [actor, notifier],
  );
  const start = useSelector(actor, (s) => s);
  if (start.matches('failed'))
    return (
      <Suspense fallback={null}>
        <StartFailed
          message={start.context.message}
          onRetry={() => actor.send({ type: 'RETRY' })}
        />
      </Suspense>
    );
  if (mounted && start.context.config)
    return (
      <Shell
        config={start.context.config}
        persisted={start.context.persisted}
        notifier={notifier}
        startSettings={startSettings}
        {...(createRealtime ? { createRealtime } : {})}
      />
    );
  return <StartingFrame fallback={startSpinner} />;
}

const startSpinner = (
  <div className="center-page">
    <Spin size="large" />
  </div>
);

/** The mounted app: everything below reads the configuration and the restored state. */
function Shell(props: {
  config: RuntimeConfig;
  persisted: PersistedState;
  notifier: ShellNotifier;
  startSettings: SettingsRequest | undefined;
  createRealtime?: () => RealtimeProvider;
}) {
  const { config, persisted, notifier } = props;
  const services = useMemo(() => createServices(config, notifier), [config, notifier]);
  const [returnTo] = useState(startPage);
  return (
    <ServicesContext.Provider value={services}>
      <BrowserRouter>
        <ShellEffectsProvider notifier={notifier}>
          <RouteEffects />
          <AppSettingsProvider started={props.startSettings}>
            <SessionProvider token={persisted.token} returnTo={returnTo}>
              <AppRoutes
                {...(props.createRealtime ? { createRealtime: props.createRealtime } : {})}
              />
            </SessionProvider>
          </AppSettingsProvider>
        </ShellEffectsProvider>
      </BrowserRouter>
    </ServicesContext.Provider>
  );
}

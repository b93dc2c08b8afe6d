import { QueryClientProvider } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { App as AntdApp, Button, Result, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { createQueryClient, invalidateOperations } from './engine/query/queryClient';
import { appStartMachine, type PersistedState } from './machines/appStartMachine';
import { connectEffects } from './machines/ports';
import { RealtimeBridge } from './realtime/RealtimeBridge';
import type { RealtimeProvider } from './realtime/types';
import { loadRuntimeConfig, type RuntimeConfig } from './runtime/runtimeConfig';
import { CourseProvider } from './session/CourseProvider';
import { courseStateFrom } from './machines/courseState';
import { SessionProvider } from './session/SessionProvider';
import { readPersisted } from './session/storage';
import { AppSettingsProvider } from './shell/appSettings';
import { AppRoutes } from './shell/AppRoutes';
import { createServices } from './shell/createServices';
import {
  createEffectHub,
  EffectHubContext,
  NavigatorPort,
  type EffectHub,
} from './shell/effectPorts';
import { createShellNotifier, NotifierOutlet, type ShellNotifier } from './shell/notifier';
import { RouteEffects } from './shell/RouteEffects';
import { ServicesContext } from './shell/services';
import { UiSettingsProvider } from './shell/uiSettings';

/** Default primary colour of the platform (spec section 9). */
export { primaryColor } from './shell/uiSettings';

/** The page the browser opened: where to go after login (the machine skips login routes). */
function startPage(): string {
  return globalThis.location.pathname + globalThis.location.search;
}

/** What the app is given; the runtime configuration is loaded from /app-config.json unless given. */
export interface AppProps {
  runtimeConfig?: RuntimeConfig;
  /** Replaced in tests; the SignalR provider otherwise. */
  createRealtime?: () => RealtimeProvider;
}

/**
 * Root of the app. The app start machine loads the runtime configuration and restores the persisted
 * state (spec section 4); then the shell mounts: services, session, course state, realtime, routes.
 */
export function App({ runtimeConfig, createRealtime }: AppProps) {
  const [notifier] = useState(createShellNotifier);
  const [hub] = useState(() => createEffectHub(notifier));
  // One query cache per app: every screen's data sources share it, hub pushes invalidate it.
  const [queryClient] = useState(createQueryClient);
  const machine = useMemo(
    () =>
      appStartMachine.provide({
        actors: {
          loadConfig: fromPromise(() =>
            runtimeConfig ? Promise.resolve(runtimeConfig) : loadRuntimeConfig(),
          ),
          restorePersisted: fromPromise(async () => readPersisted()),
        },
      }),
    [runtimeConfig],
  );
  const actor = useActorRef(machine);
  const [mounted, setMounted] = useState(false);
  useEffect(() => connectEffects(actor, hub.ports), [actor, hub]);
  useEffect(
    () =>
      hub.provide({
        mount: () => setMounted(true),
        invalidateOperations: (ids) => void invalidateOperations(queryClient, ids),
      }),
    [hub, queryClient],
  );
  const start = useSelector(actor, (s) => s);
  return (
    <QueryClientProvider client={queryClient}>
      <UiSettingsProvider>
        <AntdApp>
          <NotifierOutlet notifier={notifier} />
          {start.matches('failed') ? (
            <Result
              status="error"
              title={start.context.message}
              extra={
                <Button type="primary" onClick={() => actor.send({ type: 'RETRY' })}>
                  重试
                </Button>
              }
            />
          ) : mounted && start.context.config ? (
            <Shell
              config={start.context.config}
              persisted={start.context.persisted}
              hub={hub}
              notifier={notifier}
              {...(createRealtime ? { createRealtime } : {})}
            />
          ) : (
            <div className="center-page">
              <Spin size="large" />
            </div>
          )}
        </AntdApp>
      </UiSettingsProvider>
    </QueryClientProvider>
  );
}

/** The mounted app: everything below reads the configuration and the restored state. */
function Shell(props: {
  config: RuntimeConfig;
  persisted: PersistedState;
  hub: EffectHub;
  notifier: ShellNotifier;
  createRealtime?: () => RealtimeProvider;
}) {
  const { config, persisted, hub, notifier } = props;
  const services = useMemo(() => createServices(config, notifier), [config, notifier]);
  const [returnTo] = useState(startPage);
  const [initialCourse] = useState(() => courseStateFrom(persisted));
  return (
    <ServicesContext.Provider value={services}>
      <EffectHubContext.Provider value={hub}>
        <BrowserRouter>
          <NavigatorPort />
          <RouteEffects />
          <AppSettingsProvider>
            <SessionProvider token={persisted.token} returnTo={returnTo}>
              <CourseProvider initial={initialCourse}>
                <RealtimeBridge
                  {...(props.createRealtime ? { createProvider: props.createRealtime } : {})}
                >
                  <AppRoutes />
                </RealtimeBridge>
              </CourseProvider>
            </SessionProvider>
          </AppSettingsProvider>
        </BrowserRouter>
      </EffectHubContext.Provider>
    </ServicesContext.Provider>
  );
}

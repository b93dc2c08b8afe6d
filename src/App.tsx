import { App as AntdApp } from 'antd';
import { useMemo } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { RealtimeBridge } from './realtime/RealtimeBridge';
import type { RealtimeProvider } from './realtime/types';
import type { RuntimeConfig } from './runtime/runtimeConfig';
import { CourseProvider } from './session/CourseProvider';
import { SessionProvider } from './session/SessionProvider';
import { AppSettingsProvider } from './shell/appSettings';
import { AppRoutes } from './shell/AppRoutes';
import { createServices } from './shell/createServices';
import { NotifierOutlet } from './shell/notifier';
import { RouteEffects } from './shell/RouteEffects';
import { ServicesContext, type ShellServices } from './shell/services';
import { UiSettingsProvider } from './shell/uiSettings';

/** Default primary colour of the platform (spec section 9). */
export { primaryColor } from './shell/uiSettings';

/** The page the browser opened: where to go after login (the machine skips login routes). */
function startPage(): string {
  return globalThis.location.pathname + globalThis.location.search;
}

/** Root of the app: theme, services, session, course state, realtime and the route table. */
export function App({
  runtimeConfig,
  services: given,
  createRealtime,
}: {
  runtimeConfig: RuntimeConfig;
  /** Replaced in tests. */
  services?: ShellServices;
  /** Replaced in tests; the SignalR provider otherwise. */
  createRealtime?: () => RealtimeProvider;
}) {
  const services = useMemo(() => given ?? createServices(runtimeConfig), [given, runtimeConfig]);
  const returnTo = useMemo(() => startPage(), []);
  return (
    <ServicesContext.Provider value={services}>
      <UiSettingsProvider>
        <AntdApp>
          <NotifierOutlet notifier={services.notifier} />
          <BrowserRouter>
            <RouteEffects />
            <AppSettingsProvider>
              <SessionProvider returnTo={returnTo}>
                <CourseProvider>
                  <RealtimeBridge {...(createRealtime ? { createProvider: createRealtime } : {})}>
                    <AppRoutes />
                  </RealtimeBridge>
                </CourseProvider>
              </SessionProvider>
            </AppSettingsProvider>
          </BrowserRouter>
        </AntdApp>
      </UiSettingsProvider>
    </ServicesContext.Provider>
  );
}

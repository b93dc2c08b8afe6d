// The application settings of ABP's application-configuration (app name, company, filing record,
// forced password update, listing switch), loaded once and shared.
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { SettingsRequest } from '../runtime/appSettingsRequest';
import { useServices } from './services';

/** Setting keys the shell reads (server/routes/app.ts names them the same). */
export const settingKeys = {
  appName: 'App.Name',
  companyName: 'App.CompanyName',
  filingRecord: 'App.FilingRecord',
  forceUpdatePassword: 'App.ForceUpdatePassword',
  enableListing: 'EnableListing',
} as const;

/** The product name used until the settings arrive. */
export const defaultAppName = '电力市场交易仿真实训平台';

/** Setting values by key. */
export type AppSettings = Record<string, string>;

const SettingsContext = createContext<AppSettings>({});

/**
 * Loads the settings once and sets the page title from the app name (spec section 2). `started` is
 * the app's own early request (src/runtime/appSettingsRequest.ts): its answer is taken instead, from
 * the first render when it has already arrived; the shell asks itself when it failed.
 */
export function AppSettingsProvider({
  children,
  started,
}: {
  children: ReactNode;
  started?: SettingsRequest | undefined;
}) {
  const { api } = useServices();
  const [settings, setSettings] = useState<AppSettings>(() => started?.values ?? {});
  useEffect(() => {
    let live = true;
    const ask = () =>
      api.GET('/api/abp/application-configuration').then(({ data }) => data?.setting.values);
    void (started ? started.settled.then((values) => values ?? ask()) : ask()).then((values) => {
      if (live && values) setSettings(values);
    });
    return () => {
      live = false;
    };
  }, [api, started]);
  const appName = settings[settingKeys.appName] || defaultAppName;
  useEffect(() => {
    document.title = appName;
  }, [appName]);
  return <SettingsContext.Provider value={settings}>{children}</SettingsContext.Provider>;
}

/** The loaded settings (empty until loaded). */
export function useAppSettings(): AppSettings {
  return useContext(SettingsContext);
}

/** The app name from the settings, or the default product name. */
export function useAppName(): string {
  return useAppSettings()[settingKeys.appName] || defaultAppName;
}

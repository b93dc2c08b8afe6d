// The application settings of ABP's application-configuration (app name, company, filing record,
// forced password update, listing switch), loaded once and shared. Asked for early on either path a
// cold load takes, so the text they feed is in the first paint (the page's largest contentful paint):
// without a token (the login page) the app's early request (src/runtime/appSettingsRequest.ts); on a
// signed-in screen the route-data prefetch (src/shell/routePrefetch.ts), whose answer the hooks read
// until the provider has its own.
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { SettingsRequest } from '../runtime/appSettingsRequest';
import { loadToken } from '../session/storage';
import { prefetchedAnswer } from './prefetchedAnswer';
import { prefetchedSettings, settingsOperation, settingsOf } from './prefetchedSettings';
import { useQueryCacheSlot } from './queryCacheSlot';
import { useServices } from './services';

/** Setting keys the shell reads (server/routes/app.ts names them the same). */
export const settingKeys = {
  appName: 'App.Name',
  companyName: 'App.CompanyName',
  filingRecord: 'App.FilingRecord',
  forceUpdatePassword: 'App.ForceUpdatePassword',
  enableListing: 'EnableListing',
  logo: 'App.Logo',
} as const;

/** The product name used until the settings arrive. */
export const defaultAppName = '电力市场交易仿真实训平台';
/** Local-storage key of the app name last shown (kept across logouts, as the shell settings). */
export const appNameKey = 'app_name';

/** Setting values by key. */
export type AppSettings = Record<string, string>;

/** The provider's settings; null until its own call (or the prefetch's it joined) has answered. */
const SettingsContext = createContext<AppSettings | null>(null);

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
  const slot = useQueryCacheSlot();
  const [settings, setSettings] = useState<AppSettings | null>(() => started?.values ?? null);
  useEffect(() => {
    let live = true;
    const load = async () => {
      const early = started
        ? await started.settled
        : settingsOf(
            await prefetchedAnswer(slot, loadToken()?.accessToken ?? null, settingsOperation, {}),
          );
      if (early) return early;
      const { data } = await api.GET('/api/abp/application-configuration');
      return data ? data.setting.values : null;
    };
    void load().then((values) => {
      if (live && values) setSettings(values);
    });
    return () => {
      live = false;
    };
  }, [api, slot, started]);
  const appName = settings?.[settingKeys.appName] || defaultAppName;
  useEffect(() => {
    document.title = appName;
    // For the next load's starting frame and title, before any answer (public/app-config-early.js).
    try {
      localStorage.setItem(appNameKey, appName);
    } catch {
      // Storage refused: the next load starts with the default name.
    }
  }, [appName]);
  return <SettingsContext.Provider value={settings}>{children}</SettingsContext.Provider>;
}

/** The loaded settings, or the route-data prefetch's answer before that (empty until either). */
export function useAppSettings(): AppSettings {
  const loaded = useContext(SettingsContext);
  const slot = useQueryCacheSlot();
  return loaded ?? prefetchedSettings(slot) ?? {};
}

/** The app name from the settings, or the default product name. */
export function useAppName(): string {
  return useAppSettings()[settingKeys.appName] || defaultAppName;
}

/**
 * The deployment's logo (setting App.Logo): an https or same-site address, or null for the built-in
 * mark. Anything else (a javascript: or data: address) is ignored rather than put into the page.
 */
export function useAppLogo(): string | null {
  const logo = useAppSettings()[settingKeys.logo]?.trim() ?? '';
  return /^(https:\/\/|\/(?!\/))/.test(logo) ? logo : null;
}

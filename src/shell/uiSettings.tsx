// The settings drawer's choices (layout and theme), saved in local storage and restored at start.
import { ConfigProvider, theme as antdTheme } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { contrastTokens, primaryColor } from './contrastTokens';
import { usePrefersReducedMotion } from './prefersReducedMotion';

/** Local-storage key of the shell settings (kept across logouts). */
export const uiSettingsKey = 'shell_settings';

/** Layout and theme of the shell. */
export interface UiSettings {
  layout: 'sidemenu' | 'topmenu';
  theme: 'white' | 'dark';
}

/** Spec section 9: side menu, white theme. */
export const defaultUiSettings: UiSettings = { layout: 'sidemenu', theme: 'white' };

/** Reads the saved settings, ignoring unknown values. */
export function loadUiSettings(storage: Storage = localStorage): UiSettings {
  try {
    const raw = JSON.parse(storage.getItem(uiSettingsKey) ?? '{}') as Partial<UiSettings>;
    return {
      layout: raw.layout === 'topmenu' ? 'topmenu' : 'sidemenu',
      theme: raw.theme === 'dark' ? 'dark' : 'white',
    };
  } catch {
    return defaultUiSettings;
  }
}

const UiSettingsContext = createContext<{
  settings: UiSettings;
  change: (next: Partial<UiSettings>) => void;
}>({ settings: defaultUiSettings, change: () => undefined });

/** The class under which antd puts the theme's CSS variables (each antd component's root has it). */
export const themeCssVarClass = 'css-var-app';

/** Applies the theme (antd dark algorithm, primary #025df4, Chinese locale) and offers the settings. */
export function UiSettingsProvider({ children }: { children: ReactNode }) {
  const [settings, setSettings] = useState(loadUiSettings);
  const reducedMotion = usePrefersReducedMotion();
  const value = useMemo(
    () => ({
      settings,
      change: (next: Partial<UiSettings>) =>
        setSettings((current) => {
          const merged = { ...current, ...next };
          localStorage.setItem(uiSettingsKey, JSON.stringify(merged));
          return merged;
        }),
    }),
    [settings],
  );
  const themeConfig = useMemo(() => {
    const contrast = contrastTokens(settings.theme);
    return {
      // Component styles come from antd's prebuilt stylesheet (imported in main.tsx) instead of being
      // generated in the browser on each component's first render: that generation was the largest
      // share of a data page's render time. The theme's tokens still apply, as CSS variables.
      zeroRuntime: true,
      // A fixed key instead of one from useId: the login form draws antd's form markup itself and
      // needs the class that carries the theme's CSS variables (themeCssVarClass).
      cssVar: { key: themeCssVarClass },
      algorithm: settings.theme === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
      token: {
        // antd's own switch for its animations (dialogs, menus, drawers, messages).
        motion: !reducedMotion,
        colorPrimary: primaryColor,
        ...contrast.token,
      },
      components: contrast.components,
    };
  }, [settings.theme, reducedMotion]);
  return (
    <UiSettingsContext.Provider value={value}>
      <ConfigProvider locale={zhCN} theme={themeConfig}>
        {children}
      </ConfigProvider>
    </UiSettingsContext.Provider>
  );
}

/** The current settings and a function to change them. */
export function useUiSettings() {
  return useContext(UiSettingsContext);
}

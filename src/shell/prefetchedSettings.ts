// The application settings in the route-data prefetch's answer: the prefetch asks for ABP's
// application-configuration beside the screen's data, and the shell reads the settings from it
// before the app's own provider has them (src/shell/appSettings.tsx).
import { operationKey } from '../engine/query/operationKeys';
import { loadToken } from '../session/storage';
import type { QueryCacheSlot } from './queryCacheSlot';

/** The operation the settings come from. */
export const settingsOperation = 'getApplicationConfiguration';

/** Settings read per answer: the same answer gives the same object (rules and menus memoise on it). */
const read = new WeakMap<object, Record<string, string> | null>();

/** The setting values of an application-configuration answer, or null if it is not one. */
export function settingsOf(answer: unknown): Record<string, string> | null {
  if (!answer || typeof answer !== 'object') return null;
  const known = read.get(answer);
  if (known !== undefined) return known;
  const values = (answer as { setting?: { values?: unknown } }).setting?.values;
  const settings =
    values && typeof values === 'object'
      ? Object.fromEntries(
          Object.entries(values).filter((e): e is [string, string] => typeof e[1] === 'string'),
        )
      : null;
  read.set(answer, settings);
  return settings;
}

/** The settings the prefetch has fetched for the session holding the stored token, if any yet. */
export function prefetchedSettings(
  slot: QueryCacheSlot,
  token: string | null = loadToken()?.accessToken ?? null,
): Record<string, string> | null {
  if (!slot.client || token === null || slot.owner !== token) return null;
  return settingsOf(slot.client.getQueryData(operationKey(settingsOperation, {})));
}

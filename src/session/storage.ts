// Local storage of the session and of the trainee's current choices, in one place so logout and
// /clear forget exactly the keys the spec names (token, expiry, user, round, enterprise, course).
import type { StoredToken } from '../machines/session';

/** Local-storage keys; the token keys match the back end's `api/version/tokenName` answer. */
export const storageKeys = {
  token: 'access_token',
  expiresAt: 'expires_at',
  user: 'user_info',
  course: 'current_course',
  rounds: 'round_list',
  round: 'current_round',
  enterprise: 'current_enterprise',
  provinceEnterprise: 'province_enterprise',
  menuParams: 'menu_params',
  returnTo: 'return_to',
} as const;

/** Keys cleared by logout and session expiry (spec section 4); shell settings stay. */
const sessionKeys = [
  storageKeys.token,
  storageKeys.expiresAt,
  storageKeys.user,
  storageKeys.course,
  storageKeys.rounds,
  storageKeys.round,
  storageKeys.enterprise,
  storageKeys.provinceEnterprise,
  storageKeys.menuParams,
];

/** Reads the stored token and its absolute expiry, or null when either is missing or broken. */
export function loadToken(storage: Storage = localStorage): StoredToken | null {
  const accessToken = storage.getItem(storageKeys.token);
  const expiresAt = Number(storage.getItem(storageKeys.expiresAt));
  if (!accessToken || !Number.isFinite(expiresAt) || expiresAt <= 0) return null;
  return { accessToken, expiresAt };
}

/** Stores a fresh token; `expiresIn` is in seconds (spec section 9). */
export function saveToken(
  accessToken: string,
  expiresIn: number,
  now: number = Date.now(),
  storage: Storage = localStorage,
): void {
  storage.setItem(storageKeys.token, accessToken);
  storage.setItem(storageKeys.expiresAt, String(now + expiresIn * 1000));
}

/** Forgets the token, user, course, rounds, round, enterprise and menu state. */
export function clearSessionStorage(storage: Storage = localStorage): void {
  for (const key of sessionKeys) storage.removeItem(key);
}

/** Reads a JSON value saved with `saveJson`; broken JSON counts as missing. */
export function loadJson<T>(key: string, storage: Storage = localStorage): T | null {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

/** Saves a JSON value, or removes the key when the value is null. */
export function saveJson(key: string, value: unknown, storage: Storage = localStorage): void {
  if (value === null || value === undefined) storage.removeItem(key);
  else storage.setItem(key, JSON.stringify(value));
}

// Local storage of the session and of the trainee's current choices, in one place so logout and
// /clear forget exactly the keys the spec names (token, expiry, user, round, enterprise, course), and
// app start restores exactly the pieces of spec section 4.
import type { PersistedState } from '../machines/appStartMachine';
import type { SessionStorage } from '../machines/ports';
import type { StoredToken } from '../machines/session';

/** Local-storage keys; the token keys match the back end's `api/version/tokenName` answer. */
export const storageKeys = {
  token: 'access_token',
  expiresAt: 'expires_at',
  user: 'user_info',
  /** The course with its arguments, as `{ course, args }`. */
  course: 'current_course',
  rounds: 'round_list',
  round: 'current_round',
  enterprise: 'current_enterprise',
  provinceEnterprise: 'province_enterprise',
  compoundState: 'compound_state',
  menuParams: 'menu_params',
} as const;

/** Keys of the current course's state: cleared by a course switch (spec section 4) and by logout. */
export const courseKeys = [
  storageKeys.course,
  storageKeys.rounds,
  storageKeys.round,
  storageKeys.enterprise,
  storageKeys.provinceEnterprise,
  storageKeys.compoundState,
  storageKeys.menuParams,
];

/** Keys cleared by logout and session expiry (spec section 4); shell settings stay. */
const sessionKeys = [storageKeys.token, storageKeys.expiresAt, storageKeys.user, ...courseKeys];

/** Reads the stored token and its absolute expiry, or null when either is missing or broken. */
export function loadToken(storage: Storage = localStorage): StoredToken | null {
  const accessToken = storage.getItem(storageKeys.token);
  const expiresAt = Number(storage.getItem(storageKeys.expiresAt));
  if (!accessToken || !Number.isFinite(expiresAt) || expiresAt <= 0) return null;
  return { accessToken, expiresAt };
}

/** Stores a token with its absolute expiry (ms). */
export function writeToken(token: StoredToken, storage: Storage = localStorage): void {
  storage.setItem(storageKeys.token, token.accessToken);
  storage.setItem(storageKeys.expiresAt, String(token.expiresAt));
}

/** Stores a fresh token; `expiresIn` is in seconds (spec section 9). */
export function saveToken(
  accessToken: string,
  expiresIn: number,
  now: number = Date.now(),
  storage: Storage = localStorage,
): void {
  writeToken({ accessToken, expiresAt: now + expiresIn * 1000 }, storage);
}

/** Forgets the token, user, course, rounds, round, enterprise and menu state. */
export function clearSessionStorage(storage: Storage = localStorage): void {
  for (const key of sessionKeys) storage.removeItem(key);
}

/** The machines' storage port over local storage. */
export function browserSessionStorage(storage: Storage = localStorage): SessionStorage {
  return {
    read: () => loadToken(storage),
    write: (token) => writeToken(token, storage),
    clearSession: () => clearSessionStorage(storage),
    clearAll: () => storage.clear(),
  };
}

/** Parses a stored JSON value; throws on broken JSON so app start can report unreadable storage. */
function readJson(key: string, storage: Storage): unknown {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw);
  } catch (error) {
    throw new Error(`本地数据 ${key} 无法读取`, { cause: error });
  }
}

/**
 * Everything app start restores (spec section 4). Broken JSON throws after the session keys are
 * cleared, so the app starts signed out and the API client stops sending the old token.
 */
export function readPersisted(storage: Storage = localStorage): PersistedState {
  try {
    const saved = readJson(storageKeys.course, storage) as {
      course?: unknown;
      args?: unknown;
    } | null;
    return {
      token: loadToken(storage),
      round: readJson(storageKeys.round, storage),
      roundList: readJson(storageKeys.rounds, storage),
      enterprise: readJson(storageKeys.enterprise, storage),
      provinceEnterprise: readJson(storageKeys.provinceEnterprise, storage),
      course: saved?.course ?? null,
      compoundState: readJson(storageKeys.compoundState, storage),
      courseArguments: saved?.args ?? null,
      menuParams: readJson(storageKeys.menuParams, storage),
    };
  } catch (error) {
    clearSessionStorage(storage);
    throw error;
  }
}

/** Saves a JSON value, or removes the key when the value is null. */
export function saveJson(key: string, value: unknown, storage: Storage = localStorage): void {
  if (value === null || value === undefined) storage.removeItem(key);
  else storage.setItem(key, JSON.stringify(value));
}

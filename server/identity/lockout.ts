import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { checkPasswordHash, dummyPasswordHash } from './password';
import { findUserByName, type UserRow } from './users';

/** How many wrong passwords lock a user name, and for how long (ABP's defaults: 5, 5 minutes). */
export interface LockoutPolicy {
  maxFailures: number;
  lockMs: number;
}

/** The default lockout policy. */
export const defaultLockoutPolicy: LockoutPolicy = { maxFailures: 5, lockMs: 5 * 60_000 };

/** Outcome of a sign-in attempt; `message` is what the user reads. */
export type SignInResult =
  { ok: true; user: UserRow } | { ok: false; locked: boolean; message: string };

/** Knobs of the guard besides the policy; the defaults are what the server uses. */
export interface SignInGuardOptions {
  now?: () => number;
  /** How many made-up user names are remembered at most (the oldest is forgotten first). */
  unknownNameLimit?: number;
  /** Hash an unknown name's password is checked against (tests pass a cheap one). */
  dummyHash?: string;
}

interface Attempts {
  failures: number;
  lockedUntil: number;
}

/**
 * Password sign-in with a lockout per account after repeated failures, for the password grant and
 * the login page alike. Real accounts are tracked by user id in a table of their own, bounded by
 * the number of accounts, so no amount of traffic for other names can push a lock out. Made-up
 * names are counted the same way (the lockout does not reveal which names exist) in a separate,
 * bounded table whose evictions can only forget other made-up names. An unknown name costs the same
 * scrypt work as a wrong password. Kept in memory (one server process; a restart forgives).
 */
export class SignInGuard {
  private readonly accounts = new Map<string, Attempts>();
  private readonly unknown = new Map<string, Attempts>();
  private readonly now: () => number;
  private readonly unknownNameLimit: number;
  private readonly dummyHash: string;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly policy: LockoutPolicy = defaultLockoutPolicy,
    options: SignInGuardOptions | (() => number) = {},
  ) {
    const o = typeof options === 'function' ? { now: options } : options;
    this.now = o.now ?? Date.now;
    this.unknownNameLimit = o.unknownNameLimit ?? 10_000;
    this.dummyHash = o.dummyHash ?? dummyPasswordHash;
  }

  /** Checks user name and password unless the account (or name) is locked; counts failures. */
  async signIn(userName: string, password: string): Promise<SignInResult> {
    const user = await findUserByName(this.db, userName);
    const table = user ? this.accounts : this.unknown;
    const key = user ? user.id : userName.trim().toLowerCase();
    const entry = table.get(key);
    const now = this.now();
    if (entry && entry.lockedUntil > now) {
      const minutes = Math.ceil((entry.lockedUntil - now) / 60_000);
      return {
        ok: false,
        locked: true,
        message: `登录失败次数过多，账户已锁定，请${minutes}分钟后再试`,
      };
    }
    // The same scrypt work whether or not the account exists.
    const matches = await checkPasswordHash(password, user?.passwordHash ?? this.dummyHash);
    if (user && matches) {
      this.accounts.delete(key);
      return { ok: true, user };
    }
    const failures = (entry && entry.lockedUntil === 0 ? entry.failures : 0) + 1;
    const locked = failures >= this.policy.maxFailures;
    const attempts = {
      failures: locked ? 0 : failures,
      lockedUntil: locked ? now + this.policy.lockMs : 0,
    };
    if (user) this.accounts.set(key, attempts);
    else this.rememberUnknown(key, attempts);
    return { ok: false, locked: false, message: '用户名或密码错误' };
  }

  private rememberUnknown(key: string, attempts: Attempts): void {
    this.unknown.delete(key);
    if (this.unknown.size >= this.unknownNameLimit) {
      const oldest = this.unknown.keys().next().value;
      if (oldest !== undefined) this.unknown.delete(oldest);
    }
    this.unknown.set(key, attempts);
  }
}

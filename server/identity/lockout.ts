import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { verifyPassword, type UserRow } from './users';

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

interface Attempts {
  failures: number;
  lockedUntil: number;
}

// Bound on remembered user names, so a flood of made-up names cannot exhaust memory.
const maxEntries = 10_000;

/**
 * Password sign-in with a lockout per user name after repeated failures. Kept in memory (one
 * server process; a restart forgives), which needs no schema change and still stops guessing;
 * the per-address rate limit on the token endpoint works alongside it. Unknown names are counted
 * the same way, so the lockout does not reveal which names exist.
 */
export class SignInGuard {
  private readonly attempts = new Map<string, Attempts>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly policy: LockoutPolicy = defaultLockoutPolicy,
    private readonly now: () => number = Date.now,
  ) {}

  /** Checks user name and password unless the name is locked; counts failures. */
  async signIn(userName: string, password: string): Promise<SignInResult> {
    const key = userName.trim().toLowerCase();
    const entry = this.attempts.get(key);
    const now = this.now();
    if (entry && entry.lockedUntil > now) {
      const minutes = Math.ceil((entry.lockedUntil - now) / 60_000);
      return {
        ok: false,
        locked: true,
        message: `登录失败次数过多，账户已锁定，请${minutes}分钟后再试`,
      };
    }
    const user = await verifyPassword(this.db, userName, password);
    if (user) {
      this.attempts.delete(key);
      return { ok: true, user };
    }
    const failures = (entry && entry.lockedUntil === 0 ? entry.failures : 0) + 1;
    const locked = failures >= this.policy.maxFailures;
    this.remember(key, {
      failures: locked ? 0 : failures,
      lockedUntil: locked ? now + this.policy.lockMs : 0,
    });
    return { ok: false, locked: false, message: '用户名或密码错误' };
  }

  private remember(key: string, attempts: Attempts): void {
    this.attempts.delete(key);
    if (this.attempts.size >= maxEntries) {
      const oldest = this.attempts.keys().next().value;
      if (oldest !== undefined) this.attempts.delete(oldest);
    }
    this.attempts.set(key, attempts);
  }
}

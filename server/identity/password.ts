import crypto from 'node:crypto';

/**
 * scrypt cost (OWASP's "N=2^15, r=8, p=3" row, equivalent to N=2^17, p=1): about 0.35 s per hash on
 * these machines and 32 MiB of memory. The parameters are stored in each hash, so they can be raised
 * later without invalidating old passwords.
 */
const defaults = { N: 2 ** 15, r: 8, p: 3 } as const;
const keyLength = 32;
const maxmem = 256 * 1024 * 1024;

function scrypt(
  password: string,
  salt: Buffer,
  params: { N: number; r: number; p: number },
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    crypto.scrypt(password.normalize('NFKC'), salt, keyLength, { ...params, maxmem }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** Hashes a password with scrypt and a fresh 16-byte salt: `scrypt$N$r$p$salt$hash` (base64). */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const key = await scrypt(password, salt, defaults);
  const { N, r, p } = defaults;
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

/**
 * A well-formed hash with the current cost that matches no password: checking a password against it
 * costs exactly what checking a real account's costs, so an unknown user name is not answered faster.
 */
export const dummyPasswordHash = [
  'scrypt',
  defaults.N,
  defaults.r,
  defaults.p,
  Buffer.alloc(16).toString('base64'),
  Buffer.alloc(keyLength).toString('base64'),
].join('$');

/** True when `password` matches a hash made by hashPassword; compares in constant time. */
export async function checkPasswordHash(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await scrypt(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && crypto.timingSafeEqual(key, expected);
}

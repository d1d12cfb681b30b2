/**
 * Password hashing with scrypt from node:crypto (no native add-on to build; OWASP's scrypt setting
 * N=2^15, r=8, p=3). The stored form carries its parameters (`scrypt$N$r$p$salt$hash`), so they can
 * be raised later and old hashes still verify.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt's cost parameters. */
export type ScryptCost = { n: number; r: number; p: number };

/** The cost of every password hash the server stores (config.hashCosts.password). */
export const PASSWORD_COST: ScryptCost = { n: 2 ** 15, r: 8, p: 3 };
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { N: n, r, p, maxmem: 256 * n * r + 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** Verification reads the cost from the stored hash, so any cost verifies; tests store cheaper hashes. */
export async function hashPassword(password: string, cost: ScryptCost = PASSWORD_COST) {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost.n, cost.r, cost.p);
  return ['scrypt', cost.n, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * A hash of a random password at `cost` (the cost of the stored hashes): checked against when the
 * account does not exist, so timing tells nothing.
 */
const dummies = new Map<string, Promise<string>>();
export function dummyHash(cost: ScryptCost = PASSWORD_COST) {
  const key = `${cost.n}$${cost.r}$${cost.p}`;
  let dummy = dummies.get(key);
  if (!dummy) dummies.set(key, (dummy = hashPassword(randomBytes(16).toString('hex'), cost)));
  return dummy;
}

/**
 * Recovery codes as stored: a salted scrypt hash (server/admin/security/password.ts), never the code.
 * A code carries about 50 random bits, so its hash takes a lighter scrypt cost than a password's
 * (N=2^14, r=8, p=1: a guess still costs an attacker with the database tens of milliseconds, against
 * 2^49 guesses on average); the cost is stored with each hash, so it can be raised later.
 *
 * Two stored forms, told apart by their prefix:
 * - `scrypt$…`: the code's scrypt hash (every code issued since the hash became salted);
 * - `sha256+scrypt$…`: the scrypt hash of the code's old unsalted SHA-256 (codes issued before:
 *   migration 0013 wrapped each unused one, so it keeps working and no unsalted hash is left).
 */
import { hashToken, normalizeRecoveryCode } from './tokens';
import { hashPassword, type ScryptCost, verifyPassword } from './password';

/** The cost of every recovery code hash the server stores (config.hashCosts.recoveryCode). */
export const RECOVERY_CODE_COST: ScryptCost = { n: 2 ** 14, r: 8, p: 1 };
const WRAPPED = 'sha256+';

/** The stored form of a new code. */
export const hashRecoveryCode = (code: string, cost: ScryptCost = RECOVERY_CODE_COST) =>
  hashPassword(normalizeRecoveryCode(code), cost);

/** The stored form of a code known only by its old unsalted SHA-256 (hex). */
export const wrapLegacyRecoveryHash = async (sha256Hex: string) =>
  WRAPPED + (await hashPassword(sha256Hex, RECOVERY_CODE_COST));

/** Whether `code` (as typed: any case, dashes, spaces) is the one `stored` was made from. */
export async function verifyRecoveryCode(code: string, stored: string): Promise<boolean> {
  const normalized = normalizeRecoveryCode(code);
  if (stored.startsWith(WRAPPED)) return verifyPassword(hashToken(normalized), stored.slice(WRAPPED.length));
  return verifyPassword(normalized, stored);
}

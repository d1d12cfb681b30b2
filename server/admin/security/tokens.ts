/**
 * Random secrets (session tokens, one-time links, recovery codes). Tokens carry 256 bits and are
 * stored only as their SHA-256, so a copy of the database opens no session and no link (a fast hash
 * is enough for that many bits). Recovery codes carry about 50 bits: they are stored with a salted
 * scrypt hash instead (./recovery-codes.ts).
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';

export const newToken = () => randomBytes(32).toString('base64url');

export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

const CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A recovery code like `k7m2q-x9hfd`. */
export function newRecoveryCode(): string {
  const part = () => Array.from({ length: 5 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
  return `${part()}-${part()}`;
}

/** The form a recovery code is compared in: lower case, no dash or spaces. */
export const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

/**
 * Signed, expiring upload URLs for local storage: an HMAC over the storage key and the expiry time.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const signUpload = (secret: string, key: string, expires: number) =>
  createHmac('sha256', secret).update(`PUT\n${key}\n${expires}`).digest('base64url');

export type SignatureCheck = 'valid' | 'expired' | 'invalid';

export function verifyUpload(
  secret: string,
  key: string,
  expires: string | undefined,
  signature: string | undefined,
  now = Date.now(),
): SignatureCheck {
  if (!expires || !signature || !/^\d{1,13}$/.test(expires)) return 'invalid';
  const expected = Buffer.from(signUpload(secret, key, Number(expires)));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  return Number(expires) * 1000 < now ? 'expired' : 'valid';
}

/** The configured secret, or one generated on first start and kept (mode 600) in the data directory. */
export function loadUploadSecret(configured: string | undefined, file: string): string {
  if (configured) return configured;
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // not there yet
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch {
    // Another instance wrote it first: use theirs.
    return fs.readFileSync(file, 'utf8').trim();
  }
}

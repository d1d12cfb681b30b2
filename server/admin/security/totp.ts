/**
 * Time-based one-time passwords (RFC 6238: HMAC-SHA1, 6 digits, 30-second steps) through `otpauth`.
 * A code is accepted one step early or late (clock drift), and only once: the caller keeps the last
 * accepted step and passes it back.
 */
import { Secret, TOTP } from 'otpauth';
import { brand } from '#content/brand';

export const TOTP_PERIOD_SECONDS = 30;

const totp = (secretBase32: string, label = '') =>
  new TOTP({
    issuer: `${brand.name} console`,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });

/** A new 160-bit secret, base32 (what authenticator apps take). */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The otpauth:// URI for a QR code. */
export const totpUri = (secretBase32: string, account: string) => totp(secretBase32, account).toString();

/** The code for a moment (tests and the CLI's documentation use it). */
export const totpCode = (secretBase32: string, timestamp = Date.now()) => totp(secretBase32).generate({ timestamp });

/**
 * The time step of `code` when it is valid now (±1 step) and later than `lastStep`; else undefined.
 */
export function acceptTotp(
  secretBase32: string,
  code: string,
  lastStep: number | null,
  timestamp = Date.now(),
): number | undefined {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return undefined;
  const delta = totp(secretBase32).validate({ token, timestamp, window: 1 });
  if (delta === null) return undefined;
  const step = Math.floor(timestamp / 1000 / TOTP_PERIOD_SECONDS) + delta;
  if (lastStep !== null && step <= lastStep) return undefined;
  return step;
}

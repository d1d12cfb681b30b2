/**
 * Full re-authentication for sensitive changes to one's own account (new recovery codes, adding or
 * removing a passkey): within REAUTH_WINDOW_MS before, the session proved the password AND a second
 * factor again (a TOTP code or a passkey; a recovery code does not count: it is for a lost phone).
 */
import { ClientError } from '../../plugins/error-handler';
import type { StaffSession } from '../session';

export const REAUTH_WINDOW_MS = 5 * 60 * 1000;

export const REAUTH_REQUIRED = 'Confirm it is you first: your password and a code from your app, or a passkey.';

/** When the session's re-authentication stops counting, or null when it has none that counts now. */
export function reauthenticatedUntil(session: StaffSession, now = Date.now()): string | null {
  if (!session.reauthenticatedAt) return null;
  const until = Date.parse(session.reauthenticatedAt) + REAUTH_WINDOW_MS;
  return until > now ? new Date(until).toISOString() : null;
}

/** Refuses (403) unless the session re-authenticated within the window. */
export function requireReauth(session: StaffSession) {
  if (!reauthenticatedUntil(session)) throw new ClientError(403, REAUTH_REQUIRED);
}

/**
 * One-time links: set-up (an invitation or the CLI's first admin; 24 h) and password reset (1 h).
 * The token goes into the mail or the CLI's output; only its hash is stored.
 */
import { isoIn } from '../../lib/clock';
import { ClientError } from '../../plugins/error-handler';
import type { StaffRepository } from '../../repositories/staff.repository';
import { hashToken, newToken } from '../security/tokens';

export const SETUP_LINK_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_LINK_TTL_MS = 60 * 60 * 1000;

export async function issueLinkToken(staff: StaffRepository, userId: string, purpose: 'setup' | 'reset') {
  await staff.voidTokens(userId, purpose);
  const token = newToken();
  await staff.createToken({
    token_hash: hashToken(token),
    user_id: userId,
    purpose,
    expires_at: isoIn(purpose === 'setup' ? SETUP_LINK_TTL_MS : RESET_LINK_TTL_MS),
  });
  return token;
}

const INVALID = 'This link is no longer valid. Ask for a new one.';

/** The user a still-valid token of `purpose` belongs to; 400 when it is unknown, used, expired or the account is disabled. */
export async function userOfToken(staff: StaffRepository, token: string, purpose: 'setup' | 'reset') {
  const row = await staff.tokenByHash(hashToken(token));
  if (!row || row.purpose !== purpose || row.used_at || Date.parse(row.expires_at) <= Date.now()) {
    throw new ClientError(400, INVALID);
  }
  const user = await staff.userById(row.user_id);
  if (!user || user.disabled) throw new ClientError(400, INVALID);
  return { user, tokenHash: row.token_hash, createdAt: row.created_at };
}

/** Uses the token up (once: a concurrent second use fails). */
export async function consumeToken(staff: StaffRepository, tokenHash: string) {
  if (!(await staff.useToken(tokenHash))) throw new ClientError(400, INVALID);
}

import type { Me } from '#contracts/admin/auth';
import type { StaffSession } from '../session';

/** The signed-in staff member as the API shows them: never a hash, secret or token. */
export const toMe = (session: StaffSession): Me => ({
  id: session.user.id,
  email: session.user.email,
  name: session.user.name,
  role: session.user.role,
  totpEnabled: Boolean(session.user.totp_secret),
  sessionExpiresAt: session.expiresAt,
});

/**
 * `npm run cli -- create-admin --email <address> [--name <name>] [--url <public origin>]`: the first
 * admin (or another one). Creates the account without a password and prints a one-time set-up link
 * (24 h) where the admin chooses a password and enrols an authenticator app. Nothing is mailed: the
 * operator hands the link over. An address that already has an active account is refused.
 */
import { setupLink } from '#contracts/admin/paths';
import type { Db } from '../db/database';
import { auditRepository } from '../repositories/audit.repository';
import { staffRepository } from '../repositories/staff.repository';
import { issueLinkToken } from './auth/one-time-links';

export async function createAdmin(db: Db, options: { email: string; name: string; origin: string }) {
  const staff = staffRepository(db);
  const existing = await staff.userByEmail(options.email);
  if (existing?.password_hash) {
    throw new Error(`${existing.email} already has an account; an admin can manage it in the console.`);
  }
  const user = existing ?? (await staff.createUser({ email: options.email, name: options.name, role: 'admin' }));
  if (existing) await staff.updateUser(user.id, { role: 'admin', disabled: 0 });
  const token = await issueLinkToken(staff, user.id, 'setup');
  await auditRepository(db).append({
    actor_id: null,
    actor_email: null,
    action: 'user.create-admin-cli',
    target_type: 'user',
    target_id: user.id,
    detail: null,
    ip: 'cli',
    user_agent: null,
  });
  return { email: user.email, link: setupLink(options.origin.replace(/\/$/, ''), token) };
}

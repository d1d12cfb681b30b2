/**
 * Every staff account signs in with a second factor. Sessions of accounts that have none yet end
 * here, so such an account can do nothing until it signs in again and enrols an authenticator
 * (server/admin/auth/auth.routes.ts). No schema change.
 */
import { type Kysely, type Migration, sql } from 'kysely';

export const secondFactorForAll = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await sql`update staff_sessions set revoked_at = ${new Date().toISOString()}
      where revoked_at is null and user_id in (select id from staff_users where totp_secret is null)`.execute(db);
  },
  async down() {},
});

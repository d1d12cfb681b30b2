/**
 * The console's sign-in, hardened (docs/server.md, "Signing in"):
 * - `staff_recovery_codes.code_hash`: each unused code's unsalted SHA-256 becomes a salted scrypt hash
 *   of that SHA-256 (`sha256+scrypt$…`, server/admin/security/recovery-codes.ts), so existing codes keep
 *   working and no unsalted hash is left; used codes are deleted (they open nothing);
 * - `staff_sessions.reauthenticated_at`: when the session last proved password and second factor
 *   again (recovery codes and passkeys need that within minutes);
 * - `staff_users.sign_in_alert_at`: when the owner was last mailed about failed sign-ins;
 * - `staff_sign_ins`: each sign-in and failed sign-in of an account (time, IP, device, how, outcome),
 *   shown on the account page; `device_hash` (the SHA-256 of a long-lived device cookie) tells a new
 *   device from a known one;
 * - `staff_passkeys`: WebAuthn credentials; `staff_webauthn_challenges`: challenges, single use, expiring.
 * The new tables name their account by `user_id` without a foreign key (accounts are disabled, never
 * deleted), so 0005's down still drops the accounts' tables.
 */
import { type Kysely, type Migration, sql } from 'kysely';
import { wrapLegacyRecoveryHash } from '../../admin/security/recovery-codes';

/** Used codes go; each unused code's bare SHA-256 (64 hex digits) is wrapped in a salted scrypt hash. */
export async function wrapLegacyRecoveryCodes(db: Kysely<unknown>) {
  await sql`delete from staff_recovery_codes where used_at is not null`.execute(db);
  const legacy = await sql<{ code_hash: string }>`select code_hash from staff_recovery_codes`.execute(db);
  for (const { code_hash } of legacy.rows) {
    if (!/^[0-9a-f]{64}$/.test(code_hash)) continue;
    const wrapped = await wrapLegacyRecoveryHash(code_hash);
    await sql`update staff_recovery_codes set code_hash = ${wrapped} where code_hash = ${code_hash}`.execute(db);
  }
}

export const consoleSecurity = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await wrapLegacyRecoveryCodes(db);

    await db.schema.alterTable('staff_sessions').addColumn('reauthenticated_at', 'text').execute();
    await db.schema.alterTable('staff_users').addColumn('sign_in_alert_at', 'text').execute();

    await db.schema
      .createTable('staff_sign_ins')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('at', 'text', (c) => c.notNull())
      .addColumn('ip', 'text', (c) => c.notNull())
      .addColumn('user_agent', 'text')
      .addColumn('device_hash', 'text')
      .addColumn('method', 'text', (c) => c.notNull())
      .addColumn('outcome', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('staff_sign_ins_user').on('staff_sign_ins').columns(['user_id', 'at']).execute();

    await db.schema
      .createTable('staff_passkeys')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('public_key', 'text', (c) => c.notNull())
      .addColumn('counter', 'bigint', (c) => c.notNull())
      .addColumn('transports', 'text', (c) => c.notNull())
      .addColumn('device_type', 'text', (c) => c.notNull())
      .addColumn('backed_up', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('last_used_at', 'text')
      .execute();
    await db.schema.createIndex('staff_passkeys_user').on('staff_passkeys').column('user_id').execute();

    await db.schema
      .createTable('staff_webauthn_challenges')
      .addColumn('challenge_hash', 'text', (c) => c.primaryKey())
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text')
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute();
  },

  /** The wrapped recovery codes stay as they are (the older code cannot check them: accounts make new ones). */
  async down(db: Kysely<unknown>) {
    for (const table of ['staff_webauthn_challenges', 'staff_passkeys', 'staff_sign_ins']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
    await db.schema.alterTable('staff_users').dropColumn('sign_in_alert_at').execute();
    await db.schema.alterTable('staff_sessions').dropColumn('reauthenticated_at').execute();
  },
});

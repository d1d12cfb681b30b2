/**
 * Staff accounts of the console and what signing in needs: sessions, one-time tokens, recovery
 * codes (sign-in failures: server/admin/auth/sign-in-limits.ts). Tokens and codes arrive here already
 * hashed (tokens: SHA-256; recovery codes: salted scrypt, server/admin/security/recovery-codes.ts).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { StaffUsersTable } from '../db/schema';
import { nowIso } from '../lib/clock';
import { containsAny, countAll, offsetOf, withTotal } from './search';

export type StaffUserRow = StaffUsersTable;
export type SessionRow = {
  id_hash: string;
  user_id: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  revoked_at: string | null;
};

export function staffRepository(db: Db) {
  return {
    async userById(id: string) {
      return db.selectFrom('staff_users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async userByEmail(email: string) {
      return db.selectFrom('staff_users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
    },

    async createUser(user: { email: string; name: string; role: StaffUsersTable['role'] }): Promise<StaffUserRow> {
      const now = nowIso();
      const row: StaffUserRow = {
        id: randomUUID(),
        email: user.email.toLowerCase(),
        name: user.name,
        role: user.role,
        password_hash: null,
        totp_secret: null,
        totp_pending_secret: null,
        totp_last_step: null,
        disabled: 0,
        created_at: now,
        updated_at: now,
        last_sign_in_at: null,
        password_changed_at: null,
        sign_in_alert_at: null,
      };
      await db.insertInto('staff_users').values(row).execute();
      return row;
    },

    async updateUser(id: string, changes: Partial<Omit<StaffUserRow, 'id' | 'created_at'>>) {
      await db
        .updateTable('staff_users')
        .set({ ...changes, updated_at: nowIso() })
        .where('id', '=', id)
        .execute();
    },

    async listUsers(query: { page: number; pageSize: number; search?: string | undefined }) {
      let base = db.selectFrom('staff_users');
      if (query.search) base = base.where(containsAny(['email', 'name'], query.search));
      return withTotal(
        base
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id')
          .limit(query.pageSize)
          .offset(offsetOf(query.page, query.pageSize))
          .execute(),
        base.select(countAll()).executeTakeFirst(),
      );
    },

    /** Everyone who can sign in, by name (id and name only). */
    activeNames: () =>
      db.selectFrom('staff_users').select(['id', 'name']).where('disabled', '=', 0).orderBy('name').execute(),

    async countAdmins() {
      const row = await db
        .selectFrom('staff_users')
        .select(sql<string>`count(*)`.as('count'))
        .where('role', '=', 'admin')
        .where('disabled', '=', 0)
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },

    // Sessions
    async createSession(session: SessionRow & { ip: string; user_agent: string | null }) {
      await db
        .insertInto('staff_sessions')
        .values({ ...session, reauthenticated_at: null })
        .execute();
    },

    /** A user's sessions that still work (not ended, not past their absolute or idle end), newest first. */
    async liveSessions(userId: string, idleSince: string) {
      const now = nowIso();
      return db
        .selectFrom('staff_sessions')
        .selectAll()
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .where('last_seen_at', '>', idleSince)
        .orderBy('last_seen_at', 'desc')
        .execute();
    },

    /** The session proved password and second factor again just now. */
    async markReauthenticated(idHash: string, at: string) {
      await db.updateTable('staff_sessions').set({ reauthenticated_at: at }).where('id_hash', '=', idHash).execute();
    },

    /**
     * A session and its user in one round trip (every console request asks): the session's own
     * columns prefixed `session_`, the user's as they are.
     */
    async sessionWithUser(idHash: string) {
      const row = await db
        .selectFrom('staff_sessions as s')
        .innerJoin('staff_users as u', 'u.id', 's.user_id')
        .selectAll('u')
        .select([
          's.revoked_at as session_revoked_at',
          's.expires_at as session_expires_at',
          's.last_seen_at as session_last_seen_at',
          's.reauthenticated_at as session_reauthenticated_at',
        ])
        .where('s.id_hash', '=', idHash)
        .executeTakeFirst();
      if (!row) return undefined;
      const { session_revoked_at, session_expires_at, session_last_seen_at, session_reauthenticated_at, ...user } = row;
      return {
        session: {
          revoked_at: session_revoked_at,
          expires_at: session_expires_at,
          last_seen_at: session_last_seen_at,
          reauthenticated_at: session_reauthenticated_at,
        },
        user,
      };
    },

    async touchSession(idHash: string, at: string) {
      await db.updateTable('staff_sessions').set({ last_seen_at: at }).where('id_hash', '=', idHash).execute();
    },

    async revokeSession(idHash: string) {
      await db
        .updateTable('staff_sessions')
        .set({ revoked_at: nowIso() })
        .where('id_hash', '=', idHash)
        .where('revoked_at', 'is', null)
        .execute();
    },

    /** Ends every session of a user (password change or reset, disable), but `except` one. */
    async revokeUserSessions(userId: string, except?: string) {
      let query = db
        .updateTable('staff_sessions')
        .set({ revoked_at: nowIso() })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null);
      if (except) query = query.where('id_hash', '!=', except);
      await query.execute();
    },

    // One-time tokens
    async createToken(token: { token_hash: string; user_id: string; purpose: 'setup' | 'reset'; expires_at: string }) {
      await db
        .insertInto('staff_tokens')
        .values({ ...token, created_at: nowIso(), used_at: null })
        .execute();
    },

    async tokenByHash(tokenHash: string) {
      return db.selectFrom('staff_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
    },

    /** Marks a token used; false when it was already used (a concurrent second use loses). */
    async useToken(tokenHash: string): Promise<boolean> {
      const result = await db
        .updateTable('staff_tokens')
        .set({ used_at: nowIso() })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Voids a user's unused tokens of one purpose (a new link replaces the old). */
    async voidTokens(userId: string, purpose: 'setup' | 'reset') {
      await db
        .updateTable('staff_tokens')
        .set({ used_at: nowIso() })
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .execute();
    },

    // Recovery codes
    async replaceRecoveryCodes(userId: string, codeHashes: string[]) {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('staff_recovery_codes').where('user_id', '=', userId).execute();
        const now = nowIso();
        if (codeHashes.length) {
          await trx
            .insertInto('staff_recovery_codes')
            .values(codeHashes.map((code_hash) => ({ code_hash, user_id: userId, created_at: now, used_at: null })))
            .execute();
        }
      });
    },

    /** The stored hashes of a user's unused recovery codes. */
    async unusedRecoveryCodes(userId: string) {
      const rows = await db
        .selectFrom('staff_recovery_codes')
        .select('code_hash')
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .orderBy('created_at')
        .execute();
      return rows.map((row) => row.code_hash);
    },

    /**
     * Uses one recovery code (by its stored hash): a conditional update, so of two requests with the
     * same code exactly one gets true; false when it is unknown, someone else's or used.
     */
    async useRecoveryCode(userId: string, codeHash: string): Promise<boolean> {
      const result = await db
        .updateTable('staff_recovery_codes')
        .set({ used_at: nowIso() })
        .where('code_hash', '=', codeHash)
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
export type StaffRepository = ReturnType<typeof staffRepository>;

/**
 * The staff console: accounts, their sessions, one-time tokens (set-up and reset links), recovery
 * codes, sign-in failures (for the limits), the audit log, the review history (status changes and
 * notes) of applications, internship applications and contact messages; a status for openings
 * (draft / published / closed) and a review status on each record staff work through.
 * Every token and code is stored as a SHA-256 hash; passwords as scrypt hashes.
 */
import type { Kysely, Migration } from 'kysely';

export const consoleTables = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('staff_users')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('role', 'text', (c) => c.notNull())
      .addColumn('password_hash', 'text')
      .addColumn('totp_secret', 'text')
      .addColumn('totp_pending_secret', 'text')
      // The last TOTP time step accepted, so a code is accepted once.
      .addColumn('totp_last_step', 'integer')
      .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('last_sign_in_at', 'text')
      .addColumn('password_changed_at', 'text')
      .execute();

    await db.schema
      .createTable('staff_sessions')
      .addColumn('id_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('staff_users.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('last_seen_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('revoked_at', 'text')
      .addColumn('ip', 'text', (c) => c.notNull())
      .addColumn('user_agent', 'text')
      .execute();
    await db.schema.createIndex('staff_sessions_user').on('staff_sessions').column('user_id').execute();

    await db.schema
      .createTable('staff_tokens')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('staff_users.id').onDelete('cascade'))
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .execute();
    await db.schema.createIndex('staff_tokens_user').on('staff_tokens').column('user_id').execute();

    await db.schema
      .createTable('staff_recovery_codes')
      .addColumn('code_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('staff_users.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .execute();
    await db.schema.createIndex('staff_recovery_codes_user').on('staff_recovery_codes').column('user_id').execute();

    await db.schema
      .createTable('staff_sign_in_failures')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('ip', 'text', (c) => c.notNull())
      .addColumn('at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('staff_sign_in_failures_email')
      .on('staff_sign_in_failures')
      .columns(['email', 'at'])
      .execute();
    await db.schema
      .createIndex('staff_sign_in_failures_ip')
      .on('staff_sign_in_failures')
      .columns(['ip', 'at'])
      .execute();

    await db.schema
      .createTable('audit_log')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('at', 'text', (c) => c.notNull())
      .addColumn('actor_id', 'text')
      .addColumn('actor_email', 'text')
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('target_type', 'text')
      .addColumn('target_id', 'text')
      .addColumn('detail', 'text')
      .addColumn('ip', 'text', (c) => c.notNull())
      .addColumn('user_agent', 'text')
      .execute();
    await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();
    await db.schema.createIndex('audit_log_actor').on('audit_log').columns(['actor_id', 'at']).execute();
    await db.schema.createIndex('audit_log_action').on('audit_log').columns(['action', 'at']).execute();

    await db.schema
      .createTable('review_events')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('subject_type', 'text', (c) => c.notNull())
      .addColumn('subject_id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('from_status', 'text')
      .addColumn('to_status', 'text')
      .addColumn('note', 'text')
      .addColumn('by_id', 'text', (c) => c.notNull())
      .addColumn('by_name', 'text', (c) => c.notNull())
      .addColumn('at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('review_events_subject')
      .on('review_events')
      .columns(['subject_type', 'subject_id', 'at'])
      .execute();

    // Existing openings were all on the public board: they stay published.
    await db.schema
      .alterTable('openings')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('published'))
      .execute();
    await db.schema.alterTable('openings').addColumn('created_at', 'text').execute();
    await db.schema.alterTable('openings').addColumn('updated_at', 'text').execute();
    await db.schema.alterTable('openings').addColumn('updated_by', 'text').execute();
    await db.schema.createIndex('openings_status').on('openings').columns(['status', 'req_id']).execute();

    for (const table of ['candidates', 'internship_applications', 'contact_messages']) {
      await db.schema
        .alterTable(table)
        .addColumn('review_status', 'text', (c) => c.notNull().defaultTo('new'))
        .execute();
      await db.schema.alterTable(table).addColumn('review_updated_at', 'text').execute();
    }
    // Lists are newest first, across all openings or per opening, optionally by status.
    await db.schema.createIndex('candidates_created_at').on('candidates').column('created_at').execute();
    await db.schema
      .createIndex('candidates_opening_created_at')
      .on('candidates')
      .columns(['requirement_uuid', 'created_at'])
      .execute();
    await db.schema
      .createIndex('candidates_review_status')
      .on('candidates')
      .columns(['review_status', 'created_at'])
      .execute();
    await db.schema
      .createIndex('internship_applications_created_at')
      .on('internship_applications')
      .column('created_at')
      .execute();
  },

  async down(db: Kysely<unknown>) {
    for (const index of [
      'candidates_created_at',
      'candidates_opening_created_at',
      'candidates_review_status',
      'internship_applications_created_at',
      'openings_status',
    ]) {
      await db.schema.dropIndex(index).ifExists().execute();
    }
    for (const table of ['candidates', 'internship_applications', 'contact_messages']) {
      await db.schema.alterTable(table).dropColumn('review_updated_at').execute();
      await db.schema.alterTable(table).dropColumn('review_status').execute();
    }
    for (const column of ['updated_by', 'updated_at', 'created_at', 'status']) {
      await db.schema.alterTable('openings').dropColumn(column).execute();
    }
    for (const table of [
      'review_events',
      'audit_log',
      'staff_sign_in_failures',
      'staff_recovery_codes',
      'staff_tokens',
      'staff_sessions',
      'staff_users',
    ]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
});

/**
 * Limits on what strangers can store, and the retention purge:
 * - `mail_outbox.client_key` (a hash of the client's address, never the address), `size_bytes` (what
 *   the mail stored) and `content_hash` (to tell a replayed Idempotency-Key from a different mail);
 * - `attachments.client_key` and `internship_applications.client_key`: who sent the resume, for the
 *   per-client upload quota and the confirmation throttle;
 * - indexes on the creation times the purge and the quotas read.
 */
import type { Kysely, Migration } from 'kysely';

export const retentionAndAbuse = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('mail_outbox').addColumn('client_key', 'text').execute();
    await db.schema
      .alterTable('mail_outbox')
      .addColumn('size_bytes', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('mail_outbox').addColumn('content_hash', 'text').execute();
    await db.schema.alterTable('attachments').addColumn('client_key', 'text').execute();
    await db.schema.alterTable('internship_applications').addColumn('client_key', 'text').execute();
    await db.schema
      .createIndex('attachments_client')
      .on('attachments')
      .columns(['client_key', 'uploaded_at'])
      .execute();
    await db.schema
      .createIndex('internship_applications_client')
      .on('internship_applications')
      .columns(['client_key', 'created_at'])
      .execute();
    await db.schema
      .createIndex('mail_outbox_client_created')
      .on('mail_outbox')
      .columns(['client_key', 'created_at'])
      .execute();
    await db.schema.createIndex('mail_outbox_created').on('mail_outbox').column('created_at').execute();
    await db.schema.createIndex('candidates_created').on('candidates').column('created_at').execute();
    await db.schema
      .createIndex('internship_applications_created')
      .on('internship_applications')
      .column('created_at')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const index of [
      'internship_applications_client',
      'attachments_client',
      'internship_applications_created',
      'candidates_created',
      'mail_outbox_created',
      'mail_outbox_client_created',
    ]) {
      await db.schema.dropIndex(index).execute();
    }
    await db.schema.alterTable('internship_applications').dropColumn('client_key').execute();
    await db.schema.alterTable('attachments').dropColumn('client_key').execute();
    await db.schema.alterTable('mail_outbox').dropColumn('content_hash').execute();
    await db.schema.alterTable('mail_outbox').dropColumn('size_bytes').execute();
    await db.schema.alterTable('mail_outbox').dropColumn('client_key').execute();
  },
});

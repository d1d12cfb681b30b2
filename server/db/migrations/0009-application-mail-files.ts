/**
 * One-request applications: the recruiters' mail attaches the resume from storage instead of a copy
 * of its bytes in the database. `mail_attachments.storage_key` names the stored file; such a row's
 * `content` is empty and the outbox worker reads the file when it sends the mail.
 */
import type { Kysely, Migration } from 'kysely';

export const applicationMailFiles = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('mail_attachments').addColumn('storage_key', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('mail_attachments').dropColumn('storage_key').execute();
  },
});

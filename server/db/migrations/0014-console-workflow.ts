/**
 * The console's daily workflow:
 * - `mail_outbox.not_before`: a mail is not sent before this time (a rejection mail waits
 *   `REJECTION_MAIL_DELAY_HOURS`); `cancelled_at` / `cancelled_by` when staff cancelled it before it
 *   left (status `cancelled`); `about_type` / `about_id`: the console record a staff member's mail is
 *   about (an application, a contact message), so it is listed there and cancelled with it;
 * - `contact_messages.link_kind` / `link_id`: the record a message is about (a candidate's profile;
 *   a client once the desk has them), linked by staff.
 */
import type { Kysely, Migration } from 'kysely';

export const consoleWorkflow = (): Migration => ({
  async up(db: Kysely<unknown>) {
    for (const column of ['not_before', 'cancelled_at', 'cancelled_by', 'about_type', 'about_id']) {
      await db.schema.alterTable('mail_outbox').addColumn(column, 'text').execute();
    }
    await db.schema.createIndex('mail_outbox_about').on('mail_outbox').columns(['about_type', 'about_id']).execute();
    for (const column of ['link_kind', 'link_id']) {
      await db.schema.alterTable('contact_messages').addColumn(column, 'text').execute();
    }
  },

  async down(db: Kysely<unknown>) {
    for (const column of ['link_id', 'link_kind']) {
      await db.schema.alterTable('contact_messages').dropColumn(column).execute();
    }
    await db.schema.dropIndex('mail_outbox_about').ifExists().execute();
    for (const column of ['about_id', 'about_type', 'cancelled_by', 'cancelled_at', 'not_before']) {
      await db.schema.alterTable('mail_outbox').dropColumn(column).execute();
    }
  },
});

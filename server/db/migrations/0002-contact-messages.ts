/**
 * Contact messages are stored (not only mailed), so staff can answer them from the console and the
 * retention purge can remove them on schedule. `id` is the client's UUID: a retried send is one row.
 */
import type { Kysely, Migration } from 'kysely';

export const contactMessages = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('contact_messages')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('phone', 'text')
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('sms_consent', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('consent_text', 'text')
      .addColumn('consent_at', 'text')
      .addColumn('content_hash', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('contact_messages_created_at').on('contact_messages').column('created_at').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('contact_messages').execute();
  },
});

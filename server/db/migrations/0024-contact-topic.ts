/**
 * The contact form asks for the visitor's company (optional) and a topic (contracts/api/contact.ts),
 * which decides the inbox: both are stored with the message, so the console shows them. Messages
 * stored before have neither (null).
 */
import type { Kysely, Migration } from 'kysely';

export const contactTopic = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('contact_messages').addColumn('company', 'text').execute();
    await db.schema.alterTable('contact_messages').addColumn('topic', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('contact_messages').dropColumn('topic').execute();
    await db.schema.alterTable('contact_messages').dropColumn('company').execute();
  },
});

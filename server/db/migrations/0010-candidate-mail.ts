/**
 * Mail to candidates from the console:
 * - `mail_templates`: the texts recruiters start from (acknowledge, invite to interview, reject are
 *   seeded here; admins edit them and add more), with `{{mergeFields}}`;
 * - `mail_outbox.reply_to`: a mail a recruiter sends leaves from the company's sender with the
 *   recruiter's address as Reply-To, so the candidate's answer reaches the recruiter.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely, Migration } from 'kysely';
import { CANDIDATE_TEMPLATES } from '../../mail/templates/candidate-message';

export const candidateMail = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('mail_templates')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(100))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('updated_by', 'text')
      .execute();
    const now = new Date().toISOString();
    const seeds = Object.values(CANDIDATE_TEMPLATES).map((template, position) => ({
      id: randomUUID(),
      name: template.name,
      purpose: template.id,
      subject: template.subject,
      body: template.body,
      position,
      created_at: now,
      updated_at: now,
      updated_by: null,
    }));
    await (db as Kysely<{ mail_templates: (typeof seeds)[number] }>)
      .insertInto('mail_templates')
      .values(seeds)
      .execute();

    await db.schema.alterTable('mail_outbox').addColumn('reply_to', 'text').execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('mail_outbox').dropColumn('reply_to').execute();
    await db.schema.dropTable('mail_templates').ifExists().execute();
  },
});

/**
 * Mail templates say who they are written for (`mail_templates.audience`): job applicants (every
 * template until now) or internship applicants. The composer of each pipeline offers only its own, and
 * internship applicants get three texts of their own (acknowledge, invite to interview, reject), seeded
 * here after the job applicants' three: the job texts told a student about "the client's needs" and
 * "other openings". Down drops the column and the seeded internship texts (any other internship
 * template an admin wrote stays, for job applicants).
 */
import { randomUUID } from 'node:crypto';
import type { Kysely, Migration } from 'kysely';
import { INTERNSHIP_TEMPLATES } from '../../mail/templates/candidate-message';

type Tables = {
  mail_templates: {
    id: string;
    name: string;
    purpose: string;
    audience: string;
    subject: string;
    body: string;
    position: number;
    created_at: string;
    updated_at: string;
    updated_by: string | null;
  };
};

/** Where the seeded internship texts sit: after the three seeded job texts (0–2), before added ones (100). */
const FIRST_POSITION = 10;

export const internshipMailTemplates = (): Migration => ({
  async up(db: Kysely<unknown>) {
    const tables = db as Kysely<Tables>;
    await db.schema
      .alterTable('mail_templates')
      .addColumn('audience', 'text', (c) => c.notNull().defaultTo('application'))
      .execute();
    const now = new Date().toISOString();
    await tables
      .insertInto('mail_templates')
      .values(
        Object.values(INTERNSHIP_TEMPLATES).map((template, index) => ({
          id: randomUUID(),
          name: template.name,
          purpose: template.id,
          audience: 'internship',
          subject: template.subject,
          body: template.body,
          position: FIRST_POSITION + index,
          created_at: now,
          updated_at: now,
          updated_by: null,
        })),
      )
      .execute();
  },
  async down(db: Kysely<unknown>) {
    const tables = db as Kysely<Tables>;
    await tables
      .deleteFrom('mail_templates')
      .where('audience', '=', 'internship')
      .where('updated_by', 'is', null)
      .where(
        'name',
        'in',
        Object.values(INTERNSHIP_TEMPLATES).map((template) => template.name),
      )
      .execute();
    await db.schema.alterTable('mail_templates').dropColumn('audience').execute();
  },
});

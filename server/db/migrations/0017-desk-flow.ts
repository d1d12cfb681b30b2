/**
 * The desk's flow from a submittal to a placement:
 * - `submittals`: a candidate (application) put forward to a client's contacts: the recipients, the
 *   summary, the rate offered (whole cents), the client-ready profile's content (JSON), what was
 *   attached, the mail, and the client's answer with its date and reason;
 * - `interviews`: client interviews: the wall-clock date, time and IANA zone they were set in and the
 *   same moment in UTC, length, place or link, round, panel (JSON), the candidate's zone, the calendar
 *   invite's UID and SEQUENCE, scheduled or cancelled, and the mails of the last send (JSON);
 * - `placements`: contract (start, end, bill and pay rate in cents) or permanent (start, salary in
 *   cents, fee %), with its currency and rate unit;
 * - `staff_console_state.ending_days`: contractors ending within this many days show on Home.
 * Each row names its application with a cascading foreign key, so erasing or purging an application
 * removes them with it. The seeded "Invite to interview" text, which asked the candidate for times
 * while the attached invite set one, is replaced where nobody has edited it.
 */
import { type ColumnDefinitionBuilder, type Kysely, type Migration, sql } from 'kysely';
import { CANDIDATE_TEMPLATES } from '../../mail/templates/candidate-message';

/** The seeded interview text before this migration (replaced only where it is unchanged). */
export const OLD_INTERVIEW_BODY = [
  'Dear {{firstName}},',
  'Thank you for your application for {{jobTitle}}. Your experience fits what the team is looking for, and we would like to invite you to an interview.',
  'Please reply with two or three times over the next week that suit you, and the number we should call. The conversation takes about 45 minutes.',
  'Kind regards,\n{{recruiterName}}\n{{company}}',
].join('\n\n');

export const deskFlow = (): Migration => ({
  async up(db: Kysely<unknown>) {
    const application = (c: ColumnDefinitionBuilder) => c.notNull().references('candidates.uuid').onDelete('cascade');

    await db.schema
      .createTable('submittals')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('application_id', 'text', application)
      .addColumn('recipients', 'text', (c) => c.notNull())
      .addColumn('summary', 'text', (c) => c.notNull())
      .addColumn('rate_offered_cents', 'bigint', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('rate_unit', 'text', (c) => c.notNull())
      .addColumn('profile', 'text', (c) => c.notNull())
      .addColumn('sent', 'text', (c) => c.notNull())
      .addColumn('mail_id', 'text')
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('answer_date', 'text')
      .addColumn('reason', 'text')
      .addColumn('answer_note', 'text')
      .addColumn('by_id', 'text', (c) => c.notNull())
      .addColumn('by_name', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('submittals_application').on('submittals').column('application_id').execute();

    await db.schema
      .createTable('interviews')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('application_id', 'text', application)
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('round', 'text', (c) => c.notNull())
      .addColumn('date', 'text', (c) => c.notNull())
      .addColumn('time', 'text', (c) => c.notNull())
      .addColumn('time_zone', 'text', (c) => c.notNull())
      .addColumn('starts_at', 'text', (c) => c.notNull())
      .addColumn('duration_minutes', 'integer', (c) => c.notNull())
      .addColumn('location', 'text', (c) => c.notNull())
      .addColumn('video_url', 'text', (c) => c.notNull())
      .addColumn('panel', 'text', (c) => c.notNull())
      .addColumn('candidate_time_zone', 'text', (c) => c.notNull())
      .addColumn('uid', 'text', (c) => c.notNull())
      .addColumn('sequence', 'integer', (c) => c.notNull())
      .addColumn('mails', 'text', (c) => c.notNull())
      .addColumn('by_id', 'text', (c) => c.notNull())
      .addColumn('by_name', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('interviews_starts_at').on('interviews').column('starts_at').execute();
    await db.schema.createIndex('interviews_application').on('interviews').column('application_id').execute();

    await db.schema
      .createTable('placements')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('application_id', 'text', application)
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('start_date', 'text', (c) => c.notNull())
      .addColumn('end_date', 'text')
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('rate_unit', 'text', (c) => c.notNull())
      .addColumn('bill_rate_cents', 'bigint')
      .addColumn('pay_rate_cents', 'bigint')
      .addColumn('salary_cents', 'bigint')
      .addColumn('fee_percent', 'double precision')
      .addColumn('note', 'text', (c) => c.notNull())
      .addColumn('by_id', 'text', (c) => c.notNull())
      .addColumn('by_name', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('placements_end_date').on('placements').column('end_date').execute();
    await db.schema.createIndex('placements_application').on('placements').column('application_id').unique().execute();

    await db.schema
      .alterTable('staff_console_state')
      .addColumn('ending_days', 'integer', (c) => c.notNull().defaultTo(30))
      .execute();

    const interview = CANDIDATE_TEMPLATES.interview;
    await sql`update mail_templates set body = ${interview.body} where purpose = 'interview' and body = ${OLD_INTERVIEW_BODY}`.execute(
      db,
    );
  },

  async down(db: Kysely<unknown>) {
    await sql`update mail_templates set body = ${OLD_INTERVIEW_BODY} where purpose = 'interview' and body = ${CANDIDATE_TEMPLATES.interview.body}`.execute(
      db,
    );
    await db.schema.alterTable('staff_console_state').dropColumn('ending_days').execute();
    for (const table of ['placements', 'interviews', 'submittals'])
      await db.schema.dropTable(table).ifExists().execute();
  },
});

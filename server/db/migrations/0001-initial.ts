/**
 * The first schema: reference data, openings, applications, the mail outbox, internship applications.
 * Written once for both dialects; only the binary column type differs.
 */
import { type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from '../database';

export const initial = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    const binary = dialect === 'postgres' ? sql`bytea` : sql`blob`;

    await db.schema
      .createTable('countries')
      .addColumn('uuid', 'text', (c) => c.primaryKey())
      .addColumn('id', 'integer', (c) => c.notNull().unique())
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('sort_order', 'integer', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('states')
      .addColumn('uuid', 'text', (c) => c.primaryKey())
      .addColumn('id', 'integer', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('country_uuid', 'text', (c) => c.notNull().references('countries.uuid'))
      .execute();

    await db.schema
      .createTable('recruiters')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('openings')
      .addColumn('req_id', 'integer', (c) => c.primaryKey())
      .addColumn('uuid', 'text', (c) => c.notNull().unique())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('location', 'text', (c) => c.notNull())
      .addColumn('position_type', 'text', (c) => c.notNull())
      .addColumn('work_location_preference', 'text', (c) => c.notNull())
      .addColumn('rate', 'text', (c) => c.notNull())
      .addColumn('country_uuid', 'text', (c) => c.notNull().references('countries.uuid'))
      .addColumn('description_html', 'text', (c) => c.notNull())
      .addColumn('is_multi_location', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('interview_type', 'text', (c) => c.notNull())
      .addColumn('posted_date', 'text', (c) => c.notNull())
      .addColumn('valid_through', 'text')
      .execute();

    await db.schema
      .createTable('candidates')
      .addColumn('uuid', 'text', (c) => c.primaryKey())
      .addColumn('requirement_uuid', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('whatsapp', 'text')
      .addColumn('city', 'text', (c) => c.notNull())
      .addColumn('state_uuid', 'text')
      .addColumn('country_uuid', 'text')
      .addColumn('work_authorization', 'text')
      .addColumn('h1b_approved', 'text')
      .addColumn('h1b_expiry', 'text')
      .addColumn('h1b_transfer', 'text')
      .addColumn('best_time_to_call', 'text', (c) => c.notNull())
      .addColumn('availability', 'text', (c) => c.notNull())
      .addColumn('job_change_reason', 'text', (c) => c.notNull())
      .addColumn('current_salary', 'text', (c) => c.notNull())
      .addColumn('expected_salary', 'text', (c) => c.notNull())
      .addColumn('desired_location', 'text', (c) => c.notNull())
      .addColumn('recruiter_name', 'text', (c) => c.notNull())
      .addColumn('content_hash', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('candidates_email').on('candidates').column('email').execute();

    await db.schema
      .createTable('attachments')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('candidate_uuid', 'text', (c) => c.notNull().references('candidates.uuid').onDelete('cascade'))
      .addColumn('file_name', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('insert_ts', 'text', (c) => c.notNull())
      .addColumn('attachment_info_id', 'text', (c) => c.notNull())
      .addColumn('content_hash', 'text', (c) => c.notNull())
      .addColumn('storage_key', 'text', (c) => c.unique())
      .addColumn('declared_type', 'text')
      .addColumn('stored_type', 'text')
      .addColumn('size', 'integer')
      .addColumn('upload_status', 'text', (c) => c.notNull().defaultTo('none'))
      .addColumn('uploaded_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('attachments_candidate').on('attachments').column('candidate_uuid').execute();

    await db.schema
      .createTable('attachment_infos')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('info_1', 'text', (c) => c.notNull())
      .addColumn('info_2', 'text', (c) => c.notNull())
      .addColumn('info_3', 'text', (c) => c.notNull())
      .addColumn('content_hash', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('mail_outbox')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('dedupe_key', 'text', (c) => c.unique())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('to_addresses', 'text', (c) => c.notNull())
      .addColumn('cc_addresses', 'text', (c) => c.notNull())
      .addColumn('bcc_addresses', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('html', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('subject_email', 'text')
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'text', (c) => c.notNull())
      .addColumn('locked_until', 'text')
      .addColumn('locked_by', 'text')
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('sent_at', 'text')
      .execute();
    await db.schema.createIndex('mail_outbox_due').on('mail_outbox').columns(['status', 'next_attempt_at']).execute();
    await db.schema.createIndex('mail_outbox_subject_email').on('mail_outbox').column('subject_email').execute();

    await db.schema
      .createTable('mail_attachments')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('mail_id', 'text', (c) => c.notNull().references('mail_outbox.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('filename', 'text', (c) => c.notNull())
      .addColumn('content_type', 'text', (c) => c.notNull())
      .addColumn('content', binary, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('mail_attachments_mail').on('mail_attachments').column('mail_id').execute();

    await db.schema
      .createTable('internship_applications')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('details', 'text', (c) => c.notNull())
      .addColumn('aadhaar_masked', 'text')
      .addColumn('resume_key', 'text', (c) => c.notNull())
      .addColumn('resume_type', 'text', (c) => c.notNull())
      .addColumn('resume_size', 'integer', (c) => c.notNull())
      .addColumn('resume_name', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('internship_applications_email')
      .on('internship_applications')
      .column('email')
      .execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of [
      'internship_applications',
      'mail_attachments',
      'mail_outbox',
      'attachment_infos',
      'attachments',
      'candidates',
      'openings',
      'recruiters',
      'states',
      'countries',
    ]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
});

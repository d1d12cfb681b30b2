/**
 * A person's records beyond what privacy.repository.ts erases: the export of everything held about
 * an e-mail address, and the erasure of what the console and the contact form added (contact
 * messages and staff notes and status history about the person's records; client requests go with
 * privacy.repository.ts's erasure).
 */
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { deskMentions } from './desk-mentions';
import { redactRecipients } from './redact-recipients';
import { containsPattern } from './search';

export function personRecordsRepository(db: Db) {
  const subjectIds = async (email: string) => {
    const [candidates, internships, messages] = await Promise.all([
      db.selectFrom('candidates').select('uuid').where('email', '=', email).execute(),
      db.selectFrom('internship_applications').select('id').where('email', '=', email).execute(),
      db
        .selectFrom('contact_messages')
        .select('id')
        .where(sql<boolean>`lower(email) = ${email}`)
        .execute(),
    ]);
    return {
      application: candidates.map((row) => row.uuid),
      internship: internships.map((row) => row.id),
      'contact-message': messages.map((row) => row.id),
    };
  };

  return {
    async exportByEmail(address: string) {
      const email = address.trim().toLowerCase();
      const ids = await subjectIds(email);
      const pattern = containsPattern(email);
      const [applications, internshipApplications, contactMessages, mails, notes, profiles] = await Promise.all([
        db
          .selectFrom('candidates')
          .leftJoin('openings', 'openings.uuid', 'candidates.requirement_uuid')
          .selectAll('candidates')
          .select(['openings.req_id', 'openings.title as opening_title'])
          .select((eb) =>
            eb
              .selectFrom('attachments')
              .select('attachments.file_name')
              .whereRef('attachments.candidate_uuid', '=', 'candidates.uuid')
              .where('attachments.upload_status', '=', 'stored')
              .limit(1)
              .as('resume_file_name'),
          )
          .where('candidates.email', '=', email)
          .execute(),
        db
          .selectFrom('internship_applications')
          .select([
            'id',
            'email',
            'first_name',
            'last_name',
            'details',
            'aadhaar_masked',
            'resume_name',
            'resume_type',
            'resume_size',
            'review_status',
            'created_at',
          ])
          .where('email', '=', email)
          .execute(),
        db
          .selectFrom('contact_messages')
          .selectAll()
          .where(sql<boolean>`lower(email) = ${email}`)
          .execute(),
        db
          .selectFrom('mail_outbox')
          .select(['id', 'kind', 'to_addresses', 'cc_addresses', 'subject', 'text', 'status', 'created_at', 'sent_at'])
          .where((eb) =>
            eb.or([
              eb('subject_email', '=', email),
              sql<boolean>`lower(to_addresses) like ${pattern} escape '\\'`,
              sql<boolean>`lower(text) like ${pattern} escape '\\'`,
            ]),
          )
          .orderBy('created_at')
          .execute(),
        db
          .selectFrom('review_events')
          .selectAll()
          .where((eb) =>
            eb.or(
              (Object.entries(ids) as [string, string[]][])
                .filter(([, list]) => list.length > 0)
                .map(([type, list]) => eb.and([eb('subject_type', '=', type as never), eb('subject_id', 'in', list)])),
            ),
          )
          .orderBy('at')
          .execute(),
        // The candidate profiles showing the address or holding one of its applications, and the
        // merges into them (with what each profile showed before).
        db
          .selectFrom('people')
          .selectAll('people')
          .where((eb) =>
            eb.or([
              eb('people.email', '=', email),
              eb(
                'people.id',
                'in',
                eb.selectFrom('candidates').select('candidates.person_id').where('candidates.email', '=', email),
              ),
            ]),
          )
          .execute()
          .then(async (people) => {
            const ids = people.map((row) => row.id);
            const merges = ids.length
              ? await db
                  .selectFrom('person_merges')
                  .selectAll()
                  .where((eb) => eb.or([eb('kept_id', 'in', ids), eb('merged_id', 'in', ids)]))
                  .execute()
              : [];
            return people.map((row) => ({
              ...row,
              merges: merges
                .filter((merge) => merge.kept_id === row.id || merge.merged_id === row.id)
                .map(({ application_ids, kept_before, ...merge }) => ({
                  ...merge,
                  application_ids: safeJson(application_ids),
                  kept_before: safeJson(kept_before),
                })),
            }));
          }),
      ]);
      const clientRequests = await db
        .selectFrom('client_requests')
        .selectAll()
        .where('email', '=', email)
        .orderBy('created_at')
        .execute();
      const clientContacts = await db
        .selectFrom('client_contacts')
        .innerJoin('clients', 'clients.id', 'client_contacts.client_id')
        .selectAll('client_contacts')
        .select('clients.name as client_name')
        .where('client_contacts.email', '=', email)
        .execute();
      return {
        email,
        clientContacts,
        deskMentions: await deskMentions(db, email),
        applications,
        internshipApplications: internshipApplications.map(({ details, ...row }) => ({
          ...row,
          details: safeJson(details),
        })),
        contactMessages,
        clientRequests,
        mails: mails.map((mail) => ({
          ...mail,
          to_addresses: redactRecipients(mail.to_addresses, email),
          cc_addresses: redactRecipients(mail.cc_addresses, email),
        })),
        notes,
        profiles,
      };
    },

    /**
     * Removes the person's contact messages, every note and status change about their records and the
     * ratings of their internship applications.
     */
    async eraseConsoleRecords(address: string) {
      const email = address.trim().toLowerCase();
      const ids = await subjectIds(email);
      return db.transaction().execute(async (trx) => {
        for (const [type, list] of Object.entries(ids) as [
          'application' | 'internship' | 'contact-message',
          string[],
        ][]) {
          if (list.length) {
            await trx
              .deleteFrom('review_events')
              .where('subject_type', '=', type)
              .where('subject_id', 'in', list)
              .execute();
          }
        }
        // Internship ratings have no foreign key to cascade: they go with the history.
        if (ids.internship.length) {
          await trx.deleteFrom('internship_ratings').where('application_id', 'in', ids.internship).execute();
        }
        if (ids['contact-message'].length) {
          await trx.deleteFrom('contact_messages').where('id', 'in', ids['contact-message']).execute();
        }
        return { contactMessages: ids['contact-message'].length };
      });
    },
  };
}

const safeJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

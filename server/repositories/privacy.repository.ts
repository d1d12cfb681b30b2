/**
 * Erasure on request (the privacy policy's promise): everything held about one e-mail address:
 * applications (and the candidate profiles that showed them), internship applications, contact messages,
 * client requests (with their review history), client contacts (and their mentions in submittals,
 * interviews and the histories that recorded them) and mails.
 * Returns the storage keys of the files to delete, which the caller removes from storage.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { eraseDeskMentions } from './desk-mentions';
import { tidyProfiles } from './people.repository';
import { eraseTalent } from '../talent/talent-erasure';

export type ErasureReport = {
  candidates: number;
  attachments: number;
  internshipApplications: number;
  contactMessages: number;
  clientRequests: number;
  mails: number;
  clientContacts: number;
  /** Submittals and client interviews whose recipients or panel named the address (the entry taken out). */
  deskMentions: number;
  /** The erased mails' ids (their `.eml` copies go too). */
  mailIds: string[];
  storageKeys: string[];
};

/** A LIKE pattern matching `value` literally anywhere. */
const containing = (value: string) => `%${value.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export function privacyRepository(db: Db) {
  return {
    async eraseByEmail(address: string): Promise<ErasureReport> {
      const email = address.trim().toLowerCase();
      return db.transaction().execute(async (trx) => {
        const candidates = await trx.selectFrom('candidates').select('uuid').where('email', '=', email).execute();
        const candidateIds = candidates.map((c) => c.uuid);
        const attachments = candidateIds.length
          ? await trx
              .selectFrom('attachments')
              .select(['id', 'storage_key', 'attachment_info_id'])
              .where('candidate_uuid', 'in', candidateIds)
              .execute()
          : [];
        const internships = await trx
          .selectFrom('internship_applications')
          .select(['id', 'resume_key'])
          .where('email', '=', email)
          .execute();

        const pattern = containing(email);
        const mails = await trx
          .selectFrom('mail_outbox')
          .select('id')
          .where((eb) =>
            eb.or([
              eb('subject_email', '=', email),
              ...(['to_addresses', 'cc_addresses', 'bcc_addresses', 'html', 'text'] as const).map(
                (column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
              ),
            ]),
          )
          .execute();

        const infoIds = attachments.map((a) => a.attachment_info_id);
        if (infoIds.length) await trx.deleteFrom('attachment_infos').where('id', 'in', infoIds).execute();
        if (attachments.length) {
          await trx
            .deleteFrom('attachments')
            .where(
              'id',
              'in',
              attachments.map((a) => a.id),
            )
            .execute();
        }
        if (candidateIds.length) await trx.deleteFrom('candidates').where('uuid', 'in', candidateIds).execute();
        // The talent database: the person's searchable record, its resume, pools and history.
        const talent = await trx
          .selectFrom('talent')
          .select(['person_id', 'resume_key'])
          .where('email', '=', email)
          .execute();
        await eraseTalent(
          trx,
          talent.map((row) => row.person_id),
        );
        // Candidate profiles: none keeps the address; those left without applications go.
        await tidyProfiles(trx, email);
        if (internships.length) {
          await trx
            .deleteFrom('internship_applications')
            .where(
              'id',
              'in',
              internships.map((i) => i.id),
            )
            .execute();
        }
        const contact = await trx
          .deleteFrom('contact_messages')
          .where(sql<string>`lower(${sql.ref('email')})`, '=', email)
          .executeTakeFirst();
        const requestIds = (
          await trx.selectFrom('client_requests').select('id').where('email', '=', email).execute()
        ).map((row) => row.id);
        if (requestIds.length) {
          await trx
            .deleteFrom('review_events')
            .where('subject_type', '=', 'client-request')
            .where('subject_id', 'in', requestIds)
            .execute();
          await trx.deleteFrom('client_requests').where('id', 'in', requestIds).execute();
        }
        // A client's contact with the address: out of the submittals and interviews that name it, off
        // every requirement, then gone.
        const contacts = await trx
          .selectFrom('client_contacts')
          .select(['id', 'name'])
          .where('email', '=', email)
          .execute();
        const deskMentions = await eraseDeskMentions(
          trx,
          email,
          contacts.map((c) => c.name),
        );
        if (contacts.length) {
          const contactIds = contacts.map((c) => c.id);
          await trx.updateTable('openings').set({ contact_id: null }).where('contact_id', 'in', contactIds).execute();
          await trx.deleteFrom('client_contacts').where('id', 'in', contactIds).execute();
        }
        const mailIds = mails.map((m) => m.id);
        if (mailIds.length) {
          await trx.deleteFrom('mail_attachments').where('mail_id', 'in', mailIds).execute();
          await trx.deleteFrom('mail_outbox').where('id', 'in', mailIds).execute();
        }
        return {
          candidates: candidateIds.length,
          attachments: attachments.length,
          internshipApplications: internships.length,
          contactMessages: Number(contact.numDeletedRows),
          clientRequests: requestIds.length,
          mails: mailIds.length,
          clientContacts: contacts.length,
          deskMentions,
          mailIds,
          storageKeys: [
            ...attachments.flatMap((a) => (a.storage_key ? [a.storage_key] : [])),
            ...internships.map((i) => i.resume_key),
            ...talent.flatMap((row) => (row.resume_key ? [row.resume_key] : [])),
          ],
        };
      });
    },
  };
}

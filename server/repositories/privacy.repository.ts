/**
 * Erasure on request (the privacy policy's promise): everything held about one e-mail address:
 * applications (and the candidate profiles that showed them), internship applications, contact messages and mails.
 * Returns the storage keys of the files to delete, which the caller removes from storage.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { tidyProfiles } from './people.repository';

export type ErasureReport = {
  candidates: number;
  attachments: number;
  internshipApplications: number;
  contactMessages: number;
  mails: number;
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
          mails: mailIds.length,
          mailIds,
          storageKeys: [
            ...attachments.flatMap((a) => (a.storage_key ? [a.storage_key] : [])),
            ...internships.map((i) => i.resume_key),
          ],
        };
      });
    },
  };
}

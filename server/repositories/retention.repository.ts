/**
 * The retention purge's queries: rows older than a cutoff (ISO time) and the staff notes and history
 * about them, with the storage keys of the files they own; and every key a row still references
 * (for the orphan-file sweep).
 */
import type { Db } from '../db/database';
import { tidyProfiles } from './people.repository';
import { eraseTalent } from '../talent/talent-erasure';
import type { ReviewEventsTable } from '../db/schema';

/** Removes the notes and status history about some records (in chunks: parameter limits). */
async function deleteReviewEvents(db: Db, subject: ReviewEventsTable['subject_type'], ids: string[]) {
  for (let start = 0; start < ids.length; start += 500) {
    await db
      .deleteFrom('review_events')
      .where('subject_type', '=', subject)
      .where('subject_id', 'in', ids.slice(start, start + 500))
      .execute();
  }
}

export type ApplicationsPurged = {
  candidates: number;
  attachments: number;
  internshipApplications: number;
  storageKeys: string[];
};

export function retentionRepository(db: Db) {
  return {
    /** Job applications (candidates, attachments, attachment infos) and internship applications created before `before`. */
    async purgeApplications(before: string): Promise<ApplicationsPurged> {
      return db.transaction().execute(async (trx) => {
        const candidates = (
          await trx.selectFrom('candidates').select('uuid').where('created_at', '<', before).execute()
        ).map((row) => row.uuid);
        const attachments = candidates.length
          ? await trx
              .selectFrom('attachments')
              .select(['id', 'storage_key', 'attachment_info_id'])
              .where('candidate_uuid', 'in', candidates)
              .execute()
          : [];
        const internships = await trx
          .selectFrom('internship_applications')
          .select(['id', 'resume_key'])
          .where('created_at', '<', before)
          .execute();
        if (attachments.length) {
          const infoIds = attachments.map((a) => a.attachment_info_id);
          await trx.deleteFrom('attachment_infos').where('id', 'in', infoIds).execute();
          const ids = attachments.map((a) => a.id);
          await trx.deleteFrom('attachments').where('id', 'in', ids).execute();
        }
        if (candidates.length) {
          // Staff notes and status history go with the records they are about.
          await deleteReviewEvents(trx, 'application', candidates);
          await trx.deleteFrom('candidates').where('uuid', 'in', candidates).execute();
          // Profiles left without applications go with them.
          await tidyProfiles(trx);
        }
        if (internships.length) {
          const ids = internships.map((i) => i.id);
          await deleteReviewEvents(trx, 'internship', ids);
          await trx.deleteFrom('internship_ratings').where('application_id', 'in', ids).execute();
          await trx.deleteFrom('internship_applications').where('id', 'in', ids).execute();
        }
        return {
          candidates: candidates.length,
          attachments: attachments.length,
          internshipApplications: internships.length,
          storageKeys: [
            ...attachments.flatMap((a) => (a.storage_key ? [a.storage_key] : [])),
            ...internships.map((i) => i.resume_key),
          ],
        };
      });
    },

    async purgeContactMessages(before: string): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const ids = (
          await trx.selectFrom('contact_messages').select('id').where('created_at', '<', before).execute()
        ).map((row) => row.id);
        if (!ids.length) return 0;
        await deleteReviewEvents(trx, 'contact-message', ids);
        await trx.deleteFrom('contact_messages').where('id', 'in', ids).execute();
        return ids.length;
      });
    },

    /** Client requests created before `before`, with their review history; how many. */
    async purgeClientRequests(before: string): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const ids = (
          await trx.selectFrom('client_requests').select('id').where('created_at', '<', before).execute()
        ).map((row) => row.id);
        if (!ids.length) return 0;
        await deleteReviewEvents(trx, 'client-request', ids);
        await trx.deleteFrom('client_requests').where('id', 'in', ids).execute();
        return ids.length;
      });
    },

    /**
     * The contacts of clients archived before `before` (the client's last change is its archiving or
     * later): off every requirement, then gone. A client worked with keeps its contacts.
     */
    async purgeClientContacts(before: string): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const ids = (
          await trx
            .selectFrom('client_contacts')
            .innerJoin('clients', 'clients.id', 'client_contacts.client_id')
            .select('client_contacts.id')
            .where('clients.status', '=', 'archived')
            .where((eb) => eb.fn.coalesce('clients.updated_at', 'clients.created_at'), '<', before)
            .execute()
        ).map((row) => row.id);
        if (!ids.length) return 0;
        await trx.updateTable('openings').set({ contact_id: null }).where('contact_id', 'in', ids).execute();
        await trx.deleteFrom('client_contacts').where('id', 'in', ids).execute();
        return ids.length;
      });
    },

    /** Mails (whatever their state) created before `before`, with any attachment content left; their ids. */
    async purgeMail(before: string): Promise<string[]> {
      return db.transaction().execute(async (trx) => {
        const ids = (await trx.selectFrom('mail_outbox').select('id').where('created_at', '<', before).execute()).map(
          (row) => row.id,
        );
        if (!ids.length) return [];
        await trx.deleteFrom('mail_attachments').where('mail_id', 'in', ids).execute();
        await trx.deleteFrom('mail_outbox').where('id', 'in', ids).execute();
        return ids;
      });
    },

    /**
     * The talent database: people whose last activity is before `before` and who have no
     * application left (applications follow their own period) go, with their pools, history and
     * resume; resumes dropped but never confirmed go after a day (`uploadsBefore`). Returns the files.
     */
    async purgeTalent(before: string, uploadsBefore: string): Promise<{ people: number; storageKeys: string[] }> {
      return db.transaction().execute(async (trx) => {
        const stale = await trx
          .selectFrom('talent')
          .select(['person_id', 'resume_key'])
          .where('last_activity_at', '<', before)
          .where((eb) =>
            eb.not(
              eb.exists(
                eb.selectFrom('candidates').select('uuid').whereRef('candidates.person_id', '=', 'talent.person_id'),
              ),
            ),
          )
          .execute();
        const ids = stale.map((row) => row.person_id);
        await eraseTalent(trx, ids);
        for (let start = 0; start < ids.length; start += 500) {
          await trx
            .deleteFrom('people')
            .where('id', 'in', ids.slice(start, start + 500))
            .execute();
        }
        if (ids.length) await tidyProfiles(trx);
        const uploads = await trx
          .selectFrom('talent_uploads')
          .select(['id', 'storage_key'])
          .where('created_at', '<', uploadsBefore)
          .execute();
        if (uploads.length)
          await trx
            .deleteFrom('talent_uploads')
            .where(
              'id',
              'in',
              uploads.map((u) => u.id),
            )
            .execute();
        const attached = new Set(
          (
            await trx.selectFrom('attachments').select('storage_key').where('storage_key', 'is not', null).execute()
          ).map((row) => row.storage_key),
        );
        return {
          people: ids.length,
          storageKeys: [
            ...stale.flatMap((row) => (row.resume_key && !attached.has(row.resume_key) ? [row.resume_key] : [])),
            ...uploads.map((u) => u.storage_key),
          ],
        };
      });
    },

    /** Every storage key a row references: a file with another key belongs to nobody. */
    async referencedKeys(): Promise<Set<string>> {
      const [attachments, internships, talent, uploads] = await Promise.all([
        db.selectFrom('attachments').select('storage_key').where('storage_key', 'is not', null).execute(),
        db.selectFrom('internship_applications').select('resume_key').execute(),
        db.selectFrom('talent').select('resume_key').where('resume_key', 'is not', null).execute(),
        db.selectFrom('talent_uploads').select('storage_key').execute(),
      ]);
      return new Set([
        ...attachments.flatMap((row) => (row.storage_key ? [row.storage_key] : [])),
        ...internships.map((row) => row.resume_key),
        ...talent.flatMap((row) => (row.resume_key ? [row.resume_key] : [])),
        ...uploads.map((row) => row.storage_key),
      ]);
    },
  };
}
export type RetentionRepository = ReturnType<typeof retentionRepository>;

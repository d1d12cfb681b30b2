/**
 * What POST /api/applications reads and writes: the opening applied to (whatever its status), the
 * names behind the form's ids, and the application itself with its resume and its mails, written in
 * one transaction keyed by the Idempotency-Key (the candidate's UUID).
 */
import type { Db } from '../db/database';
import type { CandidatesTable } from '../db/schema';
import { nowIso } from '../lib/clock';
import { attachUnassigned } from './people.repository';
import { enqueueMail, type OutgoingMail } from './outbox.repository';
import { insertStoredResume } from './stored-resume';

/** Whether an opening takes applications: published and not past its valid-through date (`today`, yyyy-mm-dd). */
export const isOpen = (opening: { status: string; valid_through: string | null }, today: string) =>
  opening.status === 'published' && (!opening.valid_through || opening.valid_through.slice(0, 10) >= today);

export type NewApplication = {
  candidate: Omit<CandidatesTable, 'created_at'>;
  resume: { storageKey: string; type: string; size: number; fileName: string; clientKey: string | null };
  mails: OutgoingMail[];
};

export function jobApplicationsRepository(db: Db) {
  return {
    /** The opening with this REQ_ID, its country and whether that country is the first (its inbox). */
    async opening(reqId: number) {
      const row = await db
        .selectFrom('openings')
        .leftJoin('countries', 'countries.uuid', 'openings.country_uuid')
        .select([
          'openings.req_id',
          'openings.uuid',
          'openings.title',
          'openings.location',
          'openings.status',
          'openings.valid_through',
          'openings.country_uuid',
          'countries.code as country_code',
          'countries.name as country_name',
        ])
        .where('openings.req_id', '=', reqId)
        .executeTakeFirst();
      if (!row) return undefined;
      const first = await db
        .selectFrom('countries')
        .select('uuid')
        .orderBy('sort_order')
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      return { ...row, firstCountry: first?.uuid === row.country_uuid };
    },

    /** The status and valid-through date of the opening with this REQUIREMENT_UUID. */
    async openingStatus(uuid: string) {
      return db
        .selectFrom('openings')
        .leftJoin('countries', 'countries.uuid', 'openings.country_uuid')
        .select(['openings.status', 'openings.valid_through', 'countries.code as country_code'])
        .where('openings.uuid', '=', uuid)
        .executeTakeFirst();
    },

    async stateOf(stateUuid: string, countryUuid: string) {
      return db
        .selectFrom('states')
        .select(['uuid', 'name'])
        .where('uuid', '=', stateUuid)
        .where('country_uuid', '=', countryUuid)
        .executeTakeFirst();
    },

    async recruiter(id: number) {
      return db.selectFrom('recruiters').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The stored application under this key: its request's content hash (to tell a replay from another application). */
    async byKey(uuid: string) {
      return db.selectFrom('candidates').select(['uuid', 'content_hash']).where('uuid', '=', uuid).executeTakeFirst();
    },

    /**
     * Stores the candidate, its resume's attachment (already in storage) and the mails, all or nothing.
     * False when the key is already taken (a concurrent request with the same key won): nothing is stored.
     */
    async insert(application: NewApplication): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const now = nowIso();
        const inserted = await trx
          .insertInto('candidates')
          .values({ ...application.candidate, created_at: now })
          .onConflict((oc) => oc.column('uuid').doNothing())
          .executeTakeFirst();
        if (!inserted.numInsertedOrUpdatedRows) return false;
        const { resume, candidate } = application;
        await insertStoredResume(
          trx,
          {
            candidateUuid: candidate.uuid,
            createdBy: candidate.name,
            fileName: resume.fileName,
            storageKey: resume.storageKey,
            type: resume.type,
            size: resume.size,
            clientKey: resume.clientKey,
          },
          now,
        );
        for (const mail of application.mails) await enqueueMail(trx, mail);
        // The candidate's profile: an earlier one with this e-mail (or phone and name), else a new one.
        await attachUnassigned(trx, candidate.uuid);
        return true;
      });
    },
  };
}
export type JobApplicationsRepository = ReturnType<typeof jobApplicationsRepository>;

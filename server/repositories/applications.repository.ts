/**
 * Job applications: candidates, their attachment records and attachment infos. Every insert is keyed
 * by the client's UUID, so a retry of the same record stores nothing new and a different record under
 * a known UUID is a conflict.
 */
import type { AttachmentInfo, AttachmentRecord, CandidateRecord } from '#contracts/api/staffing/applications';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { nowIso } from '../lib/clock';
import { attachUnassigned } from './people.repository';
import { contentHash } from '../lib/content-hash';
import { keysOfUpload } from '../storage/storage';

/** What an idempotent insert did. */
export type InsertOutcome = 'inserted' | 'duplicate' | 'conflict';

/** An insert that did nothing met a stored record: the same content (a retry) or another one. */
const duplicateOrConflict = (storedHash: string | undefined, hash: string): InsertOutcome =>
  storedHash === hash ? 'duplicate' : 'conflict';

const blankToNull = (value: string | null | undefined) => (value ? value : null);

export function applicationsRepository(db: Db) {
  return {
    async insertCandidate(record: CandidateRecord): Promise<InsertOutcome> {
      const hash = contentHash(record);
      const result = await db
        .insertInto('candidates')
        .values({
          uuid: record.EXTERNALCANDIDATE_UUID,
          requirement_uuid: record.REQUIREMENT_UUID,
          name: record.CND_NM_TX,
          email: record.CND_EMAIL_ID.toLowerCase(),
          phone: record.CND_PRIM_PH_NUM,
          whatsapp: blankToNull(record.CND_WHATSAPP_PH_NUM),
          city: record.CITY,
          state_uuid: record.CND_STATE,
          country_uuid: record.CND_COUNTRY,
          work_authorization: blankToNull(record.CND_ATHRZTN_TX),
          h1b_approved: blankToNull(record.CND_H1BAPPROVED_TX),
          h1b_expiry: blankToNull(record.CND_H1BEXPIRY_TX),
          h1b_transfer: blankToNull(record.CND_H1BTRANSFER_TX),
          best_time_to_call: record.BST_TM_TO_CALL_TX,
          availability: record.STAT_AVBLTY_TX,
          job_change_reason: record.JOB_CHANGE_REASON,
          current_salary: record.CND_CRNT_SAL_TX,
          expected_salary: record.EXPECTED_SALARY,
          desired_location: record.DESIRED_LOCATION,
          recruiter_name: record.RECRUITER_NAME,
          utm_source: blankToNull(record.UTM_SOURCE),
          utm_medium: blankToNull(record.UTM_MEDIUM),
          utm_campaign: blankToNull(record.UTM_CAMPAIGN),
          utm_term: blankToNull(record.UTM_TERM),
          utm_content: blankToNull(record.UTM_CONTENT),
          referrer: blankToNull(record.REFERRER),
          landing_page: blankToNull(record.LANDING_PAGE),
          content_hash: hash,
          created_at: nowIso(),
        })
        .onConflict((oc) => oc.column('uuid').doNothing())
        .executeTakeFirst();
      if (result.numInsertedOrUpdatedRows) {
        // The candidate's profile: an earlier one with this e-mail (or phone and name), else a new one.
        await attachUnassigned(db, record.EXTERNALCANDIDATE_UUID);
        return 'inserted';
      }
      const stored = await db
        .selectFrom('candidates')
        .select('content_hash')
        .where('uuid', '=', record.EXTERNALCANDIDATE_UUID)
        .executeTakeFirst();
      return duplicateOrConflict(stored?.content_hash, hash);
    },

    async candidateExists(uuid: string) {
      return Boolean(await db.selectFrom('candidates').select('uuid').where('uuid', '=', uuid).executeTakeFirst());
    },

    async insertAttachment(record: AttachmentRecord): Promise<InsertOutcome> {
      const hash = contentHash(record);
      const result = await db
        .insertInto('attachments')
        .values({
          id: record.ATCHMT_ID,
          candidate_uuid: record.TBL_RW_ID,
          file_name: record.ATCHD_FILE_NM,
          created_by: record.CREATEDBY,
          insert_ts: record.INSERT_TS,
          attachment_info_id: record.ATTACHMENT_INFO_ID,
          content_hash: hash,
          upload_status: 'none',
          created_at: nowIso(),
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .executeTakeFirst();
      if (result.numInsertedOrUpdatedRows) return 'inserted';
      const stored = await db
        .selectFrom('attachments')
        .select('content_hash')
        .where('id', '=', record.ATCHMT_ID)
        .executeTakeFirst();
      return duplicateOrConflict(stored?.content_hash, hash);
    },

    async insertAttachmentInfo(record: AttachmentInfo): Promise<InsertOutcome> {
      const hash = contentHash(record);
      const result = await db
        .insertInto('attachment_infos')
        .values({
          id: record.ATTACHMENTINFO_ID,
          info_1: record.INFO_1,
          info_2: record.INFO_2,
          info_3: record.INFO_3,
          content_hash: hash,
          created_at: nowIso(),
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .executeTakeFirst();
      if (result.numInsertedOrUpdatedRows) return 'inserted';
      const stored = await db
        .selectFrom('attachment_infos')
        .select('content_hash')
        .where('id', '=', record.ATTACHMENTINFO_ID)
        .executeTakeFirst();
      return duplicateOrConflict(stored?.content_hash, hash);
    },

    async attachment(id: string) {
      return db.selectFrom('attachments').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The attachment an upload URL was issued for, under any of the extensions its file may have taken. */
    async attachmentByUploadKey(key: string) {
      return db.selectFrom('attachments').selectAll().where('storage_key', 'in', keysOfUpload(key)).executeTakeFirst();
    },

    /** Records the server-made storage name an upload URL was issued for, and who asked for it. */
    async setUploadTarget(id: string, storageKey: string, declaredType: string, clientKey: string) {
      await db
        .updateTable('attachments')
        .set({ storage_key: storageKey, declared_type: declaredType, client_key: clientKey })
        .where('id', '=', id)
        .execute();
      await db
        .updateTable('attachments')
        .set({ upload_status: 'pending' })
        .where('id', '=', id)
        .where('upload_status', '=', 'none')
        .execute();
    },

    /** The resume's bytes were checked and kept under `storageKey` (its extension from those bytes). */
    async markStored(id: string, storedType: string, size: number, storageKey: string) {
      await db
        .updateTable('attachments')
        .set({ upload_status: 'stored', stored_type: storedType, size, uploaded_at: nowIso(), storage_key: storageKey })
        .where('id', '=', id)
        .execute();
    },

    /** Resume bytes stored for attachments this client asked to upload since `since` (its upload quota). */
    async bytesStoredBy(clientKey: string, since: string): Promise<number> {
      const row = await db
        .selectFrom('attachments')
        .select(sql<string | number | null>`sum(size)`.as('bytes'))
        .where('client_key', '=', clientKey)
        .where('upload_status', '=', 'stored')
        .where('uploaded_at', '>=', since)
        .executeTakeFirst();
      return Number(row?.bytes ?? 0);
    },

    async pendingUploads(limit: number) {
      return db
        .selectFrom('attachments')
        .selectAll()
        .where('upload_status', '=', 'pending')
        .where('storage_key', 'is not', null)
        .orderBy('created_at')
        .limit(limit)
        .execute();
    },

    /** The candidate with the opening they applied for, for the confirmation mail. */
    async candidateWithOpening(uuid: string) {
      return db
        .selectFrom('candidates')
        .leftJoin('openings', 'openings.uuid', 'candidates.requirement_uuid')
        .select([
          'candidates.uuid',
          'candidates.name',
          'candidates.email',
          'openings.title',
          'openings.req_id',
          'openings.location',
        ])
        .where('candidates.uuid', '=', uuid)
        .executeTakeFirst();
    },

    /** Every application with its opening and resume state, oldest first (the operator's export). */
    async exportRows() {
      return db
        .selectFrom('candidates')
        .leftJoin('openings', 'openings.uuid', 'candidates.requirement_uuid')
        .leftJoin('states', 'states.uuid', 'candidates.state_uuid')
        .leftJoin('countries', 'countries.uuid', 'candidates.country_uuid')
        .select([
          'candidates.uuid',
          'candidates.created_at',
          'openings.req_id',
          'openings.title',
          'candidates.name',
          'candidates.email',
          'candidates.phone',
          'candidates.whatsapp',
          'candidates.city',
          'states.name as state',
          'countries.name as country',
          'candidates.work_authorization',
          'candidates.best_time_to_call',
          'candidates.availability',
          'candidates.job_change_reason',
          'candidates.current_salary',
          'candidates.expected_salary',
          'candidates.desired_location',
          'candidates.recruiter_name',
          'candidates.utm_source',
          'candidates.utm_medium',
          'candidates.utm_campaign',
          'candidates.utm_term',
          'candidates.utm_content',
          'candidates.referrer',
          'candidates.landing_page',
        ])
        .select((eb) =>
          eb
            .selectFrom('attachments')
            .select('attachments.upload_status')
            .whereRef('attachments.candidate_uuid', '=', 'candidates.uuid')
            .orderBy('attachments.created_at', 'desc')
            .limit(1)
            .as('resume_status'),
        )
        .orderBy('candidates.created_at')
        .execute();
    },
  };
}
export type ApplicationsRepository = ReturnType<typeof applicationsRepository>;

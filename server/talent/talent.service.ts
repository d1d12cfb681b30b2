/**
 * What the console does with the talent database, below its routes (the CLI's import calls it too):
 * keeping applicants indexed (a profile gets its talent row, its stored resume's text is extracted
 * once), reading a dropped resume into a proposal, adding a candidate (after the duplicate check),
 * adding a resume to a profile, importing a CSV, and putting people forward for an opening.
 */
import { randomUUID } from 'node:crypto';
import type {
  AddTalentRequest,
  DuplicateMatch,
  ImportReport,
  ResumeDraft,
  TalentFields,
} from '#contracts/admin/talent';
import { AddTalentRequest as AddTalentSchema } from '#contracts/admin/talent';
import type { ResumeType } from '#contracts/api/files';
import type { Db, Dialect } from '../db/database';
import { nowIso } from '../lib/clock';
import { phoneKey } from '../people/identity';
import { attachUnassigned } from '../repositories/people.repository';
import { insertStoredResume } from '../repositories/stored-resume';
import { checkResume, detectResumeType } from '../storage/resume-type';
import { newStorageKey, type ResumeStorage } from '../storage/storage';
import { readFields } from './read-fields';
import { resumeText } from './resume-text';
import { readImport } from './talent-csv';
import { type Staffer, talentRepository } from './talent.repository';

const EXTRACT_BATCH = 50;
const SYNC_MARGIN_MS = 10 * 60_000;
/** With no sign of new work, the full pass still runs this often (an application another instance committed late). */
const FULL_PASS_MS = 30_000;

export function talentService(db: Db, dialect: Dialect, storage: ResumeStorage) {
  const repo = talentRepository(db, dialect);
  let activityWatermark = '';
  let indexing: Promise<number | undefined> | undefined;
  let newestSeen = '';
  let lastFullPass = 0;

  async function extractPending() {
    for (const row of await repo.pendingResumes(EXTRACT_BATCH)) {
      const stored = row.resume_key ? await storage.inspect(row.resume_key).catch(() => undefined) : undefined;
      const bytes = stored && stored.head.length >= stored.size ? stored.head : undefined;
      const type = bytes ? await detectResumeType(bytes) : undefined;
      const text = bytes && type ? await resumeText(bytes, type) : '';
      await repo.setResumeText(row.person_id, text, type ?? 'unreadable');
    }
  }

  /**
   * Applicants' profiles indexed, their resumes' text extracted, their newest applications counted as
   * activity. Runs before each search, but reads only one row of signals when nothing arrived; then
   * it answers the talent search version read with them (undefined when the pass ran and wrote).
   */
  function ensureIndexed(): Promise<number | undefined> {
    indexing ??= (async () => {
      try {
        // Most searches find nothing new: one round trip says so (with the talent search version,
        // which a search that follows then need not read again), and the pass is skipped.
        const signal = await repo.indexingSignal();
        const quiet = activityWatermark && !signal.waiting && signal.newest === newestSeen;
        if (quiet && Date.now() - lastFullPass < FULL_PASS_MS) return signal.version;
        newestSeen = signal.newest;
        lastFullPass = Date.now();
        const since = activityWatermark;
        activityWatermark = nowIso();
        await attachUnassigned(db);
        // Every profile the first time; afterwards those with an application since the last run, with
        // a margin for another instance's clock and its transactions still open (and every profile
        // again if the clock went back).
        const fromIso =
          since && since <= activityWatermark ? new Date(Date.parse(since) - SYNC_MARGIN_MS).toISOString() : undefined;
        while ((await repo.syncApplicants(fromIso)) === 500);
        if (since) await repo.refreshActivity(since);
        await extractPending();
        return undefined;
      } finally {
        indexing = undefined;
      }
    })();
    return indexing;
  }

  async function storeResume(bytes: Buffer) {
    const type = await checkResume(bytes);
    const key = newStorageKey('resumes', type);
    await storage.put(key, bytes, type);
    return { key, type };
  }

  const newFields = (fields: TalentFields, country?: string | null) => ({
    name: fields.name,
    email: fields.email,
    phone: fields.phone,
    country: country ?? 'US',
  });

  return {
    repo,
    ensureIndexed,

    /** A dropped resume: checked like the public form's, stored, its text read once, fields proposed. */
    async draft(bytes: Buffer, fileName: string, by: Staffer): Promise<ResumeDraft> {
      await ensureIndexed();
      const { key, type } = await storeResume(bytes);
      const text = await resumeText(bytes, type);
      const proposed = readFields(text);
      const id = randomUUID();
      const name = fileName.replace(/[\r\n\\/]/g, '_').slice(0, 255) || 'resume';
      await repo.saveUpload({
        id,
        storage_key: key,
        file_name: name,
        file_type: type,
        size: bytes.length,
        text,
        created_by: by.id,
      });
      return {
        upload: id,
        fileName: name,
        textPreview: text.slice(0, 1200),
        proposed,
        duplicates: await repo.duplicatesOf(newFields(proposed)),
      };
    },

    /** Adds a candidate, unless they look known and `confirmNew` is not set. */
    async add(input: AddTalentRequest, by: Staffer): Promise<{ id: string | null; duplicates: DuplicateMatch[] }> {
      const request = AddTalentSchema.parse(input);
      await ensureIndexed();
      if (!request.confirmNew) {
        const duplicates = await repo.duplicatesOf(newFields(request.fields));
        if (duplicates.length) return { id: null, duplicates };
      }
      const upload = request.upload ? await repo.upload(request.upload) : undefined;
      if (request.upload && (!upload || upload.created_by !== by.id)) return { id: null, duplicates: [] };
      const owner = request.owner
        ? await db.selectFrom('staff_users').select(['id', 'name']).where('id', '=', request.owner).executeTakeFirst()
        : undefined;
      const id = await repo.add({
        fields: request.fields,
        source: request.source,
        sourceDetail: request.sourceDetail,
        owner: owner ?? by,
        workAuthorization: request.workAuthorization ?? null,
        availableFrom: request.availableFrom ?? null,
        expectedPay: request.expectedPay ?? null,
        payUnit: request.payUnit ?? null,
        resume: upload
          ? { key: upload.storage_key, name: upload.file_name, type: upload.file_type, text: upload.text }
          : null,
      });
      if (upload) await repo.dropUpload(upload.id);
      return { id, duplicates: [] };
    },

    /** A dropped resume joins an existing profile (the duplicate warning's "add to this profile"). */
    async attachResume(personId: string, uploadId: string, by: Staffer): Promise<'ok' | 'missing' | 'no-upload'> {
      const upload = await repo.upload(uploadId);
      if (!upload || upload.created_by !== by.id) return 'no-upload';
      await ensureIndexed();
      const previous = await repo.attachResume(
        personId,
        { key: upload.storage_key, name: upload.file_name, type: upload.file_type, text: upload.text },
        readFields(upload.text),
      );
      if (previous === undefined) return 'missing';
      await repo.dropUpload(upload.id);
      return 'ok';
    },

    /** A CSV of candidates: every row checked; with `dryRun` nothing is written. */
    async importCsv(text: string, dryRun: boolean, by: Staffer): Promise<ImportReport> {
      const { rows, errors, total } = readImport(text);
      let added = 0;
      let duplicates = 0;
      for (const row of rows) {
        const known = await repo.duplicatesOf(newFields(row.fields));
        if (known.length) {
          duplicates += 1;
          errors.push({
            row: row.row,
            message: `Already known: ${known[0]?.reason === 'email' ? 'the same e-mail' : 'the same phone and name'} (not added).`,
          });
          continue;
        }
        if (!dryRun) {
          await repo.add({ ...row, owner: by, resume: null });
        }
        added += 1;
      }
      errors.sort((a, b) => a.row - b.row);
      return { rows: total, added, duplicates, errors, dryRun };
    },

    /**
     * People put forward for an opening: each becomes an application of it with source "Recruiter",
     * the profile's resume attached (a copy, so the application keeps it whatever happens to the
     * profile). Someone who already applied to it is skipped.
     */
    async putForward(reqId: number, people: readonly string[], by: Staffer) {
      const opening = await db
        .selectFrom('openings')
        .select(['uuid', 'country_uuid', 'title'])
        .where('req_id', '=', reqId)
        .executeTakeFirst();
      if (!opening) return undefined;
      await ensureIndexed();
      const created: { person: string; application: string }[] = [];
      const skipped: string[] = [];
      for (const personId of new Set(people)) {
        const row = await repo.byPerson(personId);
        const already = await db
          .selectFrom('candidates')
          .select('uuid')
          .where('person_id', '=', personId)
          .where('requirement_uuid', '=', opening.uuid)
          .executeTakeFirst();
        if (!row || already) {
          skipped.push(personId);
          continue;
        }
        const uuid = randomUUID();
        const now = nowIso();
        let resume: { key: string; type: ResumeType; size: number } | undefined;
        if (row.resume_key) {
          const stored = await storage.inspect(row.resume_key).catch(() => undefined);
          const type = stored && stored.head.length >= stored.size ? await detectResumeType(stored.head) : undefined;
          if (stored && type) {
            const key = newStorageKey('resumes', type);
            await storage.put(key, stored.head, type);
            resume = { key, type, size: stored.size };
          }
        }
        await db.transaction().execute(async (trx) => {
          await trx
            .insertInto('candidates')
            .values({
              uuid,
              requirement_uuid: opening.uuid,
              name: row.name,
              email: row.email,
              phone: row.phone,
              whatsapp: null,
              city: row.city ?? '',
              state_uuid: null,
              country_uuid: opening.country_uuid,
              work_authorization: row.work_authorization,
              h1b_approved: null,
              h1b_expiry: null,
              h1b_transfer: null,
              best_time_to_call: '',
              availability: row.available_from ? `From ${row.available_from}` : '',
              job_change_reason: '',
              current_salary: row.current_pay ?? '',
              expected_salary: row.expected_pay === null ? '' : String(row.expected_pay),
              desired_location: '',
              recruiter_name: by.name,
              content_hash: randomUUID(),
              created_at: now,
              utm_source: 'Recruiter',
              utm_medium: null,
              utm_campaign: null,
              utm_term: null,
              utm_content: null,
              referrer: null,
              landing_page: null,
              person_id: personId,
              phone_key: row.phone_e164 || phoneKey(row.phone),
            })
            .execute();
          if (resume) {
            await insertStoredResume(
              trx,
              {
                candidateUuid: uuid,
                createdBy: by.name,
                fileName: row.resume_name ?? 'resume',
                storageKey: resume.key,
                type: resume.type,
                size: resume.size,
                clientKey: null,
              },
              now,
            );
          }
          await trx.updateTable('talent').set({ last_activity_at: now }).where('person_id', '=', personId).execute();
        });
        created.push({ person: personId, application: uuid });
      }
      return { created, skipped, opening };
    },
  };
}
export type TalentService = ReturnType<typeof talentService>;

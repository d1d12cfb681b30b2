/**
 * The records of a resume already in storage, attached to one application: its attachment-info row
 * and its attachment row, marked stored. Shared by the public application and by a recruiter's
 * put-forward, which copies a profile's resume for the new application.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';

export type StoredResume = {
  candidateUuid: string;
  /** Who the attachment is recorded as made by (the applicant, or the recruiter who put them forward). */
  createdBy: string;
  fileName: string;
  storageKey: string;
  type: string;
  size: number;
  clientKey: string | null;
};

/** Writes the two rows inside the caller's transaction; `now` is the transaction's one timestamp. */
export async function insertStoredResume(db: Db, resume: StoredResume, now: string): Promise<void> {
  const infoId = randomUUID();
  await db
    .insertInto('attachment_infos')
    .values({ id: infoId, info_1: randomUUID(), info_2: 'S3', info_3: 'Attachment', content_hash: '', created_at: now })
    .execute();
  await db
    .insertInto('attachments')
    .values({
      id: randomUUID(),
      candidate_uuid: resume.candidateUuid,
      file_name: resume.fileName,
      created_by: resume.createdBy.slice(0, 100),
      insert_ts: now.slice(0, 19).replace('T', ' '),
      attachment_info_id: infoId,
      content_hash: '',
      storage_key: resume.storageKey,
      declared_type: resume.type,
      stored_type: resume.type,
      size: resume.size,
      upload_status: 'stored',
      uploaded_at: now,
      created_at: now,
      client_key: resume.clientKey,
    })
    .execute();
}

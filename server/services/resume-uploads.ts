/**
 * What happens when a candidate's resume has arrived: the attachment is marked stored and the
 * candidate's confirmation mail is queued (once) through the outbox.
 */
import type { FastifyInstance } from 'fastify';
import type { AttachmentsTable } from '../db/schema';
import { applicationConfirmation } from '../mail/compose';
import { checkResume, ResumeRejected } from '../storage/resume-type';

type App = Pick<FastifyInstance, 'repos' | 'storage' | 'outboxWorker' | 'log'>;

export async function resumeStored(app: App, attachment: AttachmentsTable, storedType: string, size: number) {
  await app.repos.applications.markStored(attachment.id, storedType, size);
  const candidate = await app.repos.applications.candidateWithOpening(attachment.candidate_uuid);
  if (!candidate) return;
  const queued = await app.repos.outbox.enqueue(applicationConfirmation(candidate));
  if (queued) app.outboxWorker.wake();
}

/** Checks uploads made straight to S3: size and bytes. Refused files are deleted. */
export async function verifyPendingUploads(app: App) {
  for (const attachment of await app.repos.applications.pendingUploads(20)) {
    const key = attachment.storage_key;
    if (!key) continue;
    const object = await app.storage.inspect(key);
    if (!object) continue;
    try {
      if (object.size > object.head.length) throw new ResumeRejected(413, 'The file is larger than 5 MB.');
      const type = await checkResume(object.head);
      await resumeStored(app, attachment, type, object.size);
    } catch (error) {
      if (!(error instanceof ResumeRejected)) throw error;
      app.log.warn({ attachmentId: attachment.id, reason: error.message }, 'uploaded resume refused');
      await app.storage.remove(key);
    }
  }
}

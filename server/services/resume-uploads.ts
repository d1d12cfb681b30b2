/**
 * What happens when a candidate's resume has arrived: the attachment is marked stored under the
 * extension its bytes show, and the candidate's confirmation mail is queued (once, throttled) through
 * the outbox.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { ResumeType } from '#contracts/api/files';
import type { AttachmentsTable } from '../db/schema';
import { applicationConfirmation } from '../mail/compose';
import type { ApplicationsRepository } from '../repositories/applications.repository';
import type { OutboxRepository } from '../repositories/outbox.repository';
import { RESUME_MESSAGES } from '#contracts/resume-file';
import { checkResume, ResumeRejected } from '../storage/resume-type';
import { keyForType, type ResumeStorage } from '../storage/storage';
import { type ConfirmationLimits, queueConfirmation } from './confirmations';
import type { ReserveUploadQuota } from './upload-quota';

/** What the job flow's resume steps use, and nothing more. */
export type ResumeUploadDeps = {
  applications: ApplicationsRepository;
  outbox: OutboxRepository;
  storage: ResumeStorage;
  confirmationLimits: ConfirmationLimits;
  /** The site's public origin for links and the logo in the confirmation (PUBLIC_URL), when set. */
  mailOrigin?: string | undefined;
  /** Reserves bytes of the client's upload quota; refuses (429) bytes past it. */
  reserveUploadQuota: ReserveUploadQuota;
  /** Tells the outbox worker a mail is waiting. */
  wakeOutbox: () => void;
  log: FastifyBaseLogger;
};

export async function resumeStored(
  deps: Omit<ResumeUploadDeps, 'storage'>,
  attachment: AttachmentsTable,
  stored: { type: ResumeType; size: number; key: string },
) {
  await deps.applications.markStored(attachment.id, stored.type, stored.size, stored.key);
  const candidate = await deps.applications.candidateWithOpening(attachment.candidate_uuid);
  if (!candidate) return;
  const outcome = await queueConfirmation(
    { outbox: deps.outbox, limits: deps.confirmationLimits, log: deps.log },
    applicationConfirmation(candidate, deps.mailOrigin),
    attachment.client_key,
  );
  if (outcome === 'queued') deps.wakeOutbox();
}

/** Checks uploads made straight to S3: size and bytes. Refused files are deleted. */
export async function verifyPendingUploads(deps: ResumeUploadDeps) {
  for (const attachment of await deps.applications.pendingUploads(20)) {
    const key = attachment.storage_key;
    if (!key) continue;
    const object = await deps.storage.inspect(key);
    if (!object) continue;
    try {
      if (object.size > object.head.length) throw new ResumeRejected(413, RESUME_MESSAGES.tooLarge);
      const type = await checkResume(object.head);
      // The extension comes from the bytes, not from the type the client declared.
      const storedKey = keyForType(key, type);
      if (storedKey !== key) await deps.storage.rename(key, storedKey);
      await resumeStored(deps, attachment, { type, size: object.size, key: storedKey });
    } catch (error) {
      if (!(error instanceof ResumeRejected)) throw error;
      deps.log.warn({ attachmentId: attachment.id, reason: error.message }, 'uploaded resume refused');
      await deps.storage.remove(key);
    }
  }
}

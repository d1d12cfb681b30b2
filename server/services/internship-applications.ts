/**
 * What happens when an internship application arrives: the resume is checked by its bytes and kept,
 * the application stored (the Aadhaar number only masked), the mail to the internship inbox queued
 * with the resume attached, and the applicant's confirmation queued (throttled, first name only).
 * Retries with the same `applicationId` store and queue once.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { maskAadhaar } from '#contracts/aadhaar';
import type { InternshipApplication } from '#contracts/api/internship';
import { nowIso } from '../lib/clock';
import { internshipConfirmation, internshipMail } from '../mail/compose';
import { ClientError } from '../plugins/error-handler';
import type { InternshipsRepository } from '../repositories/internships.repository';
import type { OutboxRepository } from '../repositories/outbox.repository';
import { checkResume, EXTENSION_OF } from '../storage/resume-type';
import { newStorageKey, type ResumeStorage } from '../storage/storage';
import { type ConfirmationLimits, queueConfirmation } from './confirmations';
import type { ReserveUploadQuota } from './upload-quota';

/** What the internship flow uses, and nothing more. */
export type InternshipDeps = {
  internships: InternshipsRepository;
  outbox: OutboxRepository;
  storage: ResumeStorage;
  /** Tells the outbox worker a mail is waiting. */
  wakeOutbox: () => void;
  /** The internship inbox's recipients. */
  inbox: string[];
  confirmationLimits: ConfirmationLimits;
  /** The site's public origin for links and the logo in its mails (PUBLIC_URL), when set. */
  mailOrigin?: string | undefined;
  /** Reserves bytes of the client's upload quota; refuses (429) bytes past it. */
  reserveUploadQuota: ReserveUploadQuota;
  log: FastifyBaseLogger;
};

export type InternshipSubmission = {
  application: InternshipApplication;
  /** The client's id for the application (a retry sends the same one), when it sent a valid UUID. */
  applicationId: string | undefined;
  resume: { bytes: Buffer; name: string };
  /** The requesting client (server/lib/client-key.ts), for the confirmation throttle. */
  clientKey: string;
};

export async function submitInternshipApplication(deps: InternshipDeps, submission: InternshipSubmission) {
  const { resume, applicationId } = submission;
  const id = applicationId ?? randomUUID();
  const existing = applicationId ? await deps.internships.byId(id) : undefined;
  if (existing && existing.email !== submission.application.email.toLowerCase()) {
    throw new ClientError(409, 'A different application with this id already exists.', 'applicationId');
  }

  const type = await checkResume(resume.bytes);
  const { aadharCardNumber, ...application } = submission.application;
  const aadhaarMasked = aadharCardNumber ? maskAadhaar(aadharCardNumber) : null;
  if (!existing) {
    // Reserved before the file is stored (parallel applications cannot pass the quota), given back
    // once the row that counts the bytes is written, or the attempt failed.
    const release = await deps.reserveUploadQuota(submission.clientKey, resume.bytes.length);
    try {
      const key = newStorageKey('internships', type);
      await deps.storage.put(key, resume.bytes, type);
      const insert = deps.internships.insert({
        id,
        email: application.email.toLowerCase(),
        first_name: application.firstName,
        last_name: application.lastName,
        details: JSON.stringify(application),
        aadhaar_masked: aadhaarMasked,
        resume_key: key,
        resume_type: type,
        resume_size: resume.bytes.length,
        resume_name: resume.name.replace(/[\r\n]/g, '').slice(0, 255),
        created_at: nowIso(),
        client_key: submission.clientKey,
      });
      // Every kept file belongs to a row: the loser of a race between retries (or a failed insert)
      // removes the file it wrote.
      const inserted = await insert.catch(async (error: unknown) => {
        await deps.storage.remove(key).catch(() => {});
        throw error;
      });
      if (!inserted) await deps.storage.remove(key);
    } finally {
      await release();
    }
  }
  // Queued once per application (dedupe key), also on a retry: if the database failed after the
  // application was stored but before its mail was queued, the client's retry queues it.
  const filename = `resume-${application.firstName}-${application.lastName}`.replace(/[^A-Za-z0-9_-]/g, '');
  await deps.outbox.enqueue({
    ...internshipMail(deps.inbox, application, aadhaarMasked, { id, origin: deps.mailOrigin }),
    attachments: [{ filename: `${filename}.${EXTENSION_OF[type]}`, contentType: type, content: resume.bytes }],
    dedupeKey: `internship:${id}`,
  });
  const confirmation = await queueConfirmation(
    { outbox: deps.outbox, limits: deps.confirmationLimits, log: deps.log },
    internshipConfirmation({ id, ...application }, deps.mailOrigin),
    submission.clientKey,
  );
  deps.wakeOutbox();
  return { id, confirmation };
}

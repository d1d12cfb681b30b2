/**
 * Personal data is kept only as long as needed (docs/RELIABILITY.md, "Retention"): applications and
 * their resumes for RETENTION_APPLICATIONS_MONTHS, contact messages for
 * RETENTION_CONTACT_MESSAGES_MONTHS, mails for RETENTION_MAIL_MONTHS, the talent database's people for
 * RETENTION_TALENT_MONTHS after their last activity (0 keeps them), clients' contacts
 * RETENTION_CLIENT_CONTACTS_MONTHS after their client was archived, each with the
 * staff notes and history about it, and a mail with its `.eml` copy. The purge and
 * the orphan-file sweep take the time as an argument, so tests run them with a clock they control;
 * the server runs both on a timer, operators with `npm run cli -- purge`.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { RetentionRepository } from '../repositories/retention.repository';
import { STORAGE_FOLDERS, type ResumeStorage } from '../storage/storage';

export type RetentionPolicy = {
  applicationsMonths: number;
  contactMessagesMonths: number;
  mailMonths: number;
  /** The talent database: months after a person's last activity (0 keeps them); default 24. */
  talentMonths?: number;
  /** Clients' contacts: months after their client was archived (0 keeps them); default 24. */
  clientContactsMonths?: number;
};

/** A resume dropped in the console but never confirmed is kept this long. */
export const TALENT_UPLOAD_MS = 24 * 60 * 60 * 1000;

export type RetentionDeps = {
  retention: RetentionRepository;
  storage: ResumeStorage;
  /** Where mails are kept as `.eml` files when there is no SMTP server (their copies go with the rows). */
  emlDir?: string;
};

/**
 * Removes the `.eml` copies of mails (kept under DATA_DIR/mail without SMTP_URL; they hold resumes
 * and personal data), so that they go with the mails' rows. Returns how many there were.
 */
export async function removeEmlCopies(emlDir: string | undefined, mailIds: string[]): Promise<number> {
  if (!emlDir) return 0;
  let removed = 0;
  for (const id of mailIds) {
    if (!/^[\w-]+$/.test(id)) continue;
    const file = path.join(emlDir, `${id}.eml`);
    const gone = await fs.rm(file).then(
      () => true,
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return false;
        throw error;
      },
    );
    if (gone) removed += 1;
  }
  return removed;
}

export type PurgeReport = {
  candidates: number;
  attachments: number;
  internshipApplications: number;
  contactMessages: number;
  clientRequests: number;
  /** Contacts of clients archived longer than RETENTION_CLIENT_CONTACTS_MONTHS. */
  clientContacts: number;
  mails: number;
  files: number;
  orphanFiles: number;
  /** People removed from the talent database (no activity within RETENTION_TALENT_MONTHS). */
  talent: number;
};

/** A file no row references is left alone this long: an upload or an application may be in progress. */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;

/** `now` minus whole calendar months, as stored times are: ISO-8601 UTC. */
export function monthsBefore(now: Date, months: number): string {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff.toISOString();
}

/** Deletes files that no row references and that are older than the grace period. Returns how many. */
export async function sweepOrphanFiles(deps: RetentionDeps, now: Date): Promise<number> {
  const referenced = await deps.retention.referencedKeys();
  const oldEnough = now.getTime() - ORPHAN_GRACE_MS;
  let removed = 0;
  for (const folder of STORAGE_FOLDERS) {
    for (const object of await deps.storage.list(folder)) {
      if (referenced.has(object.key) || object.modifiedAt.getTime() > oldEnough) continue;
      await deps.storage.remove(object.key);
      removed += 1;
    }
  }
  return removed;
}

/** Removes every row (and its files) past its retention period at `now`, then sweeps orphan files. */
export async function purgeExpired(deps: RetentionDeps, policy: RetentionPolicy, now: Date): Promise<PurgeReport> {
  const applications =
    policy.applicationsMonths > 0
      ? await deps.retention.purgeApplications(monthsBefore(now, policy.applicationsMonths))
      : { candidates: 0, attachments: 0, internshipApplications: 0, storageKeys: [] };
  for (const key of applications.storageKeys) await deps.storage.remove(key);
  const talentMonths = policy.talentMonths ?? 24;
  const talent = await deps.retention.purgeTalent(
    talentMonths > 0 ? monthsBefore(now, talentMonths) : '0000',
    new Date(now.getTime() - TALENT_UPLOAD_MS).toISOString(),
  );
  for (const key of talent.storageKeys) await deps.storage.remove(key);
  const contactMessages =
    policy.contactMessagesMonths > 0
      ? await deps.retention.purgeContactMessages(monthsBefore(now, policy.contactMessagesMonths))
      : 0;
  // A client's request for talent is kept as long as a contact message (RETENTION_CONTACT_MESSAGES_MONTHS).
  const clientRequests =
    policy.contactMessagesMonths > 0
      ? await deps.retention.purgeClientRequests(monthsBefore(now, policy.contactMessagesMonths))
      : 0;
  const clientContactsMonths = policy.clientContactsMonths ?? 24;
  const clientContacts =
    clientContactsMonths > 0 ? await deps.retention.purgeClientContacts(monthsBefore(now, clientContactsMonths)) : 0;
  const mailIds = policy.mailMonths > 0 ? await deps.retention.purgeMail(monthsBefore(now, policy.mailMonths)) : [];
  await removeEmlCopies(deps.emlDir, mailIds);
  const mails = mailIds.length;
  const orphanFiles = await sweepOrphanFiles(deps, now);
  return {
    candidates: applications.candidates,
    attachments: applications.attachments,
    internshipApplications: applications.internshipApplications,
    contactMessages,
    clientRequests,
    clientContacts,
    mails,
    files: applications.storageKeys.length + talent.storageKeys.length,
    orphanFiles,
    talent: talent.people,
  };
}

/** The server's purge timer: a run at start, then one every `intervalMs` (0: never). */
export function createRetentionTimer(options: {
  run: () => Promise<PurgeReport>;
  intervalMs: number;
  log: FastifyBaseLogger;
}) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const tick = () => {
    running = options
      .run()
      .then((report) => options.log.info({ ...report }, 'retention purge done'))
      .catch((error: unknown) => options.log.error({ err: error }, 'retention purge failed'))
      .finally(() => {
        running = undefined;
      });
  };
  return {
    start() {
      if (options.intervalMs <= 0 || timer) return;
      tick();
      timer = setInterval(() => {
        if (!running) tick();
      }, options.intervalMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
export type RetentionTimer = ReturnType<typeof createRetentionTimer>;

/**
 * The server's services, built once from the configuration: repositories, resume storage, the mail
 * transport, the outbox worker, the retention purge and the reports' weekly digest. The worker, the
 * purge timer and the digest timer are started by server.ts (not by tests, which drive them).
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createDigestTimer, type DigestTimer, sendWeeklyDigests } from '../admin/reports/weekly-digest';
import type { Config } from '../config';
import { type ChangeSignal, changeSignal } from '../lib/change-signal';
import { createOutboxWorker, type OutboxWorker } from '../mail/outbox-worker';
import { mailOrigin } from '../mail/mail-origin';
import { emlTransport, smtpTransport } from '../mail/transport';
import { applicationsRepository } from '../repositories/applications.repository';
import { clientRequestsRepository } from '../repositories/client-requests.repository';
import { contactMessagesRepository } from '../repositories/contact-messages.repository';
import { jobApplicationsRepository } from '../repositories/job-applications.repository';
import { internshipsRepository } from '../repositories/internships.repository';
import { openingsRepository } from '../repositories/openings.repository';
import { outboxRepository } from '../repositories/outbox.repository';
import { referenceRepository } from '../repositories/reference.repository';
import { retentionRepository } from '../repositories/retention.repository';
import { type ResumeUploadDeps, verifyPendingUploads } from '../services/resume-uploads';
import { uploadQuotaReservation } from '../services/upload-quota';
import { createRetentionTimer, purgeExpired, type PurgeReport, type RetentionTimer } from '../services/retention';
import { createStorage } from '../storage/create-storage';
import type { ResumeStorage } from '../storage/storage';

export type Repositories = {
  reference: ReturnType<typeof referenceRepository>;
  openings: ReturnType<typeof openingsRepository>;
  applications: ReturnType<typeof applicationsRepository>;
  outbox: ReturnType<typeof outboxRepository>;
  internships: ReturnType<typeof internshipsRepository>;
  retention: ReturnType<typeof retentionRepository>;
  contactMessages: ReturnType<typeof contactMessagesRepository>;
  clientRequests: ReturnType<typeof clientRequestsRepository>;
  jobApplications: ReturnType<typeof jobApplicationsRepository>;
};

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    repos: Repositories;
    storage: ResumeStorage;
    uploadSecret: string;
    outboxWorker: OutboxWorker;
    /** What the job flow's resume steps use (server/services/resume-uploads.ts). */
    resumeUploads: ResumeUploadDeps;
    /** Runs the retention purge and orphan sweep as of `now` (server/services/retention.ts). */
    purgeExpired(now: Date): Promise<PurgeReport>;
    /** The scheduled purge; started by server.ts (not by tests, which call purgeExpired). */
    retentionTimer: RetentionTimer;
    /** Queues the weekly digest due at `now` to those who opted in (server/admin/reports/weekly-digest.ts). */
    sendWeeklyDigests(now: Date): Promise<number>;
    /** The digest's weekly timer; started by server.ts (not by tests, which call sendWeeklyDigests). */
    digestTimer: DigestTimer;
    /**
     * Fired after every committed write to openings (server/lib/change-signal.ts); every cache built
     * from them subscribes. Call `notify()` after writing openings other than through `repos.openings`.
     */
    openingsChanged: ChangeSignal;
  }
}

const servicesPlugin: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  // Writes through the openings repository announce themselves; other code that changes openings
  // (an editor writing its own SQL) calls app.openingsChanged.
  const openingsChanges = changeSignal((error) => app.log.error({ err: error }, 'an openings-changed listener failed'));
  const repos: Repositories = {
    reference: referenceRepository(app.db),
    openings: openingsRepository(app.db, app.dialect, openingsChanges),
    applications: applicationsRepository(app.db),
    outbox: outboxRepository(app.db, app.dialect),
    internships: internshipsRepository(app.db),
    retention: retentionRepository(app.db),
    contactMessages: contactMessagesRepository(app.db),
    clientRequests: clientRequestsRepository(app.db),
    jobApplications: jobApplicationsRepository(app.db),
  };
  const { storage, uploadSecret } = createStorage(config);
  const transport = config.mail.smtpUrl
    ? smtpTransport(config.mail.smtpUrl, config.mail.from)
    : emlTransport(config.mail.emlDir, config.mail.from);

  const resumeUploads: ResumeUploadDeps = {
    applications: repos.applications,
    outbox: repos.outbox,
    storage,
    confirmationLimits: config.confirmations,
    mailOrigin: mailOrigin(config),
    reserveUploadQuota: uploadQuotaReservation({ db: app.db, ...repos }, config.uploadQuota),
    // Called only once the worker below exists.
    wakeOutbox: () => worker.wake(),
    log: app.log.child({ component: 'resume-uploads' }),
  };
  const worker = createOutboxWorker({
    outbox: repos.outbox,
    transport,
    log: app.log.child({ component: 'outbox' }),
    pollMs: config.mail.pollMs,
    maxAttempts: config.mail.maxAttempts,
    backoffMs: config.mail.backoffMs,
    leaseMs: config.mail.leaseMs,
    readStoredFile: async (key) => (await storage.inspect(key))?.head,
    // Browser uploads to S3 bypass this server: check them on each round.
    onTick: storage.kind === 's3' ? () => verifyPendingUploads(resumeUploads) : undefined,
  });

  app.decorate('openingsChanged', openingsChanges);
  app.decorate('config', config);
  app.decorate('repos', repos);
  app.decorate('storage', storage);
  app.decorate('uploadSecret', uploadSecret);
  app.decorate('outboxWorker', worker);
  app.decorate('resumeUploads', resumeUploads);
  const purge = (now: Date) =>
    purgeExpired({ retention: repos.retention, storage, emlDir: config.mail.emlDir }, config.retention, now);
  const retentionTimer = createRetentionTimer({
    run: () => purge(new Date()),
    intervalMs: config.retention.purgeIntervalMs,
    log: app.log.child({ component: 'retention' }),
  });
  app.decorate('purgeExpired', purge);
  app.decorate('retentionTimer', retentionTimer);
  const digests = (now: Date) =>
    sendWeeklyDigests(
      { db: app.db, origin: mailOrigin(config), schedule: config.reportDigest, wakeOutbox: () => worker.wake() },
      now,
    );
  const digestTimer = createDigestTimer({
    run: digests,
    schedule: config.reportDigest,
    log: app.log.child({ component: 'weekly-digest' }),
  });
  app.decorate('sendWeeklyDigests', digests);
  app.decorate('digestTimer', digestTimer);
  app.addHook('onClose', async () => {
    await digestTimer.stop();
    await retentionTimer.stop();
    await worker.stop();
    transport.close();
  });
};

export const services = fp(servicesPlugin, { name: 'services', dependencies: ['database'] });

/**
 * The server's services, built once from the configuration: repositories, resume storage, the mail
 * transport and the outbox worker. The worker is started by server.ts (not by tests, which drive it).
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { createOutboxWorker, type OutboxWorker } from '../mail/outbox-worker';
import { emlTransport, smtpTransport } from '../mail/transport';
import { applicationsRepository } from '../repositories/applications.repository';
import { internshipsRepository } from '../repositories/internships.repository';
import { openingsRepository } from '../repositories/openings.repository';
import { outboxRepository } from '../repositories/outbox.repository';
import { referenceRepository } from '../repositories/reference.repository';
import { verifyPendingUploads } from '../services/resume-uploads';
import { createStorage } from '../storage/create-storage';
import type { ResumeStorage } from '../storage/storage';

export type Repositories = {
  reference: ReturnType<typeof referenceRepository>;
  openings: ReturnType<typeof openingsRepository>;
  applications: ReturnType<typeof applicationsRepository>;
  outbox: ReturnType<typeof outboxRepository>;
  internships: ReturnType<typeof internshipsRepository>;
};

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    repos: Repositories;
    storage: ResumeStorage;
    uploadSecret: string;
    outboxWorker: OutboxWorker;
  }
}

const servicesPlugin: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  const repos: Repositories = {
    reference: referenceRepository(app.db),
    openings: openingsRepository(app.db),
    applications: applicationsRepository(app.db),
    outbox: outboxRepository(app.db, app.dialect),
    internships: internshipsRepository(app.db),
  };
  const { storage, uploadSecret } = createStorage(config);
  const transport = config.mail.smtpUrl
    ? smtpTransport(config.mail.smtpUrl, config.mail.from)
    : emlTransport(config.mail.emlDir, config.mail.from);

  const worker = createOutboxWorker({
    outbox: repos.outbox,
    transport,
    log: app.log.child({ component: 'outbox' }),
    pollMs: config.mail.pollMs,
    maxAttempts: config.mail.maxAttempts,
    backoffMs: config.mail.backoffMs,
    leaseMs: config.mail.leaseMs,
    // Browser uploads to S3 bypass this server: check them on each round.
    onTick: storage.kind === 's3' ? () => verifyPendingUploads(app) : undefined,
  });

  app.decorate('config', config);
  app.decorate('repos', repos);
  app.decorate('storage', storage);
  app.decorate('uploadSecret', uploadSecret);
  app.decorate('outboxWorker', worker);
  app.addHook('onClose', async () => {
    await worker.stop();
    transport.close();
  });
};

export const services = fp(servicesPlugin, { name: 'services', dependencies: ['database'] });

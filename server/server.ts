/**
 * Starts the server: `npm start` (after the build) and `npm run serve`.
 */
import { buildApp } from './app';
import { parseConfig } from './config';

async function main() {
  let config;
  try {
    config = parseConfig();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const app = await buildApp(config);

  // Graceful shutdown: stop accepting, let requests in flight finish, stop the outbox worker after
  // its current mail, close the database. A shutdown that hangs is cut off after the timeout.
  let closing = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      setTimeout(() => {
        app.log.error('shutdown timed out');
        process.exit(1);
      }, config.shutdownTimeoutMs).unref();
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error(error, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }

  await app.listen({ port: config.port, host: config.host });
  app.outboxWorker.start();
  app.retentionTimer.start();
  if (config.reportDigest.enabled) app.digestTimer.start();
  app.log.info(
    { storage: app.storage.kind, mail: config.mail.smtpUrl ? 'smtp' : 'eml', database: app.dialect },
    'ready',
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

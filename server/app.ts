/**
 * Builds the whole server: the APIs under /api and the web app everywhere else. It does not listen;
 * server.ts does. Tests build it with their own configuration.
 */
import compress from '@fastify/compress';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { adminApi } from './admin/admin.plugin';
import type { Config } from './config';
import { apiDocs } from './plugins/api-docs.plugin';
import { database } from './plugins/database.plugin';
import { installErrorHandler } from './plugins/error-handler';
import { loggerOptions } from './plugins/logger';
import { lazyChildLogger } from './plugins/request-logger';
import { publicOrigin } from './plugins/public-origin';
import { rateLimits } from './plugins/rate-limit.plugin';
import { requestChecks } from './plugins/request-checks';
import { securityHeaders } from './plugins/security-headers';
import { services } from './plugins/services.plugin';
import { healthRoutes } from './routes/health';
import { applicationRoutes } from './routes/applications.routes';
import { internshipRoutes } from './routes/internship.routes';
import { clientRequestRoutes } from './routes/client-requests.routes';
import { contactRoutes } from './routes/contact.routes';
import { mailRoutes } from './routes/mail.routes';
import { staffingRoutes } from './routes/staffing.routes';
import { uploadRoutes } from './routes/uploads.routes';
import { seo } from './seo/seo.plugin';
import { UPLOAD_ROUTE } from './storage/local-storage';
import { webApp } from './web-app/web-app.plugin';

/** Origins the browser must reach besides this server: the S3 endpoint resumes are PUT to. */
const connectSources = (config: Config) => {
  const s3 = config.storage.s3;
  if (!s3) return [];
  if (s3.endpoint) return [new URL(s3.endpoint).origin];
  return [`https://${s3.bucket}.s3.${s3.region}.amazonaws.com`, `https://s3.${s3.region}.amazonaws.com`];
};

/** `logStream` lets tests read the log lines. */
export async function buildApp(config: Config, options: { logStream?: NodeJS.WritableStream } = {}) {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    childLoggerFactory: lazyChildLogger,
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
    requestTimeout: config.requestTimeoutMs,
    // Node checks request timeouts every 30 s by default, so a slow client could hold its connection
    // for up to 30 s past REQUEST_TIMEOUT_MS; check every second instead.
    http: { connectionsCheckingInterval: 1000 },
    connectionTimeout: config.requestTimeoutMs + 5000,
    keepAliveTimeout: 10_000,
    return503OnClosing: true,
    routerOptions: { maxParamLength: 200 },
    // The database plugin migrates at start: on a large database (a full-text index over every resume)
    // or a loaded machine that outlasts Fastify's 10 s default. A hang still ends the start, later.
    pluginTimeout: 5 * 60_000,
  });
  // While closing, connections that finish their last request are closed at once instead of
  // lingering as keep-alive connections until the client drops them.
  let drain: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    drain = setInterval(() => app.server.closeIdleConnections(), 50);
    drain.unref();
  });
  app.addHook('onClose', async () => clearInterval(drain));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  await app.register(requestChecks);

  await app.register(securityHeaders, { connectSources: connectSources(config) });
  await app.register(publicOrigin, {
    publicUrl: config.publicUrl,
    allowedHosts: config.allowedHosts,
    listenHost: config.host,
  });
  await app.register(rateLimits, config.rateLimit);
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(database, { url: config.databaseUrl, seed: config.seedDemoData });
  await app.register(services, { config });

  if (config.apiDocs) await app.register(apiDocs);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(staffingRoutes, { prefix: '/staffing' });
      await api.register(mailRoutes, { prefix: '/mail' });
      await api.register(internshipRoutes);
      await api.register(applicationRoutes);
      await api.register(contactRoutes);
      await api.register(clientRequestRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(adminApi);
  if (app.storage.kind === 'local') await app.register(uploadRoutes, { prefix: UPLOAD_ROUTE });

  app.setNotFoundHandler((request, reply) => {
    const allowed = app.methodsAllowed(request.url);
    if (allowed.length) {
      return reply
        .code(405)
        .header('Allow', allowed.join(', '))
        .send({ message: `Method ${request.method} is not allowed here; use ${allowed.join(' or ')}.` });
    }
    return reply.code(404).send({ message: 'Not found' });
  });
  await app.register(seo, { webRoot: config.webRoot });
  await app.register(webApp, { webRoot: config.webRoot, transformHtml: app.pageHtml });
  return app;
}

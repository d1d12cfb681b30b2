/**
 * Builds the whole server: the APIs under /api and the web app everywhere else. It does not listen;
 * server.ts does. Tests build it with their own configuration.
 */
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { database } from './plugins/database.plugin';
import { installErrorHandler } from './plugins/error-handler';
import { loggerOptions } from './plugins/logger';
import { rateLimits } from './plugins/rate-limit.plugin';
import { securityHeaders } from './plugins/security-headers';
import { services } from './plugins/services.plugin';
import { healthRoutes } from './routes/health';
import { internshipRoutes } from './routes/internship.routes';
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

  await app.register(securityHeaders, { connectSources: connectSources(config) });
  await app.register(rateLimits, config.rateLimit);
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(database, { url: config.databaseUrl, seed: config.seedDemoData });
  await app.register(services, { config });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Northwind staffing and mail API',
        description: 'The staffing API, the e-mail API and internship applications behind the Northwind website.',
        version: '1.0.0',
      },
      tags: [{ name: 'staffing' }, { name: 'mail' }, { name: 'internship' }, { name: 'operations' }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(staffingRoutes, { prefix: '/staffing' });
      await api.register(mailRoutes, { prefix: '/mail' });
      await api.register(internshipRoutes);
    },
    { prefix: '/api' },
  );
  if (app.storage.kind === 'local') await app.register(uploadRoutes, { prefix: UPLOAD_ROUTE });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not found' }));
  await app.register(seo, { webRoot: config.webRoot, publicUrl: config.publicUrl });
  await app.register(webApp, { webRoot: config.webRoot, transformHtml: app.pageHtml });
  return app;
}

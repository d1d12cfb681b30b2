/**
 * Builds the whole server: the APIs under /api and the web app everywhere else. It does not listen;
 * server.ts does. Tests build it with their own configuration.
 */
import compress from '@fastify/compress';
import Fastify from 'fastify';
import type { Config } from './config';
import { database } from './plugins/database.plugin';
import { healthRoutes } from './routes/health';
import { webApp } from './web-app/web-app.plugin';

export async function buildApp(config: Config) {
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: false,
  });

  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(database, { url: config.databaseUrl });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
    },
    { prefix: '/api' },
  );

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not found' }));
  await app.register(webApp, { webRoot: config.webRoot });
  return app;
}

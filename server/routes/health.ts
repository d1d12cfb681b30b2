import type { FastifyPluginAsync } from 'fastify';
import { isDatabaseUp } from '../db/database';

/** GET /api/health: 200 when the database answers, 503 when it does not. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health', async (_request, reply) => {
    const up = await isDatabaseUp(app.db);
    return reply.code(up ? 200 : 503).send({ status: up ? 'ok' : 'unavailable', database: up ? 'up' : 'down' });
  });
};

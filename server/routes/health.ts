import type { FastifyPluginAsync } from 'fastify';
import { isDatabaseUp } from '../db/database';

/** GET /api/health: 200 when the database answers, 503 when it does not. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health', { schema: { tags: ['operations'] } }, async (_request, reply) => {
    const up = await isDatabaseUp(app.db);
    return reply
      .code(up ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send({ status: up ? 'ok' : 'unavailable', database: up ? 'up' : 'down' });
  });
};

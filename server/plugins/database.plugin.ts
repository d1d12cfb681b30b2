import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createDatabase, type Db, type Dialect } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dialect: Dialect;
  }
}

/** Opens the database, exposes it as `app.db`, and closes it when the server closes. */
const databasePlugin: FastifyPluginAsync<{ url: string }> = async (app, { url }) => {
  const { db, dialect } = createDatabase(url);
  app.decorate('db', db);
  app.decorate('dialect', dialect);
  app.addHook('onClose', async () => db.destroy());
};

export const database = fp(databasePlugin, { name: 'database' });

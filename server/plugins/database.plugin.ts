import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createDatabase, type Db, type Dialect } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seedDemoData } from '../db/seed/seed';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dialect: Dialect;
  }
}

/**
 * Opens the database, brings its schema up to date, fills an empty one with the demo data, exposes it
 * as `app.db`, and closes it when the server closes.
 */
const databasePlugin: FastifyPluginAsync<{ url: string; seed: boolean }> = async (app, { url, seed }) => {
  const { db, dialect } = createDatabase(url);
  app.addHook('onClose', async () => db.destroy());
  await migrateToLatest(db, dialect);
  if (seed && (await seedDemoData(db))) app.log.info('demo data added to the empty database');
  app.decorate('db', db);
  app.decorate('dialect', dialect);
};

export const database = fp(databasePlugin, { name: 'database' });

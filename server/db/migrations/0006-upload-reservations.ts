/**
 * Upload quota reservations: the bytes an upload in progress has claimed against its client's quota
 * (server/services/upload-quota.ts). A row lives from before the file is stored until the upload is
 * recorded or refused; rows of uploads that never finished stop counting after a few minutes.
 */
import type { Kysely, Migration } from 'kysely';

export const uploadReservations = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('upload_reservations')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('client_key', 'text', (c) => c.notNull())
      .addColumn('bytes', 'integer', (c) => c.notNull())
      .addColumn('at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('upload_reservations_client')
      .on('upload_reservations')
      .columns(['client_key', 'at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('upload_reservations').execute();
  },
});

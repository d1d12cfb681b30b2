/**
 * Clients ask for talent on the site (the Hire talent page): each request is stored, so the sales
 * desk works it from the console and the retention purge and erasure on request find it. `id` is the
 * request's Idempotency-Key: a retried send is one row. `review_status` is the console's status
 * (new, handled; converted once it became a client and a requirement), with the review history in
 * `review_events` like the other inboxes.
 */
import type { Kysely, Migration } from 'kysely';

export const hireTalent = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('client_requests')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('company', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('phone', 'text')
      .addColumn('role', 'text', (c) => c.notNull())
      .addColumn('skills', 'text', (c) => c.notNull())
      .addColumn('headcount', 'integer', (c) => c.notNull())
      .addColumn('seniority', 'text', (c) => c.notNull())
      .addColumn('start_date', 'text', (c) => c.notNull())
      .addColumn('duration', 'text', (c) => c.notNull())
      .addColumn('work_mode', 'text', (c) => c.notNull())
      .addColumn('location', 'text')
      .addColumn('budget', 'text')
      .addColumn('message', 'text')
      .addColumn('content_hash', 'text', (c) => c.notNull())
      .addColumn('client_key', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('review_status', 'text', (c) => c.notNull().defaultTo('new'))
      .addColumn('review_updated_at', 'text')
      .execute();
    await db.schema.createIndex('client_requests_created_at').on('client_requests').column('created_at').execute();
    await db.schema.createIndex('client_requests_email').on('client_requests').column('email').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('client_requests').execute();
  },
});

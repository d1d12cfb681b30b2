/**
 * The console as a hiring tool:
 * - `application_ratings`: each reviewer's 1–4 rating of an application with a short comment (one per
 *   reviewer and application, changed in place); removed with the application (erasure, retention);
 * - `staff_console_state`: per staff member, when they last looked at the home screen and after how
 *   many days an untouched application needs attention.
 */
import type { Kysely, Migration } from 'kysely';

export const consoleHiring = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('application_ratings')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('application_id', 'text', (c) => c.notNull().references('candidates.uuid').onDelete('cascade'))
      .addColumn('reviewer_id', 'text', (c) => c.notNull())
      .addColumn('reviewer_name', 'text', (c) => c.notNull())
      .addColumn('score', 'integer', (c) => c.notNull())
      .addColumn('comment', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('application_ratings_reviewer')
      .on('application_ratings')
      .columns(['application_id', 'reviewer_id'])
      .unique()
      .execute();

    await db.schema
      .createTable('staff_console_state')
      .addColumn('user_id', 'text', (c) => c.primaryKey())
      .addColumn('home_seen_at', 'text')
      .addColumn('stale_days', 'integer', (c) => c.notNull().defaultTo(5))
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('staff_console_state').ifExists().execute();
    await db.schema.dropIndex('application_ratings_reviewer').ifExists().execute();
    await db.schema.dropTable('application_ratings').ifExists().execute();
  },
});

/**
 * The placements report's setting and the weekly digest:
 * - `console_settings`: the console's settings shared by everyone, one row per key (admins edit
 *   them): `hours_per_month`, the hours a month a contract's run-rate assumes (160 unless set);
 * - `staff_users.weekly_digest`: 1 when the person asked for the weekly digest mail (admins and
 *   account managers opt in; 0 for everyone at first);
 * - `report_digests`: one row per person and week the digest was queued for (primary key), written in
 *   the same transaction as the mail, so two server instances never mail one person twice a week.
 */
import type { Kysely, Migration } from 'kysely';

export const reportDigests = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('console_settings')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('updated_by', 'text')
      .execute();
    await db.schema
      .alterTable('staff_users')
      .addColumn('weekly_digest', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createTable('report_digests')
      // No foreign key to staff_users, as in every migration after 0005: staff are disabled, never
      // deleted, and a key here would stop 0005 from going down on PostgreSQL.
      .addColumn('user_id', 'text', (c) => c.notNull())
      /** The Monday (UTC, YYYY-MM-DD) of the week the digest reports on. */
      .addColumn('week', 'text', (c) => c.notNull())
      .addColumn('mail_id', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('report_digests_pk', ['user_id', 'week'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('report_digests').ifExists().execute();
    await db.schema.alterTable('staff_users').dropColumn('weekly_digest').execute();
    await db.schema.dropTable('console_settings').ifExists().execute();
  },
});

/**
 * Internship applications get the job applications' pipeline, with steps of their own (New →
 * Screening → Interview → Offer → Joined, Rejected and Withdrawn apart):
 * - `internship_applications.reason_id`: why it is rejected or withdrawn (a `reasons` id, null otherwise);
 * - `internship_ratings`: each reviewer's 1–4 rating of an internship application with a short comment,
 *   one per reviewer and application, shaped like `application_ratings` (no foreign keys);
 * - the old statuses map onto the steps: New stays New; Handled — someone looked at it and acted, the
 *   outcome unrecorded — becomes Screening, in the records and in their history, so nothing claims an
 *   offer or a rejection nobody made. Down, every step but New is Handled again.
 */
import { type Kysely, type Migration, sql } from 'kysely';

type Tables = {
  internship_applications: { review_status: string };
  review_events: { subject_type: string; from_status: string | null; to_status: string | null };
};

/** Renames internship statuses `from` → `to`, in the records and in both ends of their history. */
async function renameStatus(
  db: Kysely<Tables>,
  matches: (column: 'review_status' | 'from_status' | 'to_status') => ReturnType<typeof sql<boolean>>,
  to: string,
) {
  await db.updateTable('internship_applications').set({ review_status: to }).where(matches('review_status')).execute();
  for (const column of ['from_status', 'to_status'] as const) {
    await db
      .updateTable('review_events')
      .set({ [column]: to })
      .where('subject_type', '=', 'internship')
      .where(matches(column))
      .execute();
  }
}

export const internshipPipeline = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('internship_applications').addColumn('reason_id', 'text').execute();
    await db.schema
      .createTable('internship_ratings')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('application_id', 'text', (c) => c.notNull())
      .addColumn('reviewer_id', 'text', (c) => c.notNull())
      .addColumn('reviewer_name', 'text', (c) => c.notNull())
      .addColumn('score', 'integer', (c) => c.notNull())
      .addColumn('comment', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('internship_ratings_reviewer')
      .on('internship_ratings')
      .columns(['application_id', 'reviewer_id'])
      .unique()
      .execute();
    await renameStatus(db as Kysely<Tables>, (column) => sql<boolean>`${sql.ref(column)} = 'handled'`, 'screening');
  },

  async down(db: Kysely<unknown>) {
    await renameStatus(
      db as Kysely<Tables>,
      (column) => sql<boolean>`${sql.ref(column)} is not null and ${sql.ref(column)} <> 'new'`,
      'handled',
    );
    await db.schema.dropIndex('internship_ratings_reviewer').ifExists().execute();
    await db.schema.dropTable('internship_ratings').ifExists().execute();
    await db.schema.alterTable('internship_applications').dropColumn('reason_id').execute();
  },
});

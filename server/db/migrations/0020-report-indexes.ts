/**
 * Indexes the reports read by (server/admin/reports/): recruiter activity walks the moves, notes and
 * mails of a range by their time, so `review_events` gets (subject_type, at). The funnel, ratios,
 * sources and time reports read a range of applications by `candidates.created_at` (0005) and their
 * moves by `review_events_subject` (0005).
 */
import type { Kysely, Migration } from 'kysely';

export const reportIndexes = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex('review_events_type_at').on('review_events').columns(['subject_type', 'at']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('review_events_type_at').execute();
  },
});

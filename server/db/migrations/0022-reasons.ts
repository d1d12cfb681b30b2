/**
 * Reasons for closing an application, edited by admins (server/admin/reasons/):
 * - `reasons`: one list per kind — `us` (we rejected), `client` (the client rejected a submittal) and
 *   `candidate` (the candidate withdrew) — each a label in an order; a retired reason is no longer
 *   offered but stays on the records that carry it (rows are never deleted);
 * - `candidates.reason_id`: why the application is rejected or withdrawn (null otherwise);
 * - `review_events.reason_id`: the reason a status change gave, so the history says it in words.
 * Seeded with a sensible list per kind; a submittal's client reason (0017's fixed codes) becomes the
 * id of the seeded client reason it named.
 */
import { type Kysely, type Migration, sql } from 'kysely';

type Seed = readonly [id: string, label: string];

/** The reasons every install starts with (ids are stable; labels may be renamed by admins). */
export const SEEDED_REASONS: Record<'us' | 'client' | 'candidate', readonly Seed[]> = {
  us: [
    ['us-skills', 'Skills do not match'],
    ['us-experience', 'Experience level'],
    ['us-rate', 'Rate or salary expectations'],
    ['us-location', 'Location or work authorisation'],
    ['us-no-response', 'No response from the candidate'],
    ['us-filled', 'Position filled or closed'],
    ['us-other', 'Other'],
  ],
  client: [
    ['client-skills', 'Skills do not match'],
    ['client-experience', 'Experience level'],
    ['client-rate', 'Rate or salary expectations'],
    ['client-location', 'Location or work authorisation'],
    ['client-availability', 'Not available in time'],
    ['client-communication', 'Communication'],
    ['client-another-candidate', 'Client chose another candidate'],
    ['client-filled', 'Position filled or closed'],
    ['client-other', 'Other'],
  ],
  candidate: [
    ['candidate-other-offer', 'Took another offer'],
    ['candidate-rate', 'Rate or salary'],
    ['candidate-location', 'Location'],
    ['candidate-personal', 'Personal reasons'],
    ['candidate-not-looking', 'No longer looking'],
    ['candidate-no-response', 'Stopped responding'],
    ['candidate-other', 'Other'],
  ],
};

/** 0017's client reasons, each the seeded reason it becomes. */
const OLD_CLIENT_REASONS = ['skills', 'experience', 'rate', 'availability', 'communication', 'filled', 'other'];

export const reasons = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('reasons')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('label', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('retired_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('reasons_kind').on('reasons').columns(['kind', 'position']).execute();
    await db.schema.alterTable('candidates').addColumn('reason_id', 'text').execute();
    await db.schema.createIndex('candidates_reason').on('candidates').column('reason_id').execute();
    await db.schema.alterTable('review_events').addColumn('reason_id', 'text').execute();

    const now = new Date().toISOString();
    const rows = Object.entries(SEEDED_REASONS).flatMap(([kind, seeds]) =>
      seeds.map(([id, label], position) => ({
        id,
        kind,
        label,
        position,
        retired_at: null,
        created_at: now,
        updated_at: now,
      })),
    );
    await (db as Kysely<{ reasons: (typeof rows)[number] }>).insertInto('reasons').values(rows).execute();
    await sql`update submittals set reason = 'client-' || reason where reason in (${sql.join(OLD_CLIENT_REASONS)})`.execute(
      db,
    );
  },
  async down(db: Kysely<unknown>) {
    await sql`update submittals set reason = substr(reason, 8) where reason like 'client-%'`.execute(db);
    await sql`update submittals set reason = 'other' where reason is not null and reason not in (${sql.join(OLD_CLIENT_REASONS)})`.execute(
      db,
    );
    await db.schema.alterTable('review_events').dropColumn('reason_id').execute();
    await db.schema.dropIndex('candidates_reason').execute();
    await db.schema.alterTable('candidates').dropColumn('reason_id').execute();
    await db.schema.dropTable('reasons').execute();
  },
});

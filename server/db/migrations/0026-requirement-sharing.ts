/**
 * Requirements shared with every recruiter (docs/product.md, "Who works which requirement"): recruiters
 * work the requirements they own and the shared ones; admins and account managers see all. Existing
 * requirements are shared, so nothing a recruiter worked on disappears.
 */
import type { Kysely, Migration } from 'kysely';

export const requirementSharing = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('openings')
      .addColumn('shared', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('openings').dropColumn('shared').execute();
  },
});

/**
 * Candidate profiles: one person, every application they sent.
 * - `people`: a profile (the name, e-mail and phone the console shows; `merged_into` while merged away);
 * - `candidates.person_id`: the application's profile; `candidates.phone_key`: its phone as compared
 *   (E.164, else digits), both indexed;
 * - `person_merges`: each merge with what it moved and the kept profile's details before, so an undo
 *   restores it exactly; `person_dismissals`: pairs an admin marked "not the same person".
 * Existing applications are attached oldest first, by the same rule as new ones
 * (server/repositories/people.repository.ts).
 */
import type { Kysely, Migration } from 'kysely';
import type { Db } from '../database';
import { attachUnassigned } from '../../repositories/people.repository';

export const candidateProfiles = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('people')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('merged_into', 'text')
      .execute();
    await db.schema.createIndex('people_email').on('people').column('email').execute();

    await db.schema.alterTable('candidates').addColumn('person_id', 'text').execute();
    await db.schema.alterTable('candidates').addColumn('phone_key', 'text').execute();
    await db.schema.createIndex('candidates_person').on('candidates').column('person_id').execute();
    await db.schema.createIndex('candidates_phone_key').on('candidates').column('phone_key').execute();

    await db.schema
      .createTable('person_merges')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('kept_id', 'text', (c) => c.notNull())
      .addColumn('merged_id', 'text', (c) => c.notNull())
      .addColumn('application_ids', 'text', (c) => c.notNull())
      .addColumn('kept_before', 'text', (c) => c.notNull())
      .addColumn('by_id', 'text', (c) => c.notNull())
      .addColumn('by_name', 'text', (c) => c.notNull())
      .addColumn('at', 'text', (c) => c.notNull())
      .addColumn('undone_at', 'text')
      .addColumn('undone_by', 'text')
      .execute();
    await db.schema.createIndex('person_merges_kept').on('person_merges').column('kept_id').execute();

    await db.schema
      .createTable('person_dismissals')
      .addColumn('person_a', 'text', (c) => c.notNull())
      .addColumn('person_b', 'text', (c) => c.notNull())
      .addColumn('by_id', 'text', (c) => c.notNull())
      .addColumn('by_name', 'text', (c) => c.notNull())
      .addColumn('at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('person_dismissals_pair', ['person_a', 'person_b'])
      .execute();

    // The talent database (0018) does not exist yet here.
    await attachUnassigned(db as unknown as Db, undefined, { talent: false });
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('person_dismissals').ifExists().execute();
    await db.schema.dropTable('person_merges').ifExists().execute();
    await db.schema.dropIndex('candidates_phone_key').ifExists().execute();
    await db.schema.dropIndex('candidates_person').ifExists().execute();
    await db.schema.alterTable('candidates').dropColumn('phone_key').execute();
    await db.schema.alterTable('candidates').dropColumn('person_id').execute();
    await db.schema.dropIndex('people_email').ifExists().execute();
    await db.schema.dropTable('people').ifExists().execute();
  },
});

/**
 * Reviewers' ratings of job or internship applications: one per reviewer and application (a new
 * rating replaces the reviewer's previous one), read one application at a time or summarised for a
 * page of a list. Each kind keeps its ratings in a table of the same shape.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { nowIso } from '../lib/clock';

export type RatingSummaryRow = { average: number | null; count: number };
const NONE: RatingSummaryRow = { average: null, count: 0 };

/** Where each kind's ratings are kept, and the records they rate. */
const RATED = {
  application: { ratings: 'application_ratings', records: 'candidates', key: 'uuid' },
  internship: { ratings: 'internship_ratings', records: 'internship_applications', key: 'id' },
} as const;
export type RatedKind = keyof typeof RATED;

export function ratingsRepository(db: Db, kind: RatedKind = 'application') {
  const { ratings, records, key } = RATED[kind];
  return {
    /** Sets the reviewer's rating; false when the application does not exist. */
    async rate(applicationId: string, by: { id: string; name: string }, score: number, comment: string) {
      const exists = await db.selectFrom(records).select(key).where(key, '=', applicationId).executeTakeFirst();
      if (!exists) return false;
      const at = nowIso();
      await db
        .insertInto(ratings)
        .values({
          id: randomUUID(),
          application_id: applicationId,
          reviewer_id: by.id,
          reviewer_name: by.name,
          score,
          comment: comment || null,
          created_at: at,
          updated_at: at,
        })
        .onConflict((oc) =>
          oc.columns(['application_id', 'reviewer_id']).doUpdateSet({
            score,
            comment: comment || null,
            reviewer_name: by.name,
            updated_at: at,
          }),
        )
        .execute();
      return true;
    },

    async forApplication(applicationId: string) {
      return db
        .selectFrom(ratings)
        .selectAll()
        .where('application_id', '=', applicationId)
        .orderBy('updated_at', 'desc')
        .execute();
    },

    /** Average (one decimal) and count per application; applications nobody rated get { null, 0 }. */
    async summaries(ids: readonly string[]): Promise<(id: string) => RatingSummaryRow> {
      const rows = ids.length
        ? await db
            .selectFrom(ratings)
            .select(['application_id', sql<string>`avg(score)`.as('average'), sql<string>`count(*)`.as('n')])
            .where('application_id', 'in', ids)
            .groupBy('application_id')
            .execute()
        : [];
      const found = new Map(
        rows.map((row) => [
          row.application_id,
          { average: Math.round(Number(row.average) * 10) / 10, count: Number(row.n) },
        ]),
      );
      return (id) => found.get(id) ?? NONE;
    },
  };
}
export type RatingsRepository = ReturnType<typeof ratingsRepository>;

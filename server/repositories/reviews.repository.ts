/**
 * The review history of applications, internship applications and contact messages: status changes
 * and notes, each with who and when. A status change updates the record's `review_status` and adds
 * its history entry in one transaction.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import type { ReviewEventsTable } from '../db/schema';
import { nowIso } from '../lib/clock';

export type ReviewSubject = ReviewEventsTable['subject_type'];
export type Reviewer = { id: string; name: string };

const TABLE = {
  application: { table: 'candidates', key: 'uuid' },
  internship: { table: 'internship_applications', key: 'id' },
  'contact-message': { table: 'contact_messages', key: 'id' },
} as const;

/** Rows per statement in bulk changes (well under every database's limit on bound values). */
const CHUNK = 100;
const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));

/** The history entry of one status change. */
const statusEvent = (
  subject: ReviewSubject,
  id: string,
  from: string | null,
  to: string,
  by: Reviewer,
  at: string,
  note?: string,
) => ({
  id: randomUUID(),
  subject_type: subject,
  subject_id: id,
  kind: 'status' as const,
  from_status: from,
  to_status: to,
  note: note || null,
  by_id: by.id,
  by_name: by.name,
  at,
});

export function reviewsRepository(db: Db) {
  return {
    async history(subject: ReviewSubject, id: string) {
      return db
        .selectFrom('review_events')
        .selectAll()
        .where('subject_type', '=', subject)
        .where('subject_id', '=', id)
        .orderBy('at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    /** Sets the status and records the change (with its note); false when the record does not exist. */
    async changeStatus(subject: ReviewSubject, id: string, status: string, by: Reviewer, note?: string) {
      const { table, key } = TABLE[subject];
      return db.transaction().execute(async (trx) => {
        const current = await trx.selectFrom(table).select('review_status').where(key, '=', id).executeTakeFirst();
        if (!current) return false;
        const at = nowIso();
        await trx
          .updateTable(table)
          .set({ review_status: status, review_updated_at: at })
          .where(key, '=', id)
          .execute();
        await trx
          .insertInto('review_events')
          .values(statusEvent(subject, id, current.review_status, status, by, at, note))
          .execute();
        return true;
      });
    },

    /**
     * Moves many records to `status` in one transaction, each change in its own history entry;
     * records already at `status` are left alone. Answers which moved, which were already there and
     * which no longer exist.
     */
    async changeStatusMany(
      subject: ReviewSubject,
      ids: readonly string[],
      status: string,
      by: Reviewer,
      note?: string,
    ) {
      const { table, key } = TABLE[subject];
      return db.transaction().execute(async (trx) => {
        const current = new Map<string, string>();
        for (const chunk of chunks(ids, CHUNK)) {
          const rows = await trx
            .selectFrom(table)
            .select([`${key} as id`, 'review_status'])
            .where(key, 'in', chunk)
            .execute();
          for (const row of rows) current.set(String(row.id), row.review_status);
        }
        const moved = ids.filter((id) => current.has(id) && current.get(id) !== status);
        const unchanged = ids.filter((id) => current.get(id) === status);
        const missing = ids.filter((id) => !current.has(id));
        const at = nowIso();
        for (const chunk of chunks(moved, CHUNK)) {
          await trx
            .updateTable(table)
            .set({ review_status: status, review_updated_at: at })
            .where(key, 'in', chunk)
            .execute();
          await trx
            .insertInto('review_events')
            .values(chunk.map((id) => statusEvent(subject, id, current.get(id) ?? null, status, by, at, note)))
            .execute();
        }
        return { moved, unchanged, missing };
      });
    },

    async addNote(subject: ReviewSubject, id: string, note: string, by: Reviewer) {
      await db
        .insertInto('review_events')
        .values({
          id: randomUUID(),
          subject_type: subject,
          subject_id: id,
          kind: 'note',
          from_status: null,
          to_status: null,
          note,
          by_id: by.id,
          by_name: by.name,
          at: nowIso(),
        })
        .execute();
    },

    async forSubjects(subject: ReviewSubject, ids: string[]) {
      if (!ids.length) return [];
      return db
        .selectFrom('review_events')
        .selectAll()
        .where('subject_type', '=', subject)
        .where('subject_id', 'in', ids)
        .orderBy('at')
        .execute();
    },
  };
}
export type ReviewsRepository = ReturnType<typeof reviewsRepository>;

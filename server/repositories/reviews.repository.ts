/**
 * The review history of applications, internship applications, contact messages and client requests: status changes
 * and notes, each with who and when. A status change updates the record's `review_status` and adds
 * its history entry in one transaction.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import type { ReviewEventsTable } from '../db/schema';
import { nowIso } from '../lib/clock';
import { cancelDelayedMails } from './outbox.repository';

export type ReviewSubject = ReviewEventsTable['subject_type'];
/** The records whose status the review pipeline moves (clients keep notes only). */
export type StatusSubject = Exclude<ReviewSubject, 'client'>;
export type Reviewer = { id: string; name: string };

const TABLE = {
  application: { table: 'candidates', key: 'uuid' },
  internship: { table: 'internship_applications', key: 'id' },
  'contact-message': { table: 'contact_messages', key: 'id' },
  'client-request': { table: 'client_requests', key: 'id' },
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
  { note, reasonId }: MoveDetail = {},
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
  reason_id: reasonId ?? null,
});

/**
 * What a move says beside its status: a note, and for a job or internship application why it closed
 * (a `reasons` id, checked by the caller: server/admin/reasons/require-reason.ts) and, for a job
 * application, who rejected it.
 */
export type MoveDetail = { note?: string | undefined; rejectedBy?: RejectedBy | undefined; reasonId?: string | null };

/** An application's rejecter goes with its status: set while rejected (`us` unless told), cleared otherwise. */
export type RejectedBy = 'us' | 'client';
export const rejecterOf = (status: string, rejectedBy?: RejectedBy): RejectedBy | null =>
  status === 'rejected' ? (rejectedBy ?? 'us') : null;
/** Adds a note to a record's history with `db` (which may be the caller's transaction). */
export async function addHistoryNote(db: Db, subject: ReviewSubject, id: string, note: string, by: Reviewer) {
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
}

/**
 * Why a pipeline's record is closed goes with its status: a job application's rejecter and reason, an
 * internship application's reason (null once it moves on). Inbox records carry neither.
 */
async function setClosing(trx: Db, subject: StatusSubject, ids: string[], status: string, detail: MoveDetail) {
  const reason_id = detail.reasonId ?? null;
  if (subject === 'application') {
    await trx
      .updateTable('candidates')
      .set({ rejected_by: rejecterOf(status, detail.rejectedBy), reason_id })
      .where('uuid', 'in', ids)
      .execute();
  } else if (subject === 'internship') {
    await trx.updateTable('internship_applications').set({ reason_id }).where('id', 'in', ids).execute();
  }
}

/**
 * Undoing a rejection cancels the rejection mails still waiting to leave (a mail sent later would
 * contradict the move), each cancellation on the history.
 */
async function afterMove(trx: Db, subject: ReviewSubject, id: string, from: string | null, to: string, by: Reviewer) {
  if (subject !== 'application' || from !== 'rejected' || to === 'rejected') return;
  const cancelled = await cancelDelayedMails(trx, { type: 'application', id }, by.name);
  for (const mailSubject of cancelled) {
    await addHistoryNote(
      trx,
      subject,
      id,
      `Mail cancelled before it left: “${mailSubject}” (the rejection was undone).`,
      by,
    );
  }
}

/**
 * Moves one record to `status` with `db` (the caller's transaction): its status, why it closed, the
 * history entry and what undoing a rejection cancels. `unchanged` (nothing written) when it is already
 * there and `onlyIfChanged`; `missing` when there is no such record.
 */
export async function moveRecord(
  db: Db,
  subject: StatusSubject,
  id: string,
  status: string,
  by: Reviewer,
  detail: MoveDetail = {},
  onlyIfChanged = false,
): Promise<'moved' | 'unchanged' | 'missing'> {
  const { table, key } = TABLE[subject];
  const current = await db.selectFrom(table).select('review_status').where(key, '=', id).executeTakeFirst();
  if (!current) return 'missing';
  if (onlyIfChanged && current.review_status === status) return 'unchanged';
  const at = nowIso();
  await db.updateTable(table).set({ review_status: status, review_updated_at: at }).where(key, '=', id).execute();
  await setClosing(db, subject, [id], status, detail);
  await db
    .insertInto('review_events')
    .values(statusEvent(subject, id, current.review_status, status, by, at, detail))
    .execute();
  await afterMove(db, subject, id, current.review_status, status, by);
  return 'moved';
}

export function reviewsRepository(db: Db) {
  return {
    /** Newest first, each with its reason's label (null when it gave none). */
    async history(subject: ReviewSubject, id: string) {
      return db
        .selectFrom('review_events')
        .leftJoin('reasons', 'reasons.id', 'review_events.reason_id')
        .selectAll('review_events')
        .select('reasons.label as reason_label')
        .where('review_events.subject_type', '=', subject)
        .where('review_events.subject_id', '=', id)
        .orderBy('review_events.at', 'desc')
        .orderBy('review_events.id', 'desc')
        .execute();
    },

    /** Sets the status and records the change (with its note and reason); false when the record does not exist. */
    async changeStatus(subject: StatusSubject, id: string, status: string, by: Reviewer, detail: MoveDetail = {}) {
      return db
        .transaction()
        .execute(async (trx) => (await moveRecord(trx, subject, id, status, by, detail)) !== 'missing');
    },

    /**
     * Moves many records to `status` in one transaction, each change in its own history entry;
     * records already at `status` are left alone. Answers which moved, which were already there and
     * which no longer exist.
     */
    async changeStatusMany(
      subject: StatusSubject,
      ids: readonly string[],
      status: string,
      by: Reviewer,
      detail: MoveDetail = {},
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
          await setClosing(trx, subject, chunk, status, detail);
          await trx
            .insertInto('review_events')
            .values(chunk.map((id) => statusEvent(subject, id, current.get(id) ?? null, status, by, at, detail)))
            .execute();
        }
        for (const id of moved) await afterMove(trx, subject, id, current.get(id) ?? null, status, by);
        return { moved, unchanged, missing };
      });
    },

    async addNote(subject: ReviewSubject, id: string, note: string, by: Reviewer) {
      await addHistoryNote(db, subject, id, note, by);
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

/**
 * A recruiter's mails to candidates, queued with what they leave on each application: the mail in the
 * outbox, a `mail` entry in the application's history holding the text sent, and (when asked) the
 * move to another stage, all in one transaction, so no mail goes without its record or the reverse.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import { nowIso } from '../lib/clock';
import { enqueueMail, type OutgoingMail } from './outbox.repository';

export type CandidateMailEntry = {
  applicationId: string;
  mail: OutgoingMail;
  /** What the history shows: the subject and the text sent. */
  record: string;
  moveTo?: string | null | undefined;
};

export function candidateMailsRepository(db: Db) {
  return {
    /** Name, address and opening title of each application that exists, in the order asked. */
    async recipients(ids: string[]) {
      const rows = await db
        .selectFrom('candidates')
        .leftJoin('openings', 'openings.uuid', 'candidates.requirement_uuid')
        .select(['candidates.uuid', 'candidates.name', 'candidates.email', 'openings.title'])
        .where('candidates.uuid', 'in', ids)
        .execute();
      const byId = new Map(rows.map((row) => [row.uuid, row]));
      return ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [row] : [];
      });
    },

    /** Queues every mail with its history entry (and stage move); the outbox ids in the same order. */
    async queue(entries: CandidateMailEntry[], by: { id: string; name: string }): Promise<string[]> {
      return db.transaction().execute(async (trx) => {
        const ids: string[] = [];
        for (const entry of entries) {
          const mailId = await enqueueMail(trx, entry.mail);
          if (!mailId) throw new Error('a candidate mail was not queued');
          ids.push(mailId);
          const at = nowIso();
          const event = {
            subject_type: 'application' as const,
            subject_id: entry.applicationId,
            by_id: by.id,
            by_name: by.name,
          };
          await trx
            .insertInto('review_events')
            .values({
              id: randomUUID(),
              ...event,
              kind: 'mail',
              from_status: null,
              to_status: null,
              note: entry.record,
              at,
            })
            .execute();
          if (!entry.moveTo) continue;
          const current = await trx
            .selectFrom('candidates')
            .select('review_status')
            .where('uuid', '=', entry.applicationId)
            .executeTakeFirst();
          if (!current || current.review_status === entry.moveTo) continue;
          await trx
            .updateTable('candidates')
            .set({ review_status: entry.moveTo, review_updated_at: at })
            .where('uuid', '=', entry.applicationId)
            .execute();
          await trx
            .insertInto('review_events')
            .values({
              id: randomUUID(),
              ...event,
              kind: 'status',
              from_status: current.review_status,
              to_status: entry.moveTo,
              note: null,
              at,
            })
            .execute();
        }
        return ids;
      });
    },
  };
}

/**
 * A recruiter's mails to candidates, queued with what they leave on each application: the mail in the
 * outbox, a `mail` entry in the application's history holding the text sent, and (when asked) the
 * move to another stage, all in one transaction, so no mail goes without its record or the reverse.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import { nowIso } from '../lib/clock';
import { enqueueMail, type OutgoingMail } from './outbox.repository';
import { moveRecord } from './reviews.repository';

/** Whose applications a candidate mail goes to. */
export type StatusOwner = 'application' | 'internship';
/** What an internship applicant applied for, in a mail's {{jobTitle}}. */
export const INTERNSHIP_TITLE = 'the internship';

export type CandidateMailEntry = {
  applicationId: string;
  mail: OutgoingMail;
  /** What the history shows: the subject and the text sent. */
  record: string;
  moveTo?: string | null | undefined;
  /** With a move to Rejected or Withdrawn: its reason (a `reasons` id the caller checked). */
  reasonId?: string | null | undefined;
};

export function candidateMailsRepository(db: Db) {
  return {
    /**
     * Name, address and what they applied for of each application that exists, in the order asked:
     * a job application's opening title; an internship application names none (the mail says "the
     * internship").
     */
    async recipients(ids: string[], owner: StatusOwner = 'application') {
      const rows =
        owner === 'internship'
          ? await db
              .selectFrom('internship_applications')
              .select(['id as uuid', 'first_name', 'last_name', 'email'])
              .where('id', 'in', ids)
              .execute()
              .then((found) =>
                found.map((row) => ({
                  uuid: row.uuid,
                  name: `${row.first_name} ${row.last_name}`,
                  email: row.email,
                  title: INTERNSHIP_TITLE,
                })),
              )
          : await db
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
    async queue(
      entries: CandidateMailEntry[],
      by: { id: string; name: string },
      owner: StatusOwner = 'application',
    ): Promise<string[]> {
      return db.transaction().execute(async (trx) => {
        const ids: string[] = [];
        for (const entry of entries) {
          const mailId = await enqueueMail(trx, entry.mail);
          if (!mailId) throw new Error('a candidate mail was not queued');
          ids.push(mailId);
          await trx
            .insertInto('review_events')
            .values({
              id: randomUUID(),
              subject_type: owner,
              subject_id: entry.applicationId,
              by_id: by.id,
              by_name: by.name,
              kind: 'mail',
              from_status: null,
              to_status: null,
              note: entry.record,
              at: nowIso(),
            })
            .execute();
          if (!entry.moveTo) continue;
          // Moving a rejected application on stops its rejection mail still waiting to leave.
          await moveRecord(
            trx,
            owner,
            entry.applicationId,
            entry.moveTo,
            by,
            { reasonId: entry.reasonId ?? null },
            true,
          );
        }
        return ids;
      });
    },
  };
}

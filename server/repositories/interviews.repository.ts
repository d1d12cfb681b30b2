/**
 * Client interviews: stored with their mails in the outbox and the application's history (and its
 * move to Client interview) in one transaction, so no invite goes out without its record; changed
 * (reschedule, cancel) the same way, the SEQUENCE one higher each time; listed by day range.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import { type RequirementScope, applicationInScope } from '../admin/resource/requirement-scope';
import type { InterviewsTable } from '../db/schema';
import { nowIso } from '../lib/clock';
import { DESK_STAGES } from '../desk/desk-stages';
import { addHistory, type DeskActor, moveForward } from './desk-moves';
import { enqueueMail, type OutgoingMail } from './outbox.repository';
import { countAll, offsetOf, withTotal } from './search';

export type InterviewValues = Omit<InterviewsTable, 'id' | 'by_id' | 'by_name' | 'created_at' | 'updated_at' | 'mails'>;
export type QueuedMail = { role: 'candidate' | 'panel'; to: string; when: string; mail: OutgoingMail };

export function interviewsRepository(db: Db) {
  const select = () =>
    db
      .selectFrom('interviews')
      .innerJoin('candidates', 'candidates.uuid', 'interviews.application_id')
      .leftJoin('openings', 'openings.uuid', 'candidates.requirement_uuid')
      .selectAll('interviews')
      .select([
        'candidates.name as candidate_name',
        'candidates.email as candidate_email',
        'openings.req_id',
        'openings.title',
      ]);

  /** Queues the mails and answers what to store of them. */
  const queue = async (trx: Db, mails: QueuedMail[]) => {
    const sent: { to: string; role: string; when: string; mailId: string }[] = [];
    for (const entry of mails) {
      const mailId = await enqueueMail(trx, entry.mail);
      if (!mailId) throw new Error('an interview mail was not queued');
      sent.push({ to: entry.to, role: entry.role, when: entry.when, mailId });
    }
    return JSON.stringify(sent);
  };

  return {
    byId: (id: string) => select().where('interviews.id', '=', id).executeTakeFirst(),

    async list(query: {
      page: number;
      pageSize: number;
      fromAt?: string;
      toAt?: string;
      state?: string;
      applicationId?: string;
      /** A recruiter's scope: interviews on applications to others' unshared requirements are left out. */
      scope?: RequirementScope;
    }) {
      let base = select();
      if (query.scope) base = base.where(applicationInScope(query.scope));
      if (query.fromAt) base = base.where('interviews.starts_at', '>=', query.fromAt);
      if (query.toAt) base = base.where('interviews.starts_at', '<', query.toAt);
      if (query.state) base = base.where('interviews.state', '=', query.state as InterviewsTable['state']);
      if (query.applicationId) base = base.where('interviews.application_id', '=', query.applicationId);
      const rows = base
        .orderBy('interviews.starts_at')
        .orderBy('interviews.id')
        .limit(query.pageSize)
        .offset(offsetOf(query.page, query.pageSize))
        .execute();
      return withTotal(rows, base.clearSelect().select(countAll()).executeTakeFirst());
    },

    async create(values: InterviewValues, mails: QueuedMail[], by: DeskActor, history: string): Promise<string> {
      const id = randomUUID();
      const at = nowIso();
      await db.transaction().execute(async (trx) => {
        const sent = await queue(trx, mails);
        await trx
          .insertInto('interviews')
          .values({ id, ...values, mails: sent, by_id: by.id, by_name: by.name, created_at: at, updated_at: at })
          .execute();
        await addHistory(trx, values.application_id, 'mail', history, by, at);
        await moveForward(trx, values.application_id, DESK_STAGES.clientInterview, by, at);
      });
      return id;
    },

    /** A reschedule or a cancel: the new values (SEQUENCE already raised) and the mails that say so. */
    async change(id: string, values: Partial<InterviewValues>, mails: QueuedMail[], by: DeskActor, history: string) {
      const at = nowIso();
      await db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('interviews')
          .select('application_id')
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        const sent = await queue(trx, mails);
        await trx
          .updateTable('interviews')
          .set({ ...values, mails: sent, updated_at: at })
          .where('id', '=', id)
          .execute();
        await addHistory(trx, row.application_id, 'mail', history, by, at);
      });
    },
  };
}
export type InterviewsRepository = ReturnType<typeof interviewsRepository>;
export type InterviewRow = NonNullable<Awaited<ReturnType<InterviewsRepository['byId']>>>;

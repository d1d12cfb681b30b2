/**
 * Submittals: the mail to the client's contacts queued in the outbox with the submittal, the
 * application's history entry (what was sent) and its move to Submitted, in one transaction; the
 * client's answer recorded with its history entry and move the same way; listed with filters.
 */
import { randomUUID } from 'node:crypto';
import type { ApplicationStatus } from '#contracts/admin/applications';
import type { SubmittalsQuery } from '#contracts/admin/submittals';
import type { z } from '#contracts/zod';
import type { Db } from '../db/database';
import { type RequirementScope, applicationInScope } from '../admin/resource/requirement-scope';
import type { SubmittalsTable } from '../db/schema';
import { nowIso } from '../lib/clock';
import { DESK_STAGES } from '../desk/desk-stages';
import { addHistory, type DeskActor, moveForward } from './desk-moves';
import { enqueueMail, type OutgoingMail } from './outbox.repository';
import { containsAny, countAll, offsetOf, withTotal } from './search';

type ListQuery = Omit<z.output<typeof SubmittalsQuery>, 'page' | 'pageSize' | 'search'> & {
  page: number;
  pageSize: number;
  search?: string | undefined;
};
export type SubmittalValues = Omit<
  SubmittalsTable,
  'id' | 'mail_id' | 'created_at' | 'updated_at' | 'by_id' | 'by_name'
>;

export function submittalsRepository(db: Db) {
  const select = () =>
    db
      .selectFrom('submittals')
      .innerJoin('candidates', 'candidates.uuid', 'submittals.application_id')
      .leftJoin('openings', 'openings.uuid', 'candidates.requirement_uuid')
      .leftJoin('reasons', 'reasons.id', 'submittals.reason')
      .selectAll('submittals')
      .select([
        'candidates.name as candidate_name',
        'candidates.person_id',
        'openings.req_id',
        'openings.title',
        'reasons.label as reason_label',
      ]);

  return {
    byId: (id: string) => select().where('submittals.id', '=', id).executeTakeFirst(),

    /** A page of submittals; with a recruiter's scope, none on others' unshared requirements. */
    async list(query: ListQuery, scope: RequirementScope = null) {
      let base = select();
      if (scope) base = base.where(applicationInScope(scope));
      if (query.state) base = base.where('submittals.state', '=', query.state);
      if (query.reqId) base = base.where('openings.req_id', '=', query.reqId);
      if (query.applicationId) base = base.where('submittals.application_id', '=', query.applicationId);
      if (query.search)
        base = base.where(containsAny(['candidates.name', 'openings.title', 'submittals.recipients'], query.search));
      const rows = base
        .orderBy('submittals.created_at', 'desc')
        .orderBy('submittals.id')
        .limit(query.pageSize)
        .offset(offsetOf(query.page, query.pageSize))
        .execute();
      return withTotal(rows, base.clearSelect().select(countAll()).executeTakeFirst());
    },

    async create(values: SubmittalValues, mail: OutgoingMail, by: DeskActor, history: string): Promise<string> {
      const id = randomUUID();
      const at = nowIso();
      await db.transaction().execute(async (trx) => {
        const mailId = await enqueueMail(trx, mail);
        if (!mailId) throw new Error('the submittal mail was not queued');
        await trx
          .insertInto('submittals')
          .values({ id, ...values, mail_id: mailId, by_id: by.id, by_name: by.name, created_at: at, updated_at: at })
          .execute();
        await addHistory(trx, values.application_id, 'mail', history, by, at);
        await moveForward(trx, values.application_id, DESK_STAGES.submitted, by, at);
      });
      return id;
    },

    async answer(
      id: string,
      answer: { state: string; date: string; reason: string | null; note: string | null },
      moveTo: ApplicationStatus,
      by: DeskActor,
      history: string,
    ) {
      const at = nowIso();
      await db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('submittals')
          .select('application_id')
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        await trx
          .updateTable('submittals')
          .set({
            state: answer.state,
            answer_date: answer.date,
            reason: answer.reason,
            answer_note: answer.note,
            updated_at: at,
          })
          .where('id', '=', id)
          .execute();
        await addHistory(trx, row.application_id, 'note', history, by, at);
        await moveForward(trx, row.application_id, moveTo, by, at, undefined, answer.reason);
      });
    },
  };
}
export type SubmittalsRepository = ReturnType<typeof submittalsRepository>;
export type SubmittalRow = NonNullable<Awaited<ReturnType<SubmittalsRepository['byId']>>>;

/**
 * Clients' requests for talent (the Hire talent page), for the public endpoint and the console. Keyed
 * by the request's Idempotency-Key: a retry of the same request stores nothing new and queues no
 * second mail; other content under a known key is a conflict. The request and the sales inbox's mail
 * are committed in one transaction, so a stored request always has its mail queued.
 *
 * Turning a request into a client and a requirement is server/admin/inbox/convert-client-request.ts:
 * one transaction that also marks it 'converted' with links to both.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import type { ClientRequestsTable } from '../db/schema';
import { nowIso } from '../lib/clock';
import { enqueueMail, type OutgoingMail } from './outbox.repository';
import type { Reviewer } from './reviews.repository';
import { containsAny, countAll, type InboxFilter, offsetOf, withTotal } from './search';

export type ClientRequestInsertOutcome = 'inserted' | 'duplicate' | 'conflict';
export type ClientRequestRow = ClientRequestsTable & {
  review_status: string;
  review_updated_at: string | null;
  /** Set once converted (0025-client-request-conversion). */
  client_id: string | null;
  requirement_req_id: number | null;
};

export function clientRequestsRepository(db: Db) {
  return {
    async insertWithMail(row: ClientRequestsTable, mail: OutgoingMail): Promise<ClientRequestInsertOutcome> {
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .insertInto('client_requests')
          .values(row)
          .onConflict((oc) => oc.column('id').doNothing())
          .executeTakeFirst();
        if (!result.numInsertedOrUpdatedRows) {
          const stored = await trx
            .selectFrom('client_requests')
            .select('content_hash')
            .where('id', '=', row.id)
            .executeTakeFirst();
          return stored?.content_hash === row.content_hash ? 'duplicate' : 'conflict';
        }
        await enqueueMail(trx, { ...mail, dedupeKey: `client-request:${row.id}` });
        return 'inserted';
      });
    },

    /** The console's list: newest first, searched (company, name, address, role, skills), filtered by status, paged. */
    async page(filter: InboxFilter) {
      let base = db.selectFrom('client_requests');
      if (filter.status) base = base.where('review_status', '=', filter.status);
      if (filter.search) base = base.where(containsAny(['company', 'name', 'email', 'role', 'skills'], filter.search));
      return withTotal(
        base
          .select([
            'id',
            'company',
            'name',
            'email',
            'role',
            'skills',
            'headcount',
            'seniority',
            'start_date',
            'work_mode',
            'location',
            'review_status',
            'created_at',
          ])
          .orderBy('created_at', 'desc')
          .orderBy('id')
          .limit(filter.pageSize)
          .offset(offsetOf(filter.page, filter.pageSize))
          .execute(),
        base.select(countAll()).executeTakeFirst(),
      );
    },

    /** One request with every column, or undefined. */
    async findById(id: string): Promise<ClientRequestRow | undefined> {
      return db.selectFrom('client_requests').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /**
     * Sets the status (e.g. 'converted' once the request became a client and a requirement) and
     * records the change in the request's history, in one transaction; false when there is no such request.
     */
    async setStatus(id: string, status: string, by: Reviewer, note?: string) {
      return db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom('client_requests')
          .select('review_status')
          .where('id', '=', id)
          .executeTakeFirst();
        if (!current) return false;
        const at = nowIso();
        await trx
          .updateTable('client_requests')
          .set({ review_status: status, review_updated_at: at })
          .where('id', '=', id)
          .execute();
        await trx
          .insertInto('review_events')
          .values({
            id: randomUUID(),
            subject_type: 'client-request',
            subject_id: id,
            kind: 'status',
            from_status: current.review_status,
            to_status: status,
            note: note || null,
            by_id: by.id,
            by_name: by.name,
            at,
          })
          .execute();
        return true;
      });
    },
  };
}
export type ClientRequestsRepository = ReturnType<typeof clientRequestsRepository>;
/** One request as the console's list shows it (the record has every column). */
export type ClientRequestListRow = Awaited<ReturnType<ClientRequestsRepository['page']>>['items'][number];

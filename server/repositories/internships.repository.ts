/**
 * Internship applications, for the public form and the console. The Aadhaar number is never stored:
 * only its masked last four digits.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { InternshipApplicationsTable } from '../db/schema';
import { containsAny, countAll, type InboxFilter, offsetOf, withTotal } from './search';

export function internshipsRepository(db: Db) {
  return {
    /** Stores the application; false when a row with its id is already there (a concurrent retry won). */
    async insert(row: InternshipApplicationsTable): Promise<boolean> {
      const result = await db
        .insertInto('internship_applications')
        .values(row)
        .onConflict((oc) => oc.column('id').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /** Resume bytes this client sent with internship applications since `since` (its upload quota). */
    async bytesStoredBy(clientKey: string, since: string): Promise<number> {
      const row = await db
        .selectFrom('internship_applications')
        .select(sql<string | number | null>`sum(resume_size)`.as('bytes'))
        .where('client_key', '=', clientKey)
        .where('created_at', '>=', since)
        .executeTakeFirst();
      return Number(row?.bytes ?? 0);
    },

    /** The console's list: newest first, searched (name, address), filtered by status, paged. */
    async page(filter: InboxFilter) {
      let base = db.selectFrom('internship_applications');
      if (filter.status) base = base.where('review_status', '=', filter.status);
      if (filter.search) base = base.where(containsAny(['first_name', 'last_name', 'email'], filter.search));
      return withTotal(
        base
          .select(['id', 'first_name', 'last_name', 'email', 'details', 'review_status', 'created_at'])
          .orderBy('created_at', 'desc')
          .orderBy('id')
          .limit(filter.pageSize)
          .offset(offsetOf(filter.page, filter.pageSize))
          .execute(),
        base.select(countAll()).executeTakeFirst(),
      );
    },

    async byId(id: string) {
      return db.selectFrom('internship_applications').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async exportRows() {
      return db.selectFrom('internship_applications').selectAll().orderBy('created_at').execute();
    },
  };
}
export type InternshipsRepository = ReturnType<typeof internshipsRepository>;
/** One internship application as the console's list shows it (the record has every column). */
export type InternshipListRow = Awaited<ReturnType<InternshipsRepository['page']>>['items'][number];

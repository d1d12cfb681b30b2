/**
 * Internship applications, for the public form and the console. The Aadhaar number is never stored:
 * only its masked last four digits.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { InternshipApplicationsTable } from '../db/schema';
import { containsAny, countAll, offsetOf, withTotal } from './search';

/** What the console's list, board and bulk moves filter by (every part optional). */
export type InternshipFilter = {
  status?: string | undefined;
  reason?: string | undefined;
  minRating?: number | undefined;
  search?: string | undefined;
};
export type InternshipPageFilter = InternshipFilter & { page: number; pageSize: number };

export function internshipsRepository(db: Db) {
  const filtered = (filter: InternshipFilter) => {
    let base = db.selectFrom('internship_applications');
    if (filter.status) base = base.where('review_status', '=', filter.status);
    if (filter.reason) base = base.where('reason_id', '=', filter.reason);
    if (filter.search) base = base.where(containsAny(['first_name', 'last_name', 'email'], filter.search));
    if (filter.minRating !== undefined) {
      const average = db
        .selectFrom('internship_ratings')
        .select(sql<number>`avg(internship_ratings.score)`.as('average'))
        .where(
          sql<boolean>`${sql.ref('internship_ratings.application_id')} = ${sql.ref('internship_applications.id')}`,
        );
      base = base.where(sql<boolean>`(${average}) >= ${filter.minRating}`);
    }
    return base;
  };
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

    /** The console's list: newest first, searched (name, address), filtered, paged. */
    async page(filter: InternshipPageFilter) {
      const base = filtered(filter);
      return withTotal(
        base
          .select([
            'id',
            'first_name',
            'last_name',
            'email',
            'details',
            'review_status',
            'review_updated_at',
            'reason_id',
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

    /** The ids matching a filter, newest first, at most `limit` of them, and how many match in all. */
    async matchingIds(filter: InternshipFilter, limit: number) {
      const base = filtered(filter);
      return withTotal(
        base
          .select('id')
          .orderBy('created_at', 'desc')
          .orderBy('id')
          .limit(limit)
          .execute()
          .then((rows) => rows.map((row) => row.id)),
        base.select(countAll()).executeTakeFirst(),
      ).then(({ items, total }) => ({ ids: items, total }));
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

/**
 * Internship applications and contact messages as the console sees them: newest first, searched,
 * filtered by status and paged on the server; one record.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { containsPattern, lowerLike, offsetOf } from './search';

export type InboxFilter = { page: number; pageSize: number; search?: string | undefined; status?: string | undefined };

export function consoleInboxRepository(db: Db) {
  return {
    async internships(filter: InboxFilter) {
      let base = db.selectFrom('internship_applications');
      if (filter.status) base = base.where('review_status', '=', filter.status);
      if (filter.search) {
        const pattern = containsPattern(filter.search);
        base = base.where((eb) =>
          eb.or([lowerLike('first_name', pattern), lowerLike('last_name', pattern), lowerLike('email', pattern)]),
        );
      }
      const [items, total] = await Promise.all([
        base
          .select(['id', 'first_name', 'last_name', 'email', 'details', 'review_status', 'created_at'])
          .orderBy('created_at', 'desc')
          .orderBy('id')
          .limit(filter.pageSize)
          .offset(offsetOf(filter.page, filter.pageSize))
          .execute(),
        base.select(sql<string>`count(*)`.as('count')).executeTakeFirst(),
      ]);
      return { items, total: Number(total?.count ?? 0) };
    },

    async internship(id: string) {
      return db.selectFrom('internship_applications').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async contactMessages(filter: InboxFilter) {
      let base = db.selectFrom('contact_messages');
      if (filter.status) base = base.where('review_status', '=', filter.status);
      if (filter.search) {
        const pattern = containsPattern(filter.search);
        base = base.where((eb) =>
          eb.or([lowerLike('name', pattern), lowerLike('email', pattern), lowerLike('message', pattern)]),
        );
      }
      const [items, total] = await Promise.all([
        base
          .select(['id', 'name', 'email', 'message', 'review_status', 'created_at'])
          .orderBy('created_at', 'desc')
          .orderBy('id')
          .limit(filter.pageSize)
          .offset(offsetOf(filter.page, filter.pageSize))
          .execute(),
        base.select(sql<string>`count(*)`.as('count')).executeTakeFirst(),
      ]);
      return { items, total: Number(total?.count ?? 0) };
    },

    async contactMessage(id: string) {
      return db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirst();
    },
  };
}
export type ConsoleInboxRepository = ReturnType<typeof consoleInboxRepository>;
/** One internship application as a list shows it (the record has every column). */
export type InternshipListRow = Awaited<ReturnType<ConsoleInboxRepository['internships']>>['items'][number];
/** One contact message as a list shows it (the record has every column). */
export type ContactMessageListRow = Awaited<ReturnType<ConsoleInboxRepository['contactMessages']>>['items'][number];

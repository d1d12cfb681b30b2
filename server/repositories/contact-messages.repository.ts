/**
 * Contact messages, for the public form and the console. Keyed by the client's UUID: a retry of the same message stores nothing new (and
 * queues no second mail); different content under a known UUID is a conflict. The message and its
 * inbox mail are committed in one transaction, so a stored message always has its mail queued.
 */
import type { Db } from '../db/database';
import type { ContactMessagesTable } from '../db/schema';
import { enqueueMail, type OutgoingMail } from './outbox.repository';
import { containsAny, countAll, type InboxFilter, offsetOf, withTotal } from './search';

export type ContactInsertOutcome = 'inserted' | 'duplicate' | 'conflict';

export function contactMessagesRepository(db: Db) {
  return {
    async insertWithMail(row: ContactMessagesTable, mail: OutgoingMail): Promise<ContactInsertOutcome> {
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .insertInto('contact_messages')
          .values(row)
          .onConflict((oc) => oc.column('id').doNothing())
          .executeTakeFirst();
        if (!result.numInsertedOrUpdatedRows) {
          const stored = await trx
            .selectFrom('contact_messages')
            .select('content_hash')
            .where('id', '=', row.id)
            .executeTakeFirst();
          return stored?.content_hash === row.content_hash ? 'duplicate' : 'conflict';
        }
        await enqueueMail(trx, { ...mail, dedupeKey: `contact:${row.id}` });
        return 'inserted';
      });
    },

    /** The console's list: newest first, searched (name, address, message), filtered by status, paged. */
    async page(filter: InboxFilter) {
      let base = db.selectFrom('contact_messages');
      if (filter.status) base = base.where('review_status', '=', filter.status);
      if (filter.search) base = base.where(containsAny(['name', 'email', 'message'], filter.search));
      return withTotal(
        base
          .select(['id', 'name', 'email', 'message', 'review_status', 'created_at'])
          .orderBy('created_at', 'desc')
          .orderBy('id')
          .limit(filter.pageSize)
          .offset(offsetOf(filter.page, filter.pageSize))
          .execute(),
        base.select(countAll()).executeTakeFirst(),
      );
    },

    async byId(id: string) {
      return db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirst();
    },
  };
}
export type ContactMessagesRepository = ReturnType<typeof contactMessagesRepository>;
/** One contact message as the console's list shows it (the record has every column). */
export type ContactMessageListRow = Awaited<ReturnType<ContactMessagesRepository['page']>>['items'][number];

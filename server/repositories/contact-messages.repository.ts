/**
 * Contact messages, for the public form and the console. Keyed by the client's UUID: a retry of the same message stores nothing new (and
 * queues no second mail); different content under a known UUID is a conflict. The message and its
 * inbox mail are committed in one transaction, so a stored message always has its mail queued.
 */
import type { Db } from '../db/database';
import type { ContactMessagesTable } from '../db/schema';
import { randomUUID } from 'node:crypto';
import { nowIso } from '../lib/clock';
import { enqueueMail, type OutgoingMail } from './outbox.repository';
import { addHistoryNote, type Reviewer } from './reviews.repository';
import { containsAny, countAll, type InboxFilter, offsetOf, withTotal } from './search';

export type ContactInsertOutcome = 'inserted' | 'duplicate' | 'conflict';

export function contactMessagesRepository(db: Db) {
  return {
    async insertWithMail(
      row: ContactMessagesTable & { company: string | null; topic: string },
      mail: OutgoingMail,
    ): Promise<ContactInsertOutcome> {
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

    /** The console's list: newest first, searched (name, address, company, message), filtered by status, paged. */
    async page(filter: InboxFilter) {
      let base = db.selectFrom('contact_messages');
      if (filter.status) base = base.where('review_status', '=', filter.status);
      if (filter.search) base = base.where(containsAny(['name', 'email', 'company', 'message'], filter.search));
      return withTotal(
        base
          .select(['id', 'name', 'email', 'company', 'topic', 'message', 'review_status', 'created_at'])
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

    /** The replies sent from the console about a message, newest first. */
    async replies(id: string) {
      const rows = await db
        .selectFrom('mail_outbox')
        .select(['id', 'subject', 'to_addresses', 'status', 'created_at', 'sent_at', 'not_before', 'about_id'])
        .where('about_type', '=', 'contact-message')
        .where('about_id', '=', id)
        .orderBy('created_at', 'desc')
        .limit(100)
        .execute();
      return rows.map((row) => ({ ...row, to: JSON.parse(row.to_addresses) as string[] }));
    },

    /** Queues a reply and its `mail` history entry in one transaction; the outbox id. */
    async queueReply(id: string, reply: { mail: OutgoingMail; record: string }, by: Reviewer): Promise<string> {
      return db.transaction().execute(async (trx) => {
        const mailId = await enqueueMail(trx, reply.mail);
        if (!mailId) throw new Error('a reply was not queued');
        await trx
          .insertInto('review_events')
          .values({
            id: randomUUID(),
            subject_type: 'contact-message',
            subject_id: id,
            kind: 'mail',
            from_status: null,
            to_status: null,
            note: reply.record,
            by_id: by.id,
            by_name: by.name,
            at: nowIso(),
          })
          .execute();
        return mailId;
      });
    },

    /** Links the message to the record it is about (or unlinks it), noted on its history. */
    async setLink(id: string, link: { kind: string; id: string } | null, note: string, by: Reviewer) {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('contact_messages')
          .set({ link_kind: link?.kind ?? null, link_id: link?.id ?? null })
          .where('id', '=', id)
          .execute();
        await addHistoryNote(trx, 'contact-message', id, note, by);
      });
    },
  };
}
export type ContactMessagesRepository = ReturnType<typeof contactMessagesRepository>;
/** One contact message as the console's list shows it (the record has every column). */
export type ContactMessageListRow = Awaited<ReturnType<ContactMessagesRepository['page']>>['items'][number];

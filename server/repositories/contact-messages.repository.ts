/**
 * Contact messages. Keyed by the client's UUID: a retry of the same message stores nothing new (and
 * queues no second mail); different content under a known UUID is a conflict. The message and its
 * inbox mail are committed in one transaction, so a stored message always has its mail queued.
 */
import type { Db } from '../db/database';
import type { ContactMessagesTable } from '../db/schema';
import { enqueueMail, type OutgoingMail } from './outbox.repository';

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

    async byId(id: string) {
      return db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirst();
    },
  };
}
export type ContactMessagesRepository = ReturnType<typeof contactMessagesRepository>;

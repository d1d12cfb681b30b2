/**
 * Internship applications. The Aadhaar number is never stored: only its masked last four digits.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { InternshipApplicationsTable } from '../db/schema';

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

    async byId(id: string) {
      return db.selectFrom('internship_applications').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async exportRows() {
      return db.selectFrom('internship_applications').selectAll().orderBy('created_at').execute();
    },
  };
}
export type InternshipsRepository = ReturnType<typeof internshipsRepository>;

/**
 * Internship applications. The Aadhaar number is never stored: only its masked last four digits.
 */
import type { Db } from '../db/database';
import type { InternshipApplicationsTable } from '../db/schema';

export function internshipsRepository(db: Db) {
  return {
    async insert(row: InternshipApplicationsTable) {
      // A concurrent retry of the same application may get here twice: the first row wins.
      await db
        .insertInto('internship_applications')
        .values(row)
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
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

/**
 * The texts recruiters mail candidates from (0010-candidate-mail): listed in their order (the seeded
 * acknowledge, interview and reject first, for job applicants then for internship applicants, 0033),
 * edited and added by admins.
 */
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { MailTemplatesTable } from '../db/schema';
import { nowIso } from '../lib/clock';

export type TemplateValues = Pick<Selectable<MailTemplatesTable>, 'name' | 'purpose' | 'audience' | 'subject' | 'body'>;

export function mailTemplatesRepository(db: Db) {
  return {
    async list() {
      return db
        .selectFrom('mail_templates')
        .selectAll()
        .orderBy('position')
        .orderBy('created_at')
        .orderBy('name')
        .execute();
    },

    async byId(id: string) {
      return db.selectFrom('mail_templates').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async create(values: TemplateValues, by: string) {
      const now = nowIso();
      const row = { id: randomUUID(), ...values, position: 100, created_at: now, updated_at: now, updated_by: by };
      await db.insertInto('mail_templates').values(row).execute();
      return row;
    },

    /** The updated template, or undefined when there is none with this id. */
    async update(id: string, values: TemplateValues, by: string) {
      const result = await db
        .updateTable('mail_templates')
        .set({ ...values, updated_at: nowIso(), updated_by: by })
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n ? this.byId(id) : undefined;
    },

    async remove(id: string) {
      const result = await db.deleteFrom('mail_templates').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}
export type MailTemplatesRepository = ReturnType<typeof mailTemplatesRepository>;

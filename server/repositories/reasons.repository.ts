/**
 * The reasons for rejections and withdrawals (0022-reasons): every list in its order, a new reason at
 * the end of its list, a rename, retiring and bringing back. Rows are never deleted, so every record
 * and history entry that names a reason can still say it in words.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { ReasonsTable } from '../db/schema';
import { nowIso } from '../lib/clock';

export type ReasonKind = ReasonsTable['kind'];

export function reasonsRepository(db: Db) {
  return {
    async list() {
      return db.selectFrom('reasons').selectAll().orderBy('kind').orderBy('position').orderBy('id').execute();
    },

    async byId(id: string) {
      return db.selectFrom('reasons').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async create(kind: ReasonKind, label: string) {
      const last = await db
        .selectFrom('reasons')
        .select(sql<number | null>`max(position)`.as('last'))
        .where('kind', '=', kind)
        .executeTakeFirst();
      const at = nowIso();
      const row: ReasonsTable = {
        id: randomUUID(),
        kind,
        label,
        position: Number(last?.last ?? -1) + 1,
        retired_at: null,
        created_at: at,
        updated_at: at,
      };
      await db.insertInto('reasons').values(row).execute();
      return row;
    },

    /** Renames and/or retires (or brings back); undefined when there is no such reason. */
    async change(id: string, change: { label?: string | undefined; retired?: boolean | undefined }) {
      const current = await this.byId(id);
      if (!current) return undefined;
      const at = nowIso();
      const retiredAt =
        change.retired === undefined ? current.retired_at : change.retired ? (current.retired_at ?? at) : null;
      await db
        .updateTable('reasons')
        .set({ label: change.label ?? current.label, retired_at: retiredAt, updated_at: at })
        .where('id', '=', id)
        .execute();
      return this.byId(id);
    },
  };
}
export type ReasonsRepository = ReturnType<typeof reasonsRepository>;

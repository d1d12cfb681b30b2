/**
 * How a link from a console record (a contact message) to what it is about is read: per kind
 * (contracts/admin/record-links.ts), its name by id, and the records it could be linked to (those
 * sharing the message's e-mail first, then a search). A new kind is one more entry here; leaving
 * one out does not compile.
 */
import type { LinkKind, LinkOption, RecordLink } from '#contracts/admin/record-links';
import type { Db } from '../../db/database';
import { containsAny } from '../../repositories/search';

type Resolver = {
  /** The linked record's name, or undefined when it is gone (erased, merged away). */
  name: (db: Db, id: string) => Promise<string | undefined>;
  /** Up to `limit` records to offer: the ones with this e-mail first, then those matching `search`. */
  options: (db: Db, match: { email: string; search?: string | undefined }, limit: number) => Promise<LinkOption[]>;
};

export const LINK_RESOLVERS: Record<LinkKind, Resolver> = {
  candidate: {
    name: async (db, id) =>
      (
        await db
          .selectFrom('people')
          .select('name')
          .where('id', '=', id)
          .where('merged_into', 'is', null)
          .executeTakeFirst()
      )?.name,
    options: async (db, { email, search }, limit) => {
      const base = db.selectFrom('people').select(['id', 'name', 'email']).where('merged_into', 'is', null);
      const same = await base.where('email', '=', email.toLowerCase()).limit(limit).execute();
      const found = search
        ? await base
            .where(containsAny(['name', 'email'], search))
            .orderBy('name')
            .limit(limit)
            .execute()
        : [];
      const seen = new Set<string>();
      return [...same, ...found]
        .filter((row) => !seen.has(row.id) && seen.add(row.id))
        .slice(0, limit)
        .map((row) => ({
          kind: 'candidate' as const,
          id: row.id,
          name: row.name,
          detail: row.email === email.toLowerCase() ? `same e-mail, ${row.email}` : row.email,
        }));
    },
  },
};

/** The link stored on a row, as the console shows it; null when none or when its record is gone. */
export async function readLink(
  db: Db,
  row: { link_kind: string | null; link_id: string | null },
): Promise<RecordLink | null> {
  if (!row.link_kind || !row.link_id || !(row.link_kind in LINK_RESOLVERS)) return null;
  const kind = row.link_kind as LinkKind;
  const name = await LINK_RESOLVERS[kind].name(db, row.link_id);
  return name === undefined ? null : { kind, id: row.link_id, name };
}

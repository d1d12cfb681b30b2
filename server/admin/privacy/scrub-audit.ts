/**
 * Erasure and the audit log: the log keeps what staff did, but not the address of a person who
 * asked to be erased. Staff searches are logged as typed (`{"search":"jane@example.com"}`), so an
 * erasure replaces every occurrence of the address in the log's details (any letter case) by
 * `[erased]`; the rows stay, so the log still shows that a search happened.
 */
import type { Db } from '../../db/database';

export const ERASED = '[erased]';

/** A LIKE pattern matching `value` literally anywhere. */
const containing = (value: string) => `%${value.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Replaces `address` in the audit log's details; returns how many rows changed. */
export async function scrubAuditLog(db: Db, address: string): Promise<number> {
  const email = address.trim().toLowerCase();
  if (!email) return 0;
  const rows = await db
    .selectFrom('audit_log')
    .select(['id', 'detail'])
    .where((eb) => eb(eb.fn('lower', ['detail']), 'like', containing(email)))
    .execute();
  const pattern = new RegExp(escapeRegExp(email), 'gi');
  for (const row of rows) {
    await db
      .updateTable('audit_log')
      .set({ detail: (row.detail ?? '').replace(pattern, ERASED) })
      .where('id', '=', row.id)
      .execute();
  }
  return rows.length;
}

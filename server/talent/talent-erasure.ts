/**
 * Removing people from the talent database (erasure on request, the retention purge, profiles that
 * went): their talent rows, pool memberships and history. The caller removes their resume files.
 * And what it holds about an address, for the person's data export.
 */
import type { Db } from '../db/database';

export async function eraseTalent(db: Db, personIds: readonly string[]): Promise<void> {
  for (let at = 0; at < personIds.length; at += 500) {
    const ids = personIds.slice(at, at + 500);
    await db.deleteFrom('talent_pool_members').where('person_id', 'in', ids).execute();
    await db.deleteFrom('talent_history').where('person_id', 'in', ids).execute();
    await db.deleteFrom('talent').where('person_id', 'in', ids).execute();
  }
}

/** What the talent database holds about an e-mail address, for the person's data export. */
export async function talentRecords(db: Db, email: string): Promise<Record<string, unknown>[]> {
  const rows = await db.selectFrom('talent').selectAll().where('email', '=', email.trim().toLowerCase()).execute();
  const out: Record<string, unknown>[] = [];
  for (const row of rows) {
    const [pools, history] = await Promise.all([
      db
        .selectFrom('talent_pool_members as m')
        .innerJoin('talent_pools as p', 'p.id', 'm.pool_id')
        .select(['p.name', 'm.added_at', 'm.removed_at'])
        .where('m.person_id', '=', row.person_id)
        .execute(),
      db
        .selectFrom('talent_history')
        .select(['field', 'from_value', 'to_value', 'at'])
        .where('person_id', '=', row.person_id)
        .execute(),
    ]);
    const { seq: _seq, resume_key: _key, ...fields } = row as typeof row & { search?: unknown };
    delete (fields as { search?: unknown }).search;
    out.push({ ...fields, pools, history });
  }
  return out;
}

/**
 * `talent_search_version`: one row whose number goes up with every change that can change a talent
 * search's answer — a talent row written or removed (its fields, its resume text, its last activity;
 * on SQLite the narrow `talent_filters` copy follows those), a pool membership begun or ended. The
 * console keeps recent searches' answers (server/talent/search-cache.ts) and trusts one only while
 * the number it was found under is still the number: a re-run, the next page or a saved search then
 * reads no index, on every instance, and any change anywhere is seen by the next search.
 *
 * The number moves in the same transaction as the change (triggers). SQLite has row triggers only;
 * PostgreSQL bumps once per statement, so a bulk insert costs one update.
 */
import { type Kysely, type Migration, sql } from 'kysely';
import type { Db, Dialect } from '../database';

const TABLES = ['talent', 'talent_pool_members'] as const;
const EVENTS = ['insert', 'update', 'delete'] as const;
const BUMP = 'update talent_search_version set version = version + 1 where id = 1';

export const talentSearchVersion = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('talent_search_version')
      .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
      .addColumn('version', 'bigint', (c) => c.notNull())
      .execute();
    await sql`insert into talent_search_version (id, version) values (1, 1)`.execute(db);
    if (dialect === 'sqlite') {
      for (const table of TABLES)
        for (const event of EVENTS)
          await sql
            .raw(`create trigger ${table}_search_version_${event} after ${event} on ${table} begin ${BUMP}; end`)
            .execute(db);
      return;
    }
    await sql
      .raw(
        `create function talent_search_version_bump() returns trigger language plpgsql as $body$
         begin ${BUMP}; return null; end $body$`,
      )
      .execute(db);
    for (const table of TABLES)
      await sql
        .raw(
          `create trigger ${table}_search_version after insert or update or delete on ${table}
           for each statement execute function talent_search_version_bump()`,
        )
        .execute(db);
  },
  async down(db: Kysely<unknown>) {
    if (dialect === 'sqlite') {
      for (const table of TABLES)
        for (const event of EVENTS)
          await sql.raw(`drop trigger if exists ${table}_search_version_${event}`).execute(db);
    } else {
      for (const table of TABLES)
        await sql.raw(`drop trigger if exists ${table}_search_version on ${table}`).execute(db);
      await sql`drop function if exists talent_search_version_bump()`.execute(db);
    }
    await db.schema.dropTable('talent_search_version').ifExists().execute();
  },
});

/** The number the talent search's answers are kept under (see above). */
export async function talentSearchVersionOf(db: Db): Promise<number> {
  const { rows } = await sql<{
    version: number | string;
  }>`select version from talent_search_version where id = 1`.execute(db);
  return Number(rows[0]?.version ?? 0);
}
